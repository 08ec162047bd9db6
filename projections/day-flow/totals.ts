import type pg from 'pg';
import type { DayRef } from '../../domain/days/index.js';
import type { ActivityRow } from './rows.js';

/**
 * Recomputes the day figures (current and detected duration, booked, unbooked, count) and the day totals of the days a batch touched, from the activities rows just
 * written, and moves the month totals by the difference between the day totals removed and those written:
 * one statement per batch, whose cost follows the batch, not the months it touches.
 */
export async function recomputeTotals(db: pg.ClientBase, days: readonly DayRef[]): Promise<void> {
  if (days.length === 0) return;
  // Named: each connection parses and plans this long statement once, not on every batch of a command or two.
  await db.query({ name: 'day_flow_totals', text: TOTALS, values: [days.map((day) => day.day_id)] });
}

/** The month totals kept per report kind, and the key each groups by (reports/ reads them). */
export const MONTH_KEYS = {
  contacts: ['contact_id', 'internal'],
  dimensions: ['project_id', 'subproject_id', 'working_code_id'],
  sources: ['source_type'],
  users: [],
} as const satisfies Record<string, readonly string[]>;

/**
 * The kinds whose firm's published month totals are kept too, without user_id (`report_firm_month_<kind>`): what a
 * manager's report of everyone's published days reads. The users kind groups by the person, so it has none.
 */
export const FIRM_KINDS = ['contacts', 'dimensions', 'sources'] as const satisfies ReadonlyArray<keyof typeof MONTH_KEYS>;

/** A month totals table: the columns its rows are grouped by, of which `keys` the report's, and whether it counts only published days. */
interface MonthTable {
  kind: string;
  table: string;
  group: readonly string[];
  keys: readonly string[];
  publishedOnly: boolean;
}
const MONTH_TABLES: readonly MonthTable[] = [
  ...Object.entries(MONTH_KEYS).map(([kind, keys]) => ({
    kind, table: `report_month_${kind}`, group: ['client_id', 'user_id', 'month', 'published', ...keys], keys, publishedOnly: false,
  })),
  ...FIRM_KINDS.map((kind) => ({ kind, table: `report_firm_month_${kind}`, group: ['client_id', 'month', ...MONTH_KEYS[kind]], keys: MONTH_KEYS[kind], publishedOnly: true })),
];
/** Every month totals table the projection keeps. */
export const MONTH_TABLE_NAMES = MONTH_TABLES.map((month) => month.table);

const KEYS = ['contact_id', 'internal', 'project_id', 'subproject_id', 'working_code_id', 'source_type'] as const;
const SUMS = ['activity_count', 'duration', 'booked_duration', 'published_duration'];
const list = (columns: readonly string[], prefix = '') => columns.map((column) => `${prefix}${column}`).join(', ');

// The figures, defined once for the batch statement below and for the whole history at the end of a rebuild.
const BOOKED = `status IN ('booked', 'published')`;
/** A day's figures from its live activity rows (unqualified: the rows' columns). */
const DAY_FIGURES = `coalesce(sum(duration), 0) AS duration, coalesce(sum(original_duration), 0) AS original_duration,
  count(day_id) AS n, coalesce(sum(duration) FILTER (WHERE ${BOOKED}), 0) AS booked`;
/** The days' columns set from DAY_FIGURES as `s`. */
const DAY_SET = 'duration = s.duration, original_duration = s.original_duration, time_booked = s.booked, time_unbooked = s.duration - s.booked, activity_count = s.n';
/** Fills the day totals from live activity rows: per day and key. */
const FILL_DAY_TOTALS = (rows: string) => `
    INSERT INTO report_day_totals (client_id, user_id, day_id, date, published, ${list(KEYS)}, ${list(SUMS)})
    SELECT client_id, user_id, day_id, date, day_status = 'published', ${list(KEYS)}, count(*),
      coalesce(sum(duration), 0), coalesce(sum(duration) FILTER (WHERE ${BOOKED}), 0), coalesce(sum(published_duration), 0)
    FROM ${rows} GROUP BY client_id, user_id, day_id, date, day_status, ${list(KEYS)}`;
const MONTH = `date_trunc('month', date)::date`;

