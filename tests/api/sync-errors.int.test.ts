import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { saveConnection } from '../../integrations/connections/index.js';
import { pushStream } from '../../domain/push/index.js';
import { bookingTargets, publishDay, startPushPortal } from '../support/push-portal.js';
import { anonymous, createTestOrganisation, type Organisation, type Session } from '../support/portal.js';

/**
 * The sync-error calls (api-contract §7.5) and a day's sync status (§7.8) as callers meet them: who may call
 * them, what other organisations' ids and malformed bodies get, and how the list filters and pages. Nothing is
 * mapped, so every push fails at once (a missing mapping) and waits in the list; the portal's worker takes no
 * pushes (concurrency 0), so a retry only makes a push due again.
 */

let test: Awaited<ReturnType<typeof startPushPortal>>;
let firm: Organisation;
let other: Organisation;
let user: Session;
let colleague: Session;
let manager: Session;
/** The user's published days: date → activity ids. */
const days = new Map<string, { dayId: string; ids: string[] }>();
let foreign: { dayId: string; ids: string[] };

const answer = (response: LightMyRequestResponse) => [response.statusCode, response.json().code];
const list = async (admin: Session, body: Record<string, unknown> = {}) => (await admin.post('/v1/rpc/activities/external-crm/errors', body)).json();

async function connect(org: Organisation, system: 'harvest' | 'xero' | 'jira', userId: string | null = null) {
  const baseUrl = 'http://127.0.0.1:9';
  const credentials =
    system === 'harvest'
      ? { system, credentials: { accessToken: 'token', accountId: '1', baseUrl } }
      : system === 'xero'
        ? { system, credentials: { accessToken: 'token', tenantId: 'tenant', baseUrl } }
        : { system, credentials: { accessToken: 'token', cloudId: 'cloud', baseUrl } };
  await saveConnection(test.portal.deps.pool, test.portal.deps.integrations.cipher, { clientId: org.clientId, userId, credentials, at: new Date() });
}

/** Every event of the pushes of these activities, to see that a refused call changed nothing. */
async function pushHistory(org: Organisation, activityIds: string[]) {
  const { rows } = await test.portal.deps.pool.query<{ push_id: string }>(`SELECT push_id FROM push_queue WHERE client_id = $1 AND activity_id = ANY($2::uuid[]) ORDER BY push_id`, [org.clientId, activityIds]);
  return Promise.all(rows.map(async (row) => (await test.portal.deps.store.readStream(pushStream(row.push_id))).length));
}

beforeAll(async () => {
  test = await startPushPortal({ worker: { concurrency: 0 } });
  [firm, other] = [await createTestOrganisation(test, 'Firm'), await createTestOrganisation(test, 'Other firm')];
  [user, colleague, manager] = [await firm.member('user'), await firm.member('user'), await firm.member('manager')];
  const { rows } = await test.portal.deps.pool.query<{ id: string }>(`SELECT id FROM users WHERE client_id = $1 AND role = 'user' ORDER BY created_at LIMIT 1`, [firm.clientId]);
  await connect(firm, 'harvest');
  await connect(firm, 'jira', rows[0]!.id);
  await connect(other, 'harvest');
  const targets = await bookingTargets(firm.admin, 'ABC Corp');
  days.set('2026-03-02', await publishDay(user, '2026-03-02', [{ from: '09:00', to: '10:00', ...targets }, { from: '10:00', to: '11:00', ...targets }]));
  days.set('2026-03-03', await publishDay(user, '2026-03-03', [{ from: '09:00', to: '10:00', ...targets }]));
  days.set('2026-03-05', await publishDay(user, '2026-03-05', [{ from: '09:00', to: '10:00', ...targets }]));
  foreign = await publishDay(await other.member('user'), '2026-03-02', [{ from: '09:00', to: '10:00', ...(await bookingTargets(other.admin, 'XYZ')) }]);
  // Four activities to Harvest and to the user's own Jira, one of the other firm's: each waits for a mapping.
  await vi.waitFor(async () => expect([(await list(firm.admin)).meta.pagination.total, (await list(other.admin)).meta.pagination.total]).toEqual([8, 1]), { timeout: 15_000, interval: 50 });
}, 60_000);
afterAll(async () => test.close());

