import { Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { LocalDatePicker } from '../common/LocalDatePicker.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatEditableNumber } from '../common/figures.js';
import type { CustomField } from '../providers/customFieldMethods.js';

/** A value as the API answers it, or as the person is typing it; null or '' for none. */
export type CustomValue = string | number | boolean | null;

interface CustomValueInputProps {
  field: CustomField;
  value: CustomValue | undefined;
  onChange(value: CustomValue): void;
  /** The API's message about this value (422, customfields.<key>). */
  error?: string | undefined;
}

/**
 * One custom field's input, by its type: a date through the locale's picker, a decimal in the locale's notation (the
 * API reads a comma as the decimal point, so what is typed is sent as typed), a select among its options.
 */
export function CustomValueInput({ field, value, onChange, error }: CustomValueInputProps) {
  const locale = useIntlLocale();
  const testId = `custom-${field.key}`;
  const common = { label: field.name, error: Boolean(error), helperText: error, size: 'small' as const, fullWidth: true };
  switch (field.type) {
    case 'boolean':
      return (
        <div>
          <FormControlLabel
            label={field.name}
            control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'data-testid': testId } as object }} />}
          />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </div>
      );
    case 'date':
      return <LocalDatePicker label={field.name} value={typeof value === 'string' && value ? value : null} onChange={onChange} error={error} testId={testId} width={220} />;
    case 'select':
      return (
        <TextField select {...common} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} slotProps={{ htmlInput: { 'data-testid': testId } }}>
          <MenuItem value="">—</MenuItem>
          {field.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'int':
    case 'decimal':
      return (
        <TextField
          {...common}
          value={typeof value === 'number' ? formatEditableNumber(value, locale) : (value ?? '')}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { inputMode: field.type === 'int' ? 'numeric' : 'decimal', 'data-testid': testId } }}
        />
      );
    case 'string':
    case 'blob':
      return (
        <TextField
          {...common}
          multiline={field.type === 'blob'}
          minRows={field.type === 'blob' ? 3 : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        />
      );
  }
}
