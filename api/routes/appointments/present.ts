import { appointmentOfRow, type AppointmentRow } from '../../../projections/appointments/rows.js';
import { needsConfirmation, travelTime, type Appointment, type TravelLeg } from '../../../domain/appointments/index.js';
import type { AppointmentResource } from './schemas.js';

const whose = (leg: TravelLeg | null) => (!leg ? null : leg.contact_id ?? (leg.internal ? 'internal' : leg.ignored ? 'ignore' : null));
const shifted = (moment: string, seconds: number) => new Date(Date.parse(moment) + seconds * 1000).toISOString();

/** An appointment as the API answers it (api-contract §7.7): the spec's flat travel fields, and ignored as a status. */
export function toAppointmentResource(row: AppointmentRow): AppointmentResource {
  const appointment: Appointment = appointmentOfRow(row);
  const { travel, arrangement } = appointment;
  const start = travel.start?.duration ?? 0;
  const end = travel.end?.duration ?? 0;
  return {
    id: row.id,
    day_id: row.day_id,
    date: row.date,
    source: row.source,
    description: row.description,
    started_at: appointment.started_at,
    ended_at: appointment.ended_at,
    location: row.location,
    attendees: row.attendees,
    status: arrangement.ignored && row.status !== 'cancelled' ? 'ignored' : row.status,
    contact_id: arrangement.contact_id,
    internal: arrangement.internal,
    needs_confirmation: needsConfirmation(appointment),
    original_duration: Math.round((row.ended_at.getTime() - row.started_at.getTime()) / 1000),
    travel_start: start > 0 ? shifted(appointment.started_at, -start) : null,
    travel_end: end > 0 ? shifted(appointment.ended_at, end) : null,
    travel_location_start: travel.start?.location ?? null,
    travel_duration_start: start,
    travel_contact_start: whose(travel.start),
    travel_location_end: travel.end?.location ?? null,
    travel_duration_end: end,
    travel_contact_end: whose(travel.end),
    travel_time: travelTime(travel),
    tag: row.tagged_by && { tag_id: row.tagged_by.tag_id, type: row.tagged_by.reference.type, value: row.tagged_by.reference.value },
    activity_ids: row.activities.map((activity) => activity.activity_id),
    held_changes: row.held_changes.map((change) => (change.kind === 'moved' ? { kind: 'moved', started_at: change.started_at, ended_at: change.ended_at, description: change.description } : change)),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
