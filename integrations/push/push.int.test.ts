import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, type Organisation, type Session } from '../../tests/support/portal.js';
import { HarvestFake } from '../testing/harvest-server.js';
import { bookingTargets, connectCrm, publishDay, startPushPortal } from '../../tests/support/push-portal.js';
import { pushIdFor, pushStream } from '../../domain/push/index.js';

let test: Awaited<ReturnType<typeof startPushPortal>>;
let fake: HarvestFake;
let firm: Organisation;
let user: Session;
let targets: Awaited<ReturnType<typeof bookingTargets>>;

const harvest = (token = 'harvest-token-ann') => ({ system: 'harvest', credentials: { access_token: token, account_id: fake.accountId, base_url: fake.baseUrl } });

/** Polls the queue until the day's pushes exist and none is due any more (bounded). */
async function settled(dayId: string, pushes: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await test.portal.deps.pool.query<{ total: string; due: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE status = 'pending' AND next_attempt_at IS NOT NULL) AS due FROM push_queue WHERE day_id = $1`,
      [dayId],
    );
    if (Number(rows[0]!.total) >= pushes && Number(rows[0]!.due) === 0) return;
    if (Date.now() > deadline) throw new Error(`pushes of ${dayId} did not settle: ${JSON.stringify(rows[0])}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  fake = await HarvestFake.start({ rateLimit: false });
  test = await startPushPortal();
  firm = await createTestOrganisation(test);
  user = await firm.member('user');
  targets = await bookingTargets(firm.admin, 'ABC Corp');
});
afterAll(async () => {
  await test.close();
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

describe('connecting a CRM', () => {
  it('refuses credentials the system refuses (422 invalid_credentials) and is for admins only', async () => {
    const wrong = await firm.admin.post('/v1/rpc/services/crm/initiate', harvest('not-a-token'));
    expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'invalid_credentials']);
    const notAdmin = await user.post('/v1/rpc/services/crm/initiate', harvest());
    expect(notAdmin.statusCode).toBe(403);
    expect((await user.post('/v1/rpc/activities/external-crm/errors', {})).statusCode).toBe(403);
  });

  it('stores a working connection encrypted and never answers its credentials', async () => {
    const connected = await connectCrm(firm.admin, 'harvest', harvest().credentials);
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json().data).toMatchObject({ system: 'harvest', status: 'active', allowDisconnect: true });
    const status = await firm.admin.post('/v1/rpc/services/crm/status');
    expect(status.json().data).toMatchObject({ system: 'harvest', status: 'active' });
    for (const body of [connected.body, status.body]) expect(body).not.toContain('harvest-token-ann');
    const { rows } = await test.portal.deps.pool.query<{ credentials: Buffer }>('SELECT credentials FROM connections WHERE client_id = $1', [firm.clientId]);
    expect(rows[0]!.credentials.toString('latin1')).not.toContain('harvest-token-ann');
  });

  it('maps contacts and dimensions to the connected system', async () => {
    expect((await firm.admin.put(`/v1/contacts/${targets.contact}/external-crm`, { external_id: '2001' })).statusCode).toBe(200);
    expect((await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: targets.project, external_id: '3001' })).statusCode).toBe(200);
    const task = await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: targets.subproject, external_id: '4002' });
    expect(task.json().data).toMatchObject({ kind: 'subproject', external_id: '4002' });
  });
});

