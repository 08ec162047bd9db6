import { DEFAULTS } from '../preferences/index.js';
import { condense, type CondenseInput, type Span } from './condense.js';
import type { Detection } from './detection.js';
import type { CondenseSettings } from './device.js';

/** Test fixtures: detections of one person on 2 March 2026 (UTC), as the ActivityWatch watchers fill their buckets. */
const DATE = '2026-03-02';
export const HOST = 'laptop';

/** `log_thresholds` as an organisation starts: grace 10 s for every source, absence 600 s. */
export const settings: CondenseSettings = { grace: DEFAULTS.log_thresholds.grace, absence: DEFAULTS.log_thresholds.absence };

/** `HH:MM:SS` (or `HH:MM`) on the fixture date as an ISO instant; a later date as `YYYY-MM-DD HH:MM:SS`. */
export function utc(clock: string): string {
  const [date, time] = clock.includes(' ') ? clock.split(' ') : [DATE, clock];
  return new Date(`${date}T${time}Z`).toISOString();
}

const seconds = (from: string, to: string) => (Date.parse(utc(to)) - Date.parse(utc(from))) / 1000;

export function windowEvent(from: string, to: string, app: string, title: string, hostname = HOST): Detection {
  return { bucket: `aw-watcher-window_${hostname}`, kind: 'window', hostname, timestamp: utc(from), duration: seconds(from, to), data: { app, title } };
}

export function tabEvent(from: string, to: string, url: string, title: string, bucket = `aw-watcher-web-chrome_${HOST}`, hostname = HOST): Detection {
  const data = { url, title, audible: false, incognito: false, tabCount: 3 };
  return { bucket, kind: 'web', hostname, timestamp: utc(from), duration: seconds(from, to), data };
}

export function afkEvent(from: string, to: string, status: 'afk' | 'not-afk', hostname = HOST): Detection {
  return { bucket: `aw-watcher-afk_${hostname}`, kind: 'afk', hostname, timestamp: utc(from), duration: seconds(from, to), data: { status } };
}

/** Condensed with every span closed (the horizon a year on), in UTC unless a zone is given. */
export function condensed(detections: readonly Detection[], input: Partial<CondenseInput> = {}) {
  return condense({ detections, settings, timeZone: 'UTC', horizon: utc('2027-01-01 00:00:00'), ...input });
}

/** Spans as `HH:MM:SS–HH:MM:SS what` lines, what a reader checks at a glance. */
export function summary(spans: readonly Span[]): string[] {
  const clock = (iso: string) => (iso.startsWith(DATE) ? iso.slice(11, 19) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`);
  return spans.map((span) => `${clock(span.started_at)}–${clock(span.ended_at)} ${span.source.type}:${span.source.identifier}${span.context.title ? ` ${span.context.title}` : ''}`);
}
