import { WATCHER_PULSETIMES, type Detection, type DetectionBucket } from './detection.js';
import { canonicalJson, mergedDuration } from './heartbeat.js';
import type { Piece } from './timeline.js';

type Data = Readonly<Record<string, unknown>>;

/** A bucket's events in time order, rejoined, in whole seconds. */
export type BucketEvents = { readonly ref: DetectionBucket; readonly events: readonly Piece<Data>[] };

function instant(iso: string): number {
  const milliseconds = Date.parse(iso);
  if (Number.isNaN(milliseconds)) throw new RangeError(`Not an instant: ${iso}.`);
  return milliseconds;
}

/** Whole seconds since the epoch: every moment the condenser reads is rounded to the nearest second, half a second up. */
export function toSeconds(iso: string): number {
  return Math.round(instant(iso) / 1000);
}

/** An instant in whole seconds as ISO 8601 in UTC, without fractions: `2026-03-02T09:15:00Z`. */
export function isoOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

type Timed = { start: number; duration: number; data: Data; text: string };

/**
 * A bucket's events in time order, with the server's merge rule applied again between neighbours: two events of
 * equal data that the rule would have merged, had their heartbeats arrived in order, are one. Heartbeats that
 * arrive late or twice therefore change nothing. Then each start and end is rounded to the whole second.
 */
function rejoined(detections: readonly Detection[], pulsetime: number): Piece<Data>[] {
  const timed: Timed[] = detections
    .map((detection) => ({ start: instant(detection.timestamp), duration: Math.max(0, detection.duration), data: detection.data, text: canonicalJson(detection.data) }))
    .sort((a, b) => a.start - b.start || a.duration - b.duration || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const joined: Timed[] = [];
  for (const event of timed) {
    const last = joined.at(-1);
    const duration = last?.text === event.text ? mergedDuration(last.start, last.duration, event.start, event.duration, pulsetime) : null;
    if (last !== undefined && duration !== null) last.duration = duration;
    else joined.push({ ...event });
  }
  return joined.map(({ start, duration, data }) => ({ start: Math.round(start / 1000), end: Math.round((start + duration * 1000) / 1000), value: data }));
}

/** The detections by bucket, each bucket's events rejoined and rounded. */
export function bucketsOf(detections: readonly Detection[]): BucketEvents[] {
  const byBucket = new Map<string, Detection[]>();
  for (const detection of detections) {
    const bucket = byBucket.get(detection.bucket);
    if (bucket === undefined) byBucket.set(detection.bucket, [detection]);
    else bucket.push(detection);
  }
  return [...byBucket.values()].flatMap((events) => {
    const first = events[0];
    if (first === undefined) return [];
    const ref = { bucket: first.bucket, kind: first.kind, hostname: first.hostname };
    return [{ ref, events: rejoined(events, WATCHER_PULSETIMES[ref.kind]) }];
  });
}