/** A day's figures as DAY_FIGURES and DAY_SET make them, the days' columns' names. */
export interface DayFigures {
  duration: number;
  original_duration: number;
  time_booked: number;
  time_unbooked: number;
  activity_count: number;
}

/** A day totals row as FILL_DAY_TOTALS makes it: the day's live activities of one key, summed. */
export type DayTotal = Pick<ActivityRow, 'client_id' | 'user_id' | 'day_id' | 'date' | (typeof KEYS)[number]> & {
  published: boolean;
  activity_count: number;
  duration: number;
  booked_duration: number;
  published_duration: number;
};

const booked = (row: ActivityRow) => row.status === 'booked' || row.status === 'published';

/**
 * A day's figures and its day totals from all of its activity rows in hand, the same sums as DAY_FIGURES and
 * FILL_DAY_TOTALS: for a rebuild's bulk, which folds each day whole in memory (copy-streams.ts) and so need not
 * group the whole history's rows in PostgreSQL after it (a third of a rebuild's time at 800 people).
 * projections/day-flow/projection.int.test.ts holds a rebuild's rows equal to those the runner made through the SQL.
 */
export function dayFiguresAndTotals(rows: readonly ActivityRow[]): { figures: DayFigures; totals: DayTotal[] } {
  const figures: DayFigures = { duration: 0, original_duration: 0, time_booked: 0, time_unbooked: 0, activity_count: 0 };
  const totals = new Map<string, DayTotal>();
  for (const row of rows) {
    if (row.removed) continue;
    figures.duration += row.duration;
    figures.original_duration += row.original_duration;
    figures.activity_count++;
    const bookedDuration = booked(row) ? row.duration : 0;
    figures.time_booked += bookedDuration;
    const key = `${row.contact_id}|${row.internal}|${row.project_id}|${row.subproject_id}|${row.working_code_id}|${row.source_type}`;
    let total = totals.get(key);
    if (!total) {
      const { client_id, user_id, day_id, date, contact_id, internal, project_id, subproject_id, working_code_id, source_type } = row;
      total = { client_id, user_id, day_id, date, published: row.day_status === 'published', contact_id, internal, project_id, subproject_id, working_code_id, source_type, activity_count: 0, duration: 0, booked_duration: 0, published_duration: 0 };
      totals.set(key, total);
    }
    total.activity_count++;
    total.duration += row.duration;
    total.booked_duration += bookedDuration;
    total.published_duration += row.published_duration ?? 0;
  }
  figures.time_unbooked = figures.duration - figures.time_booked;
  return { figures, totals: [...totals.values()] };
}

/**
 * The figures of every day and the day and month totals, set-based from all the activity rows at once: what a
 * rebuild in commit order does once at the end instead of recomputing them batch by batch. Only for fresh tables (a
 * rebuild's), whose days still have their figures at zero and whose totals are empty.
 */
export async function computeAllTotals(db: pg.ClientBase): Promise<void> {
  await db.query(`UPDATE days d SET ${DAY_SET} FROM (SELECT day_id AS id, ${DAY_FIGURES} FROM activities WHERE NOT removed GROUP BY day_id) s WHERE d.id = s.id`);
  await db.query(FILL_DAY_TOTALS('activities WHERE NOT removed'));
  await computeMonthTotals(db);
}

/**
 * The month totals from the day totals: all a rebuild stream by stream leaves, its bulk having written each day's
 * figures and day totals with the day (dayFiguresAndTotals). Only for fresh, empty month tables.
 */
export async function computeMonthTotals(db: pg.ClientBase): Promise<void> {
  // The people's from the day totals; then the firm's from the people's published month rows, far fewer and the same sums.
  for (const { kind, table, group, publishedOnly } of MONTH_TABLES) {
    const grouped = publishedOnly ? group : group.map((column) => (column === 'month' ? MONTH : column));
    await db.query(
      `INSERT INTO ${table} (${list([...group, ...SUMS])})
       SELECT ${list(grouped)}, ${SUMS.map((sum) => `sum(${sum})`).join(', ')}
       FROM ${publishedOnly ? `report_month_${kind} WHERE published` : 'report_day_totals'} GROUP BY ${list(grouped)}`,
    );
  }
}

