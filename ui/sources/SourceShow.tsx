import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalTimeField } from '../common/DateTimeFields.js';
import { HoursField, SourceTypeField } from './fields.js';

/** One source and its figures over the activity you may see. */
export default function SourceShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <SourceTypeField label="resources.sources.fields.type" />
        <TextField source="identifier" emptyText="—" />
        <TextField source="name" emptyText="—" />
        <LocalTimeField source="first_seen" withDate />
        <LocalTimeField source="last_seen" withDate />
        <HoursField label="resources.sources.fields.duration" />
        <NumberField source="activity_count" />
      </SimpleShowLayout>
    </Show>
  );
}
