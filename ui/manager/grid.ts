import { shownMinutes } from '../common/figures.js';
import type { Day } from '../providers/domain.js';

export interface GridUser {
  id: string;
  name: string;
}

interface GridRow {
  user: GridUser;
  /** The user's published day on each date of the week, if any. */
  cells: Record<string, Day | undefined>;
  /** Published seconds in the week. */
  total: number;
  /** The due dates (past working days) the user has not published: who is behind. */
  behind: string[];
}

export interface PublishedGrid {
  rows: GridRow[];
  /** Published seconds per date over all rows, and in all. */
  totals: Record<string, number>;
  total: number;
}

/**
 * What a published day counts: its booked time. Publishing publishes the booked activities with their durations;
 * unbooked time that was published anyway (after the warning) is not pushed and not counted here.
 */
export const publishedSeconds = (day: Day): number => day.time_booked;

/**
 * Published days as a grid of users × dates. Rows are the known users (an administrator's user list, so who has
 * published nothing shows too) and everyone with a published day in the week, by name; days that are not
 * published or fall outside the dates are left out (a manager's own open days come with the list call too).
 * `due` are the dates that should be published by now: each row names those it lacks.
 */
export function publishedGrid(
  days: readonly Day[],
  dates: readonly string[],
  users: readonly GridUser[],
  nameOf: (userId: string) => string,
  due: readonly string[] = [],
): PublishedGrid {
  const inWeek = new Set(dates);
  const rows = new Map<string, GridRow>();
  const rowOf = (user: GridUser) => {
    let row = rows.get(user.id);
    if (!row) rows.set(user.id, (row = { user, cells: Object.fromEntries(dates.map((date) => [date, undefined])), total: 0, behind: [] }));
    return row;
  };
  for (const user of users) rowOf(user);
  const totals = Object.fromEntries(dates.map((date) => [date, 0]));
  let total = 0;
  for (const day of days) {
    if (day.status !== 'published' || !inWeek.has(day.date)) continue;
    const row = rowOf({ id: day.user_id, name: nameOf(day.user_id) });
    // Totals add the cells up as they are shown, in whole minutes (docs/figures.md).
    const seconds = shownMinutes(publishedSeconds(day)) * 60;
    row.cells[day.date] = day;
    row.total += seconds;
    totals[day.date]! += seconds;
    total += seconds;
  }
  for (const row of rows.values()) row.behind = due.filter((date) => !row.cells[date]);
  const sorted = [...rows.values()].sort((a, b) => a.user.name.localeCompare(b.user.name) || a.user.id.localeCompare(b.user.id));
  return { rows: sorted, totals, total };
}

/** The week's working days (Monday to Friday) before today: the ones a person should have published by now. */
export const dueDates = (dates: readonly string[], today: string): string[] => dates.slice(0, 5).filter((date) => date < today);
