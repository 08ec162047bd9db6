import { referencesOfAddresses, type Reference } from '../tags/index.js';
import type { Appointment } from './events.js';

/**
 * What tags recognise an appointment by: each attendee's address and its domain, and the appointment source itself
 * (`appointment:ics`, then `appointment`), each once. The tag index picks the most specific that has a tag.
 */
export function referencesOfAppointment(appointment: Pick<Appointment, 'source' | 'attendees'>): Reference[] {
  return referencesOfAddresses({ type: 'appointment', identifier: appointment.source, name: null }, appointment.attendees);
}
