import { describe, expect, it } from 'vitest';
import { last12Months, periodsBetween, reportParamsFrom, reportTabFrom } from './reportParams.js';

describe('report intervals', () => {
  it('default to the last 12 whole months, this month included', () => {
    expect(last12Months('2026-11-21')).toEqual({ start: '2025-12-01', end: '2026-11-30' });
    expect(last12Months('2026-01-31')).toEqual({ start: '2025-02-01', end: '2026-01-31' });
    expect(last12Months('2028-02-10')).toEqual({ start: '2027-03-01', end: '2028-02-29' });
    expect(reportParamsFrom(new URLSearchParams(''), '2026-11-21')).toEqual({ kind: 'contacts', start: '2025-12-01', end: '2026-11-30', groupBy: 'month' });
  });

  it('take the tab, interval and grouping from the address, and ignore what is not one', () => {
    expect(reportParamsFrom(new URLSearchParams('tab=users&start=2026-03-01&end=2026-03-31&group=day'), '2026-11-21')).toEqual({
      kind: 'users',
      start: '2026-03-01',
      end: '2026-03-31',
      groupBy: 'day',
    });
    expect(reportParamsFrom(new URLSearchParams('tab=tags&start=2026-02-30&group=year'), '2026-11-21')).toEqual({ kind: 'contacts', start: '2025-12-01', end: '2026-11-30', groupBy: 'month' });
  });

  it('list every period as the API names them: months, Mondays of weeks, days', () => {
    expect(periodsBetween('2025-12-01', '2026-11-30', 'month')).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    // 1 October 2026 is a Thursday: its week starts on Monday 28 September. The DST Sunday changes nothing.
    expect(periodsBetween('2026-10-01', '2026-10-31', 'week')).toEqual(['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26']);
    expect(periodsBetween('2026-03-28', '2026-03-31', 'day')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(periodsBetween('2025-12-01', '2026-11-30', 'day')).toHaveLength(365);
    expect(periodsBetween('2026-05-01', '2026-04-01', 'day')).toEqual([]);
  });
});

describe('report tabs', () => {
  it('are the one the address names, the contacts tab unless it names one', () => {
    expect(['overview', 'productivity', 'timesheets', 'users'].map((tab) => reportTabFrom(new URLSearchParams(`tab=${tab}`)))).toEqual(['overview', 'productivity', 'timesheets', 'users']);
    expect(reportTabFrom(new URLSearchParams('tab=tags'))).toBe('contacts');
  });
});
