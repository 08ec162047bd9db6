import { Datagrid, FunctionField, List, SelectField, SelectInput, TextField } from 'react-admin';
import { AUDIT_ACTIONS } from '../../identity/audit.js';
import { LocalTimeField } from '../common/DateTimeFields.js';
import { LocalDateTimeInput } from '../common/LocalDateInputs.js';
import type { AuditEntry } from '../providers/domain.js';

const ACTION_CHOICES = AUDIT_ACTIONS.map((action) => ({ id: action, name: `tally.audit.actions.${action}` }));

const filters = [
  <SelectInput key="action" source="action" choices={ACTION_CHOICES} alwaysOn />,
  <LocalDateTimeInput key="from" source="at@gte" label="tally.audit.from" alwaysOn />,
  <LocalDateTimeInput key="until" source="at@lt" label="tally.audit.until" alwaysOn />,
];

const nameOf = (person: AuditEntry['actor']) => person?.name ?? '—';

/**
 * The firm's audit log (administrators; GET /v1/audit): who signed in or failed to, changed a password, two-factor,
 * a role, a person's account or an API token, newest first. Entries never change.
 */
export default function AuditList() {
  return (
    <List resource="audit" filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <LocalTimeField source="at" withDate />
        <SelectField source="action" choices={ACTION_CHOICES} />
        <FunctionField<AuditEntry> source="actor" sortable={false} render={(entry) => nameOf(entry.actor)} />
        <FunctionField<AuditEntry> source="subject" sortable={false} render={(entry) => nameOf(entry.subject)} />
        <FunctionField<AuditEntry> source="details" sortable={false} render={(entry) => describe(entry.details)} />
        <TextField source="ip" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The details as `key: value` pairs: roles before and after, a reason, a token's name. */
const describe = (details: AuditEntry['details']) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
