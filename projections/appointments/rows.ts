import type { ActivityRef, Appointment, AppointmentSource, AppointmentStatus, HeldChange, Travel } from '../../domain/appointments/index.js';
import type { TaggedBy } from '../../domain/days/index.js';

/** A row of the appointments read model. */
export interface AppointmentRow {
  id: string;
  client_id: string;
  user_id: string;
  day_id: string;
  date: string;
  source: AppointmentSource;
  external_id: string;
  description: string;
  started_at: Date;
  ended_at: Date;
  location: string | null;
  attendees: string[];
  status: AppointmentStatus;
  cancelled_by: 'calendar' | 'person' | null;
  contact_id: string | null;
  internal: boolean;
  ignored: boolean;
  travel: Travel;
  tagged_by: TaggedBy | null;
  activities: ActivityRef[];
  held_changes: HeldChange[];
  created_at: Date;
  updated_at: Date;
}

export const APPOINTMENT_COLUMNS =
  "id, client_id, user_id, day_id, to_char(date, 'YYYY-MM-DD') AS date, source, external_id, description, started_at, ended_at, location, attendees, status, cancelled_by, contact_id, internal, ignored, travel, tagged_by, activities, held_changes, created_at, updated_at";

/** The appointment a row holds, as the domain folds it. */
export function appointmentOfRow(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    client_id: row.client_id,
    user_id: row.user_id,
    source: row.source,
    external_id: row.external_id,
    day: { day_id: row.day_id, client_id: row.client_id, user_id: row.user_id, date: row.date },
    description: row.description,
    started_at: row.started_at.toISOString(),
    ended_at: row.ended_at.toISOString(),
    location: row.location,
    attendees: row.attendees,
    status: row.status,
    cancelled_by: row.cancelled_by,
    arrangement: { contact_id: row.contact_id, internal: row.internal, ignored: row.ignored },
    travel: row.travel,
    tagged_by: row.tagged_by,
    activities: row.activities,
    held_changes: row.held_changes,
  };
}
