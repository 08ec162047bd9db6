import type { AppointmentConditions } from '../preferences/index.js';

/**
 * Whether a calendar event becomes an appointment (appointment_conditions, api-contract §9.5): it lasts at least
 * minimum_duration, and has what required_meta asks (attendees, a location, either, or both). An event that stops
 * meeting them (shortened, its attendees removed) is taken as gone from the calendar.
 */
export function meetsAppointmentConditions(
  event: { start: string; end: string; location: string | null; attendees: readonly string[] },
  conditions: AppointmentConditions,
): boolean {
  if ((Date.parse(event.end) - Date.parse(event.start)) / 1000 < conditions.minimum_duration) return false;
  const attendees = event.attendees.length > 0;
  const location = Boolean(event.location?.trim());
  switch (conditions.required_meta) {
    case 'none':
      return true;
    case 'attendees':
      return attendees;
    case 'location':
      return location;
    case 'attendees_or_location':
      return attendees || location;
    case 'attendees_and_location':
      return attendees && location;
  }
}
