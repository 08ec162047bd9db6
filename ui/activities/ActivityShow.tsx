import { BooleanField, Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { LocalDateField, LocalTimeField } from '../common/DateTimeFields.js';
import { StatusField } from '../common/StatusChip.js';
import { HistoryList } from '../history/HistoryList.js';
import type { Activity } from '../providers/domain.js';
import { DurationField, SourceField } from './fields.js';

/** One activity: detected, corrected and published time side by side, and every change to it. */
export default function ActivityShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <LocalDateField source="date" label="resources.activities.fields.date" />
        <LocalTimeField source="started_at" label="resources.activities.fields.started_at" withDate />
        <LocalTimeField source="ended_at" label="resources.activities.fields.ended_at" withDate />
        <DurationField source="original_duration" label="resources.activities.fields.original_duration" />
        <DurationField source="duration" label="resources.activities.fields.duration" />
        <DurationField source="published_duration" label="resources.activities.fields.published_duration" />
        <Labeled label="resources.activities.fields.source">
          <SourceField />
        </Labeled>
        <ReferenceField source="contact_id" reference="contacts" empty="—" />
        <BooleanField source="internal" />
        <ReferenceField source="project_id" reference="projects" empty="—" />
        <ReferenceField source="subproject_id" reference="subprojects" empty="—" />
        <ReferenceField source="working_code_id" reference="working_codes" empty="—" />
        <TextField source="description" emptyText="—" />
        <StatusField source="status" kind="activity" label="resources.activities.fields.status" />
        <ActivityHistory />
      </SimpleShowLayout>
    </Show>
  );
}

/** The activity's history: the portal's one history list, for this activity only. */
function ActivityHistory(_props: { label?: string }) {
  const record = useRecordContext<Activity>();
  if (!record) return null;
  return (
    <Labeled label="tally.history.title" fullWidth>
      <HistoryList of={{ activity: record.id }} />
    </Labeled>
  );
}
