import pg, { type CustomTypesConfig } from 'pg';
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

/**
 * A report's row as PostgreSQL wrote it: the period's label, the kind's keys, then activity_count, duration,
 * booked_duration and published_duration. Each value is PostgreSQL's own text (the figures' digits are written into
 * the answer as they are) but a boolean key's (contacts' `internal`), which is a boolean.
 */
export type ReportCells = Array<string | boolean | null>;

/** A report's rows, and the ids they hold (people, contacts, dimensions), to be named. */
export interface ReportTable {
  /** The kind's keys, in the order of their cells after the period. */
  keys: readonly string[];
  rows: ReportCells[];
  ids: Set<string>;
}

/** What each kind groups by; the users kind groups by the user column every totals table has. */
const KEYS: Record<ReportKind, readonly string[]> = { ...MONTH_KEYS, users: ['user_id'] };

/**
 * Totals over an interval from the pre-aggregated rows: whole months read the month totals of the report's
 * kind, anything else the day totals; never the activities themselves. Your own rows always count; other users' only when
 * published and you are a manager. An interval that ends before it starts counts nothing.
 */
export async function intervalReport(db: pg.Pool, viewer: Viewer, query: ReportQuery): Promise<ReportTable> {
  const table: ReportTable = { keys: KEYS[query.kind], rows: [], ids: new Set() };
  if (query.start > query.end) return table;
  const wholeMonths = query.groupBy === 'month' && query.start.endsWith('-01') && isLastOfMonth(query.end);
  const dateColumn = wholeMonths ? 'month' : 'date';
  // Grouped by the period's first date, labelled as the rows are read (readCells): formatting every source row
  // (to_char on 48,000 month rows of a firm's year) took as long as the aggregation itself.
  const period = {
    day: dateColumn,
    week: `date_trunc('week', ${dateColumn})::date`,
    month: wholeMonths ? dateColumn : `date_trunc('month', ${dateColumn})::date`,
  }[query.groupBy];
  const keys = table.keys.join(', ');
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
  const { rows } = await db.query<ReportCells>({
    text: `SELECT period, ${keys}, ${SUMS} FROM (${totals}) totals ORDER BY period, ${keys}`,
    values: params,
    rowMode: 'array',
    types: readCells(query.groupBy, table.ids),
  });
  table.rows = rows;
  return table;
}

const SUMS = 'activity_count, duration, booked_duration, published_duration';
const SUMMED = SUMS.split(', ').map((sum) => `sum(${sum})::int AS ${sum}`).join(', ');

/**
 * How a report's cells are read: as PostgreSQL's text, for the answer is written from it (api/routes/reports/answer.ts),
 * so no number or date is made only to be written back as text. Periods are labelled here (YYYY-MM for months:
 * labelling them and casting the figures in the statement was 40 % of PostgreSQL's time for a manager's users report
 * at 2,000 people), and the ids are collected as they are read, not in a pass over the rows of their own.
 */
function readCells(groupBy: GroupBy, ids: Set<string>): CustomTypesConfig {
  const { BOOL, DATE, UUID } = pg.types.builtins;
  const label = groupBy === 'month' ? (date: string) => date.slice(0, 7) : asRead;
  const id = (text: string) => {
    ids.add(text);
    return text;
  };
  const parsers = new Map<number, (text: string) => string | boolean>([
    [BOOL, (text) => text === 't'],
    [DATE, label],
    [UUID, id],
  ]);
  return { getTypeParser: (oid: number) => parsers.get(oid) ?? asRead };
}

const asRead = (text: string) => text;

/**
 * The users kind's whole months: a person's month rows are one for their published days and one for the others, and
 * of other people only the published count, so only your own two need adding up. Summing all of them (24,000 rows of a
 * manager's year at 2,000 people: a hash aggregate spilling to disk, then a sort of its output) took two thirds of
 * PostgreSQL's time for the call. The others' figures are sent as their columns hold them (no casts: the answer
 * writes their digits).
 */
function peopleMonths(interval: string, seen: string): string {
  return `SELECT month AS period, user_id, ${SUMS} FROM report_month_users WHERE ${interval} AND user_id <> $4 AND ${seen}
    UNION ALL
    SELECT month, user_id, ${SUMMED} FROM report_month_users WHERE ${interval} AND user_id = $4 AND ${seen} GROUP BY month, user_id`;
}

function isLastOfMonth(date: string): boolean {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

/** Names for the report's ids, so a table or chart can label them; the sources kind's keys are their own names. */
export async function reportNames(db: pg.Pool, clientId: string, kind: ReportKind, ids: ReadonlySet<string>): Promise<Map<string, string>> {
  if (ids.size === 0 || kind === 'sources') return new Map();
  const sql = {
    users: `SELECT id::text, concat_ws(' ', name_first, name_prefix, name_last) AS name FROM users WHERE client_id = $1 AND id = ANY($2::uuid[])`,
    contacts: `SELECT id::text, name FROM contacts WHERE client_id = $1 AND id = ANY($2::uuid[])`,
    dimensions: `SELECT id::text, name FROM dimensions WHERE client_id = $1 AND id = ANY($2::uuid[])`,
  }[kind];
  const { rows: names } = await db.query<{ id: string; name: string }>(sql, [clientId, [...ids]]);
  return new Map(names.map((row) => [row.id, row.name]));
}
