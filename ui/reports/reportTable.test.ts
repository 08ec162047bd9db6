import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../providers/domain.js';
import { chartSeries, rowsByKey, rowsByPeriod, sumTotals, toCsv } from './reportTable.js';

const row = (period: string, contact: string | null, duration: number, extra: Partial<ReportRow> = {}): ReportRow => ({
  period,
  key: { contact_id: contact, internal: contact === null },
  name: contact,
  activity_count: 1,
  duration,
  booked_duration: duration,
  published_duration: 0,
  ...extra,
});

// An answer as the API gives it: a row per period and key, and meta.totals over all of them.
const ROWS: ReportRow[] = [
  row('2026-10', 'Boon', 3_600, { activity_count: 2, published_duration: 3_600 }),
  row('2026-10', null, 1_800),
  row('2026-11', 'Boon', 5_400, { activity_count: 3, booked_duration: 3_600 }),
  row('2026-11', 'Lachgas', 7_260),
];
const META_TOTALS = { activity_count: 7, duration: 18_060, booked_duration: 16_260, published_duration: 3_600 };
const label = (r: ReportRow) => r.name ?? 'Internal';

describe('the report table', () => {
  it('sums each key over the periods, most time first, and its rows add up to the API’s totals', () => {
    const rows = rowsByKey(ROWS, label);
    expect(rows.map((r) => [r.label, r.totals])).toEqual([
      ['Boon', { activity_count: 5, duration: 9_000, booked_duration: 7_200, published_duration: 3_600 }],
      ['Lachgas', { activity_count: 1, duration: 7_260, booked_duration: 7_260, published_duration: 0 }],
      ['Internal', { activity_count: 1, duration: 1_800, booked_duration: 1_800, published_duration: 0 }],
    ]);
    expect(sumTotals(rows)).toEqual(META_TOTALS);
  });

  it('sums each period over the keys, in time order, with the same totals', () => {
    const rows = rowsByPeriod(ROWS, (period) => `month ${period}`);
    expect(rows.map((r) => [r.label, r.totals.duration])).toEqual([
      ['month 2026-10', 5_400],
      ['month 2026-11', 12_660],
    ]);
    expect(sumTotals(rows)).toEqual(META_TOTALS);
  });

  it('charts the biggest keys by name and the rest together as other, a value for every period', () => {
    const periods = ['2026-09', '2026-10', '2026-11'];
    expect(chartSeries(ROWS, periods, label, 'Other', 1)).toEqual([
      { id: expect.any(String), label: 'Boon', data: [0, 3_600, 5_400] },
      { id: 'other', label: 'Other', data: [0, 1_800, 7_260] },
    ]);
    // Two keys beyond one shown: no "other" of a single key, it is named instead.
    expect(chartSeries(ROWS, periods, label, 'Other', 2).map((s) => s.label)).toEqual(['Boon', 'Lachgas', 'Internal']);
  });

  it('exports as CSV with hours as plain decimals and the totals row last', () => {
    const rows = rowsByKey(ROWS, label);
    const csv = toCsv(['Contact', 'Hours', 'Booked', 'Published', 'Activities'], [...rows, { id: 'x', label: 'Smit, "de" Jong', totals: META_TOTALS }], {
      id: 'total',
      label: 'Total',
      totals: META_TOTALS,
    });
    expect(csv.split('\r\n')).toEqual([
      '\ufeffContact,Hours,Booked,Published,Activities',
      'Boon,2.50,2.00,1.00,5',
      'Lachgas,2.02,2.02,0.00,1',
      'Internal,0.50,0.50,0.00,1',
      '"Smit, ""de"" Jong",5.02,4.52,1.00,7',
      'Total,5.02,4.52,1.00,7',
      '',
    ]);
  });
});
