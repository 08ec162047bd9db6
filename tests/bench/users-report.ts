import type pg from 'pg';
import { openPortal } from '../../portal/portal.js';
import { intervalReport, reportNames } from '../../projections/day-flow/reports.js';
import { reportAnswerText } from '../../api/routes/reports/answer.js';
import { explainReport, FROM, reportStatement, TO } from './reports.js';
import { httpSession, listen, sequential } from './http.js';
import { addUsers, benchOrganisation, insertUsers } from './organisation.js';
import { latencies, round, scratchDatabase, timed, type BenchOptions, type BenchResult } from './support.js';

const MONTHS = 12;
const PEOPLE = 2000;

/** The portal while the report is read: no pushes and no background jobs beside it. */
const QUIET = { jobs: { concurrency: 0 }, integrations: { worker: { concurrency: 0 } } };

/**
 * The manager's 12-month users report at ten times the data (2,000 people; 200 with --quick), without the events
 * or the activities behind it: the people's month totals are written straight into the report tables with
 * generate_series, a published and a not yet published row per person and month (the reports bench's seed leaves
 * one day in twelve open, so nearly every month has both). Minutes cheaper than `--only=reports --people=2000`,
 * for the one figure that grows with the number of people; the time of the HTTP call is split into its SQL, the
 * names and the answer's serialisation.
 */
export async function usersReportBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const people = quick ? PEOPLE / 10 : PEOPLE;
  const requests = quick ? 20 : 50;
  const db = await scratchDatabase(server.adminUrl, 'users_report');
  const portal = await openPortal({ databaseUrl: db.url, logger: false, ...QUIET });
  try {
    const { deps } = portal;
    const baseUrl = await listen(portal.app);
    const { clientId } = await benchOrganisation(portal, baseUrl);
    const userIds = await insertUsers(portal, clientId, people);
    const [managerId] = await addUsers(portal, clientId, 1, 'manager');
    if (!managerId) throw new Error('No manager was added');
    await fillMonthTotals(portal, clientId, userIds);

    const viewer = { client_id: clientId, user_id: managerId, sees_published: true };
    const query = { kind: 'users', start: FROM, end: TO, groupBy: 'month', userIds: undefined } as const;
    const session = await httpSession(deps.pool, baseUrl, managerId);
    const body = { start: FROM, end: TO, group_by: 'month' };
    const answer = await session.request('POST', '/v1/rpc/reports/interval/users', body);
    const report = JSON.parse(answer.body) as { data: unknown[] };
    if (report.data.length !== people * MONTHS) throw new Error(`The report has ${report.data.length} rows, expected ${people * MONTHS}`);

    const cpuBefore = process.cpuUsage();
    const http = await sequential(requests, 10, () => session.timed('POST', '/v1/rpc/reports/interval/users', body), answer.bytes);
    const cpu = process.cpuUsage(cpuBefore);
    const table = await intervalReport(deps.pool, viewer, query);
    const sql = await timed(requests, () => intervalReport(deps.pool, viewer, query));
    const statement = await reportStatement(viewer, 'users');
    const executions: number[] = [];
    await timed(requests, async () => executions.push(await executionTime(deps.pool, statement)));
    const names = await timed(requests, () => reportNames(deps.pool, clientId, 'users', table.ids));
    // What the route writes of the answer (api/routes/reports/answer.ts).
    const named = await reportNames(deps.pool, clientId, 'users', table.ids);
    const interval = { start: FROM, end: TO, group_by: 'month', history_from: null } as const;
    const serialised = await timed(requests, async () => reportAnswerText('users', table, named, interval));
    const plan = await explainReport(deps.pool, viewer, 'users');
    const label = `users report as manager (${people} people)`;
    return {
      figures: [
        { figure: `${label} p50`, value: http.p50, unit: 'ms' },
        { figure: `${label} p95`, value: http.p95, unit: 'ms', goal: { atMost: 100 } },
        { figure: `${label}: the portal's CPU per call (its client's included)`, value: round((cpu.user + cpu.system) / 1000 / (requests + 10), 1), unit: 'ms' },
        { figure: `${label}: its SQL p50 (PostgreSQL's execution)`, value: latencies(executions.slice(2)).p50, unit: 'ms' },
        { figure: `${label}: its SQL p50 (the round trip with its rows)`, value: sql.p50, unit: 'ms' },
        { figure: `${label}: its names p50`, value: names.p50, unit: 'ms' },
        { figure: `${label}: the answer's serialisation p50`, value: serialised.p50, unit: 'ms' },
      ],
      details: {
        method:
          `report_month_users filled by INSERT … SELECT over generate_series, then VACUUM (ANALYZE); the portal's CPU over the requests (its client runs in it, and receives the timed answers' bytes without decoding them); ` +
          `${requests} sequential requests over real HTTP after 10 warm-up ones; the SQL (PostgreSQL's execution by EXPLAIN (ANALYZE, TIMING OFF), and the round trip), names and serialisation timed apart (${requests} runs after 2 warm-up ones)`,
        people,
        rows: report.data.length,
        bytes: Buffer.byteLength(answer.body),
        http,
        cpuMsPerCall: round((cpu.user + cpu.system) / 1000 / (requests + 10), 1),
        // The kernel's share (socket writes, the pages of each call's megabytes) apart from the process's own code's.
        cpuMsPerCallSplit: { user: round(cpu.user / 1000 / (requests + 10), 1), system: round(cpu.system / 1000 / (requests + 10), 1) },
        sqlExecution: latencies(executions.slice(2)),
        sql,
        names,
        serialised,
        plan,
      },
    };
  } finally {
    await portal.close();
    await db.drop();
  }
}

type Portal = Awaited<ReturnType<typeof openPortal>>;

/** A published and an open month row per person and month, with the figures of ~21 working days of 40 activities. */
async function fillMonthTotals(portal: Portal, clientId: string, userIds: readonly string[]): Promise<void> {
  const { pool } = portal.deps;
  await pool.query(
    `INSERT INTO report_month_users (client_id, user_id, month, published, activity_count, duration, booked_duration, published_duration)
     SELECT $1, u.id, ($3::date + m * interval '1 month')::date, p.published,
       CASE WHEN p.published THEN 760 ELSE 80 END + u.n % 7, CASE WHEN p.published THEN 274000 ELSE 28800 END + u.n * 60,
       CASE WHEN p.published THEN 274000 ELSE 28800 END, CASE WHEN p.published THEN 274000 ELSE 0 END
     FROM unnest($2::uuid[]) WITH ORDINALITY AS u(id, n), generate_series(0, ${MONTHS - 1}) AS m, (VALUES (true), (false)) AS p(published)`,
    [clientId, userIds, FROM],
  );
  await pool.query('VACUUM (ANALYZE) report_month_users');
}

/** PostgreSQL's own time for the statement, without sending its rows: EXPLAIN ANALYZE without per-node timing. */
async function executionTime(pool: pg.Pool, statement: { text: string; values: unknown[] }): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${statement.text}`, statement.values);
  return rows[0]?.['QUERY PLAN'][0]?.['Execution Time'] ?? Number.NaN;
}
