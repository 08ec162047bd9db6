import pg from 'pg';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { openPortal } from '../../portal/portal.js';
import { dayFlowProjection } from '../../projections/day-flow/projection.js';
import { intervalReport, type ReportKind } from '../../projections/day-flow/reports.js';
import { activitiesCopyFloor, settleOtherConsumers, sizes, timedRebuild } from './day-flow-rebuild.js';
import { dayOf500 } from './day.js';
import { httpSession, listen, sequential } from './http.js';
import { addUsers, benchOrganisation, createContacts, createProjects, insertUsers } from './organisation.js';
import { reportBaseline } from './report-baseline.js';
import { seedDayHistory } from './seed-days.js';
import { round, scratchDatabase, seconds, timed, type BenchOptions, type BenchResult, type Figure } from './support.js';

const KINDS: readonly ReportKind[] = ['contacts', 'dimensions', 'sources', 'users'];
/** The reports' year. */
export const FROM = '2025-01-01';
export const TO = '2025-12-31';
const CONTACTS = 300;
const PROJECTS = 10;
const BATCH_SIZE = 5000;
const DAY_OF_500 = '2026-03-02';

/** The portal while the reports are read: no pushes and no background jobs run beside them (this bench has none to do). */
const QUIET = { jobs: { concurrency: 0 }, integrations: { worker: { concurrency: 0 } } };

/**
 * A year of day flow for 200 users (20 with --quick, `people` when given: 2,000 is ten times the data), ~2M
 * activities, written as events straight into the store, then: the rebuild of every day-flow read model from those
 * events, with nothing of the portal running beside the seed and the rebuild, against the floor of a COPY of the
 * rebuilt activity rows; the database size per million activities; and 12-month reports by month per contact,
 * dimension, source and user over real HTTP, as a manager (everyone's published days) and as a user (their own
 * days). Baseline: the same totals by a plain GROUP BY over the activities rows.
 */
