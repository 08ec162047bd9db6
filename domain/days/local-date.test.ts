import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { dayDecider } from './commands.js';
import { dayIdFor } from './day-id.js';
import { evolve, emptyDay, type DayEvent, type DayRef } from './events.js';
import { at, registration } from './fixtures.js';
import { dayAt, dayOn, localDateOf, nextDayStart } from './local-date.js';

const amsterdam = { client_id: 'client-1', user_id: 'user-1', time_zone: 'Europe/Amsterdam' };
const losAngeles = { ...amsterdam, time_zone: 'America/Los_Angeles' };

describe('the local date of an activity', () => {
  it('east of UTC: just after local midnight is the new local date, while UTC still says the day before', () => {
    expect(localDateOf('2026-03-02T23:15:00.000Z', 'Europe/Amsterdam')).toBe('2026-03-03'); // 00:15 CET
    expect(localDateOf('2026-03-02T22:45:00.000Z', 'Europe/Amsterdam')).toBe('2026-03-02'); // 23:45 CET
  });

  it('west of UTC: just after local midnight is the new local date, and late evening is already the next day in UTC', () => {
    expect(localDateOf('2026-03-03T08:15:00.000Z', 'America/Los_Angeles')).toBe('2026-03-03'); // 00:15 PST
    expect(localDateOf('2026-03-03T07:45:00.000Z', 'America/Los_Angeles')).toBe('2026-03-02'); // 23:45 PST
  });

  it('reads a moment with an offset as that instant, and one without as local time in the zone', () => {
    expect(localDateOf('2026-03-03T00:15:00+01:00', 'America/Los_Angeles')).toBe('2026-03-02'); // 15:15 PST
    expect(localDateOf('2026-03-03T00:15:00', 'America/Los_Angeles')).toBe('2026-03-03');
  });

  it('gives the spring-forward day 23 hours: 23 hours after its midnight is the next day', () => {
    const midnight = Date.parse('2026-03-28T23:00:00.000Z'); // 2026-03-29 00:00 CET
    const hours = (n: number) => new Date(midnight + n * 3_600_000 - 1000).toISOString();
    expect(localDateOf(hours(23), 'Europe/Amsterdam')).toBe('2026-03-29'); // 23:59:59 CEST
    expect(localDateOf(hours(23 + 1 / 3600), 'Europe/Amsterdam')).toBe('2026-03-30'); // 00:00 CEST
  });

  it('gives the fall-back day 25 hours: 24 hours after its midnight is still the same day', () => {
    const midnight = Date.parse('2026-10-24T22:00:00.000Z'); // 2026-10-25 00:00 CEST
    const at = (hours: number) => new Date(midnight + hours * 3_600_000).toISOString();
    expect(localDateOf(at(24), 'Europe/Amsterdam')).toBe('2026-10-25'); // 23:00 CET
    expect(localDateOf(at(25), 'Europe/Amsterdam')).toBe('2026-10-26'); // 00:00 CET
  });

  it('refuses a time zone it does not know rather than inventing a date', () => {
    expect(() => localDateOf('2026-03-02T12:00:00.000Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('where the next day starts', () => {
  it('is the next local midnight, east and west of UTC', () => {
    expect(nextDayStart('2026-03-02T22:45:00.000Z', 'Europe/Amsterdam')).toBe('2026-03-02T23:00:00.000Z');
    expect(nextDayStart('2026-03-02T23:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-03-03T23:00:00.000Z'); // at midnight: the one after
    expect(nextDayStart('2026-03-03T07:45:00.000Z', 'America/Los_Angeles')).toBe('2026-03-03T08:00:00.000Z');
  });

  it('comes 23 hours after the midnight of the spring-forward day and 25 hours after that of the fall-back day', () => {
    expect(nextDayStart('2026-03-28T23:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-03-29T22:00:00.000Z');
    expect(nextDayStart('2026-10-24T22:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('is the first moment of the day where the clock skips midnight itself', () => {
    // São Paulo, 4 November 2018: clocks went from 00:00 straight to 01:00.
    expect(nextDayStart('2018-11-03T12:00:00.000Z', 'America/Sao_Paulo')).toBe('2018-11-04T03:00:00.000Z');
  });
});

describe("the user's day", () => {
  it('is the same day (one stream) for every moment of the local date, named by user and date', () => {
    const early = dayAt(amsterdam, '2026-03-02T23:15:00.000Z');
    expect(early).toEqual({ day_id: dayIdFor('user-1', '2026-03-03'), client_id: 'client-1', user_id: 'user-1', date: '2026-03-03' });
    expect(dayAt(amsterdam, '2026-03-03T22:44:00.000Z')).toEqual(early);
    expect(dayOn(amsterdam, '2026-03-03')).toEqual(early);
  });

  it('differs for the same moment in a zone west of UTC', () => {
    expect(dayAt(losAngeles, '2026-03-02T23:15:00.000Z').date).toBe('2026-03-02');
  });
});

describe('activity on a DST day', () => {
  const spec = deciderSpec(dayDecider);
  const activity = (startedAt: string, endedAt: string) => ({ ...registration('a', '09:00', '10:00'), started_at: startedAt, ended_at: endedAt });
  const register = (day: DayRef, startedAt: string, endedAt: string) =>
    ({ type: 'RegisterActivity', day, activity: activity(startedAt, endedAt), removeOverlapping: true, ignoreThreshold: 0, at }) as const;
  const detected = (events: DayEvent[]) => events.reduce(evolve, emptyDay()).activities.get('a')?.original_duration;

  it('lasts its real time across the missing hour of the 23-hour day', () => {
    const day = dayAt(amsterdam, '2026-03-29T01:30:00+01:00');
    const [from, to] = ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z']; // 01:30 CET → 03:30 CEST
    const then: DayEvent[] = [
      { type: 'DayOpened', data: { ...day, at } },
      { type: 'ActivityRegistered', data: { ...activity(from, to), ignored_by_threshold: false, at } },
    ];
    spec.given([]).when(register(day, from, to)).then(then);
    expect(day.date).toBe('2026-03-29');
    expect(detected(then)).toBe(3600);
  });

  it('holds 25 hours from midnight to midnight on the 25-hour day', () => {
    const day = dayAt(amsterdam, '2026-10-24T22:00:00.000Z');
    expect(day.date).toBe('2026-10-25');
    expect(dayAt(amsterdam, '2026-10-25T22:59:59.000Z')).toEqual(day);
    const events = dayDecider.decide(register(day, '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'), emptyDay());
    expect(detected(events)).toBe(25 * 3600);
  });
});
