import ICAL from 'ical.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_PERIOD: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7 };

/**
 * Where to start walking a series so that it reaches the window without passing over years of occurrences:
 * its DTSTART moved forward by whole rule periods (INTERVAL days, weeks, months or years) to at most `before`,
 * a wall-clock date (yyyymmdd). A rule repeats itself period by period in wall-clock time, so from such a start it
 * gives the same occurrences as from the first one; only the new start itself may be no occurrence, and it lies
 * before `before`, where the caller passes over occurrences anyway.
 *
 * Left at DTSTART: a series counted from its first occurrence (COUNT), with RDATEs or several rules, one of hours
 * or less (cut at its cap anyway), and a monthly or yearly one on a 29th–31st, which not every month has.
 */
export function startNearWindow(event: ICAL.Event, before: number): ICAL.Time {
  const start = event.startDate;
  const rules = event.component.getAllProperties('rrule');
  const rule = rules[0]?.getFirstValue();
  if (rules.length !== 1 || !(rule instanceof ICAL.Recur) || rule.count || event.component.hasProperty('rdate')) return start;
  const interval = Math.max(1, rule.interval || 1);
  const target = { year: Math.floor(before / 10_000), month: Math.floor(before / 100) % 100, day: (before % 100) - 1 };
  const days = DAYS_PER_PERIOD[rule.freq];
  if (days !== undefined) {
    const apart = Math.floor((Date.UTC(target.year, target.month - 1, target.day) - Date.UTC(start.year, start.month - 1, start.day)) / DAY_MS);
    const periods = Math.floor(apart / (days * interval)) * interval;
    if (periods <= 0) return start;
    const shifted = start.clone();
    shifted.adjust(periods * days, 0, 0, 0);
    return shifted;
  }
  if ((rule.freq !== 'MONTHLY' && rule.freq !== 'YEARLY') || start.day > 28) return start;
  const monthsPerPeriod = rule.freq === 'MONTHLY' ? 1 : 12;
  // Whole months apart, less one: the target month's own day may lie before the start's day of the month.
  const apart = (target.year - start.year) * 12 + (target.month - start.month) - 1;
  const periods = Math.floor(apart / (monthsPerPeriod * interval)) * interval;
  if (periods <= 0) return start;
  const months = start.year * 12 + (start.month - 1) + periods * monthsPerPeriod;
  const shifted = start.clone();
  shifted.year = Math.floor(months / 12);
  shifted.month = (months % 12) + 1;
  return shifted;
}
