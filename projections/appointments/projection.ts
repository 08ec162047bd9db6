import {
  APPOINTMENT_STREAM_PREFIX,
  appointmentDecider,
  appointmentEventTypes,
  appointmentIdOf,
  type Appointment,
  type AppointmentEvent,
} from '../../domain/appointments/index.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';
import { APPOINTMENT_COLUMNS, appointmentOfRow, type AppointmentRow } from './rows.js';

/**
 * The appointments read model: a row per appointment, folded by the domain's own evolve from the row as it stands
 * (a person's few appointments a day, so a read and a write per event), so status and arrangement follow one rule.
 */
export const appointmentsProjection: Projection<AppointmentEvent> = {
  name: 'appointments',
  streams: [APPOINTMENT_STREAM_PREFIX],
  eventTypes: appointmentEventTypes,
  tables: ['appointments', 'appointments_stream_revisions'],
  async apply(events, db) {
    for (const event of await unappliedEvents(db, 'appointments_stream_revisions', events)) {
      const id = appointmentIdOf(event.streamId);
      const { rows } = await db.query<AppointmentRow>(`SELECT ${APPOINTMENT_COLUMNS} FROM appointments WHERE id = $1`, [id]);
      const before = rows[0] ? appointmentOfRow(rows[0]) : null;
      const after = appointmentDecider.evolve(before, event);
      if (after) await write(db, after, event.data.at);
    }
  },
};

async function write(db: Parameters<Projection['apply']>[1], appointment: Appointment, at: string) {
  const { day, arrangement } = appointment;
  await db.query(
    `INSERT INTO appointments (id, client_id, user_id, day_id, date, source, external_id, description, started_at, ended_at, location, attendees,
       status, cancelled_by, contact_id, internal, ignored, travel, tagged_by, activities, held_changes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22)
     ON CONFLICT (id) DO UPDATE SET day_id = excluded.day_id, date = excluded.date, description = excluded.description,
       started_at = excluded.started_at, ended_at = excluded.ended_at, location = excluded.location, attendees = excluded.attendees,
       status = excluded.status, cancelled_by = excluded.cancelled_by, contact_id = excluded.contact_id, internal = excluded.internal,
       ignored = excluded.ignored, travel = excluded.travel, tagged_by = excluded.tagged_by, activities = excluded.activities,
       held_changes = excluded.held_changes, updated_at = excluded.updated_at`,
    [
      appointment.id,
      appointment.client_id,
      appointment.user_id,
      day.day_id,
      day.date,
      appointment.source,
      appointment.external_id,
      appointment.description,
      appointment.started_at,
      appointment.ended_at,
      appointment.location,
      JSON.stringify(appointment.attendees),
      appointment.status,
      appointment.cancelled_by,
      arrangement.contact_id,
      arrangement.internal,
      arrangement.ignored,
      JSON.stringify(appointment.travel),
      appointment.tagged_by && JSON.stringify(appointment.tagged_by),
      JSON.stringify(appointment.activities),
      JSON.stringify(appointment.held_changes),
      at,
    ],
  );
}
