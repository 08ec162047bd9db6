import type { LogThresholds } from '../preferences/index.js';
import { browserOf, browserOfWebBucket, tabsMatch, type Browser } from './browsers.js';
import type { BucketEvents } from './buckets.js';
import { UNKNOWN_HOSTNAME, type BucketKind } from './detection.js';
import { subjectKey, webSubject, windowSubject, type Subject } from './subjects.js';
import { firstEndingFrom, isMoment, paint, union, type Piece } from './timeline.js';

/** The settings condensing follows: `log_thresholds`' grace per source and absence, in seconds. */
export type CondenseSettings = Pick<LogThresholds, 'grace' | 'absence'>;

/** A subject seen in a bucket. Of a subject seen in several buckets of a device, the first bucket by name counts. */
type Sighting = { readonly subject: Subject; readonly key: string; readonly bucket: string };

/** A stretch of a device's time spent on one subject, and the part of it the detections cover (the rest is filled gap). */
export type Segment = Piece<Sighting> & { readonly covered: { readonly from: number; readonly to: number } };

type Ranked = Sighting & { readonly rank: number };

/** Seconds of gap after a subject that are filled: the grace of its source (none for a source without one). */
export function graceOf(settings: CondenseSettings, subject: Subject): number {
  return settings.grace[subject.source.type] ?? 0;
}

const firstBucket = <S extends Sighting>(a: S, b: S): S => (b.bucket < a.bucket ? b : a);

function sightings(buckets: readonly BucketEvents[], subjectOf: (data: Readonly<Record<string, unknown>>) => Subject | undefined, rankOf: (bucket: BucketEvents) => number) {
  return buckets.flatMap((bucket) =>
    bucket.events.flatMap(({ start, end, value }) => {
      const subject = subjectOf(value);
      return subject === undefined ? [] : [{ start, end, value: { subject, key: subjectKey(subject), bucket: bucket.ref.bucket, rank: rankOf(bucket) } }];
    }),
  );
}

/**
 * Each subject's time (per rank) joined, then laid out so that where two overlap the higher rank wins, and of equal
 * ranks the one that started later (a newer observation), then the longer, then the first subject by key.
 */
function laidOut(pieces: readonly Piece<Ranked>[]): Piece<Ranked>[] {
  const bySubject = new Map<string, Piece<Ranked>[]>();
  for (const piece of pieces) {
    const id = `${piece.value.rank}:${piece.value.key}`;
    const same = bySubject.get(id);
    if (same === undefined) bySubject.set(id, [piece]);
    else same.push(piece);
  }
  const joined = [...bySubject.values()].flatMap((same) => union(same, firstBucket));
  joined.sort((a, b) => a.value.rank - b.value.rank || a.start - b.start || a.end - b.end || (a.value.key < b.value.key ? -1 : a.value.key > b.value.key ? 1 : 0));
  return paint(joined);
}

/** A hostname a web watcher gives when it cannot tell its device. */
const knowsNoDevice = (hostname: string): boolean => hostname === UNKNOWN_HOSTNAME || hostname === '';

const ofKind = (buckets: readonly BucketEvents[], kind: BucketKind) => buckets.filter((bucket) => bucket.ref.kind === kind);

/**
 * The tabs that tell what a browser's windows on this device showed: from web buckets of this device (ranked above
 * those that do not know their device) and of this browser (ranked above a "chrome" bucket for another Chromium
 * browser, above a bucket that names no browser). Another device's or another browser's tabs never count.
 */
function tabsOf(browser: Browser, hostname: string, webBuckets: readonly BucketEvents[]): Piece<Ranked>[] {
  const rankOf = new Map<BucketEvents, number>();
  for (const bucket of webBuckets) {
    const device = bucket.ref.hostname === hostname ? 1 : knowsNoDevice(bucket.ref.hostname) ? 0 : undefined;
    const match = tabsMatch(browserOfWebBucket(bucket.ref.bucket), browser);
    if (device !== undefined && match !== undefined) rankOf.set(bucket, device * 3 + match);
  }
  return laidOut(sightings([...rankOf.keys()], webSubject, (bucket) => rankOf.get(bucket) ?? 0));
}

/** The tab shown at a moment: the one that begins there, else the one that runs across it or ends there. */
function tabAt(tabs: readonly Piece<Ranked>[], moment: number): Piece<Ranked> | undefined {
  let index = firstEndingFrom(tabs, moment);
  while ((tabs[index + 1]?.start ?? Infinity) <= moment) index++;
  const tab = tabs[index];
  return tab !== undefined && tab.start <= moment && tab.end >= moment ? tab : undefined;
}

