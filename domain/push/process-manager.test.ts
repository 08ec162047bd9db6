import { describe, expect, it } from 'vitest';
import { dayDecider, type DayEvent } from '../days/index.js';
import { at, booked, booking, opened, ref, registered, time } from '../days/fixtures.js';
import { foldStream } from '../shared/decider.js';
import { onDayPublished, type PushTarget } from './process-manager.js';
import { pushIdFor } from './push-id.js';

/** Given a published day and the organisation's targets, when the process manager sees DayPublished, then RequestPush commands. */
const published = (durations: Record<string, number>): DayEvent => ({ type: 'DayPublished', data: { durations, unbooked_duration: 0, at } });
const harvest: PushTarget = { system: 'harvest', connectionUser: null, mappings: { project: { p1: 'h-project' }, working_code: {} }, settings: {} };
const jira: PushTarget = { system: 'jira', connectionUser: 'user-1', mappings: { project: { p1: 'PRJ-1' } }, settings: {} };

function onPublished(history: DayEvent[], event: DayEvent, targets: PushTarget[]) {
  return onDayPublished(event, { day: foldStream(dayDecider, [...history, event]), targets });
}

describe('the push process manager', () => {
  const day = [opened, registered('a1', '09:00', '10:00'), registered('a2', '10:00', '11:00'), registered('a3', '11:00', '12:00'), booked('a1', 'a3')];

  it('asks for one push per booked activity with published time and per target, with the day and the booking', () => {
    const commands = onPublished(day, published({ a1: 3600, a2: 0, a3: 0 }), [harvest, jira]);
    expect(commands.map((c) => c.pushId)).toEqual([pushIdFor('a1', 'harvest'), pushIdFor('a1', 'jira')]);
    expect(commands[1]!.command).toEqual({
      type: 'RequestPush',
      request: {
        push_id: pushIdFor('a1', 'jira'),
        activity_id: 'a1',
        ...ref,
        system: 'jira',
        connection_user: 'user-1',
        booked: { contact_id: null, ...booking },
        published_duration: 3600,
        entry: { date: ref.date, startedAt: time('09:00'), durationSeconds: 3600, description: 'Work a1', target: { issueKey: 'PRJ-1' } },
      },
      at,
    });
  });

  it('requests a push that cannot be tried yet with what a person must map, so it waits in the sync-error list', () => {
    const [command] = onPublished(day, published({ a1: 3600 }), [harvest]);
    expect(command!.command.failure).toEqual({
      kind: 'invalid_request',
      code: 'invalid_request',
      message: 'No Harvest id is mapped for the subproject or working code (a Harvest task); map it and retry.',
      status: null,
    });
  });

  it('asks for nothing on any other event, or without targets', () => {
    expect(onPublished(day, { type: 'DayLocked', data: { at } }, [harvest])).toEqual([]);
    expect(onPublished(day, published({ a1: 3600 }), [])).toEqual([]);
  });
});
