import { compareInstants } from './instant.js';

/** An event as aw-server answers it: its id in that server, start (RFC 3339), duration in seconds and data. */
export interface AwEvent {
  id: number;
  timestamp: string;
  duration: number;
  data: Record<string, unknown>;
}

/**
 * How far a local bucket is forwarded. With an `id`: every local event up to the event `id` starting at
 * `timestamp` is handled (sent, filtered out or refused), that one as long as `duration`; it is handled again
 * only when it has grown since (its watcher keeps extending it). Without: nothing starting at or after
 * `timestamp` is handled yet (a first pass, or where the portal's newest event of the bucket starts).
 */
export interface Cursor {
  timestamp: string;
  id?: number | undefined;
  duration?: number | undefined;
}

/** The order of a bucket's events: by start, then by id (the order aw-server made them in). */
export const oldestFirst = (a: AwEvent, b: AwEvent): number => compareInstants(a.timestamp, b.timestamp) || a.id - b.id;

/** Whether the event (with its real start) is still to be handled past the cursor. */
export function isPending(event: AwEvent, cursor: Cursor): boolean {
  if (cursor.id === undefined) return compareInstants(event.timestamp, cursor.timestamp) >= 0;
  if (event.id === cursor.id) return event.duration > (cursor.duration ?? 0);
  return oldestFirst(event, { ...event, timestamp: cursor.timestamp, id: cursor.id }) > 0;
}

/**
 * Whether an event read with `start=cursor.timestamp` may be an older event that the server cut to that start
 * (aw-server-rust answers the part of each event inside the range): it then carries the cursor's timestamp but
 * started before it. Only its real start, read by its id, tells; the cursor's own event is never cut.
 */
export const mayBeCut = (event: AwEvent, cursor: Cursor): boolean =>
  event.id !== cursor.id && compareInstants(event.timestamp, cursor.timestamp) === 0 && isPending(event, cursor);

/**
 * Where to resume a bucket: the saved cursor, unless the portal's newest event of the bucket starts later,
 * which means events went out after the cursor was last saved (the agent stopped between sending and saving, or
 * its state was lost or restored from a backup): resume at that event, whose re-sent copy merges into it.
 * With neither, the backfill start. The saved cursor wins over an older portal: what the person deleted there
 * is not sent again.
 */
export function resumeAt(saved: Cursor | undefined, portalNewest: { timestamp: string } | undefined, backfillFrom: string): Cursor {
  if (portalNewest && compareInstants(portalNewest.timestamp, saved?.timestamp ?? backfillFrom) > 0) return { timestamp: portalNewest.timestamp };
  return saved ?? { timestamp: backfillFrom };
}
