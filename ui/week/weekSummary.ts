import type { Day } from '../providers/domain.js';

export interface WeekTotals {
  /** After trims and corrections. */
  duration: number;
  /** As detected, before trims and corrections. */
  original_duration: number;
  time_booked: number;
  time_unbooked: number;
  activity_count: number;
  /** Days with activity, and how many of those are published. */
  days: number;
  published: number;
}

/**
 * The week's days by date and their totals. The list call can only say "from Monday" (one condition per field),
 * so days after Sunday are dropped here.
 */
export function summariseWeek(days: readonly Day[], dates: readonly string[]): { byDate: Map<string, Day>; totals: WeekTotals } {
  const inWeek = new Set(dates);
  const byDate = new Map(days.filter((day) => inWeek.has(day.date)).map((day) => [day.date, day]));
  const totals: WeekTotals = { duration: 0, original_duration: 0, time_booked: 0, time_unbooked: 0, activity_count: 0, days: 0, published: 0 };
  for (const day of byDate.values()) {
    totals.duration += day.duration;
    totals.original_duration += day.original_duration;
    totals.time_booked += day.time_booked;
    totals.time_unbooked += day.time_unbooked;
    totals.activity_count += day.activity_count;
    totals.days += 1;
    if (day.status === 'published') totals.published += 1;
  }
  return { byDate, totals };
}
