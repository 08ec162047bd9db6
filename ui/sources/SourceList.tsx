import { Datagrid, List, NumberField, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { SOURCE_TYPES } from '../activities/choices.js';
import { LocalTimeField } from '../common/DateTimeFields.js';
import { HoursField, SourceTypeField } from './fields.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={SOURCE_TYPES} alwaysOn />,
  <TextInput key="identifier@like" source="identifier@like" label="resources.sources.fields.identifier" />,
  <TextInput key="name@like" source="name@like" label="resources.sources.fields.name" />,
];

/**
 * Where activity came from, 50 a page by identifier: your own, and as a manager or admin also the published days of
 * everyone, with first and last seen (in your zone) and hours.
 */
export default function SourceList() {
  return (
    <List filters={filters} sort={{ field: 'identifier', order: 'ASC' }} perPage={50}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <SourceTypeField label="resources.sources.fields.type" sortBy="type" />
        <TextField source="identifier" emptyText="—" />
        <TextField source="name" emptyText="—" />
        <LocalTimeField source="first_seen" withDate />
        <LocalTimeField source="last_seen" withDate />
        <HoursField label="resources.sources.fields.duration" sortBy="duration" textAlign="right" />
        <NumberField source="activity_count" />
      </Datagrid>
    </List>
  );
}
