import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, isErrorCode } from '../../api/errors/catalogue.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';
import { badContactBody, badContactIds, badListQuery, badLoginBody, dateShaped, type BadRequest, type ListShape } from './bad-input.arbitraries.js';

/** Fixed, so a failure found once is found again; FUZZ_SEED=<n> explores other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_601);

const contactsList: ListShape = {
  path: '/v1/contacts',
  fields: {
    id: { kind: 'uuid' },
    name: { kind: 'text' },
    code: { kind: 'text' },
    type: { kind: 'enum', values: ['regular', 'partner'] },
    status: { kind: 'enum', values: ['active', 'archived'] },
    created_at: { kind: 'date' },
    updated_at: { kind: 'date' },
  },
  sortable: ['id', 'name', 'code', 'type', 'status', 'created_at', 'updated_at'],
  maxLimit: 1000,
  includes: [],
};

const usersList: ListShape = {
  path: '/v1/users',
  fields: {
    id: { kind: 'uuid' },
    email: { kind: 'text' },
    name_first: { kind: 'text' },
    name_last: { kind: 'text' },
    role: { kind: 'enum', values: ['user', 'manager', 'admin'] },
    created_at: { kind: 'date' },
  },
  sortable: ['id', 'email', 'name_first', 'name_last', 'role', 'created_at'],
  maxLimit: 500,
  includes: ['client'],
};

let test: TestPortal;
let firm: Organisation;
let contactId: string;
let foreignId: string;
let before: { contacts: unknown; users: unknown; events: number };

async function snapshot() {
  const { rows } = await test.portal.deps.pool.query<{ count: string }>('SELECT count(*) FROM events');
  return {
    contacts: (await firm.admin.get('/v1/contacts?status=in:active,archived&limit=1000')).json(),
    users: (await firm.admin.get('/v1/users?limit=500')).json(),
    events: Number(rows[0]!.count),
  };
}

beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  contactId = (await firm.admin.post('/v1/contacts', { name: 'Existing BV', code: 'EX' })).json().data.id;
  const archived = (await firm.admin.post('/v1/contacts', { name: 'Archived BV', code: 'AR' })).json().data.id;
  await firm.admin.delete(`/v1/contacts/${archived}`);
  const stranger = await createTestOrganisation(test, 'Stranger firm');
  foreignId = (await stranger.admin.post('/v1/contacts', { name: 'Foreign BV', code: 'FB' })).json().data.id;
  before = await snapshot();
});
afterAll(async () => test.close());

async function send(request: BadRequest): Promise<LightMyRequestResponse> {
  return firm.admin.request({
    method: request.method,
    url: request.url,
    ...(request.body === undefined ? {} : { payload: request.body }),
    headers: request.contentType ? { 'content-type': request.contentType } : {},
  });
}

/** An answer in the catalogue's shape: the status repeated, a known code with its title, a message, the reference. */
function expectCatalogueError(response: LightMyRequestResponse, request: BadRequest) {
  const context = `${request.method} ${request.url} ${request.body ?? ''} → ${response.statusCode} ${response.body}`;
  const body = response.json();
  expect(Object.keys(body).filter((key) => !['status', 'code', 'title', 'message', 'reference', 'errors'].includes(key)), context).toEqual([]);
  expect(isErrorCode(body.code), context).toBe(true);
  expect(body, context).toMatchObject({
    status: response.statusCode,
    title: catalogue[body.code as keyof typeof catalogue].title,
    message: expect.any(String),
    reference: response.headers['x-request-reference'],
  });
  expect(catalogue[body.code as keyof typeof catalogue].status, context).toBe(response.statusCode);
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors)) expect(messages, context).toEqual(expect.arrayContaining([expect.any(String)]));
  }
}

/** Every request is refused with a 4xx in the catalogue's shape; never a 2xx, never a 5xx. */
async function expectRefused(arbitrary: fc.Arbitrary<BadRequest>, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      const response = await send(request);
      expect(response.statusCode, `${request.method} ${request.url} ${request.body ?? ''} → ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url} ${request.body ?? ''} → ${response.body}`).toBeLessThan(500);
      expectCatalogueError(response, request);
    }),
    { seed: SEED, numRuns },
  );
}

describe('bad requests from a signed-in administrator with a valid CSRF header', () => {
  it('refuses bad contact bodies on create and update', async () => {
    const target = fc.oneof(
      fc.constant({ method: 'POST' as const, url: '/v1/contacts' }),
      fc.constant({ method: 'PUT' as const, url: `/v1/contacts/${contactId}` }),
    );
    await expectRefused(fc.tuple(target, badContactBody).map(([call, body]) => ({ ...call, ...body })), 80);
  });

  it('refuses bad ids: malformed, too long, unknown, or of another organisation', async () => {
    await expectRefused(badContactIds(foreignId, JSON.stringify({ name: 'Renamed BV', code: 'RN' })), 50);
  });

  it('refuses bad list queries on contacts and users: operators, values, sorts, paging, range, filter, include', async () => {
    await expectRefused(fc.oneof(badListQuery(contactsList), badListQuery(usersList)), 100);
  });

  it('refuses bad sign-in bodies without signing anyone in or out', async () => {
    await expectRefused(badLoginBody.map((body) => ({ method: 'POST' as const, url: '/auth/login', ...body })), 40);
    expect((await firm.admin.get('/v1/users/self')).statusCode).toBe(200);
  });

  it('answers date filters of every shape with 200 or 422, never a server error', async () => {
    const operator = fc.constantFrom('eq', 'neq', 'lt', 'lte', 'gt', 'gte');
    const path = fc.constantFrom('/v1/contacts?created_at=', '/v1/contacts?updated_at=', '/v1/users?created_at=');
    await fc.assert(
      fc.asyncProperty(path, operator, dateShaped, async (path, op, date) => {
        const request: BadRequest = { method: 'GET', url: `${path}${op}:${encodeURIComponent(date)}` };
        const response = await send(request);
        expect([200, 422], `${request.url} → ${response.body}`).toContain(response.statusCode);
        if (response.statusCode === 422) expectCatalogueError(response, request);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  it('answers a malformed CSRF header with 419, not a server error', async () => {
    for (const token of ['%E0%A4%A', '%', `${firm.admin.csrf}%`]) {
      const response = await firm.admin.request({ method: 'POST', url: '/v1/contacts', payload: { name: 'Forged BV' }, headers: { 'x-xsrf-token': token } });
      expect([response.statusCode, response.json().code]).toEqual([419, 'csrf_token_mismatch']);
    }
  });

  it('changed nothing: the same contacts and users, and not one event more', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