const all = () => [...days.values()].flatMap((day) => day.ids);

describe('who may call', () => {
  it('answers 401 without a session, 403 to users and managers on the admin calls, and changes nothing', async () => {
    const before = await pushHistory(firm, all());
    const activities = { activities: all() };
    const calls: Array<[string, unknown]> = [
      ['/v1/rpc/activities/external-crm/errors', {}],
      ['/v1/rpc/activities/external-crm/retry', activities],
      ['/v1/rpc/activities/external-crm/retry-all', undefined],
      ['/v1/rpc/activities/external-crm/cancel', activities],
    ];
    const nobody = await anonymous(test.app);
    for (const [url, body] of calls) {
      expect(answer(await nobody.post(url, body)), url).toEqual([401, 'unauthenticated']);
      for (const caller of [user, manager]) expect(answer(await caller.post(url, body)), url).toEqual([403, 'forbidden']);
    }
    expect(answer(await nobody.post('/v1/rpc/days/external-crm/status', { day_id: days.get('2026-03-02')!.dayId }))).toEqual([401, 'unauthenticated']);
    expect(await pushHistory(firm, all())).toEqual(before);
    expect((await list(firm.admin)).meta.pagination.total).toBe(8);
  });

  it("shows a day's sync status to its user and to managers, and to nobody of another organisation or another user", async () => {
    const { dayId, ids } = days.get('2026-03-02')!;
    for (const caller of [user, manager, firm.admin]) {
      const status = await caller.post('/v1/rpc/days/external-crm/status', { day_id: dayId });
      expect(status.statusCode, status.body).toBe(200);
      expect(status.json().data.status).toBe('error');
      expect(status.json().data.activities.map((a: { activity_id: string; system: string }) => `${a.system}:${a.activity_id}`).sort()).toEqual(
        ids.flatMap((id) => [`harvest:${id}`, `jira:${id}`]).sort(),
      );
    }
    expect(answer(await colleague.post('/v1/rpc/days/external-crm/status', { day_id: dayId }))).toEqual([404, 'model_not_found']);
    expect(answer(await other.admin.post('/v1/rpc/days/external-crm/status', { day_id: dayId }))).toEqual([404, 'model_not_found']);
    expect(answer(await firm.admin.post('/v1/rpc/days/external-crm/status', { day_id: foreign.dayId }))).toEqual([404, 'model_not_found']);
  });
});

