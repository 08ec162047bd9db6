import type { Context, Source } from '../days/index.js';
import { bucketsOf, isoOf, toSeconds } from './buckets.js';
import { closedBefore } from './closing.js';
import type { Detection } from './detection.js';
import { devicesOf, deviceSegments, graceOf, type CondenseSettings, type Segment } from './device.js';
import { splitAtMidnights } from './midnight.js';

export type CondenseInput = {
  /** The person's detections: every one that ends at or after `from` minus LOOKBACK_SECONDS (all of them without `from`). */
  readonly detections: readonly Detection[];
  readonly settings: CondenseSettings;
  /** The person's time zone: spans are split at its midnights. */
  readonly timeZone: string;
  /** ISO instant before which all detections are final: none will arrive or grow that covers time before it. */
  readonly horizon: string;
  /** ISO instant: where the previous condensing left off (its `openFrom`); spans that start earlier were returned then. */
  readonly from?: string | null;
};

/** A stretch of one subject on one device, ready to be registered as an activity on the day of its start. */
export type Span = {
  /** The bucket its subject came from. */
  readonly bucket: string;
  /** ISO instants in UTC, whole seconds. */
  readonly started_at: string;
  readonly ended_at: string;
  readonly source: Source;
  readonly context: Context;
  /** Which detections it came from: its bucket's, from the first moment they cover to the last (the rest is filled gap). */
  readonly detections: { readonly bucket: string; readonly from: string; readonly to: string };
};

export type Condensed = {
  /** The closed spans, by start. */
  readonly spans: readonly Span[];
  /** The start of the earliest span not closed yet: condense from here next time. Null when every span is closed. */
  readonly openFrom: string | null;
};

/**
 * Seconds before `from` whose detections condensing still reads: more than the longest pulsetime, so the merge rule
 * can be applied again across `from` (see buckets.ts).
 */
export const LOOKBACK_SECONDS = 300;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A segment as spans, one per local date it touches. */
function spansOf(segment: Segment, timeZone: string): Span[] {
  const { bucket, subject } = segment.value;
  return splitAtMidnights(segment.start, segment.end, timeZone).map(([start, end]) => {
    const from = clamp(segment.covered.from, start, end);
    const to = Math.max(from, clamp(segment.covered.to, start, end));
    const detections = { bucket, from: isoOf(from), to: isoOf(to) };
    return { bucket, started_at: isoOf(start), ended_at: isoOf(end), source: subject.source, context: subject.context, detections };
  });
}

/**
 * One person's detections condensed into closed spans (docs/detection.md, "Condensing"). Pure: the same input gives
 * the same spans, and condensing again from `openFrom` with later detections gives the rest of what condensing
 * everything at once would.
 */
export function condense(input: CondenseInput): Condensed {
  const buckets = bucketsOf(input.detections);
  const from = input.from === undefined || input.from === null ? -Infinity : toSeconds(input.from);
  const horizon = toSeconds(input.horizon);
  const segments = devicesOf(buckets).flatMap((hostname) => deviceSegments(hostname, buckets, input.settings)).filter((segment) => segment.start >= from);
  // Closed once a detection could no longer fill the gap after it: one starting at the horizon would be more than grace away.
  const { closed, openFrom } = closedBefore(segments, (segment) => segment.end + graceOf(input.settings, segment.value.subject) >= horizon);
  const spans = closed
    .flatMap((segment) => spansOf(segment, input.timeZone))
    .sort((a, b) => (a.started_at < b.started_at ? -1 : a.started_at > b.started_at ? 1 : a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  return { spans, openFrom: openFrom === null ? null : isoOf(openFrom) };
}
