import { DatePicker } from '@mui/x-date-pickers';
import { DateTime } from 'luxon';
import { useIntlLocale } from './DateTimeFields.js';

/** The locale's numeric date with two-digit days and months: nl dd-MM-yyyy, de dd.MM.yyyy, fr dd/MM/yyyy, en-US MM/dd/yyyy. */
export function dateFormatOf(locale: string): string {
  return DateTime.expandFormat('D', { locale }).replace(/y+/, 'yyyy').replace(/\bd\b/, 'dd').replace(/\bM\b/, 'MM');
}

interface LocalDatePickerProps {
  label: string;
  /** A local date (YYYY-MM-DD), or null for none. */
  value: string | null;
  /**
   * Told of a whole, valid date, or of null when the field is emptied: a date still being typed (the year's first
   * digits make year 2 or 20) changes nothing.
   */
  onChange: (date: string | null) => void;
  /** The earliest and latest date to offer (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** A message about the date (the API's field error). */
  error?: string;
  testId?: string;
  width?: number;
}

const toDateTime = (date: string | null | undefined) => (date ? DateTime.fromISO(date) : null);

/** A date field with a calendar, in the reader's locale (DateLocalization), for the local dates days have. */
export function LocalDatePicker({ label, value, onChange, min, max, error, testId, width = 180 }: LocalDatePickerProps) {
  const locale = useIntlLocale();
  // The field's value as text is in the hidden input the pickers keep beside the date's sections: tests type there.
  const hiddenInput = { 'data-testid': testId, 'aria-invalid': Boolean(error) };
  return (
    <DatePicker
      label={label}
      value={toDateTime(value)}
      format={dateFormatOf(locale)}
      minDate={toDateTime(min) ?? undefined}
      maxDate={toDateTime(max) ?? undefined}
      onChange={(date, context) => {
        if (date === null) onChange(null);
        else if (date.isValid && context.validationError === null) onChange(date.toISODate());
      }}
      slotProps={{
        textField: {
          size: 'small',
          margin: 'none',
          fullWidth: false,
          error: Boolean(error),
          helperText: error,
          sx: { width },
          slotProps: { htmlInput: hiddenInput },
        },
      }}
    />
  );
}
