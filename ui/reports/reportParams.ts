/** What a report shows, read from and written to the address: /reports?tab=contacts&start=…&end=…&group=month. */
import type { ReportBody, ReportKind } from '../providers/domain.js';
import { addDays } from '../common/dates.js';
import { isDate, mondayOf } from '../common/weeks.js';

export type GroupBy = NonNullable<ReportBody['group_by']>;

export const REPORT_KINDS: readonly ReportKind[] = ['contacts', 'dimensions', 'users', 'sources'];
/** The tabs (product-spec §2): one per report call, and three that read those calls their own way. */
export type ReportTab = ReportKind | 'overview' | 'productivity' | 'timesheets';
export const REPORT_TABS: readonly ReportTab[] = ['overview', 'contacts', 'productivity', 'dimensions', 'users', 'sources', 'timesheets'];

export const GROUPINGS: readonly GroupBy[] = ['day', 'week', 'month'];

export interface ReportParams {
  kind: ReportKind;
  start: string;
  end: string;
  groupBy: GroupBy;
}

/** The last 12 months: this month and the eleven before it, whole months (which the API reads pre-aggregated). */
export function last12Months(today: string): { start: string; end: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { start, end };
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => values.includes(value as T);

export function reportParamsFrom(params: URLSearchParams, today: string): ReportParams {
  const fallback = last12Months(today);
  const tab = params.get('tab');
  const group = params.get('group');
  const start = params.get('start');
  const end = params.get('end');
  return {
    kind: isOneOf(REPORT_KINDS, tab) ? tab : 'contacts',
    start: isDate(start) ? start : fallback.start,
    end: isDate(end) ? end : fallback.end,
    groupBy: isOneOf(GROUPINGS, group) ? group : 'month',
  };
}

const MONTH = /^\d{4}-\d{2}$/;

/** The timesheet's month (&month=YYYY-MM): the month of today unless the address names one. */
export function timesheetMonthFrom(params: URLSearchParams, today: string): string {
  const month = params.get('month');
  return month !== null && MONTH.test(month) ? month : today.slice(0, 7);
}

/** The tab the address names; the contacts tab unless it names another. */
export function reportTabFrom(params: URLSearchParams): ReportTab {
  const tab = params.get('tab');
  return isOneOf(REPORT_TABS, tab) ? tab : 'contacts';
}

/**
 * Every period of the interval as the API names them (a day, the Monday of a week, YYYY-MM), so that a chart
 * has a bar for each, also the empty ones. At most 400, which a 12-month interval by day stays under.
 */
export function periodsBetween(start: string, end: string, groupBy: GroupBy): string[] {
  const periods: string[] = [];
  if (start > end) return periods;
  if (groupBy === 'month') {
    let [year, month] = start.split('-').map(Number) as [number, number];
    const last = end.slice(0, 7);
    for (let period = start.slice(0, 7); period <= last && periods.length < 400; ) {
      periods.push(period);
      month += 1;
      if (month > 12) [year, month] = [year + 1, 1];
      period = `${year}-${String(month).padStart(2, '0')}`;
    }
    return periods;
  }
  const step = groupBy === 'week' ? 7 : 1;
  for (let date = groupBy === 'week' ? mondayOf(start) : start; date <= end && periods.length < 400; date = addDays(date, step)) periods.push(date);
  return periods;
}
