/** Report answers as table rows and chart series (pure: the screen's components only render them). */
import type { ReportRow, ReportTotals } from '../providers/domain.js';
import { plainHours } from '../common/figures.js';

export interface TableRow {
  id: string;
  label: string;
  totals: ReportTotals;
}

const ZERO: ReportTotals = { activity_count: 0, duration: 0, booked_duration: 0, published_duration: 0 };

function addTotals(a: ReportTotals, b: ReportTotals): ReportTotals {
  return {
    activity_count: a.activity_count + b.activity_count,
    duration: a.duration + b.duration,
    booked_duration: a.booked_duration + b.booked_duration,
    published_duration: a.published_duration + b.published_duration,
  };
}

export function sumTotals(rows: ReadonlyArray<{ totals: ReportTotals } | ReportTotals>): ReportTotals {
  return rows.reduce<ReportTotals>((sum, row) => addTotals(sum, 'totals' in row ? row.totals : row), ZERO);
}

/** A key (contact, project path, user or source) as one string, the same for the same key in every period. */
function keyId(key: ReportRow['key']): string {
  return JSON.stringify(Object.entries(key).sort(([a], [b]) => a.localeCompare(b)));
}

/** One row per key over the whole interval, most time first. */
export function rowsByKey(rows: readonly ReportRow[], labelOf: (row: ReportRow) => string): TableRow[] {
  const byKey = new Map<string, TableRow>();
  for (const row of rows) {
    const id = keyId(row.key);
    const existing = byKey.get(id);
    if (existing) existing.totals = addTotals(existing.totals, row);
    else byKey.set(id, { id, label: labelOf(row), totals: addTotals(ZERO, row) });
  }
  return [...byKey.values()].sort((a, b) => b.totals.duration - a.totals.duration || a.label.localeCompare(b.label));
}

/** One row per period with time, in time order (the chart shows the empty ones; a year by day would be 366 rows). */
export function rowsByPeriod(rows: readonly ReportRow[], labelOf: (period: string) => string): TableRow[] {
  const byPeriod = new Map<string, ReportTotals>();
  for (const row of rows) byPeriod.set(row.period, addTotals(byPeriod.get(row.period) ?? ZERO, row));
  return [...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, totals]) => ({ id: period, label: labelOf(period), totals }));
}

export interface ChartSeries {
  id: string;
  label: string;
  /** Seconds per period. */
  data: number[];
}

/** Time per period, one stacked series per key: the biggest keys by name, the rest together as "other". */
export function chartSeries(rows: readonly ReportRow[], periods: readonly string[], labelOf: (row: ReportRow) => string, otherLabel: string, shown = 8): ChartSeries[] {
  const keys = rowsByKey(rows, labelOf);
  const named = keys.length > shown + 1 ? keys.slice(0, shown) : keys;
  const index = new Map(periods.map((period, i) => [period, i]));
  const series = new Map<string, ChartSeries>(named.map((key) => [key.id, { id: key.id, label: key.label, data: periods.map(() => 0) }]));
  const other: ChartSeries = { id: 'other', label: otherLabel, data: periods.map(() => 0) };
  for (const row of rows) {
    const at = index.get(row.period);
    if (at === undefined) continue;
    const target = series.get(keyId(row.key)) ?? other;
    target.data[at]! += row.duration;
  }
  return [...series.values(), ...(named.length < keys.length ? [other] : [])];
}

/** The table as CSV (RFC 4180, UTF-8 with a byte order mark so spreadsheet programs read the accents). */
export function toCsv(header: readonly string[], rows: readonly TableRow[], total: TableRow): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const line = (row: TableRow) =>
    [row.label, plainHours(row.totals.duration), plainHours(row.totals.booked_duration), plainHours(row.totals.published_duration), row.totals.activity_count].map(cell).join(',');
  return `\ufeff${[header.map(cell).join(','), ...rows.map(line), line(total)].join('\r\n')}\r\n`;
}
