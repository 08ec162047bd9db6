import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSeconds } from './buckets.js';
import { condense, LOOKBACK_SECONDS, type CondenseInput, type Span } from './condense.js';
import type { Detection } from './detection.js';
import { settings } from './testing.js';
import { delivered, deviceArbitrary, heartbeatsOf, stored, type Device } from './watchers.arbitraries.js';

const timeZone = 'Europe/Amsterdam';
const FAR = '2027-01-01T00:00:00Z';
const condensed = (detections: readonly Detection[], input: Partial<CondenseInput> = {}) => condense({ detections, settings, timeZone, horizon: FAR, ...input });
const endOf = (detection: Detection) => Date.parse(detection.timestamp) + detection.duration * 1000;
const inOrder = (spans: readonly Span[]) => [...spans].sort((a, b) => a.started_at.localeCompare(b.started_at) || a.bucket.localeCompare(b.bucket));
const storedOf = (devices: readonly Device[]) => stored(devices.flatMap(heartbeatsOf));

const twoDevices = fc.tuple(deviceArbitrary('laptop'), deviceArbitrary('desktop'));
const oneOrTwoDevices = fc.tuple(deviceArbitrary('laptop'), fc.option(deviceArbitrary('desktop'), { nil: undefined })).map(([one, two]) => (two ? [one, two] : [one]));

describe('condensing a day of heartbeats', () => {
  it('gives the same spans when some heartbeats arrive twice and some swapped with a neighbour', () => {
    // Within what aw-server's merge rule leaves to be undone: delivered() says which orders those are, and why.
    fc.assert(
      fc.property(deviceArbitrary('laptop'), fc.integer(), (device, seed) => {
        const sent = heartbeatsOf(device);
        expect(condensed(stored(delivered(sent, seed)))).toEqual(condensed(stored(sent)));
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same spans condensed twice, or in parts split at any horizons (each from the last openFrom)', () => {
    const fractions = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 4 }).map((splits) => [...splits].sort((a, b) => a - b));
    fc.assert(
      fc.property(twoDevices, fc.integer(), fractions, (devices, seed, splits) => {
        const detections = stored(delivered(devices.flatMap(heartbeatsOf), seed));
        const once = condensed(detections);
        expect(condensed(detections)).toEqual(once);
        if (detections.length === 0) return;
        const starts = detections.map((detection) => Date.parse(detection.timestamp)).sort((a, b) => a - b);
        // Horizons where the detections are, a little after one starts, so they fall in the middle of things.
        const horizons = splits.map((split) => new Date((starts[Math.floor(split * (starts.length - 1))] ?? 0) + 15_000).toISOString());
        const parts: Span[] = [];
        let from: string | null = null;
        for (const horizon of [...horizons, FAR]) {
          const since = from === null ? -Infinity : (toSeconds(from) - LOOKBACK_SECONDS) * 1000;
          const part = condensed(
            detections.filter((detection) => endOf(detection) >= since),
            { horizon, from },
          );
          parts.push(...part.spans);
          // With every span closed, everything before the horizon is condensed: the next time starts there.
          from = part.openFrom ?? horizon;
        }
        expect(inOrder(parts)).toEqual(once.spans);
      }),
      { numRuns: 150 },
    );
  });

  it('never overlaps spans of one device, and adds no time beyond what the detections cover but filled gaps of at most the grace', () => {
    const grace = Math.max(settings.grace.native, settings.grace.web);
    fc.assert(
      fc.property(oneOrTwoDevices, (devices) => {
        const detections = storedOf(devices);
        const { spans } = condensed(detections);
        for (const { hostname } of devices) {
          const bucketsOfDevice = new Set(detections.filter((d) => d.hostname === hostname).map((d) => d.bucket));
          const ofDevice = spans.filter((span) => bucketsOfDevice.has(span.bucket)).map((span) => ({ start: toSeconds(span.started_at), end: toSeconds(span.ended_at) }));
          ofDevice.reduce((previousEnd, span) => {
            expect(previousEnd).toBeLessThanOrEqual(span.start);
            return span.end;
          }, -Infinity);
          const covered = coverage(detections.filter((d) => d.hostname === hostname && d.kind === 'window'));
          let [spanTime, coveredTime, filledTime] = [0, 0, 0];
          for (const span of ofDevice) {
            const gaps = uncovered(span, covered);
            for (const gap of gaps) expect(gap).toBeLessThanOrEqual(grace);
            spanTime += span.end - span.start;
            filledTime += gaps.reduce((sum, gap) => sum + gap, 0);
          }
          for (const stretch of covered) coveredTime += stretch.end - stretch.start;
          expect(spanTime).toBeLessThanOrEqual(coveredTime + filledTime);
        }
      }),
      { numRuns: 150 },
    );
  });
});

type Stretch = { start: number; end: number };

/** The time window detections cover, in whole seconds: joined where they overlap or touch; a single heartbeat is a moment. */
function coverage(detections: readonly Detection[]): Stretch[] {
  const stretches = detections.map((d) => ({ start: toSeconds(d.timestamp), end: Math.round(endOf(d) / 1000) })).sort((a, b) => a.start - b.start);
  const joined: Stretch[] = [];
  for (const stretch of stretches) {
    const last = joined.at(-1);
    if (last !== undefined && stretch.start <= last.end) last.end = Math.max(last.end, stretch.end);
    else joined.push({ ...stretch });
  }
  return joined;
}

/** The lengths of the stretches of a span no detection covers. */
function uncovered(span: Stretch, covered: readonly Stretch[]): number[] {
  const gaps: number[] = [];
  let cursor = span.start;
  for (const stretch of covered) {
    if (stretch.end < span.start) continue;
    if (stretch.start > span.end) break;
    if (stretch.start > cursor) gaps.push(stretch.start - cursor);
    cursor = Math.max(cursor, stretch.end);
  }
  if (cursor < span.end) gaps.push(span.end - cursor);
  return gaps;
}
