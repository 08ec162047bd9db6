import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  BooleanField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField, LocalTimeField, useIntlLocale } from '../common/DateTimeFields.js';
import { StatusField } from '../common/StatusChip.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
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
        <ReferenceField source="contact_id" reference="contacts" emptyText="—" />
        <BooleanField source="internal" />
        <ReferenceField source="project_id" reference="projects" emptyText="—" />
        <ReferenceField source="subproject_id" reference="subprojects" emptyText="—" />
        <ReferenceField source="working_code_id" reference="working_codes" emptyText="—" />
        <TextField source="description" emptyText="—" />
        <StatusField source="status" kind="activity" label="resources.activities.fields.status" />
        <ActivityHistory />
      </SimpleShowLayout>
    </Show>
  );
}

function ActivityHistory(_props: { label?: string }) {
  const record = useRecordContext<Activity>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { data } = useQuery({
    queryKey: ['activities', 'history', record?.id],
    queryFn: () => dataProvider.activityHistory(record!.id),
    enabled: Boolean(record),
  });
  const entries = data?.data ?? [];
  return (
    <Labeled label="tally.activities.history" fullWidth>
      {entries.length === 0 ? (
        <Typography variant="body2">{translate('tally.activities.history_empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('tally.fields.date')}</TableCell>
              <TableCell>{translate('resources.users.name', { smart_count: 1 })}</TableCell>
              <TableCell>{translate('tally.activities.history')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.event_id}>
                <TableCell>{new Date(entry.recorded_at).toLocaleString(locale)}</TableCell>
                <TableCell>{entry.user?.name ?? '—'}</TableCell>
                <TableCell>
                  <code>{entry.type}</code>
                  {entry.changes
                    .filter((change) => change.activity_id === null || change.activity_id === record?.id)
                    .map((change) => (
                      <div key={change.field}>
                        {translate('tally.activities.change', { field: change.field, before: String(change.before ?? '—'), after: String(change.after ?? '—') })}
                      </div>
                    ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Labeled>
  );
}
