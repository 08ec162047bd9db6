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

/** The locale's numeric month without the day: nl MM-yyyy, de MM.yyyy, fr and en-US MM/yyyy. */
const monthFormatOf = (locale: string): string => dateFormatOf(locale).replace(/dd[^My]?|[^My]?dd/, '');

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

interface LocalMonthPickerProps {
  label: string;
  /** A month (YYYY-MM). */
  value: string;
  /** Told of a whole, valid month only, as the date picker is of a date. */
  onChange: (month: string) => void;
  testId?: string;
}

/** A month field with a calendar of months, in the reader's locale: for what is chosen by the month (a timesheet). */
export function LocalMonthPicker({ label, value, onChange, testId }: LocalMonthPickerProps) {
  const locale = useIntlLocale();
  const hiddenInput = { 'data-testid': testId };
  return (
    <DatePicker
      label={label}
      value={toDateTime(`${value}-01`)}
      format={monthFormatOf(locale)}
      views={['year', 'month']}
      openTo="month"
      onChange={(date, context) => {
        if (date?.isValid && context.validationError === null) onChange(date.toFormat('yyyy-MM'));
      }}
      slotProps={{ textField: { size: 'small', margin: 'none', sx: { width: 160 }, slotProps: { htmlInput: hiddenInput } } }}
    />
  );
}
