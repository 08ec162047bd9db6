import { Box, Stack, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { LOG_SOURCES, WEEKDAYS } from '../../domain/preferences/chapters.js';
import type { SettingsField } from './sections.js';
import { TimeInput } from './TimeInput.js';

/** Seconds shown as minutes (to two decimals: a block of 0.1 h is 6), typed minutes sent as whole seconds. */
const secondsAsMinutes = (seconds: unknown) => (typeof seconds === 'number' ? String(Math.round((seconds / 60) * 100) / 100) : '');
const minutesAsSeconds = (minutes: number | string) => {
  const number = typeof minutes === 'number' ? minutes : parseFloat(minutes);
  return Number.isFinite(number) ? Math.round(number * 60) : null;
};
/** A number typed as it is; an emptied field is null, which the API refuses with its own message. */
const typedNumber = (value: number | string) => {
  const number = typeof value === 'number' ? value : parseFloat(value);
  return Number.isFinite(number) ? number : null;
};

interface SettingsInputProps {
  chapter: string;
  field: SettingsField;
  /** Under the field: whose value it is (the organisation's, or the person's own over it). */
  helperText?: string;
}

/** One preference as a react-admin input, named by its key so that the API's field error lands under it. */
export function SettingsInput({ chapter, field, helperText }: SettingsInputProps) {
  const translate = useTranslate();
  const label = `tally.settings.fields.${chapter}.${field.key}`;
  const testId = `setting-${chapter}-${field.key}`;
  const common = { source: field.key, label, helperText: helperText ?? false, 'data-testid': testId } as const;
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'choice': {
      const choices = field.choices.map((id) => ({ id, name: `tally.settings.choices.${chapter}.${field.key}.${id}` }));
      if (!field.empty) return <SelectInput {...common} choices={choices} emptyText="" sx={{ minWidth: 260 }} />;
      // The empty choice is the chapter's null, named (react-admin's empty value is '', shown blank by default).
      return (
        <SelectInput
          {...common}
          choices={choices}
          emptyText={field.empty}
          parse={(value: string) => (value === '' ? null : value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
        />
      );
    }
    case 'minutes':
      return <NumberInput {...common} format={secondsAsMinutes} parse={minutesAsSeconds} slotProps={{ input: { endAdornment: translate('tally.settings.units.minutes') } }} sx={{ width: 220 }} />;
    case 'seconds':
      return <NumberInput {...common} parse={typedNumber} slotProps={{ input: { endAdornment: translate('tally.settings.units.seconds') } }} sx={{ width: 220 }} />;
    case 'percentage':
      return <NumberInput {...common} parse={typedNumber} slotProps={{ input: { endAdornment: '%' } }} sx={{ width: 220 }} />;
    case 'days':
      return <NumberInput {...common} parse={typedNumber} slotProps={{ input: { endAdornment: translate('tally.settings.units.days') } }} sx={{ width: 220 }} />;
    case 'time':
      return <TimeInput source={field.key} label={label} helperText={helperText} testId={testId} />;
    case 'per_source':
      return (
        <Box data-testid={testId}>
          <Typography variant="subtitle2">{translate(label)}</Typography>
          {helperText && <Typography variant="caption" color="text.secondary">{helperText}</Typography>}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', columnGap: 2 }}>
            {LOG_SOURCES.map((source) => (
              <NumberInput
                key={source}
                source={`${field.key}.${source}`}
                label={`tally.settings.sources.${source}`}
                parse={typedNumber}
                helperText={false}
                slotProps={{ input: { endAdornment: translate('tally.settings.units.seconds') } }}
                data-testid={`${testId}-${source}`}
              />
            ))}
          </Box>
        </Box>
      );
    case 'schedule':
      return (
        <Stack data-testid={testId} spacing={1}>
          <Typography variant="subtitle2">{translate(label)}</Typography>
          {helperText && <Typography variant="caption" color="text.secondary">{helperText}</Typography>}
          {WEEKDAYS.map((day) => (
            <Stack key={day} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography sx={{ width: 110, pt: 1 }}>{translate(`tally.settings.weekdays.${day}`)}</Typography>
              <TimeInput source={`${field.key}.${day}.start`} label="tally.settings.start" testId={`${testId}-${day}-start`} />
              <TimeInput source={`${field.key}.${day}.end`} label="tally.settings.end" testId={`${testId}-${day}-end`} />
            </Stack>
          ))}
        </Stack>
      );
  }
}
