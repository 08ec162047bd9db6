import { storableJson } from '../domain/shared/storable.js';

/** How far ahead of the portal's clock a detection may start: clocks drift, and a watcher sends "now". */
const MAX_FUTURE_SECONDS = 5 * 60;
/** The longest a single detection (or heartbeat) may last; merged heartbeats may together last longer. */
const MAX_DURATION_SECONDS = 24 * 3600;
/** The most JSON a detection's data may take: a window title or an address fits many times over. */
const MAX_DATA_BYTES = 64 * 1024;
/** The longest gap two heartbeats may merge across (the official watchers use 2 to 185 seconds). */
const MAX_PULSETIME_SECONDS = 24 * 3600;

/** A detection as a detector sends it: aw-server's event (timestamp RFC 3339, duration in seconds, data). */
export interface DetectionInput {
  id?: number | undefined;
  timestamp: string;
  duration: number;
  data: Record<string, unknown>;
}

/**
 * Why the portal refuses a detection, or undefined when it takes it. Refused: a start more than 5 minutes in
 * the future or older than the person's retention (it would be deleted at once), a negative duration or one
 * over a day, data over 64 KB, and data PostgreSQL's jsonb cannot hold. Worded like aw-server's own refusals.
 */
export function detectionRefusal(detection: DetectionInput, now: Date, retentionDays: number): string | undefined {
  const start = Date.parse(detection.timestamp);
  if (start > now.getTime() + MAX_FUTURE_SECONDS * 1000) {
    return `Invalid event: timestamp ${detection.timestamp} is more than ${MAX_FUTURE_SECONDS / 60} minutes in the future`;
  }
  if (start < now.getTime() - retentionDays * 24 * 3600 * 1000) {
    return `Invalid event: timestamp ${detection.timestamp} is older than the ${retentionDays} days detections are kept`;
  }
  if (detection.duration < 0) return `Invalid event: duration must be non-negative, got ${detection.duration}s`;
  if (detection.duration > MAX_DURATION_SECONDS) return `Invalid event: duration must be at most ${MAX_DURATION_SECONDS}s (a day), got ${detection.duration}s`;
  const refusal = dataRefusal(detection.data);
  return refusal && `Invalid event: ${refusal}`;
}

/** Why an event's or a bucket's data is refused: over 64 KB of JSON, or not storable as jsonb. */
export function dataRefusal(data: Record<string, unknown>): string | undefined {
  const bytes = Buffer.byteLength(JSON.stringify(data));
  if (bytes > MAX_DATA_BYTES) return `data takes ${bytes} bytes of JSON, at most ${MAX_DATA_BYTES} are accepted`;
  if (!storableJson(data)) return 'data contains a character that cannot be stored (NUL or half a surrogate pair)';
  return undefined;
}

/** Why a heartbeat's pulsetime is refused (aw-server's wording), or undefined. */
export function pulsetimeRefusal(pulsetime: number | undefined): string | undefined {
  if (pulsetime === undefined) return 'Missing required parameter pulsetime';
  if (pulsetime < 0) return `Invalid pulsetime: must be non-negative, got ${pulsetime}`;
  if (pulsetime > MAX_PULSETIME_SECONDS) return `Invalid pulsetime: must be at most ${MAX_PULSETIME_SECONDS} (a day), got ${pulsetime}`;
  return undefined;
}