describe('pushing a published day', () => {
  it('books each activity in Harvest exactly once, with its published hours and mapped project and task', async () => {
    const { dayId, ids } = await publishDay(user, '2026-03-02', [{ from: '09:00', to: '10:30', ...targets, description: 'Design review' }]);
    await settled(dayId, 1);

    const entries = fake.data.entries.filter((e) => e.external_reference?.id === pushIdFor(ids[0]!, 'harvest'));
    expect(entries).toEqual([expect.objectContaining({ hours: 1.5, project_id: 3001, task_id: 4002, spent_date: '2026-03-02', notes: 'Design review' })]);
    const status = await user.post('/v1/rpc/days/external-crm/status', { day_id: dayId });
    expect(status.json().data).toMatchObject({ status: 'done', activities: [{ activity_id: ids[0], status: 'done', external_id: String(entries[0]!.id) }] });
  });

  it('waits as long as a 429 Retry-After says before the next attempt', async () => {
    fake.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 1 }], { method: 'GET', path: /time_entries/ });
    const { dayId, ids } = await publishDay(user, '2026-03-03', [{ from: '09:00', to: '10:00', ...targets }]);
    await settled(dayId, 1);
    const calls = fake.server.requests.filter((r) => r.path.endsWith('/time_entries') && r.query.get('external_reference_id') === pushIdFor(ids[0]!, 'harvest'));
    expect(calls[0]?.status).toBe(429);
    const events = await test.portal.deps.store.readStream(pushStream(pushIdFor(ids[0]!, 'harvest')));
    const failed = events.find((e) => e.type === 'PushAttemptFailed')!.data as { at: string; next_attempt_at: string; error: { code: string } };
    const succeeded = events.find((e) => e.type === 'PushSucceeded')!.data as { at: string };
    expect(failed.error.code).toBe('external_api_rate_limited');
    expect(Date.parse(failed.next_attempt_at) - Date.parse(failed.at)).toBeGreaterThanOrEqual(1000);
    expect(Date.parse(succeeded.at)).toBeGreaterThanOrEqual(Date.parse(failed.next_attempt_at));
    expect(fake.data.entries.filter((e) => e.external_reference?.id === pushIdFor(ids[0]!, 'harvest'))).toHaveLength(1);
  });

  it('lists invalid credentials as a sync error without retrying; retry after fixing pushes it; cancel removes it', async () => {
    await test.portal.deps.pool.query(`UPDATE connections SET updated_at = now() WHERE client_id = $1`, [firm.clientId]);
    const revoked = fake.data.users.find((u) => u.token === 'harvest-token-ann')!;
    revoked.token = 'revoked';
    const { dayId, ids } = await publishDay(user, '2026-03-04', [
      { from: '09:00', to: '10:00', ...targets },
      { from: '11:00', to: '12:00', ...targets },
    ]);
    await settled(dayId, 2);
    // The list follows the sync-error projection, which may trail the queue: wait for both errors to show.
    const listedErrors = async () => (await firm.admin.post('/v1/rpc/activities/external-crm/errors', {})).json().data.filter((e: { day_id: string }) => e.day_id === dayId);
    await expect.poll(async () => (await listedErrors()).length, { timeout: 15_000 }).toBe(2);
    const errors = await listedErrors();
    expect(errors[0]).toMatchObject({ system: 'harvest', published_duration: 3600, attempts: 1, next_attempt_at: null, error: { code: 'invalid_credentials' } });
    expect(errors[0].dimensions).toEqual({ contact_id: targets.contact, project_id: targets.project, subproject_id: targets.subproject, working_code_id: null });
    expect((await user.post('/v1/rpc/days/external-crm/status', { day_id: dayId })).json().data.status).toBe('error');

    revoked.token = 'harvest-token-ann';
    const retried = await firm.admin.post('/v1/rpc/activities/external-crm/retry', { activities: [ids[0]] });
    expect(retried.json().data.count).toBe(1);
    const cancelled = await firm.admin.post('/v1/rpc/activities/external-crm/cancel', { activities: [ids[1]] });
    expect(cancelled.json().data.count).toBe(1);
    // The retry runs in the worker and the list follows through its projection: wait for the list to empty.
    await expect
      .poll(async () => (await firm.admin.post('/v1/rpc/activities/external-crm/errors', {})).json().data.filter((e: { day_id: string }) => e.day_id === dayId), { timeout: 15_000 })
      .toEqual([]);
    expect(fake.data.entries.filter((e) => e.external_reference?.id === pushIdFor(ids[0]!, 'harvest'))).toHaveLength(1);
    expect(fake.data.entries.filter((e) => e.external_reference?.id === pushIdFor(ids[1]!, 'harvest'))).toHaveLength(0);
    const unknown = await firm.admin.post('/v1/rpc/activities/external-crm/retry', { activities: [targets.contact] });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'model_not_found']);
  });
});
