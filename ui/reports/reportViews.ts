/** The overview, productivity and timesheet tabs' figures, from the report calls' rows (pure, like reportTable.ts). */
import type { ReportRow } from '../providers/domain.js';
import { addDays } from '../common/dates.js';
import { hoursTotal } from '../common/figures.js';
import { rowsByKey, type TableRow } from './reportTable.js';

/** Per person: how much of their time is booked, and published. Null when they have no time. */
export interface ProductivityRow extends TableRow {
  booked_share: number | null;
  published_share: number | null;
}

export function productivityRows(rows: readonly ReportRow[], labelOf: (row: ReportRow) => string): ProductivityRow[] {
  return rowsByKey(rows, labelOf).map((row) => {
    const { duration, booked_duration, published_duration } = row.totals;
    const share = (part: number) => (duration > 0 ? part / duration : null);
    return { ...row, booked_share: share(booked_duration), published_share: share(published_duration) };
  });
}

/** Every day of a month (YYYY-MM). */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  return days;
}

interface TimesheetLine {
  id: string;
  label: string;
  /** Seconds per day of the month, in order. */
  days: number[];
  /** The sum of the days as shown (in hundredths of an hour), in seconds. */
  total: number;
}

export interface Timesheet {
  days: string[];
  lines: TimesheetLine[];
  /** Per day, the sum of its cells as shown, in seconds. */
  dayTotals: number[];
  /** The sum of every cell as shown: of the lines' totals, and of the days' totals alike. */
  total: number;
}

/**
 * A person × day grid of a month from the users report by day. Its totals are sums of the cells as they are shown
 * (hoursTotal, docs/figures.md), so that every row and column adds up on paper: three days of 0,28 total 0,84, not 0,83.
 */
export function timesheet(rows: readonly ReportRow[], month: string, labelOf: (row: ReportRow) => string): Timesheet {
  const days = daysOfMonth(month);
  const index = new Map(days.map((day, i) => [day, i]));
  const lines = new Map<string, TimesheetLine>();
  for (const row of rows) {
    const at = index.get(row.period);
    const id = typeof row.key.user_id === 'string' ? row.key.user_id : '';
    if (at === undefined) continue;
    const line = lines.get(id) ?? { id, label: labelOf(row), days: days.map(() => 0), total: 0 };
    line.days[at]! += row.duration;
    lines.set(id, line);
  }
  const sorted = [...lines.values()].map((line) => ({ ...line, total: hoursTotal(line.days) })).sort((a, b) => a.label.localeCompare(b.label));
  const dayTotals = days.map((_, i) => hoursTotal(sorted.map((line) => line.days[i])));
  return { days, lines: sorted, dayTotals, total: hoursTotal(sorted.map((line) => line.total)) };
}
