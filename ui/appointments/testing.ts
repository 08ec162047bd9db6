/** An appointment for the portal's tests (not part of the portal's bundle). */
import type { Appointment } from '../providers/domain.js';
import { DAY_ID } from '../day/testing.js';

/** A pending appointment of 2026-11-20, 10:00–11:30 in Amsterdam, with one attendee and a location. */
export function testAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    day_id: DAY_ID,
    date: '2026-11-20',
    source: 'ics',
    description: 'Kick-off',
    started_at: '2026-11-20T09:00:00Z',
    ended_at: '2026-11-20T10:30:00Z',
    location: 'Amsterdam',
    attendees: ['jan@atelier-noord.example'],
    status: 'pending',
    contact_id: null,
    internal: false,
    needs_confirmation: false,
    original_duration: 5400,
    travel_start: null,
    travel_end: null,
    travel_location_start: null,
    travel_duration_start: 0,
    travel_contact_start: null,
    travel_location_end: null,
    travel_duration_end: 0,
    travel_contact_end: null,
    travel_time: 0,
    tag: null,
    activity_ids: [],
    held_changes: [],
    created_at: '2026-11-19T08:00:00Z',
    updated_at: '2026-11-19T08:00:00Z',
    ...overrides,
  };
}