describe('the list', () => {
  it("lists the organisation's sync errors only, newest day first, with what was booked and the system's message", async () => {
    const { data, meta } = await list(firm.admin);
    expect(meta.pagination).toEqual({ count: 8, total: 8 });
    expect(data.map((e: { date: string }) => e.date)).toEqual(['2026-03-05', '2026-03-05', '2026-03-03', '2026-03-03', '2026-03-02', '2026-03-02', '2026-03-02', '2026-03-02']);
    expect(new Set(data.map((e: { activity_id: string }) => e.activity_id))).toEqual(new Set(all()));
    expect(data[0]).toMatchObject({ published_duration: 3600, attempts: 1, next_attempt_at: null, error: { code: 'invalid_request', kind: 'invalid_request', status: null } });
    expect((await list(other.admin)).data.map((e: { activity_id: string }) => e.activity_id)).toEqual(foreign.ids);
  });

  it('narrows by system and by a date range (both ends included)', async () => {
    const narrowed = async (filter: Record<string, unknown>) => (await list(firm.admin, filter)).data.map((e: { system: string; date: string }) => `${e.system} ${e.date}`);
    expect(await narrowed({ system: 'jira' })).toEqual(['jira 2026-03-05', 'jira 2026-03-03', 'jira 2026-03-02', 'jira 2026-03-02']);
    expect(await narrowed({ system: 'xero' })).toEqual([]);
    expect((await narrowed({ date_start: '2026-03-03' })).sort()).toEqual(['harvest 2026-03-03', 'harvest 2026-03-05', 'jira 2026-03-03', 'jira 2026-03-05']);
    expect(await narrowed({ date_end: '2026-03-02' })).toHaveLength(4);
    expect((await narrowed({ date_start: '2026-03-03', date_end: '2026-03-03' })).sort()).toEqual(['harvest 2026-03-03', 'jira 2026-03-03']);
    expect(await narrowed({ system: 'harvest', date_start: '2026-03-04', date_end: '2026-03-05' })).toEqual(['harvest 2026-03-05']);
    expect((await list(firm.admin, { system: 'jira', date_end: '2026-03-02' })).meta.pagination).toEqual({ count: 2, total: 2 });
  });

  describe('by error code and employee', () => {
    // A firm on Xero, which also needs each user mapped (provide_user); Ann books in her own Jira too, where
    // the missing issue is an invalid_request. Ben has no Jira grant: only his Xero push fails.
    let mixed: Organisation;
    let [annId, benId] = ['', ''];
    const narrowed = async (filter: Record<string, unknown>) =>
      (await list(mixed.admin, filter)).data.map((e: { system: string; user_id: string; error: { code: string } }) => `${e.system} ${e.user_id === annId ? 'ann' : 'ben'} ${e.error.code}`).sort();
    beforeAll(async () => {
      mixed = await createTestOrganisation(test, 'Mixed firm');
      const [ann, ben] = [await mixed.member('user'), await mixed.member('user')];
      const idOf = async (session: Session): Promise<string> => (await session.get('/v1/users/self')).json().data.id;
      [annId, benId] = [await idOf(ann), await idOf(ben)];
      await connect(mixed, 'xero');
      await connect(mixed, 'jira', annId);
      const targets = await bookingTargets(mixed.admin, 'Mixed client');
      await publishDay(ann, '2026-03-02', [{ from: '09:00', to: '10:00', ...targets }]);
      await publishDay(ben, '2026-03-02', [{ from: '09:00', to: '10:00', ...targets }]);
      await vi.waitFor(async () => expect((await list(mixed.admin)).meta.pagination.total).toBe(3), { timeout: 15_000, interval: 50 });
    }, 60_000);

    it('narrows by error code (error.code)', async () => {
      expect(await narrowed({ error_code: 'provide_user' })).toEqual(['xero ann provide_user', 'xero ben provide_user']);
      expect(await narrowed({ error_code: 'invalid_request' })).toEqual(['jira ann invalid_request']);
      expect(await narrowed({ error_code: 'unexpected_result' })).toEqual([]);
      expect(await narrowed({ error_code: 'provide_user', user_id: benId })).toEqual(['xero ben provide_user']);
    });

    it("narrows by employee (user_id), within the caller's organisation only", async () => {
      expect(await narrowed({ user_id: annId })).toEqual(['jira ann invalid_request', 'xero ann provide_user']);
      expect(await narrowed({ user_id: benId })).toEqual(['xero ben provide_user']);
      expect((await list(firm.admin, { user_id: annId })).meta.pagination).toEqual({ count: 0, total: 0 });
      expect((await list(mixed.admin, { user_id: benId, system: 'jira' })).data).toEqual([]);
    });
  });

  it('pages through the list without losing or repeating a sync error', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(firm.admin, { page, limit: 3 })));
    expect(pages.map((p) => p.meta.pagination)).toEqual([3, 3, 2, 0].map((count) => ({ count, total: 8 })));
    const ids = pages.flatMap((p) => p.data.map((e: { id: string }) => e.id));
    expect(new Set(ids).size).toBe(8);
    expect(ids).toEqual((await list(firm.admin, { limit: 100 })).data.map((e: { id: string }) => e.id));
  });
});

