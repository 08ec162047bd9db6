import { DateTimePicker } from '@mui/x-date-pickers';
import { DateTime } from 'luxon';
import { useInput, useTranslate } from 'react-admin';
import { useIntlLocale } from './DateTimeFields.js';
import { dateFormatOf, LocalDatePicker } from './LocalDatePicker.js';
import { isDate } from './weeks.js';

/** react-admin's props of a filter input: `alwaysOn` is read by the filter form from the element. */
interface FilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** A react-admin input of a local date (YYYY-MM-DD) with the locale's date picker, instead of the browser's. */
export function LocalDateInput({ source, label }: FilterInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return <LocalDatePicker label={translate(label)} value={isDate(field.value) ? field.value : null} onChange={(date) => field.onChange(date ?? '')} />;
}

/** A react-admin input of a moment (ISO 8601 with the offset) with the locale's date and time picker. */
export function LocalDateTimeInput({ source, label }: FilterInputProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { field } = useInput({ source });
  const value = typeof field.value === 'string' && field.value ? DateTime.fromISO(field.value) : null;
  return (
    <DateTimePicker
      label={translate(label)}
      value={value?.isValid ? value : null}
      format={`${dateFormatOf(locale)} HH:mm`}
      ampm={false}
      onChange={(moment, context) => {
        if (moment === null) field.onChange('');
        else if (moment.isValid && context.validationError === null) field.onChange(moment.toISO());
      }}
      slotProps={{ textField: { size: 'small', margin: 'none', sx: { width: 220 } } }}
    />
  );
}
