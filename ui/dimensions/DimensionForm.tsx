import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  ReferenceInput,
  ReferenceManyField,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.js';
import { customFieldLevelOf } from '../../domain/custom-fields/events.js';
import { CustomFieldInputs } from '../custom-fields/CustomFieldInputs.js';
import { StatusField } from '../common/StatusChip.js';
import { LEVELS, type Level } from './levels.js';

/** The fields of POST and PUT /v1/dimension_levels/{level}/dimensions; the parent picker offers only the level above. */
function DimensionForm({ level }: { level: Level }) {
  const { resource, parent } = LEVELS[level];
  return (
    <SimpleForm toolbar={<FormToolbar />}>
      <TextInput source="name" validate={required()} />
      <TextInput source="code" />
      {parent && (
        <ReferenceInput source="parent_id" reference={parent.resource} filter={{ status: 'active' }}>
          <AutocompleteInput label={`resources.${resource}.fields.parent_id`} validate={parent.required ? required() : undefined} />
        </ReferenceInput>
      )}
      <ReferenceInput source="contact_id" reference="contacts">
        <AutocompleteInput label={`resources.${resource}.fields.contact_id`} />
      </ReferenceInput>
      <BooleanInput source="internal" />
      <BooleanInput source="is_default" />
      <CustomFieldInputs level={customFieldLevelOf(level)} />
      <Children level={level} />
    </SimpleForm>
  );
}

/** What hangs under this dimension (the tree, one level down). */
function Children({ level }: { level: Level }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const child = LEVELS[level].child;
  if (!record || !child) return null;
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('tally.dimensions.children')}: {translate(`resources.${child}.name`, { smart_count: 2 })}
      </Typography>
      <ReferenceManyField reference={child} target="parent_id" sort={{ field: 'name', order: 'ASC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>}>
          <TextField source="code" />
          <TextField source="name" />
          <StatusField source="status" kind="record" label={`resources.${child}.fields.status`} />
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}

export function DimensionEdit({ level }: { level: Level }) {
  return (
    <Edit resource={LEVELS[level].resource} mutationMode="pessimistic" redirect="list">
      <DimensionForm level={level} />
    </Edit>
  );
}

export function DimensionCreate({ level }: { level: Level }) {
  return (
    <Create resource={LEVELS[level].resource} redirect="list">
      <DimensionForm level={level} />
    </Create>
  );
}
