import { referenceKey, referencesOf, type Reference } from '../tags/index.js';
import type { Appointment } from './events.js';

/**
 * What tags recognise an appointment by: each attendee's address and its domain, and the appointment source itself
 * (`appointment:ics`, then `appointment`), each once. The tag index picks the most specific that has a tag.
 */
export function referencesOfAppointment(appointment: Pick<Appointment, 'source' | 'attendees'>): Reference[] {
  const source = { type: 'appointment' as const, identifier: appointment.source, name: null };
  const subjects = appointment.attendees.length > 0 ? appointment.attendees.map((email) => ({ source, context: { email } })) : [{ source, context: {} }];
  const once = new Map(subjects.flatMap((subject) => referencesOf(subject)).map((reference) => [referenceKey(reference), reference]));
  return [...once.values()];
}