export async function reportsBench({ quick, server, log, people }: BenchOptions & { log: (message: string) => void; people?: number | undefined }): Promise<BenchResult> {
  const userCount = people ?? (quick ? 20 : 200);
  const requests = quick ? 20 : 50;
  const warmUp = quick ? 5 : 10;
  const baselineRuns = quick ? 3 : 5;
  const db = await scratchDatabase(server.adminUrl, 'reports');
  const setup = await openPortal({ databaseUrl: db.url, logger: false, ...QUIET });
  const { clientId, contactIds, projectIds, userIds, managerId } = await organise(setup, userCount).finally(() => setup.close());
  // Closed: contacts and projects are projected; the day flow is the rebuild's alone from here on, and neither the
  // runners (projections, push process manager, re-tagging) nor the jobs run beside the seed and the rebuild.
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  let portal: Portal | undefined;
  try {
    log(`  seeding a year of day flow for ${userCount} users…`);
    const seed = await seedDayHistory(pool, { clientId, userIds, from: FROM, months: 12, contactIds, projectIds });
    log(`  ${seed.events.toLocaleString('en-US')} events (${seed.activities.toLocaleString('en-US')} activities) in ${seed.seconds.toFixed(1)} s; rebuilding…`);
    const rebuild = await timedRebuild(pool, new PostgresEventStore(pool), BATCH_SIZE, log);
    const copy = await activitiesCopyFloor(pool);
    const vacuumStart = process.hrtime.bigint();
    for (const table of dayFlowProjection.tables) await pool.query(`VACUUM (ANALYZE) ${table}`);
    const vacuumSeconds = seconds(vacuumStart);
    const { rows: [projected] } = await pool.query<{ days: number; published: number; activities: number }>(
      `SELECT count(*)::int AS days, (count(*) FILTER (WHERE status = 'published'))::int AS published, sum(activity_count)::int AS activities FROM days`,
    );
    if (projected?.days !== seed.days || projected.published !== seed.publishedDays || projected.activities !== seed.activities) {
      throw new Error(`The rebuild shows ${JSON.stringify(projected)}; seeded ${seed.days} days, ${seed.publishedDays} published, ${seed.activities} activities`);
    }
    const size = await sizes(pool, seed.activities);
    await settleOtherConsumers(pool, rebuild.position);
    portal = await openPortal({ databaseUrl: db.url, logger: false, ...QUIET });
    const { deps } = portal;
    const baseUrl = await listen(portal.app);

    const viewers = [
      { role: 'manager', userId: managerId, sees_published: true },
      { role: 'user', userId: userIds[0]!, sees_published: false },
    ] as const;
    const figures: Figure[] = [];
    const reports: Record<string, unknown> = {};
    let slowest = { p95: -1, role: '', kind: 'contacts' as ReportKind, userId: '', sees: false };
    for (const viewer of viewers) {
      const session = await httpSession(deps.pool, baseUrl, viewer.userId);
      const who = { client_id: clientId, user_id: viewer.userId, sees_published: viewer.sees_published };
      for (const kind of KINDS) {
        log(`  ${kind} as ${viewer.role}…`);
        const body = { start: FROM, end: TO, group_by: 'month' };
        const answer = await session.request('POST', `/v1/rpc/reports/interval/${kind}`, body);
        const report = JSON.parse(answer.body) as { data: unknown[]; meta: { totals: Record<string, number> } };
        const baseline = await reportBaseline(deps.pool, who, kind, { start: FROM, end: TO }, baselineRuns);
        if (JSON.stringify(report.meta.totals) !== JSON.stringify(baseline.totals) || report.data.length !== baseline.rows) {
          throw new Error(`The ${kind} report as ${viewer.role} disagrees with the activities: ${JSON.stringify(report.meta.totals)} in ${report.data.length} rows, ${JSON.stringify(baseline.totals)} in ${baseline.rows}`);
        }
        const http = await sequential(requests, warmUp, () => session.timed('POST', `/v1/rpc/reports/interval/${kind}`, body), answer.bytes);
        const sqlOnly = await timed(20, () => intervalReport(deps.pool, who, { kind, start: FROM, end: TO, groupBy: 'month', userIds: undefined }));
        const label = `reports: ${kind} as ${viewer.role}`;
        figures.push(
          { figure: `${label} p50`, value: http.p50, unit: 'ms' },
          { figure: `${label} p95`, value: http.p95, unit: 'ms', goal: { atMost: 100 } },
          { figure: `${label}: baseline ÷ report (p50)`, value: round(baseline.latency.p50 / http.p50, 1), unit: '×' },
        );
        reports[`${kind} as ${viewer.role}`] = { rows: report.data.length, bytes: Buffer.byteLength(answer.body), http, sqlOnly, baseline: baseline.latency, totals: report.meta.totals };
        if (http.p95 > slowest.p95) slowest = { p95: http.p95, role: viewer.role, kind, userId: viewer.userId, sees: viewer.sees_published };
      }
    }

    // The day and overview of 500 activities, on a day after the seeded year, beside the whole history.
    log('  a day of 500 activities…');
    const day = await dayOf500(portal, baseUrl, { clientId, userId: userIds[0]!, contacts: contactIds, project: projectIds[0]!, date: DAY_OF_500, requests: quick ? 100 : 300 });
    const rebuildRate = rebuild.events / rebuild.seconds;
    return {
      figures: [
        { figure: `reports: seed duration (${userCount} people, ${seed.events.toLocaleString('en-US')} events)`, value: round(seed.seconds, 1), unit: 's' },
        { figure: `reports: rebuild day-flow events/s (${seed.activities.toLocaleString('en-US')} activities)`, value: round(rebuildRate), unit: '/s', goal: { atLeast: 50_000 } },
        { figure: 'reports: rebuild duration', value: round(rebuild.seconds, 1), unit: 's' },
        { figure: `reports: COPY activities rows/s (${copy.rows.toLocaleString('en-US')} rows)`, value: copy.rowsPerSecond, unit: '/s' },
        { figure: 'reports: rebuild events/s ÷ COPY rows/s', value: round(rebuildRate / copy.rowsPerSecond, 3), unit: '' },
        { figure: 'reports: database MiB per million activities', value: size.databaseMiBPerMillionActivities, unit: 'MiB' },
        { figure: 'reports: day-flow read models MiB per million activities', value: size.dayFlowMiBPerMillionActivities, unit: 'MiB' },
        ...figures,
        ...day.figures.map((figure) => ({ ...figure, figure: `reports: ${figure.figure}` })),
      ],
      details: {
        method:
          'the portal closed after the organisation is set up; events seeded by INSERT … SELECT (generate_series) in transactions of 1000 days, then VACUUM (ANALYZE); ' +
          'rebuildProjection of day-flow with nothing else running, then VACUUM (ANALYZE) of its tables; the other consumers moved past the seeded history; ' +
          'the portal opened again with the push worker and the jobs at concurrency 0; ' +
          `reports over real HTTP, ${warmUp} warm-up requests then ${requests} sequential ones (their answers' bytes received and counted, not decoded: the client runs in the portal's process); sqlOnly is intervalReport straight to the pool; ` +
          `the baseline is the same totals by GROUP BY over activities (after one warm-up run, ${baselineRuns} runs), checked equal to the report's`,
        users: userCount,
        contacts: CONTACTS,
        projects: PROJECTS,
        interval: { start: FROM, end: TO, groupBy: 'month' },
        seed: { ...seed, seconds: round(seed.seconds, 1) },
        rebuild: { events: rebuild.events, batchSize: BATCH_SIZE, seconds: round(rebuild.seconds, 1) },
        copy: { ...copy, seconds: round(copy.seconds, 2), method: 'COPY FROM STDIN (text) of rebuilt activity rows into an empty LIKE activities INCLUDING ALL, one transaction; only the load timed' },
        sizes: size,
        vacuumAnalyzeSeconds: round(vacuumSeconds, 1),
        tableSizes: await tableSizes(deps.pool),
        reports,
        dayOf500: day.details,
        slowestPlan: { report: `${slowest.kind} as ${slowest.role}`, plan: await explainReport(deps.pool, { client_id: clientId, user_id: slowest.userId, sees_published: slowest.sees }, slowest.kind) },
      },
    };
  } finally {
    await portal?.close();
    await pool.end();
    await db.drop();
  }
}

