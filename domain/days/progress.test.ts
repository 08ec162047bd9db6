import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { dayDecider } from './commands.js';
import { NotAllBookedError, NotAllTaggedError } from './errors.js';
import { evolve, emptyDay, type DayEvent } from './events.js';
import { at, booked, opened, registered } from './fixtures.js';
import { assertAllTagged, isTagged, notBookedActivities, unbookedDuration, untaggedActivities } from './progress.js';

/** Given a day's events, its activities as the day's state holds them. */
const activitiesAfter = (events: DayEvent[]) => [...events.reduce(evolve, emptyDay()).activities.values()];
const ids = (activities: { id: string }[]) => activities.map((a) => a.id);
const tagged = (activity_ids: string[], contact_id: string | null, internal = false): DayEvent => ({
  type: 'ActivitiesTagged',
  data: { activity_ids, contact_id, internal, at },
});
const ignored = (...activity_ids: string[]): DayEvent => ({ type: 'ActivitiesStatusSet', data: { activity_ids, status: 'ignored', at } });
const removed = (activity_id: string): DayEvent => ({ type: 'ActivityRemoved', data: { activity_id, reason: 'deleted', by_activity_id: null, at } });

const day = [opened, registered('a', '09:00', '10:00'), registered('b', '10:00', '10:30'), registered('c', '11:00', '11:45'), registered('d', '12:00', '12:10')];

describe('all tagged (prepare booking)', () => {
  it('is tagged to a contact or as internal work', () => {
    expect(isTagged({ contact_id: 'contact-1', internal: false })).toBe(true);
    expect(isTagged({ contact_id: null, internal: true })).toBe(true);
    expect(isTagged({ contact_id: null, internal: false })).toBe(false);
  });

  it('names the activity that is neither tagged nor ignored; removed activity does not count', () => {
    const activities = activitiesAfter([...day, tagged(['a'], 'contact-1'), tagged(['b'], null, true), ignored('c'), removed('d')]);
    expect(untaggedActivities(activities)).toEqual([]);
    expect(ids(untaggedActivities(activitiesAfter([...day, tagged(['a'], 'contact-1'), ignored('c')])))).toEqual(['b', 'd']);
  });

  it('refuses booking preparation with the untagged activity named', () => {
    const activities = activitiesAfter([...day, tagged(['a', 'b'], 'contact-1')]);
    expect(() => assertAllTagged(activities)).toThrow(NotAllTaggedError);
    expect(() => assertAllTagged(activities)).toThrow(/2 left/);
    expect(() => assertAllTagged(activitiesAfter([...day, tagged(['a', 'b', 'c', 'd'], 'contact-1')]))).not.toThrow();
  });
});

describe('all booked (corrections and publishing)', () => {
  const spec = deciderSpec(dayDecider);
  const settings = { blockSize: 360, roundType: 'regular' as const, ignoreThreshold: 25 };

  it('names the open activity; booked, ignored and removed activity is done', () => {
    expect(ids(notBookedActivities(activitiesAfter([...day, booked('a'), ignored('b')])))).toEqual(['c', 'd']);
    expect(notBookedActivities(activitiesAfter([...day, booked('a', 'c'), ignored('b'), removed('d')]))).toEqual([]);
  });

  it('is the rule the decider applies to corrections and to publishing', () => {
    const given = [...day, booked('a'), ignored('b')];
    const refusal = (command: Parameters<typeof dayDecider.decide>[0]) => {
      try {
        dayDecider.decide(command, given.reduce(evolve, emptyDay()));
      } catch (error) {
        return error;
      }
    };
    for (const command of [{ type: 'CorrectDurations', action: 'round', settings, at }, { type: 'InitPublish', at }, { type: 'PublishDay', confirmUnbooked: true, at }] as const) {
      const error = refusal(command);
      expect(error).toBeInstanceOf(NotAllBookedError);
      expect(error).toMatchObject({ activityIds: ids(notBookedActivities(activitiesAfter(given))) });
    }
    spec.given([...given, booked('c'), removed('d')]).when({ type: 'InitPublish', at }).then([{ type: 'DayLocked', data: { at } }]);
  });

  it('counts the ignored activity as unbooked time, which publishing asks to confirm', () => {
    const given = [...day, booked('a', 'c', 'd'), ignored('b')];
    expect(unbookedDuration(activitiesAfter(given))).toBe(1800);
    expect(unbookedDuration(activitiesAfter([...given, removed('b')]))).toBe(0);
  });
});
