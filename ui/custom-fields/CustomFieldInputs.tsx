import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { CustomFieldLevel } from '../../domain/custom-fields/events.js';
import { CUSTOM_FIELDS_KEY, type CustomField, type CustomFieldTarget } from '../providers/customFieldMethods.js';
import { CustomValueInput } from './CustomValueInput.js';

/** The firm's custom fields of a target, read once per screen. */
export function useCustomFields(target: CustomFieldTarget) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: [...CUSTOM_FIELDS_KEY, target], queryFn: () => dataProvider.customFields(target) });
}

/** One field's value in a react-admin form, under customfields.<key>: the API's refusal of it shows beneath it. */
function CustomFieldInput({ field }: { field: CustomField }) {
  const translate = useTranslate();
  const { field: input, fieldState } = useInput({ source: `customfields.${field.key}` });
  const error = fieldState.error?.message;
  return <CustomValueInput field={field} value={input.value} onChange={input.onChange} error={error ? translate(error, { _: error }) : undefined} />;
}

/** The custom fields of a dimension's form: those kept on its level, each by its type; nothing when there are none. */
export function CustomFieldInputs({ level }: { level: CustomFieldLevel }) {
  const translate = useTranslate();
  const { data: dimensionFields = [] } = useCustomFields('dimension');
  const fields = dimensionFields.filter((field) => field.levels.includes(level));
  if (fields.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480, mt: 1, mb: 1 }} data-testid="custom-field-inputs">
      <Typography variant="subtitle1">{translate('tally.custom_fields.section')}</Typography>
      {fields.map((field) => (
        <CustomFieldInput key={field.id} field={field} />
      ))}
    </Stack>
  );
}
