import { describe, expect, it } from 'vitest';
import { testDay } from '../common/testScreen.js';
import { weekDates } from '../common/weeks.js';
import { publishedGrid } from './grid.js';

const WEEK = weekDates('2026-11-09');
const names: Record<string, string> = { lotte: 'Lotte Smit', daan: 'Daan Visser', sanne: 'Sanne Bakker' };
const nameOf = (id: string) => names[id] ?? `? ${id}`;

describe('the published days grid', () => {
  it('puts each published day in its user’s row under its date, rows by name, with totals per user, per date and in all', () => {
    const grid = publishedGrid(
      [
        testDay('2026-11-10', { id: 'd1', user_id: 'daan', status: 'published', duration: 7_500, time_booked: 7_260 }),
        testDay('2026-11-13', { id: 'd2', user_id: 'daan', status: 'published', time_booked: 18_300 }),
        testDay('2026-11-09', { id: 'd3', user_id: 'lotte', status: 'published', time_booked: 6_360 }),
        testDay('2026-11-10', { id: 'd4', user_id: 'lotte', status: 'published', time_booked: 3_600 }),
      ],
      WEEK,
      [],
      nameOf,
    );

    expect(grid.rows.map((row) => [row.user.name, Object.entries(row.cells).filter(([, day]) => day).map(([date, day]) => `${date}:${day!.id}`), row.total])).toEqual([
      ['Daan Visser', ['2026-11-10:d1', '2026-11-13:d2'], 25_560],
      ['Lotte Smit', ['2026-11-09:d3', '2026-11-10:d4'], 9_960],
    ]);
    expect(grid.totals).toEqual({ '2026-11-09': 6_360, '2026-11-10': 10_860, '2026-11-11': 0, '2026-11-12': 0, '2026-11-13': 18_300, '2026-11-14': 0, '2026-11-15': 0 });
    expect(grid.total).toBe(35_520);
  });

  it('counts only published days inside the week: a manager’s own open day and the next Monday stay out', () => {
    const grid = publishedGrid(
      [
        testDay('2026-11-11', { user_id: 'sanne', status: 'open', time_booked: 3_600 }),
        testDay('2026-11-12', { user_id: 'sanne', status: 'locked', time_booked: 3_600 }),
        testDay('2026-11-16', { user_id: 'daan', status: 'published', time_booked: 3_600 }),
        testDay('2026-11-15', { user_id: 'daan', status: 'published', time_booked: 1_800 }),
      ],
      WEEK,
      [],
      nameOf,
    );

    expect(grid.rows.map((row) => [row.user.id, row.total])).toEqual([['daan', 1_800]]);
    expect(grid.total).toBe(1_800);
  });

  it('shows every known user, also those who published nothing, and names users it does not know by the given fallback', () => {
    const grid = publishedGrid(
      [testDay('2026-11-09', { user_id: 'stranger', status: 'published', time_booked: 900 })],
      WEEK,
      [
        { id: 'sanne', name: 'Sanne Bakker' },
        { id: 'lotte', name: 'Lotte Smit' },
      ],
      nameOf,
    );

    expect(grid.rows.map((row) => [row.user.name, row.total])).toEqual([
      ['? stranger', 900],
      ['Lotte Smit', 0],
      ['Sanne Bakker', 0],
    ]);
    expect(Object.values(grid.rows[1]!.cells).every((day) => day === undefined)).toBe(true);
  });
});
