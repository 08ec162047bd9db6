import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, TEST_PASSWORD, anonymous, createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

describe('sign-in, sessions and CSRF', () => {
  let test: TestPortal;
  let firm: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  it('hands out an XSRF-TOKEN cookie readable by scripts', async () => {
    const response = await new Session(test.app).get('/csrf-cookie');
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).not.toBe(true);
  });

  it('signs in with the right password, sets an httpOnly session cookie, and knows the user', async () => {
    const session = await anonymous(test.app);
    const email = `sign-in-${Date.now()}@test.tally.example`;
    await firm.member('user', email);
    const login = await session.post('/auth/login', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.name === 'tally_session')?.httpOnly).toBe(true);
    const self = await session.get('/v1/users/self');
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toMatchObject({ email, role: 'user', is_admin: false, client: { id: firm.clientId } });
    expect(self.json().data).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password or an unknown email with invalid_credentials, the same way', async () => {
    const session = await anonymous(test.app);
    const wrong = await session.post('/auth/login', { email: 'nobody@test.tally.example', password: 'whatever-it-is' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', errors: { email: [expect.any(String)] } });
    expect(wrong.json().reference).toBe(wrong.headers['x-request-reference']);
  });

  it('answers 401 unauthenticated without a session, and after logout', async () => {
    const session = await anonymous(test.app);
    const before = await session.get('/v1/users/self');
    expect(before.statusCode).toBe(401);
    expect(before.json()).toMatchObject({ status: 401, code: 'unauthenticated' });

    const email = `logout-${Date.now()}@test.tally.example`;
    const member = await firm.member('user', email);
    expect((await member.get('/v1/users/self')).statusCode).toBe(200);
    const token = (member as unknown as { cookies: Map<string, string> }).cookies.get('tally_session')!;
    expect((await member.post('/auth/logout')).statusCode).toBe(204);
    expect((await member.get('/v1/users/self')).statusCode).toBe(401);
    // The ended session's token, kept by someone, is refused at once too (not a second later).
    const replayed = await test.app.inject({ method: 'GET', url: '/v1/users/self', headers: { cookie: `tally_session=${token}` } });
    expect(replayed.statusCode).toBe(401);
  });

  it('answers 419 to a state-changing call without a matching CSRF header, and changes nothing', async () => {
    const session = await anonymous(test.app);
    const missing = await session.request({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.c', password: 'x' }, headers: { 'x-xsrf-token': '' } });
    expect(missing.statusCode).toBe(419);
    expect(missing.json().code).toBe('csrf_token_mismatch');
    const forged = await firm.admin.request({
      method: 'POST',
      url: '/v1/contacts',
      payload: { name: 'Forged' },
      headers: { 'x-xsrf-token': 'not-the-cookie' },
    });
    expect(forged.statusCode).toBe(419);
    const list = await firm.admin.get('/v1/contacts?name=eq:Forged');
    expect(list.json().data).toEqual([]);
  });

  it('rate-limits repeated login attempts for one account with a clear error and Retry-After', async () => {
    const session = await anonymous(test.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await session.post('/auth/login', { email: 'target@test.tally.example', password: `guess-${i}` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    const limited = await session.post('/auth/login', { email: 'target@test.tally.example', password: 'guess' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(/Try again in \d+ seconds/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('roles and account states', () => {
  let test: TestPortal;
  let firm: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  it('lets administrators list users and refuses users and managers with 403 forbidden', async () => {
    expect((await firm.admin.get('/v1/users')).statusCode).toBe(200);
    for (const role of ['user', 'manager'] as const) {
      const response = await (await firm.member(role)).get('/v1/users');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
  });

  it('answers 403 ACCOUNT_SUSPENDED, NO_ACTIVE_SUBSCRIPTION and USER_TRANSFERRED for those accounts', async () => {
    const pool = test.portal.deps.pool;
    const user = await firm.member('user', `state-${Date.now()}@test.tally.example`);
    // A session's user is read at most once a second (api/plugins/authentication.ts): a change shows within that.
    const answer = async () => {
      const self = await user.get('/v1/users/self');
      return [self.statusCode, self.json().code ?? null];
    };
    await pool.query(`UPDATE clients SET status = 'suspended' WHERE id = $1`, [firm.clientId]);
    await expect.poll(answer).toEqual([403, 'ACCOUNT_SUSPENDED']);
    await pool.query(`UPDATE clients SET status = 'active', subscription_ends_at = now() - interval '1 day' WHERE id = $1`, [firm.clientId]);
    await expect.poll(answer).toEqual([403, 'NO_ACTIVE_SUBSCRIPTION']);
    await pool.query(`UPDATE clients SET status = 'trial', subscription_ends_at = NULL WHERE id = $1`, [firm.clientId]);
    await pool.query(`UPDATE users SET transferred_at = now() WHERE client_id = $1 AND role = 'user'`, [firm.clientId]);
    await expect.poll(answer).toEqual([403, 'USER_TRANSFERRED']);
  });

  it('answers 503 maintenance on every API call while maintenance mode is on', async () => {
    await test.portal.deps.pool.query('UPDATE system_state SET maintenance = true');
    // The flag is cached for two seconds; a fresh app sees it at once.
    const fresh = await startTestPortalOn(test);
    const response = await fresh.get('/csrf-cookie');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'maintenance' });
    expect(response.headers['retry-after']).toBe('60');
    await test.portal.deps.pool.query('UPDATE system_state SET maintenance = false');
  });
});

async function startTestPortalOn(test: TestPortal): Promise<Session> {
  const { buildApp } = await import('../../api/app.js');
  const app = await buildApp(test.portal.deps, { logger: false });
  return new Session(app);
}
