import { condensePerson } from '../../detection/condense/run.js';
import { START, type EventStore, type GlobalPosition } from '../../eventstore/port.js';
import type { Portal } from '../../portal/portal.js';
import type { Call } from './client.js';
import type { DetectedDay, DemoWatcher } from './watchers.js';

/** Events per request at most: a week of a window watcher is well under the portal's 1 MB a body. */
const EVENTS_PER_REQUEST = 2000;
/** The portal's default (openPortal's detection.quietAfterSeconds): the laptops have just sent, so none is quiet. */
const QUIET_AFTER_SECONDS = 300;

/**
 * Sends a person's detected days to the portal's ActivityWatch surface with their detector's token: the buckets
 * made as the watchers make them, then each watcher's events as aw-client's batch import sends them (the merged
 * events aw-server keeps, not a heartbeat a second: a week would be a million calls).
 *
 * Every accepted batch schedules condensing a second later, which could then condense part of the week (windows
 * without the absences that cut them). So the first day's opening absence goes first, alone: while it is the afk
 * watcher's newest event, an absence not yet longer than log_thresholds.absence, the condenser's horizon stays at
 * its start and nothing closes. The afk watcher's other events go last, in one batch (all or nothing).
 */
export async function sendDetectedDays(detector: Call, detected: readonly DetectedDay[]): Promise<void> {
  const days = detected.filter((day) => day.window.events.length > 0);
  const first = days[0];
  if (first === undefined) return;
  for (const watcher of [first.window, first.afk, first.web]) {
    await detector('POST', `/api/0/buckets/${encodeURIComponent(watcher.bucket)}`, { client: watcher.client, type: watcher.type, hostname: watcher.hostname });
  }
  const eventsOf = (watcher: (day: DetectedDay) => DemoWatcher) => days.flatMap((day) => watcher(day).events);
  const [opening, ...presence] = eventsOf((day) => day.afk);
  const send = async (watcher: DemoWatcher, events: readonly object[]) => {
    for (let at = 0; at < events.length; at += EVENTS_PER_REQUEST) {
      await detector('POST', `/api/0/buckets/${encodeURIComponent(watcher.bucket)}/events`, events.slice(at, at + EVENTS_PER_REQUEST));
    }
  };
  await send(first.afk, opening ? [opening] : []);
  await send(first.window, eventsOf((day) => day.window));
  await send(first.web, eventsOf((day) => day.web));
  if (presence.length > EVENTS_PER_REQUEST) throw new Error('The afk watcher sends its events in one batch');
  await send(first.afk, presence);
}

/**
 * Condenses a person's detections now, as the condense job does, and answers once it is done: the demo does not
 * wait for the job's timing. Spans still open (today's last, while the laptop has just sent) stay for the jobs.
 */
export async function condenseNow(portal: Portal, userId: string): Promise<void> {
  const { pool, days, clock, tagIndex } = portal.deps;
  await condensePerson({ pool, days, clock, tagIndex, quietAfterSeconds: QUIET_AFTER_SECONDS }, userId, null);
}

/**
 * Waits until the read models show everything written so far (the condenser's registrations are nobody's request,
 * so read-your-writes does not wait for them). Answers the position reached, to read on from next time.
 */
export async function readModelsCaughtUp(portal: Portal, after: GlobalPosition = START): Promise<GlobalPosition> {
  const head = await lastPosition(portal.deps.store, after);
  if (!(await portal.deps.runner.waitFor(head, 60_000))) throw new Error('The read models did not catch up with the demo within a minute');
  return head;
}

async function lastPosition(store: EventStore, after: GlobalPosition): Promise<GlobalPosition> {
  let position = after;
  for (let batch = await store.readAll(position, 1000); batch.length > 0; batch = await store.readAll(position, 1000)) position = batch[batch.length - 1]!.position;
  return position;
}
