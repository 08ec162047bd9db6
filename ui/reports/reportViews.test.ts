import { describe, expect, it } from 'vitest';
import { formatHours } from '../common/figures.js';
import type { ReportRow } from '../providers/domain.js';
import { daysOfMonth, productivityRows, timesheet } from './reportViews.js';

const row = (period: string, user_id: string, name: string, duration: number, booked = 0, published = 0): ReportRow => ({
  period,
  key: { user_id },
  name,
  duration,
  booked_duration: booked,
  published_duration: published,
  activity_count: 1,
});
const label = (r: ReportRow) => r.name ?? '?';

describe('the productivity tab', () => {
  it('shows per person the share of their time booked and published, nothing for someone without time', () => {
    const rows = productivityRows([row('2026-10', 'u1', 'Ada', 3600, 2700, 1800), row('2026-11', 'u1', 'Ada', 3600, 3600, 0), row('2026-11', 'u2', 'Bo', 0)], label);
    expect(rows.map((r) => [r.label, r.booked_share, r.published_share])).toEqual([
      ['Ada', 6300 / 7200, 1800 / 7200],
      ['Bo', null, null],
    ]);
  });
});

describe('the timesheet', () => {
  it('has every day of the month, leap days included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-10').at(-1)).toBe('2026-10-31');
  });

  it('is a person × day grid whose totals are the sums of its cells as shown, ignoring days of other months', () => {
    const sheet = timesheet(
      [row('2026-10-01', 'u2', 'Bo', 1800), row('2026-10-01', 'u1', 'Ada', 3600), row('2026-10-31', 'u1', 'Ada', 60), row('2026-11-01', 'u1', 'Ada', 7200)],
      '2026-10',
      label,
    );
    // A minute shows as 0,02 hours (72 s): the totals add it up as shown.
    expect(sheet.lines.map((line) => [line.label, line.days[0], line.days[30], line.total])).toEqual([
      ['Ada', 3600, 60, 3672],
      ['Bo', 1800, 0, 1800],
    ]);
    expect([sheet.dayTotals[0], sheet.dayTotals[30], sheet.total]).toEqual([5400, 72, 5472]);
  });

  it('totals the hours as they are shown: three days of 0,28 hours make 0,84, in the line and in the grand total', () => {
    const sheet = timesheet(['2026-10-01', '2026-10-02', '2026-10-05'].map((date) => row(date, 'u1', 'Ada', 1000)), '2026-10', label);
    expect(formatHours(sheet.lines[0]?.days[0], 'nl-NL')).toBe('0,28');
    expect(formatHours(sheet.lines[0]?.total, 'nl-NL')).toBe('0,84');
    expect(formatHours(sheet.total, 'nl-NL')).toBe('0,84');
    expect(formatHours(sheet.dayTotals[1], 'nl-NL')).toBe('0,28');
  });
});
