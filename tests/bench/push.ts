import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openPortal, type Portal } from '../../portal/portal.js';
import { dayIdFor, dayStream } from '../../domain/days/index.js';
import { addUser, createOrganisation } from '../../identity/organisations.js';
import { saveConnection, setMapping } from '../../integrations/connections/index.js';
import { pushIdFor } from '../../domain/push/index.js';
import type { PushWorker } from '../../integrations/push/index.js';
import { HarvestFake } from '../../integrations/testing/harvest-server.js';
import { startPushWorker } from '../support/push-worker.js';
import { latencies, round, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const PER_DAY = 20;
const RATE = 50; // publishes per second in the latency run

/**
 * The push (issue 5): throughput of the worker against a Harvest contract server that answers at once (no
 * rate limit, no faults), and the delay from publishing a day to Harvest receiving its entry, at 50 publishes/s.
 */
export async function pushBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const activities = quick ? 500 : 2000;
  const publishes = quick ? 250 : 500;
  const db = await scratchDatabase(server.adminUrl, 'push');
  const fake = await HarvestFake.start({ rateLimit: false });
  const received = new Map<string, number>();
  const entries = fake.data.entries;
  const push = entries.push.bind(entries);
  entries.push = (...items) => {
    for (const item of items) if (item.external_reference?.id) received.set(item.external_reference.id, performance.now());
    return push(...items);
  };
  const workerSettings = { concurrency: 32, perOrganisation: 32, maxPollMs: 20, budgets: () => ({ limit: 1_000_000, windowMs: 1000 }) };
  // The portal's own worker takes no pushes: the bench starts one once the queue is full.
  const portal = await openPortal({ databaseUrl: db.url, logger: false, integrations: { worker: { ...workerSettings, concurrency: 0 } } });
  let worker: PushWorker | undefined;
  try {
    // Throughput: the pushes wait in the queue, then one worker drains it.
    const firm = await setUp(portal, fake, 'throughput');
    const meta = { client_id: firm.clientId, user_id: firm.userId, request: null };
    for (let day = 0; day * PER_DAY < activities; day++) {
      await publishDay(portal, firm, new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10), Math.min(PER_DAY, activities - day * PER_DAY), meta);
    }
    await until(portal, firm.clientId, activities, 'requested', 300_000);
    const start = performance.now();
    worker = startPushWorker(portal, workerSettings);
    await until(portal, firm.clientId, activities, 'succeeded', 300_000);
    const throughput = activities / ((performance.now() - start) / 1000);

    // Latency: one-activity days published at 50/s while the worker runs.
    const paced = await setUp(portal, fake, 'latency');
    const pacedMeta = { client_id: paced.clientId, user_id: paced.userId, request: null };
    const prepared: Array<{ dayId: string; activity: string }> = [];
    for (let i = 0; i < publishes; i++) prepared.push(await prepareDay(portal, paced, new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10), pacedMeta));
    const publishedAt = new Map<string, number>();
    const begin = performance.now();
    await Promise.all(
      prepared.map(async ({ dayId, activity }, i) => {
        const due = begin + (i * 1000) / RATE;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        publishedAt.set(pushIdFor(activity, 'harvest'), performance.now());
        await portal.deps.days.handle(dayStream(dayId), { type: 'PublishDay', confirmUnbooked: true, at: new Date().toISOString() }, pacedMeta);
      }),
    );
    await until(portal, paced.clientId, publishes, 'succeeded', 120_000);
    const delays = [...publishedAt].map(([pushId, at]) => received.get(pushId)! - at);
    const delay = latencies(delays);
    return {
      figures: [
        { figure: 'push throughput (Harvest contract server answering at once)', value: round(throughput, 1), unit: 'activities/s' },
        { figure: `publish → vendor receipt p95 at ${RATE} publishes/s`, value: round(delay.p95 / 1000, 3), unit: 's', goal: { atMost: 1 } },
      ],
      details: { activities, publishes, rate: RATE, delayMs: delay, requests: fake.server.requests.length },
    };
  } finally {
    await worker?.stop();
    await portal.close();
    await fake.server.close();
    await db.drop();
  }
}

async function setUp(portal: Portal, fake: HarvestFake, label: string) {
  const { pool } = portal.deps;
  const { clientId } = await createOrganisation(pool, { name: `Push ${label}` }, { email: `admin-${randomUUID()}@bench.tally.example`, password: 'correct horse battery', name_first: 'A', name_last: 'B' });
  const userId = await addUser(pool, clientId, { email: `user-${randomUUID()}@bench.tally.example`, password: 'correct horse battery', name_first: 'U', name_last: 'V', role: 'user' });
  await saveConnection(pool, portal.deps.integrations.cipher, { clientId, credentials: { system: 'harvest', credentials: { accessToken: 'harvest-token-ann', accountId: fake.accountId, baseUrl: fake.baseUrl } }, at: new Date() });
  const project = randomUUID();
  const subproject = randomUUID();
  await setMapping(pool, { clientId, system: 'harvest', kind: 'project', ourId: project, externalId: '3001', at: new Date() });
  await setMapping(pool, { clientId, system: 'harvest', kind: 'subproject', ourId: subproject, externalId: '4002', at: new Date() });
  return { clientId, userId, project, subproject };
}

type Firm = Awaited<ReturnType<typeof setUp>>;
type Meta = { client_id: string; user_id: string; request: null };

async function prepareDay(portal: Portal, firm: Firm, date: string, meta: Meta, count = 1) {
  const dayId = dayIdFor(firm.userId, date);
  const ref = { day_id: dayId, client_id: firm.clientId, user_id: firm.userId, date };
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const start = new Date(Date.parse(`${date}T06:00:00Z`) + i * 900_000);
    await portal.deps.days.handle(dayStream(dayId), {
      type: 'RegisterActivity',
      day: ref,
      activity: { activity_id: id, started_at: start.toISOString(), ended_at: new Date(start.getTime() + 900_000).toISOString(), contact_id: null, partner_contact_id: null, internal: true, description: 'bench', source: { type: 'manual', identifier: null, name: null }, context: {} },
      removeOverlapping: false,
      ignoreThreshold: 0,
      at: new Date().toISOString(),
    }, meta);
    ids.push(id);
  }
  const at = new Date().toISOString();
  await portal.deps.days.handle(dayStream(dayId), { type: 'BookActivities', activityIds: ids, booking: { project_id: firm.project, subproject_id: firm.subproject, working_code_id: null }, at }, meta);
  await portal.deps.days.handle(dayStream(dayId), { type: 'InitPublish', at }, meta);
  return { dayId, activity: ids[0]! };
}

async function publishDay(portal: Portal, firm: Firm, date: string, count: number, meta: Meta) {
  const { dayId } = await prepareDay(portal, firm, date, meta, count);
  await portal.deps.days.handle(dayStream(dayId), { type: 'PublishDay', confirmUnbooked: true, at: new Date().toISOString() }, meta);
}

async function until(portal: Portal, clientId: string, expected: number, what: 'requested' | 'succeeded', timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await portal.deps.pool.query<{ count: string }>(
      `SELECT count(*) FROM push_queue WHERE client_id = $1 ${what === 'succeeded' ? "AND status = 'succeeded'" : ''}`,
      [clientId],
    );
    if (Number(rows[0]!.count) >= expected) return;
    if (Date.now() > deadline) throw new Error(`push bench: ${what} ${rows[0]!.count} of ${expected} in time`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
