import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import type { Role } from '../../identity/users.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

/**
 * Issue 11, "an ordinary user calling every admin call: 403 each". The calls are the app's routes as registered
 * with the roles they take (config.roles), so that a new administrator call is covered without a line here.
 */
interface RoleCall {
  method: string;
  url: string;
  roles: readonly Role[];
}

const API_PATH = /^\/(v1|auth)\//;
/** Any well-formed id: the role is refused before the parameters are looked at (api/plugins/authentication.ts). */
const SOME_ID = '00000000-0000-4000-8000-000000000001';

let test: TestPortal;
let app: FastifyInstance;
let firm: Organisation;
const restricted: RoleCall[] = [];

beforeAll(async () => {
  // Plans on, so that the subscription calls answer their role as they would where plans apply.
  test = await startTestPortal({ plans: true });
  // The portal's app once more, on the same dependencies, told of each route and its roles as it is registered.
  app = await buildApp(test.portal.deps, {
    logger: false,
    onRoute: (route: RouteOptions) => {
      const roles = route.config?.roles;
      if (!roles || !API_PATH.test(route.url)) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') restricted.push({ method, url: route.url.replace(/:\w+/g, SOME_ID), roles });
    },
  });
  await app.ready();
  firm = await createTestOrganisation(test, 'Firm of the admin calls');
});
afterAll(async () => {
  await app.close();
  await test.close();
});

/** What an answered call could have changed: the event store, the audit log, the people and the preferences. */
async function footprint(): Promise<unknown[]> {
  const { rows } = await test.portal.deps.pool.query(
    `SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM audit_log) AS audit,
       (SELECT json_agg(u ORDER BY u.id) FROM users u) AS users, (SELECT json_agg(p ORDER BY p.*::text) FROM preferences p) AS preferences`,
  );
  return rows;
}

describe('calls for administrators (and managers)', () => {
  it('are many: the users, audit, dimension, preference and connection calls', () => {
    const urls = restricted.map((call) => `${call.method} ${call.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /v1/users', `PUT /v1/users/${SOME_ID}`, 'GET /v1/audit', 'POST /v1/rpc/dimensions/levels']));
    expect(restricted.length).toBeGreaterThan(25);
  });

  it('answer 403 forbidden to every role they are not for, each one, and change nothing', async () => {
    const callers = { user: await firm.member('user'), manager: await firm.member('manager') };
    const before = await footprint();
    const answers: string[] = [];
    for (const role of ['user', 'manager'] as const) {
      for (const call of restricted.filter((one) => !one.roles.includes(role))) {
        const answer = await callers[role].request({ method: call.method, url: call.url, payload: {} });
        answers.push(`${role} ${call.method} ${call.url} ${answer.statusCode} ${answer.json<{ code?: string }>().code}`);
      }
    }

    expect(answers.filter((answer) => !answer.endsWith(' 403 forbidden'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(50);
    expect(await footprint()).toEqual(before);
  });

  it('still answer the role they are for (the refusals are of the role, not of the call)', async () => {
    expect((await firm.admin.get('/v1/users')).statusCode).toBe(200);
    expect((await firm.admin.get('/v1/audit')).statusCode).toBe(200);
    expect((await (await firm.member('manager')).get('/v1/users/team')).statusCode).toBe(200);
  });
});
