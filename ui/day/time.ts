/**
 * Times of day in the user's zone. A day is a local date; its length is 23, 24 or 25 hours (DST), so the timeline
 * measures real time from local midnight and labels each hour with the clock time it shows there.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
    } catch {
      format = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, format);
  }
  return format;
}

/** 09:05 in the reader's language and the user's zone. */
export function formatTime(iso: string | number, locale: string, timeZone: string | undefined): string {
  return formatter(locale, timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** Whether the reader's language shows times on a 12-hour clock (9:05 AM). */
export function usesTwelveHours(locale: string): boolean {
  const cycle = formatter(locale, undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
}

/** 09:05–09:42, or 9:05 – 9:42 AM where the clock has 12 hours (the day part once). */
export function formatTimeRange(start: string, end: string, locale: string, timeZone: string | undefined): string {
  if (!usesTwelveHours(locale)) return `${formatTime(start, locale, timeZone)}–${formatTime(end, locale, timeZone)}`;
  return formatter(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).formatRange(new Date(start), new Date(end));
}

/** An hour on the timeline's axis: 09:00, or 9 AM on a 12-hour clock. */
export function formatHour(ms: number, locale: string, timeZone: string | undefined): string {
  return usesTwelveHours(locale) ? formatter(locale, timeZone, { hour: 'numeric' }).format(new Date(ms)) : formatTime(ms, locale, timeZone);
}

/** 21 nov. 2026 09:05 */
export function formatDateTime(iso: string, locale: string, timeZone: string | undefined): string {
  return formatter(locale, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Milliseconds the zone is ahead of UTC at a moment. */
function offsetAt(ms: number, timeZone: string | undefined): number {
  const parts = formatter('en-US', timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour') % 24, value('minute'), value('second'));
  return wall - (ms - (ms % 1000));
}

/** The moment (ms) a clock shows a time (minutes after midnight) on a local date in a zone. */
export function momentOnLocalDate(date: string, minutes: number, timeZone: string | undefined): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = wall - offsetAt(wall, timeZone);
  // Twice: the first guess may sit on the other side of a DST change.
  guess = wall - offsetAt(guess, timeZone);
  return guess;
}

/** The moment (ms) a local date starts in a zone. */
export function startOfLocalDate(date: string, timeZone: string | undefined): number {
  return momentOnLocalDate(date, 0, timeZone);
}

/** Hours the local date lasts: 24, or 23 and 25 on DST days. */
export function hoursOfLocalDate(date: string, timeZone: string | undefined): number {
  const start = startOfLocalDate(date, timeZone);
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return Math.round((startOfLocalDate(next.toISOString().slice(0, 10), timeZone) - start) / 3600_000);
}
