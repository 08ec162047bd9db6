import type { DayRef, TaggedBy } from '../days/index.js';
import { assertNever, type DomainEvent } from '../shared/decider.js';

/** The calendar an appointment came from (calendar/event.ts names the same three). */
export type AppointmentSource = 'ics' | 'microsoft' | 'google';

/** What the calendar says of an appointment: when, where, with whom. The day is the person's local date of its start. */
export type CalendarDetails = {
  readonly day: DayRef;
  readonly description: string;
  readonly started_at: string;
  readonly ended_at: string;
  readonly location: string | null;
  readonly attendees: readonly string[];
};

/** Who the time is for (product-spec §3, "arranged"): a contact, internal, or ignored; all empty while pending. */
export type Arrangement = { readonly contact_id: string | null; readonly internal: boolean; readonly ignored: boolean };

/** One leg of travel (out before the appointment, back after it): where from or to, seconds, and whose time it is. */
export type TravelLeg = Arrangement & { readonly location: string | null; readonly duration: number };
export type Travel = { readonly start: TravelLeg | null; readonly end: TravelLeg | null };

/** An activity a confirmation registered, and the day it is on (an appointment over midnight has one per day). */
export type ActivityRef = { readonly activity_id: string; readonly day_id: string };

/** A change the calendar made to an appointment whose day is published: listed on it, never applied (the day doesn't change). */
export type HeldChange = ({ readonly kind: 'moved' } & Omit<CalendarDetails, 'day'>) | { readonly kind: 'cancelled' };

type At = { at: string };

export type AppointmentEvent =
  | DomainEvent<'AppointmentScheduled', { appointment_id: string; client_id: string; user_id: string; source: AppointmentSource; external_id: string } & CalendarDetails & At>
  | DomainEvent<'AppointmentMoved', CalendarDetails & At>
  | DomainEvent<'AppointmentCancelled', { by: 'calendar' | 'person' } & At>
  | DomainEvent<'AppointmentArranged', Arrangement & { travel: Travel; by_tag?: TaggedBy } & At>
  | DomainEvent<'AppointmentConfirmed', { activities: ActivityRef[] } & At>
  | DomainEvent<'AppointmentChangeHeld', { change: HeldChange } & At>;

export const appointmentEventTypes: ReadonlySet<AppointmentEvent['type']> = new Set<AppointmentEvent['type']>([
  'AppointmentScheduled',
  'AppointmentMoved',
  'AppointmentCancelled',
  'AppointmentArranged',
  'AppointmentConfirmed',
  'AppointmentChangeHeld',
]);

/**
 * pending: nobody said whose time it is yet; arranged: it is said, and the confirmation rule holds it for the person's
 * confirmation; confirmed: it is activity on its day; cancelled: gone from the calendar, or deleted by the person.
 * Ignored is an arrangement (product-spec §3: the status includes ignored), shown as the status `ignored`.
 */
export type AppointmentStatus = 'pending' | 'arranged' | 'confirmed' | 'cancelled';

export type Appointment = CalendarDetails & {
  readonly id: string;
  readonly client_id: string;
  readonly user_id: string;
  readonly source: AppointmentSource;
  readonly external_id: string;
  readonly status: AppointmentStatus;
  readonly cancelled_by: 'calendar' | 'person' | null;
  readonly arrangement: Arrangement;
  readonly travel: Travel;
  readonly tagged_by: TaggedBy | null;
  /** The activities a confirmation registered on the day (the appointment, and each travel leg not ignored). */
  readonly activities: readonly ActivityRef[];
  readonly held_changes: readonly HeldChange[];
};

export const NOBODY: Arrangement = { contact_id: null, internal: false, ignored: false };
export const NO_TRAVEL: Travel = { start: null, end: null };

export const isArranged = (arrangement: Arrangement) => arrangement.contact_id !== null || arrangement.internal || arrangement.ignored;

export function evolve(appointment: Appointment | null, event: AppointmentEvent): Appointment | null {
  if (event.type === 'AppointmentScheduled') {
    const { appointment_id, at: _at, ...fields } = event.data;
    return {
      ...fields,
      id: appointment_id,
      status: 'pending',
      cancelled_by: null,
      arrangement: NOBODY,
      travel: NO_TRAVEL,
      tagged_by: null,
      activities: [],
      held_changes: [],
    };
  }
  if (!appointment) return appointment;
  switch (event.type) {
    case 'AppointmentMoved': {
      const { at: _at, ...details } = event.data;
      // Moved, it is activity no more (the caller removed that from the day): arranged again, to be confirmed again.
      const status = appointment.status === 'cancelled' || appointment.status === 'confirmed' ? statusOf(appointment.arrangement) : appointment.status;
      return { ...appointment, ...details, status, cancelled_by: null, activities: [] };
    }
    case 'AppointmentCancelled':
      return { ...appointment, status: 'cancelled', cancelled_by: event.data.by, activities: [] };
    case 'AppointmentArranged': {
      const { contact_id, internal, ignored, travel, by_tag } = event.data;
      const arrangement = { contact_id, internal, ignored };
      return { ...appointment, arrangement, travel, tagged_by: by_tag ?? null, status: statusOf(arrangement), activities: [] };
    }
    case 'AppointmentConfirmed':
      return { ...appointment, status: 'confirmed', activities: event.data.activities };
    case 'AppointmentChangeHeld':
      return { ...appointment, held_changes: [...appointment.held_changes, event.data.change] };
    default:
      return assertNever(event);
  }
}

const statusOf = (arrangement: Arrangement): AppointmentStatus => (isArranged(arrangement) ? 'arranged' : 'pending');
