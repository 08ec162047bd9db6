import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayDecider, dayIdFor, dayStream } from '../../domain/days/index.js';
import { CommandHandler } from '../../eventstore/command-handler.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { addUser, createOrganisation } from '../../identity/organisations.js';
import { setMapping } from '../../integrations/connections/index.js';
import { HarvestFake } from '../../integrations/testing/harvest-server.js';
import type { InjectedFault } from '../../integrations/testing/fake-server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { HttpSession, signInOverHttp } from '../support/http-session.js';
import { TEST_PASSWORD } from '../support/portal.js';
import { expectReadModelsEqualRebuild, PortalProcesses } from './portal-processes.js';

/**
 * Three portal processes on one database, behind no sticky sessions: each request goes to the next process. The day
 * flow reads every caller's own last write; the sign-in limit and a sign-out hold in every process; pushes through
 * a vendor that fails 30 % of calls are made exactly once while one process is killed (SIGKILL) mid-way and started
 * again; and the read models then equal a rebuild's, row for row.
 */
let db: TestDatabase;
let portals: PortalProcesses;
const processes = () => portals.bases();
let clientId: string;
let admin: HttpSession;
const email = (who: string) => `${who}-${process.pid}@scale.tally.example`;

beforeAll(async () => {
  db = await createTestDatabase();
  portals = new PortalProcesses(db.url);
  await Promise.all([0, 1, 2].map((index) => portals.start(index)));
  ({ clientId } = await createOrganisation(db.pool, { name: 'Scaled firm' }, { email: email('admin'), password: TEST_PASSWORD, name_first: 'Ada', name_last: 'Admin' }));
  admin = await signInOverHttp(processes, email('admin'), TEST_PASSWORD);
}, 120_000);

afterAll(async () => {
  await portals?.stop();
  await db?.drop();
});

