import { randomUUID } from 'node:crypto';
import { openPortal, type Portal } from '../../portal/portal.js';
import { dayIdFor, type DayCommand, type DayRef } from '../../domain/days/index.js';
import { activitiesOfDay } from '../../projections/day-flow/queries.js';
import { appendDay, decideDay, registrations } from './days.js';
import { httpSession, listen, sequential } from './http.js';
import { addUsers, benchOrganisation, createContacts, createProjects } from './organisation.js';
import { latencies, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const ACTIVITIES = 500;
const DATE = '2026-03-02';
const WARM_UP = 50;

/**
 * One user's day of 500 activities (registered, 300 of them tagged and 200 of those booked, all through
 * the day's decider, appended and projected), read over real HTTP one request after the other: the day with
 * its activities, and the overview that clusters them by subject.
 */
export async function dayBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const db = await scratchDatabase(server.adminUrl, 'day');
  const portal = await openPortal({ databaseUrl: db.url, logger: false });
  try {
    const baseUrl = await listen(portal.app);
    const { clientId, admin } = await benchOrganisation(portal, baseUrl);
    const contacts = await createContacts(admin, 3);
    const [project] = await createProjects(admin, 1);
    const [userId] = await addUsers(portal, clientId, 1);
    return await dayOf500(portal, baseUrl, { clientId, userId: userId!, contacts, project: project!, date: DATE, requests: quick ? 100 : 300 });
  } finally {
    await portal.close();
    await db.drop();
  }
}

/**
 * The day of 500 activities of `userId` on `date` (a day without activity yet), appended through the portal's store
 * and projected by its runner, then read: the measurement dayBench makes, also made beside a big history (reports).
 */
export async function dayOf500(
  portal: Portal,
  baseUrl: string,
  { clientId, userId, contacts, project, date, requests }: { clientId: string; userId: string; contacts: readonly string[]; project: string; date: string; requests: number },
): Promise<BenchResult> {
  const { deps } = portal;
  const day: DayRef = { day_id: dayIdFor(userId, date), client_id: clientId, user_id: userId, date };
  const ids = Array.from({ length: ACTIVITIES }, () => randomUUID());
  const at = `${date}T21:00:00.000Z`;
  const commands: DayCommand[] = [
    ...registrations(day, ACTIVITIES, `${date}T05:00:00.000Z`, 120, (n) => ids[n]!),
    ...contacts.slice(0, 3).map((contact, c): DayCommand => ({ type: 'ChangeActivities', activityIds: ids.slice(c * 100, c * 100 + 100), changes: { contact_id: contact }, at })),
    { type: 'BookActivities', activityIds: ids.slice(0, 200), booking: { project_id: project, subproject_id: null, working_code_id: null }, at },
  ];
  const position = await appendDay(deps.store, day, decideDay(commands));
  if (!(await deps.runner.waitFor(position, 60_000))) throw new Error('The day-flow projection did not catch up');
  await deps.pool.query('ANALYZE');

  const user = await httpSession(deps.pool, baseUrl, userId);
  const first = JSON.parse((await user.request('GET', `/v1/days/${day.day_id}?include=activities`)).body) as { data?: { activities?: unknown[] } };
  if (first.data?.activities?.length !== ACTIVITIES) throw new Error(`The day shows ${first.data?.activities?.length} activities, expected ${ACTIVITIES}`);

  const dayGet = await sequential(requests, WARM_UP, () => user.request('GET', `/v1/days/${day.day_id}?include=activities`));
  const overview = await sequential(requests, WARM_UP, () => user.request('POST', '/v1/rpc/activities/overview', { day_id: day.day_id }));
  // The read model's part of both: the day's activity rows, straight from the pool.
  const viewer = { client_id: clientId, user_id: userId, sees_published: false };
  const sqlMs: number[] = [];
  for (let i = 0; i < WARM_UP + requests; i++) {
    const start = process.hrtime.bigint();
    await activitiesOfDay(deps.pool, viewer, day.day_id);
    if (i >= WARM_UP) sqlMs.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const sqlOnly = latencies(sqlMs);
  const bytes = async (path: string, method: 'GET' | 'POST', body?: unknown) => Buffer.byteLength((await user.request(method, path, body)).body);

  return {
    figures: [
      { figure: 'day: GET /v1/days/{id}?include=activities p50 (500 act.)', value: dayGet.p50, unit: 'ms' },
      { figure: 'day: GET /v1/days/{id}?include=activities p95', value: dayGet.p95, unit: 'ms', goal: { atMost: 30 } },
      { figure: 'day: POST /v1/rpc/activities/overview p50', value: overview.p50, unit: 'ms' },
      { figure: 'day: POST /v1/rpc/activities/overview p95', value: overview.p95, unit: 'ms', goal: { atMost: 30 } },
    ],
    details: {
      method: `events decided by the day's decider, appended in one go and projected by the portal's runner, then ANALYZE; sequential requests over real HTTP after ${WARM_UP} warm-up ones`,
      activities: ACTIVITIES,
      requests,
      dayWithActivities: { ...dayGet, bytes: await bytes(`/v1/days/${day.day_id}?include=activities`, 'GET') },
      overview: { ...overview, bytes: await bytes('/v1/rpc/activities/overview', 'POST', { day_id: day.day_id }) },
      activitiesOfDaySqlOnly: sqlOnly,
    },
  };
}