describe('retry and cancel', () => {
  it("answers 404 model_not_found for another organisation's activities, also beside its own, and changes nothing", async () => {
    const own = days.get('2026-03-03')!.ids;
    const before = [await pushHistory(firm, all()), await pushHistory(other, foreign.ids)];
    for (const url of ['/v1/rpc/activities/external-crm/retry', '/v1/rpc/activities/external-crm/cancel']) {
      for (const activities of [foreign.ids, [...own, ...foreign.ids]]) {
        const refused = await firm.admin.post(url, { activities });
        expect(answer(refused), url).toEqual([404, 'model_not_found']);
        expect(refused.json().errors).toEqual({ activities: foreign.ids });
      }
    }
    expect([await pushHistory(firm, all()), await pushHistory(other, foreign.ids)]).toEqual(before);
    expect((await list(other.admin)).meta.pagination.total).toBe(1);
  });

  it('answers 422 validation_failed with the field to malformed bodies, and changes nothing', async () => {
    const before = await pushHistory(firm, all());
    const id = all()[0];
    const cases: Array<[string, unknown, string]> = [
      ['retry', {}, 'activities'],
      ['retry', { activities: [] }, 'activities'],
      ['retry', { activities: id }, 'activities'],
      ['retry', { activities: ['not-an-id'] }, 'activities.0'],
      ['cancel', { activities: [id], reason: 'x' }, 'reason'],
      ['cancel', { activities: Array.from({ length: 1001 }, () => id) }, 'activities'],
      ['errors', { page: 0 }, 'page'],
      ['errors', { limit: 101 }, 'limit'],
      ['errors', { system: 'exact' }, 'system'],
      ['errors', { date_start: '2026-02-30' }, 'date_start'],
      ['errors', { date_end: 'yesterday' }, 'date_end'],
      ['errors', { error_code: 'oops' }, 'error_code'],
      ['errors', { user_id: 'not-a-user' }, 'user_id'],
    ];
    for (const [call, body, field] of cases) {
      const response = await firm.admin.post(`/v1/rpc/activities/external-crm/${call}`, body);
      expect(answer(response), `${call} ${JSON.stringify(body).slice(0, 80)}`).toEqual([422, 'validation_failed']);
      expect(Object.keys(response.json().errors), response.body).toContain(field);
    }
    for (const [body, field] of [[{}, 'day_id'], [{ day_id: 'nope' }, 'day_id'], [{ day_id: days.get('2026-03-02')!.dayId, extra: 1 }, 'extra']] as const) {
      const response = await user.post('/v1/rpc/days/external-crm/status', body);
      expect(answer(response)).toEqual([422, 'validation_failed']);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect(await pushHistory(firm, all())).toEqual(before);
  });

  it('cancels pushes off the list, retries them back on it as due, and retries all that are listed', async () => {
    const [cancelled, retried] = [days.get('2026-03-02')!.ids, days.get('2026-03-03')!.ids];
    const cancel = await firm.admin.post('/v1/rpc/activities/external-crm/cancel', { activities: cancelled });
    expect(cancel.json().data.count).toBe(4);
    expect((await list(firm.admin)).meta.pagination.total).toBe(4);
    expect((await firm.admin.post('/v1/rpc/activities/external-crm/cancel', { activities: cancelled })).json().data.count).toBe(0);

    const retry = await firm.admin.post('/v1/rpc/activities/external-crm/retry', { activities: [...retried, ...retried] });
    expect(retry.json().data.count).toBe(2);
    const due = (await list(firm.admin, { date_start: '2026-03-03', date_end: '2026-03-03' })).data;
    expect(due.map((e: { next_attempt_at: string | null }) => e.next_attempt_at === null)).toEqual([false, false]);
    expect((await user.post('/v1/rpc/days/external-crm/status', { day_id: days.get('2026-03-03')!.dayId })).json().data.status).toBe('busy');

    const all = await firm.admin.post('/v1/rpc/activities/external-crm/retry-all');
    expect(all.json().data.count).toBe(4);
    expect((await list(firm.admin)).data.every((e: { next_attempt_at: string | null }) => e.next_attempt_at !== null)).toBe(true);
    expect((await list(other.admin)).data[0].next_attempt_at).toBeNull();
  });
});
