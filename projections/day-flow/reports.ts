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
  const label = { day: 'period::text', week: 'period::text', month: `to_char(period, 'YYYY-MM')` }[query.groupBy];
  const keys = KEYS[query.kind].join(', ');
  const params: unknown[] = [viewer.client_id, query.start, query.end, viewer.user_id];
  const interval = `client_id = $1 AND ${dateColumn} BETWEEN $2::date AND $3::date`;
  const firmKind = FIRM_KINDS.find((kind) => kind === query.kind);
  // A manager's whole months of everyone: the firm's published totals, and their own days not yet published.
  const counted =
    wholeMonths && viewer.sees_published && !query.userIds && firmKind
      ? `(SELECT month, ${keys}, ${SUMS} FROM report_firm_month_${firmKind} WHERE ${interval}
          UNION ALL
          SELECT month, ${keys}, ${SUMS} FROM report_month_${firmKind} WHERE ${interval} AND user_id = $4 AND NOT published) counted`
      : `${wholeMonths ? `report_month_${query.kind}` : 'report_day_totals'}
         WHERE ${interval} AND (user_id = $4 OR ($${params.push(viewer.sees_published)}::boolean AND published))
         ${query.userIds ? `AND user_id = ANY($${params.push(query.userIds)}::uuid[])` : ''}`;
  const { rows } = await db.query<ReportRow>(
    `SELECT ${label} AS period, ${keys}, activity_count, duration, booked_duration, published_duration
     FROM (
       SELECT ${period} AS period, ${keys}, sum(activity_count)::int AS activity_count, sum(duration)::int AS duration,
              sum(booked_duration)::int AS booked_duration, sum(published_duration)::int AS published_duration
       FROM ${counted}
       GROUP BY 1, ${keys}) totals
     ORDER BY totals.period, ${keys}`,
    params,
  );
  return rows;
}

const SUMS = 'activity_count, duration, booked_duration, published_duration';

function isLastOfMonth(date: string): boolean {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

/** Names for the report's keys, so a table or chart can label them. */
export async function reportNames(db: pg.Pool, clientId: string, kind: ReportKind, rows: ReportRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => [row.user_id, row.contact_id, row.project_id, row.subproject_id, row.working_code_id]).filter((id): id is string => Boolean(id)),
    ),
  ];
  if (ids.length === 0 || kind === 'sources') return new Map();
  const sql = {
    users: `SELECT id::text, concat_ws(' ', name_first, name_prefix, name_last) AS name FROM users WHERE client_id = $1 AND id = ANY($2::uuid[])`,
    contacts: `SELECT id::text, name FROM contacts WHERE client_id = $1 AND id = ANY($2::uuid[])`,
    dimensions: `SELECT id::text, name FROM dimensions WHERE client_id = $1 AND id = ANY($2::uuid[])`,
  }[kind];
  const { rows: names } = await db.query<{ id: string; name: string }>(sql, [clientId, ids]);
  return new Map(names.map((row) => [row.id, row.name]));
}
