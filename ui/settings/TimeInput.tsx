import { TimePicker } from '@mui/x-date-pickers';
import { DateTime } from 'luxon';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';

interface TimeInputProps {
  /** The form's field: a local time HH:MM, or null for none. */
  source: string;
  label: string;
  helperText?: string;
  testId: string;
}

const FORMAT = 'HH:mm';

/**
 * A time of day (HH:MM, 24 hours, as the API takes it) with @mui/x-date-pickers' clock, as a react-admin input: the
 * API's refusal of the field shows under it. Emptied, it is null (a work day's blank time, no reminder).
 */
export function TimeInput({ source, label, helperText, testId }: TimeInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const value = typeof field.value === 'string' && field.value ? DateTime.fromFormat(field.value, FORMAT) : null;
  const error = fieldState.error?.message;
  // Tests type the time in the input the picker keeps beside its sections.
  const hiddenInput = { 'data-testid': testId, name: source };
  return (
    <TimePicker
      label={<FieldTitle label={label} source={source} />}
      value={value}
      ampm={false}
      format={FORMAT}
      onChange={(time) => {
        if (time === null) field.onChange(null);
        else if (time.isValid) field.onChange(time.toFormat(FORMAT));
      }}
      slotProps={{
        textField: {
          size: 'small',
          onBlur: field.onBlur,
          error: Boolean(error),
          helperText: error ? translate(error, { _: error }) : <InputHelperText helperText={helperText} />,
          sx: { width: 150 },
          slotProps: { htmlInput: hiddenInput },
        },
      }}
    />
  );
}
