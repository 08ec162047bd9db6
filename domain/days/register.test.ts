import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { foldStream, NotFoundError } from '../shared/decider.js';
import { displayStatus } from './activity.js';
import { dayDecider } from './commands.js';
import { DayLockedError, DayPublishedError, InvalidActivityChangeError, InvalidIntervalError } from './errors.js';
import type { DayEvent } from './events.js';
import { at, booked, opened, ref, registered, registration, time } from './fixtures.js';

const spec = deciderSpec(dayDecider);
const register = (id: string, from: string, to: string, removeOverlapping = true, ignoreThreshold = 30) => ({
  type: 'RegisterActivity' as const,
  day: ref,
  activity: registration(id, from, to),
  removeOverlapping,
  ignoreThreshold,
  at,
});

describe('registering activity', () => {
  it('opens the day with its first activity', () => {
    spec.given([]).when(register('a', '09:00', '10:00')).then([opened, registered('a', '09:00', '10:00')]);
  });

  it('ignores activity shorter than its source threshold, flagged as such', () => {
    spec
      .given([opened])
      .when(register('a', '09:00', '09:01', true, 120))
      .then([registered('a', '09:00', '09:01', { ignored_by_threshold: true })]);
  });

  it('refuses an end before the start, or more than a year after it', () => {
    spec.given([]).when(register('a', '10:00', '09:00')).thenThrows(InvalidIntervalError, /after start/);
    const tooLong = { ...register('a', '09:00', '10:00'), activity: { ...registration('a', '09:00', '10:00'), ended_at: '2027-03-05T09:00:00.000Z' } };
    spec.given([]).when(tooLong).thenThrows(InvalidIntervalError, /one year/);
  });

  it('trims overlapped activity to the part outside the new one, and removes what is covered', () => {
    const given = [opened, registered('a', '09:00', '10:00'), registered('b', '10:30', '11:00'), registered('c', '11:30', '13:00')];
    const by = { by_activity_id: 'n', at };
    spec
      .given(given)
      .when(register('n', '09:45', '12:00'))
      .then([
        { type: 'ActivityTrimmed', data: { activity_id: 'a', started_at: time('09:00'), ended_at: time('09:45'), ...by } },
        { type: 'ActivityRemoved', data: { activity_id: 'b', reason: 'overlap', ...by } },
        { type: 'ActivityTrimmed', data: { activity_id: 'c', started_at: time('12:00'), ended_at: time('13:00'), ...by } },
        registered('n', '09:45', '12:00'),
      ]);
  });

  it('keeps the longer side when the new activity falls inside an older one, and keeps overlaps when asked to', () => {
    spec
      .given([opened, registered('a', '09:00', '12:00')])
      .when(register('n', '10:00', '10:30'))
      .then([
        { type: 'ActivityTrimmed', data: { activity_id: 'a', started_at: time('10:30'), ended_at: time('12:00'), by_activity_id: 'n', at } },
        registered('n', '10:00', '10:30'),
      ]);
    spec.given([opened, registered('a', '09:00', '12:00')]).when(register('n', '10:00', '10:30', false)).then([registered('n', '10:00', '10:30')]);
  });

  it('keeps the raw detected duration when activity is trimmed', () => {
    const day = [opened, registered('a', '09:00', '10:00'), ...dayDecider.decide(register('n', '09:30', '11:00'), fold([opened, registered('a', '09:00', '10:00')]))];
    const a = fold(day).activities.get('a')!;
    expect([a.original_duration, a.ended_at]).toEqual([3600, time('09:30')]);
  });

  it('refuses changes to a published or locked day', () => {
    const published: DayEvent = { type: 'DayPublished', data: { durations: {}, unbooked_duration: 0, at } };
    spec.given([opened, published]).when(register('n', '09:00', '10:00')).thenThrows(DayPublishedError);
    spec.given([opened, registered('a', '09:00', '10:00'), booked('a'), { type: 'DayLocked', data: { at } }])
      .when({ type: 'ChangeActivities', activityIds: ['a'], changes: { description: 'x' }, at })
      .thenThrows(DayLockedError);
  });
});

describe('tagging and status', () => {
  const day = [opened, registered('a', '09:00', '10:00'), registered('b', '10:00', '11:00')];

  it('tags to a contact, marks internal, and says so in the display status', () => {
    spec
      .given(day)
      .when({ type: 'ChangeActivities', activityIds: ['a', 'b'], changes: { contact_id: 'c1' }, at })
      .then([{ type: 'ActivitiesTagged', data: { activity_ids: ['a', 'b'], contact_id: 'c1', internal: false, at } }]);
    const tagged = fold([...day, { type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: 'c1', internal: false, at } }]);
    expect(displayStatus(tagged.activities.get('a')!)).toBe('open_tagged');
    expect(displayStatus(tagged.activities.get('b')!)).toBe('open_untagged');
    const internal = fold([...day, { type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: null, internal: true, at } }]);
    expect(displayStatus(internal.activities.get('a')!)).toBe('open_internal');
  });

  it('refuses a contact and internal at once', () => {
    spec.given(day).when({ type: 'ChangeActivities', activityIds: ['a'], changes: { contact_id: 'c1', internal: true }, at }).thenThrows(InvalidActivityChangeError);
  });

  it('ignores and un-ignores; ignoring a booked activity unbooks it', () => {
    const state = fold([...day, booked('a'), { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'ignored', at } }]);
    expect([state.activities.get('a')!.status, state.activities.get('a')!.booking]).toEqual(['ignored', null]);
    expect(displayStatus(state.activities.get('a')!)).toBe('ignored_untagged');
    const threshold = fold([opened, registered('t', '09:00', '09:01', { ignored_by_threshold: true })]);
    expect(displayStatus(threshold.activities.get('t')!)).toBe('ignored_untagged_threshold');
    const bookedAnyway = fold([opened, registered('t', '09:00', '09:01', { ignored_by_threshold: true }), booked('t')]);
    expect(displayStatus(bookedAnyway.activities.get('t')!)).toBe('booked');
  });

  it('records nothing when nothing changes, and does not know removed activity', () => {
    spec.given(day).when({ type: 'ChangeActivities', activityIds: ['a'], changes: { status: 'open', description: null }, at }).then([]);
    const removed: DayEvent = { type: 'ActivityRemoved', data: { activity_id: 'a', reason: 'deleted', by_activity_id: null, at } };
    spec.given([...day, removed]).when({ type: 'ChangeActivities', activityIds: ['a'], changes: { status: 'ignored' }, at }).thenThrows(NotFoundError);
    spec.given([...day, removed]).when({ type: 'RestoreActivity', activityId: 'a', at }).then([{ type: 'ActivityRestored', data: { activity_id: 'a', at } }]);
  });
});

function fold(events: DayEvent[]) {
  return foldStream(dayDecider, events);
}
