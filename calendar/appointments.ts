import type pg from 'pg';
import {
  activitiesOf,
  appointmentDecider,
  appointmentStream,
  needsConfirmation,
  NOBODY,
  referencesOfAppointment,
  type Appointment,
  type AppointmentCommand,
  type AppointmentEvent,
  type Arrangement,
  type Travel,
} from '../domain/appointments/index.js';
import { dayStream, DuplicateActivityError, type Day, type DayCommand, type DayEvent, type DayOwner } from '../domain/days/index.js';
import type { CommandHandler, CommandMetadata } from '../eventstore/command-handler.js';
import type { GlobalPosition } from '../eventstore/port.js';
import { findPerson } from '../detection/condense/read.js';
import { loadLogThresholds } from '../projections/preferences/queries.js';
import type { TagIndex } from '../projections/tags/tag-index.js';

/** What appointments need: the database, the two aggregates they write, the firms' tags and the clock. */
export interface AppointmentDependencies {
  pool: pg.Pool;
  appointments: CommandHandler<Appointment | null, AppointmentCommand, AppointmentEvent>;
  days: CommandHandler<Day, DayCommand, DayEvent>;
  tagIndex: TagIndex;
  clock: () => Date;
}

/** Who asked, and (for a caller that reads read models next) where each write, to an appointment or a day, landed. */
export type Asked = CommandMetadata & { onWritten?: (position: GlobalPosition) => void };

/** Runs a command on an appointment's stream, telling `onWritten` where it landed. */
export async function handleAppointment(deps: AppointmentDependencies, stream: string, command: AppointmentCommand, asked: Asked) {
  const { onWritten, ...metadata } = asked;
  const outcome = await deps.appointments.handle(stream, command, metadata);
  if (outcome.position) onWritten?.(outcome.position);
  return outcome;
}

/** A person's days: their organisation and time zone. */
export async function ownerOf(deps: Pick<AppointmentDependencies, 'pool'>, userId: string): Promise<DayOwner> {
  const person = await findPerson(deps.pool, userId);
  if (!person) throw new Error(`No person ${userId}.`);
  return person;
}

export async function isPublished(deps: Pick<AppointmentDependencies, 'days'>, dayId: string): Promise<boolean> {
  return (await deps.days.state(dayStream(dayId))).status === 'published';
}

/**
 * Arranges an appointment (a person's hand, or a tag as it is scheduled) and settles it: what it was as activity is
 * withdrawn from its day, and it becomes activity again at once unless the confirmation rule holds it for the
 * person (docs/rules.md, "Appointments").
 */
export async function arrangeAppointment(
  deps: AppointmentDependencies,
  appointment: Appointment,
  change: { arrangement: Arrangement; travel: Travel; by_tag?: Extract<AppointmentCommand, { type: 'ArrangeAppointment' }>['by_tag'] },
  metadata: Asked,
): Promise<Appointment> {
  const dayPublished = await isPublished(deps, appointment.day.day_id);
  const at = deps.clock().toISOString();
  const outcome = await handleAppointment(deps, appointmentStream(appointment.id), { type: 'ArrangeAppointment', ...change, dayPublished, at }, metadata);
  if (outcome.events.length === 0 || !outcome.state) return outcome.state ?? appointment;
  await withdrawActivities(deps, appointment, metadata);
  return settle(deps, outcome.state, metadata);
}

/** Confirms an arranged appointment the rule left waiting (or one already activity: nothing changes). */
export async function confirmAppointment(deps: AppointmentDependencies, appointment: Appointment, metadata: Asked): Promise<Appointment> {
  if (appointment.status === 'confirmed') return appointment;
  const owner = await ownerOf(deps, appointment.user_id);
  const thresholds = await loadLogThresholds(deps.pool, appointment.client_id, appointment.user_id);
  const at = deps.clock().toISOString();
  // The domain refuses an appointment nobody arranged (or ignored) before any of its days is touched.
  appointmentDecider.decide({ type: 'ConfirmAppointment', activities: [], at }, appointment);
  const parts = activitiesOf(appointment, owner);
  for (const { day, registration, part } of parts) {
    const tag = part === 'appointment' && appointment.tagged_by ? taggedAs(appointment) : undefined;
    const activity = tag ? { ...registration, contact_id: null, internal: false } : registration;
    const command: DayCommand = { type: 'RegisterActivity', day, activity, ...(tag ? { tag } : {}), removeOverlapping: true, ignoreThreshold: thresholds.ignore.appointment, at };
    try {
      const outcome = await deps.days.handle(dayStream(day.day_id), command, commandMetadata(metadata));
      if (outcome.position) metadata.onWritten?.(outcome.position);
    } catch (error) {
      // Registered by an earlier try of this confirmation: the id is name-based.
      if (!(error instanceof DuplicateActivityError)) throw error;
    }
  }
  const activities = parts.map(({ day, registration }) => ({ activity_id: registration.activity_id, day_id: day.day_id }));
  const outcome = await handleAppointment(deps, appointmentStream(appointment.id), { type: 'ConfirmAppointment', activities, at }, metadata);
  return outcome.state ?? appointment;
}

/** Takes what a confirmed appointment registered off its days again (moved, re-arranged, cancelled while its day is open). */
export async function withdrawActivities(deps: AppointmentDependencies, appointment: Appointment, metadata: Asked): Promise<void> {
  const at = deps.clock().toISOString();
  for (const { activity_id, day_id } of appointment.activities) {
    const day = await deps.days.state(dayStream(day_id));
    if (!day.activities.get(activity_id) || day.activities.get(activity_id)?.removed) continue;
    const outcome = await deps.days.handle(dayStream(day_id), { type: 'RemoveActivity', activityId: activity_id, at }, commandMetadata(metadata));
    if (outcome.position) metadata.onWritten?.(outcome.position);
  }
}

/** An appointment still pending is arranged by the tag its attendees' addresses (or its source) find, if one does. */
export async function tagAppointment(deps: AppointmentDependencies, appointment: Appointment, metadata: Asked): Promise<Appointment> {
  if (appointment.status !== 'pending') return settle(deps, appointment, metadata);
  const tag = await deps.tagIndex.lookupTag(appointment.client_id, appointment.user_id, referencesOfAppointment(appointment));
  if (!tag) return appointment;
  const arrangement: Arrangement =
    tag.target.status === 'contact' ? { ...NOBODY, contact_id: tag.target.contact_id } : { ...NOBODY, internal: tag.target.status === 'internal', ignored: tag.target.status === 'ignored' };
  const by_tag = { tag_id: tag.id, reference: { type: tag.type, value: tag.value } };
  return arrangeAppointment(deps, appointment, { arrangement, travel: appointment.travel, by_tag }, metadata);
}

/** An arranged appointment the confirmation rule lets through becomes activity at once; the others wait for their person. */
async function settle(deps: AppointmentDependencies, appointment: Appointment, metadata: Asked): Promise<Appointment> {
  if (appointment.status !== 'arranged' || appointment.arrangement.ignored || needsConfirmation(appointment)) return appointment;
  if (await isPublished(deps, appointment.day.day_id)) return appointment;
  return confirmAppointment(deps, appointment, metadata);
}

const commandMetadata = ({ onWritten: _onWritten, ...metadata }: Asked): CommandMetadata => metadata;

function taggedAs(appointment: Appointment) {
  const { tagged_by, arrangement } = appointment;
  if (!tagged_by) return undefined;
  const target = arrangement.contact_id ? { status: 'contact' as const, contact_id: arrangement.contact_id } : { status: arrangement.internal ? ('internal' as const) : ('ignored' as const) };
  return { ...tagged_by, target };
}
