import { DateTime } from 'luxon';
import { WEEKDAYS, type Weekday } from '../../../domain/preferences/index.js';

/** The detected hours per weekday average over this many whole weeks before today. */
const COVERAGE_WEEKS = 4;
/** Which detectors sent data is shown for this many days, up to and including today. */
const RECENT_DAYS = 7;

export interface CoveragePeriods {
  /** The whole weeks before today (today is not over): each weekday occurs COVERAGE_WEEKS times. */
  weeks: { from: string; to: string; since: Date };
  /** The last RECENT_DAYS local dates, oldest first, today last, and where the first begins. */
  recent: { dates: string[]; since: Date };
}

/** The periods the coverage looks at, as local dates in the person's zone at a moment. */
export function coveragePeriods(now: Date, timeZone: string): CoveragePeriods {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const weeksStart = today.minus({ weeks: COVERAGE_WEEKS });
  const recentStart = today.minus({ days: RECENT_DAYS - 1 });
  return {
    weeks: { from: dateOf(weeksStart), to: dateOf(today.minus({ days: 1 })), since: weeksStart.toJSDate() },
    recent: { dates: Array.from({ length: RECENT_DAYS }, (_, n) => dateOf(recentStart.plus({ days: n }))), since: recentStart.toJSDate() },
  };
}

/** Seconds per weekday averaged over the COVERAGE_WEEKS weeks: the dates' total of each weekday, divided by the weeks. */
export function weekdayAverages(secondsPerDate: ReadonlyMap<string, number>): Record<Weekday, number> {
  const totals = Object.fromEntries(WEEKDAYS.map((day) => [day, 0])) as Record<Weekday, number>;
  for (const [date, seconds] of secondsPerDate) totals[weekdayOf(date)] += seconds;
  for (const day of WEEKDAYS) totals[day] = Math.round(totals[day] / COVERAGE_WEEKS);
  return totals;
}

function weekdayOf(date: string): Weekday {
  // WEEKDAYS runs from Monday, as ISO weekdays (1–7) do.
  const weekday = WEEKDAYS[DateTime.fromISO(date, { zone: 'UTC' }).weekday - 1];
  if (weekday === undefined) throw new RangeError(`Not a date: ${date}`);
  return weekday;
}

function dateOf(moment: DateTime): string {
  const date = moment.toISODate();
  if (date === null) throw new RangeError(`No local date for ${moment.toString()}`);
  return date;
}
