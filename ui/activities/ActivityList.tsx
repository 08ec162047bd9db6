import { Datagrid, List, ReferenceField, SearchInput, SelectInput, TextField } from 'react-admin';
import { LocalDateField, LocalTimeField } from '../common/DateTimeFields.js';
import { LocalDateInput } from '../common/LocalDateInputs.js';
import { StatusField } from '../common/StatusChip.js';
import { ACTIVITY_STATUSES, SOURCE_TYPES } from './choices.js';
import { DurationField, SourceField } from './fields.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <LocalDateInput key="date" source="date" label="tally.fields.date" alwaysOn />,
  <LocalDateInput key="date@gte" source="date@gte" label="tally.fields.date_from" />,
  <SelectInput key="status" source="status" choices={ACTIVITY_STATUSES} alwaysOn />,
  <SelectInput key="source_type" source="source_type" choices={SOURCE_TYPES} />,
];

/** Activity logs: newest first; filters on date, status and source. */
export default function ActivityList() {
  return (
    <List filters={filters} sort={{ field: 'ended_at', order: 'DESC' }} perPage={50}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LocalDateField source="date" label="resources.activities.fields.date" />
        <LocalTimeField source="started_at" label="resources.activities.fields.started_at" />
        <LocalTimeField source="ended_at" label="resources.activities.fields.ended_at" />
        <DurationField source="duration" label="resources.activities.fields.duration" sortable />
        <SourceField label="resources.activities.fields.source_type" sortBy="source_type" />
        <ReferenceField source="contact_id" reference="contacts" link={false} empty="—" sortable={false} />
        <TextField source="description" sortable={false} emptyText="" />
        <StatusField source="status" kind="activity" label="resources.activities.fields.status" />
      </Datagrid>
    </List>
  );
}