describe('three portal processes, each request to the next', () => {
  it('process a day: every read, in whichever process, shows the caller’s own last write', async () => {
    await addUser(db.pool, clientId, { email: email('user'), password: TEST_PASSWORD, name_first: 'Uma', name_last: 'User', role: 'user' });
    const user = await signInOverHttp(processes, email('user'), TEST_PASSWORD);
    const contact = (await admin.post('/v1/contacts', { name: 'Bakkerij de Gouden Korst' })).json().data.id as string;
    const project = (await admin.post('/v1/dimension_levels/1/dimensions', { name: 'Jaarrekening', parent_id: null })).json().data.id as string;
    const answeredBy = new Set<number>();
    let dayId = '';
    for (let n = 0; n < 12; n++) {
      const start = `2026-03-02T${String(7 + (n >> 1)).padStart(2, '0')}:${n % 2 ? '30' : '00'}:00Z`;
      const end = `2026-03-02T${String(7 + (n >> 1)).padStart(2, '0')}:${n % 2 ? '55' : '25'}:00Z`;
      const registered = await user.post('/v1/activities', { started_at: start, ended_at: end, source: { type: 'web', identifier: 'chrome', name: 'Chrome' }, context: { title: `Work ${n}` } });
      expect(registered.statusCode, registered.body).toBe(201);
      const id = registered.json().data.id as string;
      dayId = registered.json().data.day_id as string;
      const tagged = await user.put(`/v1/activities/${id}`, { contact_id: contact, description: `Jaarwerk ${n}` });
      expect(tagged.statusCode, tagged.body).toBe(200);
      const read = await user.get(`/v1/activities/${id}`);
      expect(read.json().data, `read by process ${read.via} after a tag by ${tagged.via}`).toEqual(tagged.json().data);
      const booked = await user.post('/v1/rpc/logs/assign-dimensions', { logs: [id], slots: { project_id: project } });
      expect(booked.statusCode, booked.body).toBe(200);
      const day = await user.get(`/v1/days/${dayId}?include=activities`);
      const shown = (day.json().data.activities as Array<{ id: string }>).find((activity) => activity.id === id);
      expect(shown, `day read by process ${day.via} after a booking by ${booked.via}`).toEqual(booked.json().data[0]);
      for (const answer of [registered, tagged, read, booked, day]) answeredBy.add(answer.via);
    }
    expect((await user.post('/v1/rpc/days/init-publish', { day_id: dayId })).statusCode).toBe(200);
    const published = await user.post('/v1/rpc/days/publish', { day_id: dayId });
    expect(published.statusCode, published.body).toBe(200);
    expect((await user.get(`/v1/days/${dayId}`)).json().data.status).toBe('published');
    expect([...answeredBy].sort()).toEqual([0, 1, 2]);
  });

  it('counts sign-in attempts at one account together, whichever process each reaches', async () => {
    await addUser(db.pool, clientId, { email: email('guessed'), password: TEST_PASSWORD, name_first: 'Gus', name_last: 'Guessed', role: 'user' });
    const attacker = new HttpSession(processes);
    await attacker.get('/csrf-cookie');
    const answers: number[] = [];
    for (let n = 0; n < 11; n++) answers.push((await attacker.post('/auth/login', { email: email('guessed'), password: `wrong ${n}` })).statusCode);
    expect(answers.slice(0, 10).every((status) => status !== 429), answers.join(',')).toBe(true);
    const limited = await attacker.post('/auth/login', { email: email('guessed'), password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_attempts');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('ends a session in every process within a second of signing out in one', async () => {
    await addUser(db.pool, clientId, { email: email('leaver'), password: TEST_PASSWORD, name_first: 'Lea', name_last: 'Leaver', role: 'user' });
    const leaver = await signInOverHttp(processes, email('leaver'), TEST_PASSWORD);
    for (const via of [0, 1, 2]) expect((await leaver.get('/v1/users/self', via)).statusCode).toBe(200);
    const cookies = leaver.cookieHeader();
    expect((await leaver.post('/auth/logout', undefined, 0)).statusCode).toBeLessThan(300);
    // The same cookies again, as someone who copied them would send them: the processes that had the session cached let it go.
    const copied = new HttpSession(processes, cookies);
    for (const via of [1, 2]) await expect.poll(async () => (await copied.get('/v1/users/self', via)).statusCode, { timeout: 1500, interval: 50 }).toBe(401);
  });
});

describe('pushes from three processes through a failing vendor, one process killed mid-way', () => {
  const TOTAL = 300;
  const PER_DAY = 20;
  let harvest: HarvestFake;
  beforeAll(async () => {
    harvest = await HarvestFake.start({ rateLimit: false });
  });
  afterAll(async () => harvest?.server.close());

  const queue = async () => {
    const { rows } = await db.pool.query<{ total: number; due: number; done: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'pending' AND next_attempt_at IS NOT NULL))::int AS due,
              (count(*) FILTER (WHERE status = 'succeeded'))::int AS done FROM push_queue`,
    );
    return rows[0]!;
  };
  const entries = () => {
    const counts = new Map<string, number>();
    for (const entry of harvest.data.entries) {
      const id = /act:([0-9a-f-]{36})/.exec(entry.notes ?? '')?.[1];
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  };

  it('pushes every activity exactly once, and the read models equal a rebuild’s', async () => {
    const connected = await admin.post('/v1/rpc/services/crm/initiate', { system: 'harvest', credentials: { access_token: 'harvest-token-ann', account_id: harvest.accountId, base_url: harvest.baseUrl } });
    expect(connected.statusCode, connected.body).toBe(200);
    const confirmed = await admin.post('/v1/rpc/services/crm/confirm', {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const userId = await addUser(db.pool, clientId, { email: email('pusher'), password: TEST_PASSWORD, name_first: 'Pia', name_last: 'Pusher', role: 'user' });
    const project = (await admin.post('/v1/dimension_levels/1/dimensions', { name: 'Project', parent_id: null })).json().data.id as string;
    const subproject = (await admin.post('/v1/dimension_levels/2/dimensions', { name: 'Task', parent_id: project })).json().data.id as string;
    const contact = (await admin.post('/v1/contacts', { name: 'Customer' })).json().data.id as string;
    for (const [kind, ourId, externalId] of [['project', project, '3001'], ['subproject', subproject, '4002']] as const) {
      await setMapping(db.pool, { clientId, system: 'harvest', kind, ourId, externalId, at: new Date() });
    }
    const faults: InjectedFault[] = [{ type: 'server_error', status: 500 }, { type: 'rate_limit', retryAfterSeconds: null }, { type: 'drop' }, { type: 'drop', after: true }, { type: 'server_error', status: 502, after: true }];
    harvest.server.faults.random(0.3, faults, { seed: 16 });

    // The days are published by commands of the test's own on the same event store, as another process's would be.
    const store = new PostgresEventStore(db.pool);
    const days = new CommandHandler(store, dayDecider);
    const meta = { client_id: clientId, user_id: userId, request: null };
    const activities: string[] = [];
    const publishing = (async () => {
      for (let day = 0; day * PER_DAY < TOTAL; day++) {
        const date = new Date(Date.UTC(2026, 0, 5 + day)).toISOString().slice(0, 10);
        const dayId = dayIdFor(userId, date);
        const ref = { day_id: dayId, client_id: clientId, user_id: userId, date };
        const ids: string[] = [];
        for (let i = 0; i < PER_DAY; i++) {
          const id = randomUUID();
          const start = new Date(Date.parse(`${date}T06:00:00Z`) + i * 900_000);
          const activity = { activity_id: id, started_at: start.toISOString(), ended_at: new Date(start.getTime() + 900_000).toISOString(), contact_id: contact, partner_contact_id: null, internal: false, description: `act:${id}`, source: { type: 'manual' as const, identifier: null, name: null }, context: {} };
          await days.handle(dayStream(dayId), { type: 'RegisterActivity', day: ref, activity, removeOverlapping: false, ignoreThreshold: 0, at: new Date().toISOString() }, meta);
          ids.push(id);
        }
        const at = new Date().toISOString();
        await days.handle(dayStream(dayId), { type: 'BookActivities', activityIds: ids, booking: { project_id: project, subproject_id: subproject, working_code_id: null }, at }, meta);
        await days.handle(dayStream(dayId), { type: 'InitPublish', at }, meta);
        await days.handle(dayStream(dayId), { type: 'PublishDay', confirmUnbooked: true, at }, meta);
        activities.push(...ids);
      }
    })();

    await expect.poll(async () => (await queue()).done, { timeout: 120_000, interval: 50 }).toBeGreaterThanOrEqual(TOTAL / 3);
    await portals.kill(2, db.pool);
    await portals.start(2);
    await publishing;
    await expect.poll(async () => queue(), { timeout: 240_000, interval: 100 }).toMatchObject({ total: TOTAL, due: 0 });

    const { rows: listed } = await db.pool.query<{ activity_id: string }>(`SELECT activity_id FROM sync_errors WHERE client_id = $1 AND error_code IS NOT NULL`, [clientId]);
    const errors = new Set(listed.map((row) => row.activity_id));
    expect([...entries().values()].filter((n) => n > 1), 'duplicates').toEqual([]);
    expect(activities.filter((id) => entries().get(id) !== 1 && !errors.has(id)), 'neither pushed nor listed').toEqual([]);

    harvest.server.faults.clear();
    expect((await admin.post('/v1/rpc/activities/external-crm/retry-all')).statusCode).toBe(200);
    await expect.poll(async () => (await queue()).done, { timeout: 120_000, interval: 100 }).toBe(TOTAL);
    expect(activities.filter((id) => entries().get(id) !== 1), 'not exactly once').toEqual([]);
    expect(harvest.server.violations()).toEqual([]);

    // What three processes made of the events, one of them killed mid-batch, equals what one replay makes of them.
    await expectReadModelsEqualRebuild(db.pool);
  }, 600_000);
});
