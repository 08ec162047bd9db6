import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { createTestOrganisation, signIn, startTestPortal, TEST_PASSWORD, type Organisation, type TestPortal } from '../support/portal.js';

/**
 * Issue 11, "firm A's admin touching firm B's people: 404, and nothing changes", over every call that names a
 * person: the app's routes as registered with a person's id in their path, so that a new one is covered too.
 */
const PERSON_PATH = /^\/v1\/users\/(profile\/)?:id|:userId\b/;
/** A body each call takes, where an empty one would be refused before the person is looked up. */
const BODIES: Record<string, object> = {
  'PUT /v1/users/:id': { name_first: 'Taken', role: 'user', reason: 'other' },
  'PUT /v1/users/:id/deactivate': { reason: 'other' },
  'PUT /v1/users/:id/external-crm': { external_id: 'crm-user-1' },
  'PUT /v1/preferences/block_calculation_settings/:userId': { forced_block_size: 900 },
  'PUT /v1/subscriptions/:userId': { type: 'starter' },
};
/** Calls that refuse anyone but the person themselves, before asking whose they are (403 forbidden, not 404). */
const SELF_ONLY = new Set(['PUT /v1/users/profile/:id']);

let test: TestPortal;
let app: FastifyInstance;
let firmA: Organisation;
let firmB: Organisation;
const personCalls: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  // Plans on, so that the subscription calls look the person up rather than answer 412 for plans being off.
  test = await startTestPortal({ plans: true });
  app = await buildApp(test.portal.deps, {
    logger: false,
    onRoute: (route: RouteOptions) => {
      if (!PERSON_PATH.test(route.url)) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') personCalls.push({ method, path: route.url });
    },
  });
  await app.ready();
  [firmA, firmB] = [await createTestOrganisation(test, 'Firm A'), await createTestOrganisation(test, 'Firm B')];
});
afterAll(async () => {
  await app.close();
  await test.close();
});

/** Firm B's side of the database: its people, its events, its audit entries. */
async function firmBState(clientId: string): Promise<unknown[]> {
  const { rows } = await test.portal.deps.pool.query(
    `SELECT (SELECT json_agg(u ORDER BY u.id) FROM users u WHERE client_id = $1) AS people,
       (SELECT json_agg(sub ORDER BY sub.user_id) FROM subscriptions sub JOIN users u ON u.id = sub.user_id WHERE u.client_id = $1) AS subscriptions,
       (SELECT count(*) FROM events) AS events,
       (SELECT count(*) FROM audit_log WHERE client_id = $1) AS audit`,
    [clientId],
  );
  return rows;
}

describe('firm A’s administrator on firm B’s people', () => {
  it('finds the calls that name a person: people, invitations, CRM mapping, block settings', () => {
    expect(personCalls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['GET /v1/users/:id', 'PUT /v1/users/:id/deactivate', 'POST /v1/users/:id/invite', 'PUT /v1/users/:id/external-crm', 'PUT /v1/users/profile/:id', 'GET /v1/preferences/block_calculation_settings/:userId']),
    );
  });

  it('gets 404 on every call that names one of them (403 where only the person themselves may), and nothing changes', async () => {
    const email = `b-person-${process.pid}-${Date.now()}@test.tally.example`;
    const created = await firmB.admin.post('/v1/users', { name_first: 'Bo', name_last: 'Theirs', email, password: TEST_PASSWORD, role: 'manager' });
    const theirs = created.json<{ data: { id: string } }>().data.id;
    const before = await firmBState(firmB.clientId);

    const answers = [];
    for (const { method, path } of personCalls) {
      const call = `${method} ${path}`;
      const payload = BODIES[call] ?? {};
      const answer = await firmA.admin.request({ method, url: path.replace(/:\w+/g, theirs), payload });
      answers.push({ call, status: answer.statusCode });
    }

    expect(answers).toEqual(personCalls.map(({ method, path }) => ({ call: `${method} ${path}`, status: SELF_ONLY.has(`${method} ${path}`) ? 403 : 404 })));
    expect(await firmBState(firmB.clientId)).toEqual(before);
    expect((await (await signIn(test.app, email, TEST_PASSWORD)).get('/v1/users/self')).json().data).toMatchObject({ role: 'manager', name_first: 'Bo' });
  });

  it('sees none of them in the firm’s lists: people, the team and the audit log', async () => {
    const theirs = (await firmB.admin.get('/v1/users/self')).json<{ data: { id: string; email: string } }>().data;
    expect((await firmA.admin.get(`/v1/users?email=eq:${encodeURIComponent(theirs.email)}`)).json().data).toEqual([]);
    expect((await firmA.admin.get('/v1/users/team')).json<{ data: Array<{ id: string }> }>().data.map((one) => one.id)).not.toContain(theirs.id);
    expect((await firmA.admin.get(`/v1/audit?subject_user_id=eq:${theirs.id}`)).json().data).toEqual([]);
  });
});
