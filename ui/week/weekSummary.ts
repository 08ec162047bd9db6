import { durationTotal } from '../common/figures.js';
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
  const week = [...byDate.values()];
  // Each figure adds up the days as their cards show them (docs/figures.md: round once, when shown).
  const total = (figure: 'duration' | 'original_duration' | 'time_booked' | 'time_unbooked') => durationTotal(week.map((day) => day[figure]));
  const totals: WeekTotals = {
    duration: total('duration'),
    original_duration: total('original_duration'),
    time_booked: total('time_booked'),
    time_unbooked: total('time_unbooked'),
    activity_count: week.reduce((sum, day) => sum + day.activity_count, 0),
    days: week.length,
    published: week.filter((day) => day.status === 'published').length,
  };
  return { byDate, totals };
}
