/**
 * Time added by hand on the day screen: what a person types (a start, and an end or a duration, as clock times in
 * their own zone) turned into the moments the API registers, or into what is wrong with it.
 */
import { formatTime, momentOnLocalDate } from './time.js';
import { formatDuration } from '../common/figures.js';

const MINUTE = 60_000;
/** Longest span added at once (the form says so). */
const MAX_ADDED_MS = 24 * 3600_000;
/** Dragged spans and the form's first proposal snap to this. */
const SNAP_MS = 5 * MINUTE;

export interface TimeEntry {
  start: string;
  end: string;
  duration: string;
  /** Which of end and duration the person gave last: that one counts, the other follows it. */
  by: 'end' | 'duration';
}

type EntryProblem = 'unreadable_time' | 'unreadable_duration' | 'end_before_start' | 'too_long';
export type EntryProblems = Partial<Record<'start' | 'end' | 'duration', EntryProblem>>;

type Span = { started_at: string; ended_at: string };

const CLOCK = /^(\d{1,2})(?:\s*[:.h]?\s*(\d{2}))?(?:\s*([ap])\.?\s*m?\.?)?$/i;

/**
 * Minutes after midnight of a typed clock time: 9, 9:05, 09.05, 0905, 24:00 (the end of the day), and 9:05 pm or
 * 9 AM as a 12-hour clock writes it; null when it is none.
 */
export function parseClockTime(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

const HOURS_AND_MINUTES = /^(\d{1,2}):(\d{2})$/;
const DECIMAL_HOURS = /^\d{1,2}(?:[.,]\d{1,2})?$/;

/** Seconds of a typed duration: 1:30 (hours and minutes) or 1,5 / 1.5 (hours); null when it is none. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  const clock = HOURS_AND_MINUTES.exec(trimmed);
  if (clock) return Number(clock[2]) > 59 ? null : Number(clock[1]) * 3600 + Number(clock[2]) * 60;
  if (DECIMAL_HOURS.test(trimmed)) return Math.round(Number(trimmed.replace(',', '.')) * 3600);
  return null;
}

/** The span an entry gives on a local date, or what is wrong with it, field by field. */
export function spanOf(entry: TimeEntry, date: string, timeZone: string | undefined): { span: Span } | { problems: EntryProblems } {
  const startMinutes = parseClockTime(entry.start);
  if (startMinutes === null) return { problems: { start: 'unreadable_time' } };
  const start = momentOnLocalDate(date, startMinutes, timeZone);
  let end: number;
  if (entry.by === 'end') {
    const endMinutes = parseClockTime(entry.end);
    if (endMinutes === null) return { problems: { end: 'unreadable_time' } };
    end = momentOnLocalDate(date, endMinutes, timeZone);
    if (end <= start) return { problems: { end: 'end_before_start' } };
  } else {
    const seconds = parseDuration(entry.duration);
    if (seconds === null) return { problems: { duration: 'unreadable_duration' } };
    if (seconds <= 0) return { problems: { duration: 'end_before_start' } };
    end = start + seconds * 1000;
  }
  if (end - start > MAX_ADDED_MS) return { problems: entry.by === 'end' ? { end: 'too_long' } : { duration: 'too_long' } };
  return { span: { started_at: new Date(start).toISOString(), ended_at: new Date(end).toISOString() } };
}

/** An entry for a span of moments (ms), in the reader's clock and the user's zone. */
export function entryOf(start: number, end: number, locale: string, timeZone: string | undefined): TimeEntry {
  return { start: formatTime(start, locale, timeZone), end: formatTime(end, locale, timeZone), duration: formatDuration((end - start) / 1000), by: 'end' };
}

/** The entry after one field changed: the end follows a new duration, the duration a new start or end. */
export function withField(entry: TimeEntry, field: 'start' | 'end' | 'duration', value: string, date: string, locale: string, timeZone: string | undefined): TimeEntry {
  const next: TimeEntry = { ...entry, [field]: value, ...(field === 'start' ? {} : { by: field }) };
  const outcome = spanOf(next, date, timeZone);
  if (!('span' in outcome)) return next;
  const [start, end] = [Date.parse(outcome.span.started_at), Date.parse(outcome.span.ended_at)];
  return next.by === 'end' ? { ...next, duration: formatDuration((end - start) / 1000) } : { ...next, end: formatTime(end, locale, timeZone) };
}

/** A moment rounded to the nearest snap. */
export const snapped = (ms: number) => Math.round(ms / SNAP_MS) * SNAP_MS;
