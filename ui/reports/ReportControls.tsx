import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LocalDatePicker } from '../common/LocalDatePicker.js';
import { GROUPINGS, type GroupBy } from './reportParams.js';

interface ReportControlsProps {
  start: string;
  end: string;
  groupBy: GroupBy;
  /** The API's field errors (422), shown on the field they are about. */
  errors: Record<string, string[]>;
  onChange: (changes: { start?: string; end?: string; group?: GroupBy }) => void;
  onLast12Months: () => void;
  isLast12Months: boolean;
}

/** The interval (at most 12 months, the API says so) and how to group it. */
export function ReportControls({ start, end, groupBy, errors, onChange, onLast12Months, isLast12Months }: ReportControlsProps) {
  const translate = useTranslate();
  const fieldError = (field: 'start' | 'end') => errors[field]?.join(' ');
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {(['start', 'end'] as const).map((field) => (
        <LocalDatePicker
          key={field}
          label={translate(`tally.reports.${field}`)}
          value={field === 'start' ? start : end}
          // A report has an interval: emptying a field keeps the date it had.
          onChange={(date) => date && onChange({ [field]: date })}
          error={fieldError(field)}
          testId={`report-${field}`}
        />
      ))}
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={translate('tally.reports.group_by')}
        value={groupBy}
        onChange={(event) => onChange({ group: event.target.value as GroupBy })}
        slotProps={{ htmlInput: { 'data-testid': 'report-group' } }}
        sx={{ width: 140 }}
      >
        {GROUPINGS.map((group) => (
          <MenuItem key={group} value={group}>
            {translate(`tally.reports.groups.${group}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={onLast12Months} disabled={isLast12Months} sx={{ mt: 0.5 }} data-testid="report-last-12-months">
        {translate('tally.reports.last_12_months')}
      </Button>
    </Box>
  );
}