/** A browser window's time with its tabs in it: where a tab was active it wins; the rest stays the browser window. */
function withTabs(window: Piece<Ranked>, tabs: readonly Piece<Ranked>[]): Piece<Ranked>[] {
  if (isMoment(window)) return [{ ...window, value: tabAt(tabs, window.start)?.value ?? window.value }];
  const pieces: Piece<Ranked>[] = [];
  let cursor = window.start;
  for (let index = firstEndingFrom(tabs, window.start); index < tabs.length; index++) {
    const tab = tabs[index];
    if (tab === undefined || tab.start >= window.end) break;
    const [from, to] = [Math.max(tab.start, window.start), Math.min(tab.end, window.end)];
    if (from >= to) continue;
    if (from > cursor) pieces.push({ ...window, start: cursor, end: from });
    pieces.push({ start: from, end: to, value: tab.value });
    cursor = to;
  }
  if (cursor < window.end) pieces.push({ ...window, start: cursor, end: window.end });
  return pieces;
}

/** Stretches the afk watcher reported the person away for longer than `absence` seconds: they are cut out. */
function absences(afkBuckets: readonly BucketEvents[], absence: number): Piece<null>[] {
  const away = afkBuckets.flatMap((bucket) => bucket.events.filter((event) => event.value.status === 'afk').map(({ start, end }) => ({ start, end, value: null })));
  return union(away, () => null).filter((period) => period.end - period.start > absence);
}

/** A device's windows in the foreground, browser windows yielding to the tabs that were active in them. */
function windowsShown(hostname: string, onDevice: readonly BucketEvents[], buckets: readonly BucketEvents[]): Piece<Ranked>[] {
  const foreground = laidOut(sightings(ofKind(onDevice, 'window'), windowSubject, () => 0));
  const tabsByBrowser = new Map<Browser, Piece<Ranked>[]>();
  return foreground.flatMap((window) => {
    const browser = browserOf(window.value.subject.source.identifier ?? '');
    if (browser === undefined) return [window];
    const tabs = tabsByBrowser.get(browser) ?? tabsOf(browser, hostname, ofKind(buckets, 'web'));
    tabsByBrowser.set(browser, tabs);
    return withTabs(window, tabs);
  });
}

/**
 * One device's time as segments of one subject each: its foreground windows, browser windows yielding to their
 * tabs, long absences cut out, gaps up to the earlier segment's grace filled, and touching segments of one subject
 * joined. A device without a window watcher (only the browser extension) has its tabs as its foreground: the
 * extension reports the active tab of the browser, which is all that is known of that device.
 */
export function deviceSegments(hostname: string, buckets: readonly BucketEvents[], settings: CondenseSettings): Segment[] {
  const onDevice = buckets.filter((bucket) => bucket.ref.hostname === hostname);
  const hasWindows = onDevice.some((bucket) => bucket.ref.kind === 'window');
  const shown = hasWindows ? windowsShown(hostname, onDevice, buckets) : laidOut(sightings(ofKind(onDevice, 'web'), webSubject, () => 0));
  const timeline = paint<Sighting | null>(absences(ofKind(onDevice, 'afk'), settings.absence), shown);
  return joined(filled(timeline, settings));
}

/**
 * The devices whose time is condensed: every hostname with a window watcher, and every hostname with only a web
 * watcher (the browser extension alone). A web watcher that does not know its device serves the window watchers'
 * browsers; only when there is no window watcher at all does it count as a device of its own.
 */
export function devicesOf(buckets: readonly BucketEvents[]): string[] {
  const withWindows = new Set(ofKind(buckets, 'window').map((bucket) => bucket.ref.hostname));
  const webOnly = ofKind(buckets, 'web')
    .map((bucket) => bucket.ref.hostname)
    .filter((hostname) => !withWindows.has(hostname) && (withWindows.size === 0 || !knowsNoDevice(hostname)));
  return [...new Set([...withWindows, ...webOnly])].sort();
}

/** Each segment lengthened to the next one's start where the gap between them is within its grace; absences dropped. */
function filled(timeline: readonly Piece<Sighting | null>[], settings: CondenseSettings): Segment[] {
  return timeline.flatMap((piece, index) => {
    if (piece.value === null) return [];
    const next = timeline[index + 1];
    const fills = next !== undefined && next.start > piece.end && next.start - piece.end <= graceOf(settings, piece.value.subject);
    return [{ start: piece.start, end: fills ? next.start : piece.end, value: piece.value, covered: { from: piece.start, to: piece.end } }];
  });
}

/** Touching segments of one subject as one; moments that no filled gap gave any time left out. */
function joined(segments: readonly Segment[]): Segment[] {
  const spans: Segment[] = [];
  for (const segment of segments) {
    if (isMoment(segment)) continue;
    const last = spans.at(-1);
    if (last !== undefined && last.end === segment.start && last.value.key === segment.value.key) {
      spans[spans.length - 1] = { start: last.start, end: segment.end, value: firstBucket(last.value, segment.value), covered: { from: last.covered.from, to: segment.covered.to } };
    } else spans.push(segment);
  }
  return spans;
}