type Portal = Awaited<ReturnType<typeof openPortal>>;

/** The organisation, its contacts and projects (projected by the portal), its users and a manager. */
async function organise(portal: Portal, userCount: number) {
  const baseUrl = await listen(portal.app);
  const { clientId, admin } = await benchOrganisation(portal, baseUrl);
  const contactIds = await createContacts(admin, CONTACTS);
  const projectIds = await createProjects(admin, PROJECTS);
  const userIds = await insertUsers(portal, clientId, userCount);
  const [managerId] = await addUsers(portal, clientId, 1, 'manager');
  if (!managerId) throw new Error('No manager was added');
  return { clientId, contactIds, projectIds, userIds, managerId };
}

type ReportViewer = { client_id: string; user_id: string; sees_published: boolean };

/** EXPLAIN ANALYZE of the statement intervalReport sends. */
export async function explainReport(pool: pg.Pool, viewer: ReportViewer, kind: ReportKind): Promise<string[]> {
  const statement = await reportStatement(viewer, kind);
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
  return rows.map((row) => row['QUERY PLAN']);
}

/** The statement intervalReport sends for a 12-month report by month (captured from it, not copied). */
export async function reportStatement(viewer: ReportViewer, kind: ReportKind): Promise<{ text: string; values: unknown[] }> {
  let statement = { text: '', values: [] as unknown[] };
  const capture = { query: async (config: { text: string; values: unknown[] }) => ((statement = config), { rows: [] }) };
  await intervalReport(capture as unknown as pg.Pool, viewer, { kind, start: FROM, end: TO, groupBy: 'month', userIds: undefined });
  return statement;
}

async function tableSizes(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ name: string; size: string }>(
    `SELECT relname AS name, pg_size_pretty(pg_total_relation_size(oid)) AS size FROM pg_class
     WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND relname = ANY($1) ORDER BY pg_total_relation_size(oid) DESC`,
    [['events', ...dayFlowProjection.tables]],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.size]));
}
