import { FunctionField } from 'react-admin';
import type { Appointment } from '../providers/domain.js';

/** The attendees' addresses, comma-separated; the source is for Datagrid's and Labeled's label. */
export function AttendeesField(props: { source: 'attendees'; sortable?: false }) {
  return <FunctionField<Appointment> {...props} render={(record) => record.attendees.join(', ')} />;
}
