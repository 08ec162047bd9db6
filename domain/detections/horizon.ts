import { isoOf, toSeconds } from './buckets.js';
import { WATCHER_PULSETIMES, type BucketKind, type Detection } from './detection.js';
import type { CondenseSettings } from './device.js';
import { union } from './timeline.js';

/** What the portal knows of a device's watchers besides their detections. */
export type DeviceReport = {
  readonly hostname: string;
  /** The kinds of its buckets. */
  readonly kinds: readonly BucketKind[];
  /** ISO instant: where the newest detection it sent ends. */
  readonly newestEnd: string;
  /** Nothing arrived from it for a while, by the portal's clock: what it sent is all there will be of that time. */
  readonly quiet: boolean;
};

const secondsOf = (iso: string, offsetSeconds = 0) => Math.floor(Date.parse(iso) / 1000 + offsetSeconds);

/**
 * The start of the device's ongoing absence, while that absence is not yet longer than `absence` seconds: it may
 * still grow past that and then cut out what lies in it. Once longer, the cut is certain and holds nothing back.
 * The afk watcher's newest event says whether the person is away now; the absence is the stretch of afk events
 * touching or overlapping it (as condensing joins them).
 */
function ongoingAbsenceStart(hostname: string, detections: readonly Detection[], absence: number): number | undefined {
  const afk = detections.filter((detection) => detection.kind === 'afk' && detection.hostname === hostname);
  const newest = afk.reduce<Detection | undefined>((latest, detection) => (latest === undefined || Date.parse(detection.timestamp) > Date.parse(latest.timestamp) ? detection : latest), undefined);
  if (newest?.data.status !== 'afk') return undefined;
  const away = union(
    afk.filter((detection) => detection.data.status === 'afk').map((detection) => ({ start: toSeconds(detection.timestamp), end: toSeconds(detection.timestamp) + detection.duration, value: null })),
    () => null,
  );
  const ongoing = away.find((period) => period.start <= toSeconds(newest.timestamp) && toSeconds(newest.timestamp) <= period.end);
  return ongoing === undefined || ongoing.end - ongoing.start > absence ? undefined : ongoing.start;
}

/**
 * How far a person's detections are final now, for `condense` (docs/detection.md, "Choosing the horizon"). Per
 * device still sending: its newest end minus the largest pulsetime of its watchers (a heartbeat may still extend
 * an event that far back), and never past the start of an ongoing absence not yet longer than `absence`; the
 * earliest of those, so that no device's spans close on another device's clock. A quiet device holds nothing back.
 * When every device is quiet, a moment past all their detections and the longest grace: everything closes.
 * Undefined without devices. Whole seconds, rounded down.
 */
export function horizonOf(devices: readonly DeviceReport[], detections: readonly Detection[], settings: CondenseSettings): string | undefined {
  if (devices.length === 0) return undefined;
  const sending = devices.filter((device) => !device.quiet);
  if (sending.length === 0) {
    const grace = Math.max(0, ...Object.values(settings.grace).filter((seconds) => seconds !== undefined));
    return isoOf(Math.ceil(Math.max(...devices.map((device) => Date.parse(device.newestEnd))) / 1000) + grace + 1);
  }
  const horizons = sending.map((device) => {
    const pulsetime = Math.max(...device.kinds.map((kind) => WATCHER_PULSETIMES[kind]));
    return Math.min(secondsOf(device.newestEnd, -pulsetime), ongoingAbsenceStart(device.hostname, detections, settings.absence) ?? Infinity);
  });
  return isoOf(Math.min(...horizons));
}