/** The changes to one month totals table: add to a row, remove a row that drops to nothing, or add a row. */
function monthChanges({ table, group, keys, publishedOnly }: MonthTable): string {
  // The key columns are nullable (unbooked, untagged): matched as not distinct, after the indexed user (or firm) and
  // month. A month row changes only when a day of it did, in place; no rewrite of the whole month.
  const sameKey = group.map((column) => (keys.includes(column) ? `r.${column} IS NOT DISTINCT FROM d.${column}` : `r.${column} = d.${column}`)).join(' AND ');
  const kind = table.slice('report_'.length);
  return `
  delta_${kind} AS (
    SELECT ${list(group)}, ${SUMS.map((sum) => `sum(${sum}) AS ${sum}`).join(', ')}
    FROM changes ${publishedOnly ? 'WHERE published' : ''} GROUP BY ${list(group)}
    HAVING ${SUMS.map((sum) => `sum(${sum}) <> 0`).join(' OR ')}),
  matched_${kind} AS MATERIALIZED (
    SELECT d.*, r.row_id, r.activity_count + d.activity_count AS remaining
    FROM delta_${kind} d LEFT JOIN LATERAL (
      SELECT ctid AS row_id, activity_count FROM ${table} r WHERE ${sameKey} OFFSET 0) r ON true),
  updated_${kind} AS (
    UPDATE ${table} r SET ${SUMS.map((sum) => `${sum} = r.${sum} + m.${sum}`).join(', ')}
    FROM matched_${kind} m
    WHERE r.ctid = ANY(ARRAY(SELECT row_id FROM matched_${kind} WHERE remaining > 0)) AND r.ctid = m.row_id),
  removed_${kind} AS (
    DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT row_id FROM matched_${kind} WHERE remaining <= 0))),
  added_${kind} AS (
    INSERT INTO ${table} (${list(group)}, ${list(SUMS)})
    SELECT ${list(group)}, ${list(SUMS)} FROM matched_${kind} WHERE row_id IS NULL AND activity_count > 0)`;
}

// Rows are found through the indexes, day by day or key by key (lateral subqueries, kept apart by OFFSET 0),
// and then changed by ctid: a rebuild fills fresh tables whose statistics lag far behind, and `day_id = ANY(…)`
// or a join planned on them scanned whole tables every batch. Every part of the statement sees its snapshot:
// the DELETE removes the old day totals, never the new ones.
const TOTALS = `
  WITH touched AS (SELECT DISTINCT id FROM unnest($1::uuid[]) AS touched(id)),
  live AS MATERIALIZED (
    SELECT a.* FROM touched CROSS JOIN LATERAL (
      SELECT client_id, user_id, day_id, date, day_status, ${list(KEYS)}, status, duration, original_duration, published_duration
      FROM activities WHERE day_id = touched.id AND NOT removed OFFSET 0) a),
  sums AS (SELECT touched.id, ${DAY_FIGURES} FROM touched LEFT JOIN live ON live.day_id = touched.id GROUP BY touched.id),
  updated AS (UPDATE days d SET ${DAY_SET} FROM sums s WHERE d.id = s.id AND d.id = ANY($1::uuid[])),
  stale AS (
    SELECT r.row_id FROM touched CROSS JOIN LATERAL (
      SELECT ctid AS row_id FROM report_day_totals WHERE day_id = touched.id OFFSET 0) r),
  cleared AS (
    DELETE FROM report_day_totals WHERE ctid = ANY(ARRAY(SELECT row_id FROM stale))
    RETURNING client_id, user_id, date, published, ${list(KEYS)}, ${list(SUMS)}),
  filled AS (
    ${FILL_DAY_TOTALS('live')}
    RETURNING client_id, user_id, date, published, ${list(KEYS)}, ${list(SUMS)}),
  changes AS MATERIALIZED (
    SELECT client_id, user_id, ${MONTH} AS month, published, ${list(KEYS)}, ${list(SUMS)} FROM filled
    UNION ALL
    SELECT client_id, user_id, ${MONTH}, published, ${list(KEYS)}, ${SUMS.map((sum) => `-${sum}`).join(', ')} FROM cleared),
  ${MONTH_TABLES.map(monthChanges).join(',')}
  SELECT count(*) AS changes FROM changes`;
