import { FunctionField } from 'react-admin';
import type { Appointment } from '../providers/domain.js';

/** The attendees' addresses, comma-separated. */
export function AttendeesField() {
  return <FunctionField<Appointment> source="attendees" sortable={false} render={(record) => record.attendees.join(', ')} />;
}
