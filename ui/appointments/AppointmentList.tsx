import { Datagrid, DateInput, List, ReferenceField, SelectField, SelectInput, TextField } from 'react-admin';
import { LocalDateField, LocalTimeField } from '../common/DateTimeFields.js';
import { AttendeesField } from './AttendeesField.js';
import { choicesOf, STATUSES } from './arrangement.js';

const STATUS_CHOICES = choicesOf('statuses', STATUSES);

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn data-testid="appointments-status-filter" />,
  <DateInput key="from" source="date@gte" label="tally.appointments.from" alwaysOn />,
  <DateInput key="to" source="date@lte" label="tally.appointments.to" alwaysOn />,
];

/**
 * The Appointments screen: your appointments from your calendars, newest first, 25 a page, filtered by status and
 * date (cancelled ones only when asked for). A row opens it to arrange: a contact, internal or ignored, and travel.
 */
export default function AppointmentList() {
  return (
    <List filters={filters} sort={{ field: 'started_at', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <LocalDateField source="date" />
        <LocalTimeField source="started_at" sortable={false} />
        <TextField source="description" />
        <AttendeesField source="attendees" sortable={false} />
        <TextField source="location" sortable={false} emptyText="—" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <ReferenceField source="contact_id" reference="contacts" link={false} sortable={false} empty={<span>—</span>} />
      </Datagrid>
    </List>
  );
}
