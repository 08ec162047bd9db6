import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitePerson } from '../../identity/invites.js';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const trialHeader = (response: { headers: Record<string, unknown> }) => response.headers['tally-trial'];

/** Registers a quarter of an hour of activity that ended `endedAgo` ms ago; answers its day. */
async function register(session: Session, endedAgo: number): Promise<{ id: string; day_id: string; date: string }> {
  const response = await session.post('/v1/activities', {
    started_at: ago(endedAgo + HOUR / 4),
    ended_at: ago(endedAgo),
    source: { type: 'web', identifier: 'chrome', name: 'Chrome' },
    context: { title: 'Jaarrekening' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('plans, the trial and subscriptions (PLANS on)', () => {
  let test: TestPortal;
  beforeAll(async () => {
    test = await startTestPortal({ plans: true });
  });
  afterAll(async () => test.close());

  /** Moves the firm's creation `days` back; its people's next calls see it (a session is read at most once a second). */
  const createdDaysAgo = (firm: Organisation, days: number) =>
    test.portal.deps.pool.query(`UPDATE clients SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [firm.clientId, days]);

  /** A firm whose trial ran out, one of its people and their activity of 3 days ago (recorded after the trial) and of just now. */
  async function afterTrial() {
    const firm = await createTestOrganisation(test);
    const user = await firm.member('user');
    await createdDaysAgo(firm, 15);
    await expect.poll(async () => (await user.get('/v1/subscriptions')).json().data.plan, { timeout: 5_000 }).toBe('free');
    const old = await register(user, 3 * 24 * HOUR);
    const recent = await register(user, HOUR / 2);
    const historyFrom: string = (await user.get('/v1/subscriptions')).json().data.history_from;
    expect(old.date < historyFrom && recent.date >= historyFrom).toBe(true);
    return { firm, user, old, recent, historyFrom };
  }

  it('answers the trial header "trial days;remaining days"; an accepted invitation adds 3 days; run out, the remaining count is below zero', async () => {
    const firm = await createTestOrganisation(test);
    const self = await firm.admin.get('/v1/users/self');
    expect(trialHeader(self)).toBe('14;14');

    const colleague = { email: `colleague-${Date.now()}@test.tally.example`, name_first: 'Iris', name_last: 'Jansen', role: 'user' } as const;
    const { secret } = await invitePerson(test.portal.deps.pool, firm.clientId, colleague, self.json().data.id, new Date());
    const accepted = await (await anonymous(test.app)).post('/auth/invite/accept', { token: secret, password: 'a password of my own', password_confirmation: 'a password of my own' });
    expect(accepted.statusCode).toBe(200);
    await expect.poll(async () => trialHeader(await firm.admin.get('/v1/users/self')), { timeout: 5_000 }).toBe('17;17');
    expect((await firm.admin.get('/v1/subscriptions')).json().data).toMatchObject({ plans: true, status: 'trial', plan: null, trial: { trial_days: 17, remaining_days: 17 } });

    await createdDaysAgo(firm, 20);
    await expect.poll(async () => String(trialHeader(await firm.admin.get('/v1/users/self'))), { timeout: 5_000 }).toMatch(/^17;-\d+$/);
    const remaining = Number(String(trialHeader(await firm.admin.get('/v1/users/self'))).split(';')[1]);
    expect(remaining).toBeGreaterThanOrEqual(-30);
    expect(remaining).toBeLessThanOrEqual(-1);
    expect((await firm.admin.get('/v1/subscriptions')).json().data).toMatchObject({ plan: 'free', plan_name: 'Free', trial: { remaining_days: 0 } });
  });

  it('after the trial still records activity, but hides days before Free’s 8 hours from days, activities and reports until the firm activates', async () => {
    const { firm, user, old, recent, historyFrom } = await afterTrial();

    const oldDay = await user.get(`/v1/days/${old.day_id}`);
    expect([oldDay.statusCode, oldDay.json().code]).toEqual([403, 'history_limited']);
    expect((await user.get(`/v1/activities/${old.id}`)).statusCode).toBe(403);
    expect((await user.get(`/v1/days/${recent.day_id}`)).statusCode).toBe(200);
    expect((await user.get('/v1/days')).json().data.map((day: { id: string }) => day.id)).toEqual([recent.day_id]);
    expect((await user.get('/v1/activities')).json().data.map((activity: { id: string }) => activity.id)).toEqual([recent.id]);
    const report = await user.post('/v1/rpc/reports/interval/sources', { start: old.date, end: recent.date, group_by: 'day' });
    expect(report.json().meta).toMatchObject({ start: old.date, history_from: historyFrom, totals: { activity_count: 1 } });

    const activated = await firm.admin.post('/v1/subscriptions/activate', { type: 'timesheets', agreed: true });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data).toMatchObject({ status: 'active', plan: 'timesheets', plan_name: 'Premium', trial: null, history_from: null });
    await expect.poll(async () => (await user.get(`/v1/days/${old.day_id}`)).statusCode, { timeout: 5_000 }).toBe(200);
    expect(trialHeader(await user.get('/v1/users/self'))).toBeUndefined();
    const full = await user.post('/v1/rpc/reports/interval/sources', { start: old.date, end: recent.date, group_by: 'day' });
    expect(full.json().meta).toMatchObject({ history_from: null, totals: { activity_count: 2 } });
  });

  it('after the trial keeps to Free’s history in the day’s overview and history too, and in exports', async () => {
    const { user, old, recent, historyFrom } = await afterTrial();
    for (const answer of [
      await user.post('/v1/rpc/activities/overview', { date: old.date }),
      await user.post('/v1/rpc/activities/overview', { day_id: old.day_id }),
      await user.get(`/v1/days/${old.day_id}/history`),
      await user.get(`/v1/activities/${old.id}/history`),
      await user.post('/v1/rpc/activities/export', { period: 'day', date_start: old.date, format: 'csv', type: 'basic' }),
    ]) {
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'history_limited']);
    }
    expect((await user.post('/v1/rpc/activities/overview', { day_id: recent.day_id })).statusCode).toBe(200);
    const cut = await user.post('/v1/rpc/activities/export', { period: 'custom', date_start: old.date, date_end: recent.date, format: 'csv', type: 'basic' });
    expect(cut.statusCode, cut.body).toBe(202);
    expect(cut.json().data).toMatchObject({ date_start: historyFrom, date_end: recent.date });
  });

  it('once the firm activated a paid plan, a person without a running subscription is answered NO_ACTIVE_SUBSCRIPTION until one is given', async () => {
    const firm = await createTestOrganisation(test);
    const user = await firm.member('user');
    const self = await firm.admin.get('/v1/users/self');
    const adminId: string = self.json().data.id;
    const userId: string = (await user.get('/v1/users/self')).json().data.id;

    const activated = await firm.admin.post('/v1/subscriptions/activate', { type: 'starter', user_ids: [adminId], agreed: true });
    expect(activated.json().data.subscriptions).toEqual([expect.objectContaining({ user_id: adminId, type: 'starter', state: 'active', ends_at: null })]);
    await expect.poll(async () => (await user.get('/v1/days')).json().code, { timeout: 5_000 }).toBe('NO_ACTIVE_SUBSCRIPTION');
    expect((await firm.admin.get('/v1/days')).statusCode).toBe(200);

    const given = await firm.admin.put(`/v1/subscriptions/${userId}`, { type: 'insights' });
    expect(given.json().data).toMatchObject({ user_id: userId, type: 'insights', state: 'active' });
    await expect.poll(async () => (await user.get('/v1/days')).statusCode, { timeout: 5_000 }).toBe(200);

    const ended = await firm.admin.delete(`/v1/subscriptions/${userId}`);
    expect(ended.json().data).toMatchObject({ user_id: userId, state: 'ended' });
    await expect.poll(async () => (await user.get('/v1/days')).json().code, { timeout: 5_000 }).toBe('NO_ACTIVE_SUBSCRIPTION');
    // Their own firm's subscription screen stays readable: it says why.
    expect((await user.get('/v1/subscriptions')).json().data.subscriptions).toEqual([expect.objectContaining({ user_id: userId, state: 'ended' })]);
  });

  it('refuses without changing anything: activating for someone not of the firm, ending a subscription on trial, an unknown reason', async () => {
    const firm = await createTestOrganisation(test);
    const before = (await firm.admin.get('/v1/subscriptions')).json();
    const stranger = await firm.admin.post('/v1/subscriptions/activate', { type: 'starter', user_ids: ['00000000-0000-4000-8000-000000000000'], agreed: true });
    expect([stranger.statusCode, stranger.json().code, Object.keys(stranger.json().errors)]).toEqual([422, 'validation_failed', ['user_ids']]);
    const unagreed = await firm.admin.post('/v1/subscriptions/activate', { type: 'starter', agreed: false });
    expect(unagreed.statusCode).toBe(422);
    const onTrial = await firm.admin.post('/v1/rpc/deactivate', { reason: 'price' });
    expect([onTrial.statusCode, onTrial.json().code]).toEqual([412, 'precondition_failed']);
    expect((await firm.admin.post('/v1/rpc/deactivate', { reason: 'bored' })).statusCode).toBe(422);
    expect((await firm.admin.put('/v1/subscriptions/00000000-0000-4000-8000-000000000000', { type: 'starter' })).statusCode).toBe(404);
    expect((await firm.admin.get('/v1/subscriptions')).json()).toEqual(before);
  });

  it('ending the subscription with a reason falls back to Free: every subscription ends, people work on with 8 hours of history', async () => {
    const firm = await createTestOrganisation(test);
    const user = await firm.member('user');
    await firm.admin.post('/v1/subscriptions/activate', { type: 'sidekick', agreed: true });
    const ended = await firm.admin.post('/v1/rpc/deactivate', { reason: 'price', explanation: 'Too dear for two people' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'active', plan: 'free', deactivation_reason: 'price' });
    expect(ended.json().data.subscriptions.map((row: { state: string }) => row.state)).toEqual(['ended', 'ended']);
    await expect.poll(async () => (await user.get('/v1/days')).statusCode, { timeout: 5_000 }).toBe(200);
    expect((await firm.admin.post('/v1/rpc/deactivate', { reason: 'price' })).statusCode).toBe(412);
  });
});

describe('plans off (a self-hosted install’s default)', () => {
  let test: TestPortal;
  beforeAll(async () => {
    test = await startTestPortal();
  });
  afterAll(async () => test.close());

  it('sends no trial header, limits no history and answers subscription changes 412', async () => {
    const firm = await createTestOrganisation(test);
    await test.portal.deps.pool.query(`UPDATE clients SET created_at = now() - interval '60 days' WHERE id = $1`, [firm.clientId]);
    const state = await firm.admin.get('/v1/subscriptions');
    expect(trialHeader(state)).toBeUndefined();
    expect(state.json().data).toMatchObject({ plans: false, status: 'trial', plan: null, history_from: null, trial: null, subscriptions: [] });
    const activate = await firm.admin.post('/v1/subscriptions/activate', { type: 'starter', agreed: true });
    expect([activate.statusCode, activate.json().code]).toEqual([412, 'precondition_failed']);
    const old = await register(firm.admin, 10 * 24 * HOUR);
    expect((await firm.admin.get(`/v1/days/${old.day_id}`)).statusCode).toBe(200);
  });
});
