import type { ActivityRegistration, DayEvent, DayRef } from './events.js';

/** Builders for day tests: a day of one user, activities by clock time on 2026-03-02 (UTC). */
export const at = '2026-03-02T18:00:00.000Z';
export const ref: DayRef = { day_id: 'day-1', client_id: 'client-1', user_id: 'user-1', date: '2026-03-02' };
export const time = (hhmm: string) => `2026-03-02T${hhmm}:00.000Z`;

export function registration(id: string, from: string, to: string, extra: Partial<ActivityRegistration> = {}): Omit<ActivityRegistration, 'ignored_by_threshold'> {
  return {
    activity_id: id,
    started_at: time(from),
    ended_at: time(to),
    contact_id: null,
    partner_contact_id: null,
    internal: false,
    description: null,
    source: { type: 'web', identifier: 'browser', name: 'Browser' },
    context: { title: `Work ${id}` },
    ...extra,
  };
}

export const opened: DayEvent = { type: 'DayOpened', data: { ...ref, at } };

export function registered(id: string, from: string, to: string, extra: Partial<ActivityRegistration> = {}): DayEvent {
  return { type: 'ActivityRegistered', data: { ...registration(id, from, to, extra), ignored_by_threshold: false, ...extra, at } };
}

export const booking = { project_id: 'p1', subproject_id: null, working_code_id: null };

export function booked(...ids: string[]): DayEvent {
  return { type: 'ActivitiesBooked', data: { activity_ids: ids, booking, at } };
}
