import { appointmentIdFor, appointmentStream, meetsAppointmentConditions, type Appointment } from '../domain/appointments/index.js';
import { dayAt, type DayOwner } from '../domain/days/index.js';
import type { GlobalPosition } from '../eventstore/port.js';
import { loadAppointmentConditions } from '../projections/preferences/queries.js';
import { handleAppointment, isPublished, ownerOf, tagAppointment, withdrawActivities, type AppointmentDependencies, type Asked } from './appointments.js';
import type { CalendarChanges, CalendarEvent } from './event.js';

/** What one sync did to a person's appointments, by the events' external ids. */
export interface AppliedCalendarChanges {
  scheduled: string[];
  moved: string[];
  cancelled: string[];
  /** Changes to appointments on published days: listed on the appointment, not applied (the day doesn't change). */
  held: string[];
  /** Events that are no appointment by the person's appointment_conditions. */
  skipped: string[];
  /** Where the last appointment write landed: what a caller that reads the appointments read model next waits for. */
  position?: GlobalPosition;
}

/**
 * Takes one sync of a person's calendar in (calendar/event.ts): new events become pending appointments (arranged at
 * once when a tag knows an attendee), moved ones move, removed ones are cancelled, each with what it was as activity,
 * until its day is published. An event found again unchanged changes nothing, so a source may send what it has.
 */
export async function applyCalendarChanges(
  deps: AppointmentDependencies,
  person: { client_id: string; user_id: string },
  changes: CalendarChanges,
): Promise<AppliedCalendarChanges> {
  const owner = await ownerOf(deps, person.user_id);
  const conditions = await loadAppointmentConditions(deps.pool, person.client_id, person.user_id);
  const applied: AppliedCalendarChanges = { scheduled: [], moved: [], cancelled: [], held: [], skipped: [] };
  const metadata: Asked = { client_id: person.client_id, user_id: null, request: null, onWritten: (position) => void (applied.position = position) };
  for (const event of changes.upserted) {
    if (!meetsAppointmentConditions(event, conditions)) {
      applied.skipped.push(event.external_id);
      await cancel(deps, owner, changes.source, event.external_id, metadata, applied);
    } else {
      await schedule(deps, owner, changes.source, event, metadata, applied);
    }
  }
  for (const externalId of changes.removed) await cancel(deps, owner, changes.source, externalId, metadata, applied);
  return applied;
}

async function schedule(deps: AppointmentDependencies, owner: DayOwner, source: CalendarChanges['source'], event: CalendarEvent, metadata: Asked, applied: AppliedCalendarChanges) {
  const appointmentId = appointmentIdFor(owner.user_id, source, event.external_id);
  const stream = appointmentStream(appointmentId);
  const before = await deps.appointments.state(stream);
  const day = dayAt(owner, event.start);
  const dayPublished = (await isPublished(deps, day.day_id)) || (before !== null && (await isPublished(deps, before.day.day_id)));
  const details = { day, description: event.title, started_at: event.start, ended_at: event.end, location: event.location, attendees: event.attendees };
  const { client_id, user_id } = owner;
  const appointment = { appointment_id: appointmentId, client_id, user_id, source, external_id: event.external_id, ...details };
  const outcome = await handleAppointment(deps, stream, { type: 'ScheduleAppointment', appointment, dayPublished, at: deps.clock().toISOString() }, metadata);
  const [what] = outcome.events;
  if (!what || !outcome.state) return;
  if (what.type === 'AppointmentChangeHeld') return void applied.held.push(event.external_id);
  if (what.type === 'AppointmentMoved' && before) {
    applied.moved.push(event.external_id);
    await withdrawActivities(deps, before, metadata);
  } else {
    applied.scheduled.push(event.external_id);
  }
  await tagAppointment(deps, outcome.state, metadata);
}

async function cancel(deps: AppointmentDependencies, owner: DayOwner, source: CalendarChanges['source'], externalId: string, metadata: Asked, applied: AppliedCalendarChanges) {
  const stream = appointmentStream(appointmentIdFor(owner.user_id, source, externalId));
  const before: Appointment | null = await deps.appointments.state(stream);
  if (!before) return;
  const dayPublished = await isPublished(deps, before.day.day_id);
  const outcome = await handleAppointment(deps, stream, { type: 'CancelAppointment', by: 'calendar', dayPublished, at: deps.clock().toISOString() }, metadata);
  const [what] = outcome.events;
  if (what?.type === 'AppointmentChangeHeld') applied.held.push(externalId);
  if (what?.type !== 'AppointmentCancelled') return;
  applied.cancelled.push(externalId);
  await withdrawActivities(deps, before, metadata);
}
