import { say } from '../../i18n/text.js';
import { DayPublishedError } from '../days/index.js';
import type { TaggedBy } from '../days/index.js';
import { DomainError, NotFoundError, assertNever, type Decider } from '../shared/decider.js';
import { nameBasedUuid } from '../shared/name-uuid.js';
import {
  evolve,
  isArranged,
  type ActivityRef,
  type Appointment,
  type AppointmentEvent,
  type AppointmentSource,
  type Arrangement,
  type CalendarDetails,
  type HeldChange,
  type Travel,
} from './events.js';

type Identity = { appointment_id: string; client_id: string; user_id: string; source: AppointmentSource; external_id: string };

/**
 * `dayPublished`: the appointment's day (or the day a move would take it to) is published, which the caller reads
 * from that day; a calendar's change is then held on the appointment instead of applied.
 */
export type AppointmentCommand =
  | { type: 'ScheduleAppointment'; appointment: Identity & CalendarDetails; dayPublished: boolean; at: string }
  | { type: 'CancelAppointment'; by: 'calendar' | 'person'; dayPublished: boolean; at: string }
  | { type: 'ArrangeAppointment'; arrangement: Arrangement; travel: Travel; by_tag?: TaggedBy; dayPublished: boolean; at: string }
  | { type: 'ConfirmAppointment'; activities: ActivityRef[]; at: string };

/** Confirming an appointment nobody arranged yet, or one that is ignored (it never becomes activity). */
export class AppointmentNotArrangedError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super(say('appointment_not_arranged'), 'contact_id');
  }
}

function decide(command: AppointmentCommand, appointment: Appointment | null): AppointmentEvent[] {
  const { at } = command;
  switch (command.type) {
    case 'ScheduleAppointment': {
      const { appointment_id, client_id, user_id, source, external_id, ...details } = command.appointment;
      if (!appointment) return [{ type: 'AppointmentScheduled', data: { appointment_id, client_id, user_id, source, external_id, ...details, at } }];
      // The person deleted it: the calendar does not bring it back.
      if (appointment.cancelled_by === 'person') return [];
      if (appointment.status !== 'cancelled' && sameDetails(appointment, details)) return [];
      if (command.dayPublished) return held(appointment, { kind: 'moved', ...withoutDay(details) }, at);
      return [{ type: 'AppointmentMoved', data: { ...details, at } }];
    }
    case 'CancelAppointment': {
      if (!appointment || appointment.status === 'cancelled') return [];
      if (!command.dayPublished) return [{ type: 'AppointmentCancelled', data: { by: command.by, at } }];
      if (command.by === 'person') throw new DayPublishedError();
      return held(appointment, { kind: 'cancelled' }, at);
    }
    case 'ArrangeAppointment': {
      const current = existing(appointment);
      if (command.dayPublished) throw new DayPublishedError();
      const { arrangement, travel, by_tag } = command;
      if (current.status !== 'confirmed' && JSON.stringify([current.arrangement, current.travel]) === JSON.stringify([arrangement, travel])) return [];
      return [{ type: 'AppointmentArranged', data: { ...arrangement, travel, ...(by_tag ? { by_tag } : {}), at } }];
    }
    case 'ConfirmAppointment': {
      const current = existing(appointment);
      if (current.status === 'confirmed') return [];
      if (!isArranged(current.arrangement) || current.arrangement.ignored) throw new AppointmentNotArrangedError();
      return [{ type: 'AppointmentConfirmed', data: { activities: command.activities, at } }];
    }
    default:
      return assertNever(command);
  }
}

function existing(appointment: Appointment | null): Appointment {
  if (!appointment || appointment.status === 'cancelled') throw new NotFoundError(say('appointment_not_found'));
  return appointment;
}

const withoutDay = ({ day: _day, ...details }: CalendarDetails) => details;

const sameDetails = (appointment: Appointment, details: CalendarDetails) =>
  JSON.stringify(detailsOf(appointment)) === JSON.stringify(detailsOf(details));

const detailsOf = (details: CalendarDetails) => [details.day.day_id, details.description, details.started_at, details.ended_at, details.location, details.attendees];

/** A change listed once: the calendar saying the same again on the next sync adds nothing. */
function held(appointment: Appointment, change: HeldChange, at: string): AppointmentEvent[] {
  const last = appointment.held_changes.at(-1);
  return JSON.stringify(last) === JSON.stringify(change) ? [] : [{ type: 'AppointmentChangeHeld', data: { change, at } }];
}

export const appointmentDecider: Decider<Appointment | null, AppointmentCommand, AppointmentEvent> = { initialState: () => null, evolve, decide };

/** One appointment per person, calendar and event (an occurrence of a series has an id of its own): a sync finds it again. */
export function appointmentIdFor(userId: string, source: AppointmentSource, externalId: string): string {
  return nameBasedUuid(`tally-appointment:${userId}:${source}:${externalId}`);
}

export const APPOINTMENT_STREAM_PREFIX = 'appointment-';
export const appointmentStream = (appointmentId: string) => `${APPOINTMENT_STREAM_PREFIX}${appointmentId}`;
export const appointmentIdOf = (streamId: string) => streamId.slice(APPOINTMENT_STREAM_PREFIX.length);
