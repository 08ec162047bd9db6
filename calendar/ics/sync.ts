import { applyCalendarChanges, type AppliedCalendarChanges } from '../apply.js';
import type { AppointmentDependencies } from '../appointments.js';
import { ownerOf } from '../appointments.js';
import type { CalendarEvent } from '../event.js';
import { expandCalendar, windowAround, type Window } from './expand.js';
import { fetchFeed, FeedFetchError, type FeedPolicy } from './fetch.js';
import { findFeed, recordFailure, recordRead, type FeedRow } from './feeds.js';
import { UnreadableCalendarError } from './read.js';
import type { KeptText } from '../../i18n/text.js';

/** One read of a feed: what it did to appointments, or why it could not be read (then nothing changed). */
export type FeedRead = { ok: true; applied: AppliedCalendarChanges; notes: string[] } | { ok: false; error: KeptText; applied?: undefined };

/**
 * Reads a feed again and hands what changed to appointments (calendar/apply.ts): every event of the window (an
 * unchanged one changes nothing there), and as removed the events the last read gave that this one doesn't, while
 * they are still in the window; one that has only passed out of the window's start is forgotten, not cancelled.
 * A feed that cannot be fetched or read keeps its last read and its appointments.
 */
export async function readFeed(deps: AppointmentDependencies, feedId: string, policy: FeedPolicy): Promise<FeedRead | undefined> {
  const feed = await findFeed(deps.pool, feedId);
  if (!feed) return undefined;
  const at = deps.clock();
  const window = windowAround(at);
  const owner = await ownerOf(deps, feed.user_id);
  let events: CalendarEvent[];
  let notes: string[];
  try {
    const text = feed.content ?? (await fetchFeed(feed.url ?? '', policy));
    ({ events, notes } = expandCalendar(text, window, owner.time_zone));
  } catch (error) {
    if (!(error instanceof FeedFetchError || error instanceof UnreadableCalendarError)) throw error;
    await recordFailure(deps.pool, feed.id, { error: error.text, at });
    return { ok: false, error: error.text };
  }
  const upserted = events.map((event) => ({ ...event, external_id: externalIdOf(feed.id, event.external_id) }));
  const found = new Set(upserted.map((event) => event.external_id));
  const removed = stillInWindow(feed, window).filter((id) => !found.has(id));
  const applied = await applyCalendarChanges(deps, { client_id: feed.client_id, user_id: feed.user_id }, { source: 'ics', upserted, removed });
  await recordRead(deps.pool, feed.id, { last_read: Object.fromEntries(upserted.map((event) => [event.external_id, event.end])), notes, at });
  return { ok: true, applied, notes };
}

/** Takes a feed's appointments away as the feed goes: those its last read gave that are still in the window. */
export async function forgetFeed(deps: AppointmentDependencies, feed: FeedRow): Promise<AppliedCalendarChanges> {
  const removed = stillInWindow(feed, windowAround(deps.clock()));
  return applyCalendarChanges(deps, { client_id: feed.client_id, user_id: feed.user_id }, { source: 'ics', upserted: [], removed });
}

/** Two feeds may carry the same UID (a calendar subscribed twice): the feed's id keeps their appointments apart. */
const externalIdOf = (feedId: string, eventId: string) => `${feedId}/${eventId}`;

const stillInWindow = (feed: FeedRow, window: Window) =>
  Object.entries(feed.last_read)
    .filter(([, end]) => new Date(end) > window.from)
    .map(([id]) => id);
