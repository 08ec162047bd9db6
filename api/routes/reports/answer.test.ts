import { describe, expect, it } from 'vitest';
import type { ReportCells, ReportKind, ReportTable } from '../../../projections/day-flow/reports.js';
import { reportAnswerText, type ReportInterval } from './answer.js';

const FIGURES = ['activity_count', 'duration', 'booked_duration', 'published_duration'] as const;
const INTERVAL: ReportInterval = { start: '2026-01-01', end: '2026-03-31', group_by: 'month', history_from: '2026-01-15' };
const ANN = '0b6f1e9a-0000-4000-8000-000000000001';
const BOB = '0b6f1e9a-0000-4000-8000-000000000002';
const GONE = '0b6f1e9a-0000-4000-8000-000000000003';
// Names with what JSON must escape: quotes, backslashes, control characters, a lone surrogate, and what it must not.
const NAMES = new Map([
  [ANN, 'Ann "the \\ boss" de\tVries\n'],
  [BOB, 'Bøb 🚀 \u0001\ud800 </script>'],
]);

/** The answer as the route wrote it before: an object per row, stringified whole. */
function stringified(kind: ReportKind, table: ReportTable, names: ReadonlyMap<string, string>, interval: ReportInterval): string {
  const totals = { activity_count: 0, duration: 0, booked_duration: 0, published_duration: 0 };
  const data = table.rows.map((row) => {
    const key = Object.fromEntries(table.keys.map((name, index) => [name, row[index + 1]]));
    const figures = Object.fromEntries(FIGURES.map((name, index) => [name, Number(row[table.keys.length + 1 + index])]));
    for (const name of FIGURES) totals[name] += Number(figures[name]);
    const named = [...table.keys].reverse().map((name) => key[name]).find((cell) => typeof cell === 'string');
    const name = kind === 'sources' ? key.source_type : typeof named === 'string' ? (names.get(named) ?? null) : null;
    return { period: row[0], key, name, ...figures };
  });
  return JSON.stringify({ data, meta: { ...interval, totals } });
}

const table = (keys: string[], rows: ReportCells[]): ReportTable => ({ keys, rows, ids: new Set() });

describe("a report's answer", () => {
  it('is the text JSON.stringify wrote of its rows, for every kind', () => {
    const tables: Record<ReportKind, ReportTable> = {
      users: table(['user_id'], [
        ['2026-01', ANN, '12', '3600', '1800', '0'],
        ['2026-01', BOB, '1', '60', '60', '60'],
        ['2026-01', GONE, '2', '120', '0', '0'],
        ['2026-02', ANN, '7', '2147483647', '2147483647', '2147483647'],
      ]),
      contacts: table(['contact_id', 'internal'], [
        ['2026-01-05', ANN, false, '3', '300', '300', '0'],
        ['2026-01-05', null, true, '4', '400', '0', '0'],
        ['2026-01-12', null, false, '5', '500', '0', '0'],
      ]),
      dimensions: table(['project_id', 'subproject_id', 'working_code_id'], [
        ['2026-01-01', ANN, null, null, '1', '10', '10', '0'],
        ['2026-01-01', ANN, BOB, null, '2', '20', '20', '20'],
        ['2026-01-01', ANN, BOB, GONE, '3', '30', '30', '30'],
        ['2026-01-02', null, null, null, '4', '40', '0', '0'],
      ]),
      sources: table(['source_type'], [
        ['2026-01', 'document', '6', '600', '0', '0'],
        ['2026-01', 'web "quoted"\\', '7', '700', '700', '0'],
      ]),
    };
    for (const kind of ['users', 'contacts', 'dimensions', 'sources'] as const) {
      const rows = tables[kind];
      const names = kind === 'sources' ? new Map<string, string>() : NAMES;
      const text = reportAnswerText(kind, rows, names, INTERVAL);
      expect(text, kind).toBe(stringified(kind, rows, names, INTERVAL));
      expect(JSON.parse(text), kind).toEqual(JSON.parse(stringified(kind, rows, names, INTERVAL)));
    }
  });

  it('has no rows and totals of nothing for an interval without time', () => {
    expect(JSON.parse(reportAnswerText('users', table(['user_id'], []), NAMES, { ...INTERVAL, group_by: 'day' }))).toEqual({
      data: [],
      meta: { ...INTERVAL, group_by: 'day', totals: { activity_count: 0, duration: 0, booked_duration: 0, published_duration: 0 } },
    });
  });
});
