import type pg from 'pg';
import type { Viewer } from './queries.js';
import { FIRM_KINDS, MONTH_KEYS } from './totals.js';

export type ReportKind = 'sources' | 'users' | 'contacts' | 'dimensions';
type GroupBy = 'day' | 'week' | 'month';

export interface ReportQuery {
  kind: ReportKind;
  start: string;
  end: string;
  groupBy: GroupBy;
  userIds: string[] | undefined;
}

export interface ReportRow {
  period: string;
  source_type?: string;
  user_id?: string;
  contact_id?: string | null;
  internal?: boolean;
  project_id?: string | null;
  subproject_id?: string | null;
  working_code_id?: string | null;
  activity_count: number;
  duration: number;
  booked_duration: number;
  published_duration: number;
}

/** What each kind groups by; the users kind groups by the user column every totals table has. */
const KEYS: Record<ReportKind, readonly string[]> = { ...MONTH_KEYS, users: ['user_id'] };

/**
 * Totals over an interval from the pre-aggregated rows: whole months read the month totals of the report's
 * kind, anything else the day totals; never the activities themselves. Your own rows always count; other users' only when
 * published and you are a manager.
 */
export async function intervalReport(db: pg.Pool, viewer: Viewer, query: ReportQuery): Promise<ReportRow[]> {
  const wholeMonths = query.groupBy === 'month' && query.start.endsWith('-01') && isLastOfMonth(query.end);
  const dateColumn = wholeMonths ? 'month' : 'date';
  // Grouped by the period's first date and formatted once per result row: formatting every source row
  // (to_char on 48,000 month rows of a firm's year) took as long as the aggregation itself.
  const period = {
    day: dateColumn,
    week: `date_trunc('week', ${dateColumn})::date`,
    month: wholeMonths ? dateColumn : `date_trunc('month', ${dateColumn})::date`,
  }[query.groupBy];
  // left(…::text): to_char took twice as long, 8 ms for the 24,000 rows of a manager's users report at 2,000 people.
  const label = { day: 'period::text', week: 'period::text', month: 'left(period::text, 7)' }[query.groupBy];
  const keys = KEYS[query.kind].join(', ');
  const params: unknown[] = [viewer.client_id, query.start, query.end, viewer.user_id];
  const interval = `client_id = $1 AND ${dateColumn} BETWEEN $2::date AND $3::date`;
  const firmKind = FIRM_KINDS.find((kind) => kind === query.kind);
  // Your own rows, and others' published ones when you are a manager; of the people asked for, when named. Functions:
  // a parameter is pushed only into a statement that uses it (PostgreSQL cannot type one it never sees).
  const seen = () =>
    `(user_id = $4 OR ($${params.push(viewer.sees_published)}::boolean AND published)) ${query.userIds ? `AND user_id = ANY($${params.push(query.userIds)}::uuid[])` : ''}`;
  // A manager's whole months of everyone: the firm's published totals, and their own days not yet published.
  const counted = () =>
    wholeMonths && viewer.sees_published && !query.userIds && firmKind
      ? `(SELECT month, ${keys}, ${SUMS} FROM report_firm_month_${firmKind} WHERE ${interval}
          UNION ALL
          SELECT month, ${keys}, ${SUMS} FROM report_month_${firmKind} WHERE ${interval} AND user_id = $4 AND NOT published) counted`
      : `${wholeMonths ? `report_month_${query.kind}` : 'report_day_totals'} WHERE ${interval} AND ${seen()}`;
  const totals =
    wholeMonths && query.kind === 'users'
      ? peopleMonths(interval, seen())
      : `SELECT ${period} AS period, ${keys}, ${SUMMED} FROM ${counted()} GROUP BY 1, ${keys}`;
  const { rows } = await db.query<ReportRow>(
    `SELECT ${label} AS period, ${keys}, activity_count, duration, booked_duration, published_duration
     FROM (${totals}) totals
     ORDER BY totals.period, ${keys}`,
    params,
  );
  return rows;
}

const SUMS = 'activity_count, duration, booked_duration, published_duration';
const SUMMED = SUMS.split(', ').map((sum) => `sum(${sum})::int AS ${sum}`).join(', ');
const CAST_SUMS = SUMS.split(', ').map((sum) => `${sum}::int`).join(', ');

/**
 * The users kind's whole months: a person's month rows are one for their published days and one for the others, and
 * of other people only the published count, so only your own two need adding up. Summing all of them (24,000 rows of a
 * manager's year at 2,000 people: a hash aggregate spilling to disk, then a sort of its output) took two thirds of
 * PostgreSQL's time for the call.
 */
function peopleMonths(interval: string, seen: string): string {
  return `SELECT month AS period, user_id, ${CAST_SUMS} FROM report_month_users WHERE ${interval} AND user_id <> $4 AND ${seen}
    UNION ALL
    SELECT month, user_id, ${SUMMED} FROM report_month_users WHERE ${interval} AND user_id = $4 AND ${seen} GROUP BY month, user_id`;
}

function isLastOfMonth(date: string): boolean {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

/** Names for the report's keys, so a table or chart can label them. */
export async function reportNames(db: pg.Pool, clientId: string, kind: ReportKind, rows: ReportRow[]): Promise<Map<string, string>> {
  // A loop, not a flatMap of each row's ids: at 24,000 rows (a manager's users report at 2,000 people) that took 11 ms.
  const ids = new Set<string>();
  for (const row of rows) {
    for (const id of [row.user_id, row.contact_id, row.project_id, row.subproject_id, row.working_code_id]) if (id) ids.add(id);
  }
  if (ids.size === 0 || kind === 'sources') return new Map();
  const sql = {
    users: `SELECT id::text, concat_ws(' ', name_first, name_prefix, name_last) AS name FROM users WHERE client_id = $1 AND id = ANY($2::uuid[])`,
    contacts: `SELECT id::text, name FROM contacts WHERE client_id = $1 AND id = ANY($2::uuid[])`,
    dimensions: `SELECT id::text, name FROM dimensions WHERE client_id = $1 AND id = ANY($2::uuid[])`,
  }[kind];
  const { rows: names } = await db.query<{ id: string; name: string }>(sql, [clientId, [...ids]]);
  return new Map(names.map((row) => [row.id, row.name]));
}
