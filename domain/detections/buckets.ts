import { WATCHER_PULSETIMES, type Detection, type DetectionBucket } from './detection.js';
import { canonicalJson, mergedDuration } from './heartbeat.js';
import { paint, union, type Piece } from './timeline.js';

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

/**
 * A bucket's events as the watcher reported them, in time order. Events of equal data that overlap or touch are
 * one; where events of other data overlap, the one that started later wins: a watcher reports one thing at a time,
 * so an overlap is a heartbeat that arrived late and started an event of its own, which the next heartbeat of its
 * data then extended across what the watcher reported meanwhile (the web watcher's previous tab, sent again after
 * the new one). Then the server's merge rule is applied again between neighbours: two events of equal data that
 * it would have merged, had their heartbeats arrived in order, are one. Heartbeats that arrive late or twice
 * therefore change nothing. This is decided to the millisecond, where a late heartbeat's start still differs from
 * the next one's; then each start and end is rounded to the whole second.
 */
function rejoined(detections: readonly Detection[], pulsetime: number): Piece<Data>[] {
  const dataOf = new Map<string, Data>();
  const byData = new Map<string, Piece<string>[]>();
  for (const detection of detections) {
    const text = canonicalJson(detection.data);
    const start = instant(detection.timestamp);
    dataOf.set(text, detection.data);
    byData.set(text, [...(byData.get(text) ?? []), { start, end: start + Math.max(0, detection.duration) * 1000, value: text }]);
  }
  const reported = paint(
    [...byData.values()]
      .flatMap((same) => union(same, (text) => text))
      .sort((a, b) => a.start - b.start || a.end - b.end || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)),
  );
  const joined: Piece<string>[] = [];
  for (const piece of reported) {
    const last = joined.at(-1);
    const duration = last?.value === piece.value ? mergedDuration(last.start, (last.end - last.start) / 1000, piece.start, (piece.end - piece.start) / 1000, pulsetime) : null;
    if (last !== undefined && duration !== null) joined[joined.length - 1] = { ...last, end: last.start + duration * 1000 };
    else joined.push(piece);
  }
  return joined.flatMap(({ start, end, value }) => {
    const data = dataOf.get(value);
    return data === undefined ? [] : [{ start: Math.round(start / 1000), end: Math.round(end / 1000), value: data }];
  });
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
