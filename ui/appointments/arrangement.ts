import type { Appointment, AppointmentChange } from '../providers/domain.js';

/** How an appointment is arranged (product-spec §3): for a contact, internal, or ignored; null while pending. */
export type Arrangement = 'contact' | 'internal' | 'ignore';

/** Whose a travel leg's time is: the appointment's own arrangement, a contact's, internal, or ignored. */
type LegWhose = 'own' | Arrangement;

export const ARRANGEMENTS: readonly Arrangement[] = ['contact', 'internal', 'ignore'];
export const LEG_WHOSE: readonly LegWhose[] = ['own', ...ARRANGEMENTS];
export const STATUSES: readonly Appointment['status'][] = ['pending', 'arranged', 'confirmed', 'ignored', 'cancelled'];

function arrangementOf(appointment: Pick<Appointment, 'status' | 'contact_id' | 'internal'>): Arrangement | null {
  if (appointment.status === 'ignored') return 'ignore';
  if (appointment.internal) return 'internal';
  return appointment.contact_id ? 'contact' : null;
}

/** The PUT fields of an arrangement: exactly one of contact, internal and ignored, or none (pending again). */
export function arrangementChange(arrangement: Arrangement | null, contactId: string | null): Pick<AppointmentChange, 'contact_id' | 'internal' | 'ignored'> {
  return {
    contact_id: arrangement === 'contact' ? contactId : null,
    internal: arrangement === 'internal',
    ignored: arrangement === 'ignore',
  };
}

/** The edit form's values: the appointment, with its arrangement and its travel legs' whose as choices. */
export interface AppointmentFormValues extends Appointment {
  arrangement: Arrangement | null;
  travel_whose_start: LegWhose;
  travel_leg_contact_start: string | null;
  travel_whose_end: LegWhose;
  travel_leg_contact_end: string | null;
}

const whoseOf = (target: string | null): { whose: LegWhose; contact: string | null } =>
  target === null ? { whose: 'own', contact: null } : target === 'internal' || target === 'ignore' ? { whose: target, contact: null } : { whose: 'contact', contact: target };

/**
 * A leg's whose as the API takes it: a contact's id, internal or ignore. The appointment's own is sent as what it is
 * now, since the API reads a leg left out as what that leg was before (so "own" could not undo a leg's contact).
 */
const targetOf = (whose: LegWhose, contact: string | null, own: string | null): string | null => (whose === 'own' ? own : whose === 'contact' ? contact : whose);

export function toFormValues(appointment: Appointment): AppointmentFormValues {
  const start = whoseOf(appointment.travel_contact_start);
  const end = whoseOf(appointment.travel_contact_end);
  return {
    ...appointment,
    arrangement: arrangementOf(appointment),
    travel_whose_start: start.whose,
    travel_leg_contact_start: start.contact,
    travel_whose_end: end.whose,
    travel_leg_contact_end: end.contact,
  };
}

/** What the edit form saves: the arrangement and both travel legs (a leg of 0 seconds is none). */
export function toChange(values: AppointmentFormValues): AppointmentChange {
  const own = values.arrangement === 'contact' ? values.contact_id : values.arrangement;
  return {
    ...arrangementChange(values.arrangement, values.contact_id),
    travel_location_start: values.travel_location_start || null,
    travel_duration_start: values.travel_duration_start,
    travel_contact_start: targetOf(values.travel_whose_start, values.travel_leg_contact_start, own),
    travel_location_end: values.travel_location_end || null,
    travel_duration_end: values.travel_duration_end,
    travel_contact_end: targetOf(values.travel_whose_end, values.travel_leg_contact_end, own),
  };
}

/** Choices named in tally.appointments.<group>.<id>, which react-admin translates. */
export const choicesOf = (group: 'statuses' | 'arrangements' | 'leg_whose', ids: readonly string[]) => ids.map((id) => ({ id, name: `tally.appointments.${group}.${id}` }));
