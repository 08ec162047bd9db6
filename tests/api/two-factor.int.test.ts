import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../identity/organisations.js';
import { anonymous, createTestOrganisation, signIn, startTestPortal, TEST_PASSWORD, type Organisation, type TestPortal } from '../support/portal.js';
import { codeOf, passwordStep, TestClock, turnOnTwoFactor } from '../support/two-factor.js';

const STATE = '/auth/user/two-factor-authentication';
const CHALLENGE = '/auth/two-factor-challenge';

describe('two-factor sign-in', () => {
  let test: TestPortal;
  let firm: Organisation;
  const clock = new TestClock();
  let counter = 0;
  beforeAll(async () => {
    // Each person here tries more codes than the limit per account lets through; the limits have tests of their own.
    test = await startTestPortal({ clock: clock.now, app: { twoFactorLimits: { perAccount: 20 } } });
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  async function person() {
    const email = `two-factor-${process.pid}-${++counter}@test.tally.example`;
    const userId = await addUser(test.portal.deps.pool, firm.clientId, { email, password: TEST_PASSWORD, name_first: 'Tom', name_last: 'Totp', role: 'user' });
    return { email, userId, session: await signIn(test.app, email, TEST_PASSWORD) };
  }
  const audited = async (userId: string) =>
    (await test.portal.deps.pool.query<{ action: string }>('SELECT action FROM audit_log WHERE subject_user_id = $1 ORDER BY id', [userId])).rows.map((row) => row.action);

  it('turns on in steps: on, the QR code, a code confirms it and the recovery codes are shown once', async () => {
    const { email, userId, session } = await person();

    const started = await session.post(STATE);
    const qr = await session.get('/auth/user/two-factor-qr-code');
    const { secret, url, svg } = qr.json().data;
    const wrong = await session.post('/auth/user/confirmed-two-factor-authentication', { code: codeOf(secret, new Date(clock.now().getTime() - 600_000)) });
    const confirmed = await session.post('/auth/user/confirmed-two-factor-authentication', { code: codeOf(secret, clock.now()) });
    const qrAfter = await session.get('/auth/user/two-factor-qr-code');

    expect(started.json().data).toEqual({ enabled: false, pending: true, required: false, recovery_codes_left: 0 });
    expect(svg).toMatch(/^<svg/);
    expect(url).toBe(`otpauth://totp/Tally:${encodeURIComponent(email)}?issuer=Tally&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(wrong.json()).toMatchObject({ status: 422, code: 'twofactor', errors: { code: ['The two-factor code is not valid.'] } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recovery_codes: codes, state } = confirmed.json().data;
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(state).toEqual({ enabled: true, pending: false, required: false, recovery_codes_left: 8 });
    expect(qrAfter.json().code).toBe('precondition_failed');
    // The secret is kept encrypted: neither it nor the recovery codes are in the database as they were shown.
    const { rows } = await test.portal.deps.pool.query('SELECT u.two_factor_secret, array_agg(r.code_hash) AS hashes FROM users u JOIN two_factor_recovery_codes r ON r.user_id = u.id WHERE u.id = $1 GROUP BY 1', [userId]);
    expect(rows[0].two_factor_secret.toString('latin1')).not.toContain(secret);
    for (const code of codes) expect(rows[0].hashes.join()).not.toContain(code.replace('-', ''));
    expect(await audited(userId)).toContain('two_factor_enabled');
  });

  it('asks for a code at sign-in with no session until it is given, and takes each code once', async () => {
    const { email, userId, session } = await person();
    const app = await turnOnTwoFactor(session, clock);
    const browser = await anonymous(test.app);

    await passwordStep(browser, email, TEST_PASSWORD);
    expect(browser.cookie('tally_session')).toBeUndefined();
    expect((await browser.get('/v1/users/self')).statusCode).toBe(401);
    const wrong = await browser.post(CHALLENGE, { code: codeOf(app.secret, new Date(clock.now().getTime() - 600_000)) });
    const code = app.code();
    const right = await browser.post(CHALLENGE, { code });

    expect(wrong.json()).toMatchObject({ status: 422, code: 'twofactor' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.email).toBe(email);
    expect((await browser.get('/v1/users/self')).statusCode).toBe(200);
    expect(await audited(userId)).toEqual(expect.arrayContaining(['two_factor_failed', 'sign_in']));

    // Someone who saw the code uses it again within its 30 seconds, from another browser that knows the password.
    const replay = await anonymous(test.app);
    await passwordStep(replay, email, TEST_PASSWORD);
    expect((await replay.post(CHALLENGE, { code })).json().code).toBe('twofactor');
    // Nor does the code of the step before (still inside the ±1 step window) count once a later one was used.
    expect((await replay.post(CHALLENGE, { code: codeOf(app.secret, new Date(clock.now().getTime() - 30_000)) })).json().code).toBe('twofactor');
    clock.advance(30);
    expect((await replay.post(CHALLENGE, { code: app.code() })).statusCode).toBe(200);
  });

  it('takes a code of the step before or after now, for a phone whose clock drifts', async () => {
    const { email, session } = await person();
    const app = await turnOnTwoFactor(session, clock);
    for (const drift of [-30, 30]) {
      clock.advance(90);
      const browser = await anonymous(test.app);
      await passwordStep(browser, email, TEST_PASSWORD);
      expect((await browser.post(CHALLENGE, { code: codeOf(app.secret, new Date(clock.now().getTime() + drift * 1000)) })).statusCode).toBe(200);
    }
  });

  it('takes each recovery code once instead of a code', async () => {
    const { email, userId, session } = await person();
    const app = await turnOnTwoFactor(session, clock);
    const [recovery = ''] = app.recoveryCodes;

    const first = await anonymous(test.app);
    await passwordStep(first, email, TEST_PASSWORD);
    const used = await first.post(CHALLENGE, { recovery_code: recovery.toLowerCase() });
    const second = await anonymous(test.app);
    await passwordStep(second, email, TEST_PASSWORD);
    const again = await second.post(CHALLENGE, { recovery_code: recovery });

    expect(used.statusCode, used.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 422, code: 'twofactor', errors: { recovery_code: [expect.any(String)] } });
    expect((await first.get(STATE)).json().data.recovery_codes_left).toBe(7);
    expect(await audited(userId)).toContain('two_factor_recovery_used');
  });

  it('finishes only the sign-in of this browser, within five minutes', async () => {
    const { email, session } = await person();
    const app = await turnOnTwoFactor(session, clock);
    const noPending = await (await anonymous(test.app)).post(CHALLENGE, { code: app.code() });
    const browser = await anonymous(test.app);
    await passwordStep(browser, email, TEST_PASSWORD);
    await test.portal.deps.pool.query("UPDATE two_factor_challenges SET expires_at = now() - interval '1 second'");
    const late = await browser.post(CHALLENGE, { code: app.code() });

    expect(noPending.json()).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(late.json()).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('turns off only with a code, after which signing in asks for none', async () => {
    const { email, userId, session } = await person();
    const app = await turnOnTwoFactor(session, clock);

    const withoutCode = await session.request({ method: 'DELETE', url: STATE, payload: {} });
    const wrongCode = await session.request({ method: 'DELETE', url: STATE, payload: { code: '000000' } });
    const off = await session.request({ method: 'DELETE', url: STATE, payload: { code: app.code() } });

    expect(withoutCode.json().code).toBe('twofactor');
    expect(wrongCode.json().code).toBe('twofactor');
    expect(off.json().data).toEqual({ enabled: false, pending: false, required: false, recovery_codes_left: 0 });
    const login = await (await anonymous(test.app)).post('/auth/login', { email, password: TEST_PASSWORD });
    expect(login.json().data.email).toBe(email);
    expect(await audited(userId)).toContain('two_factor_disabled');
  });
});

describe('a firm that requires two-factor sign-in', () => {
  let test: TestPortal;
  let firm: Organisation;
  const clock = new TestClock();
  beforeAll(async () => {
    test = await startTestPortal({ clock: clock.now });
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  const REQUIRE = '/v1/clients/properties/two_factor_required';

  it('is required by an administrator who has it on, and sends everyone without it to set it up first', async () => {
    const member = await firm.member('user');
    const notAdmin = await member.post(REQUIRE, { value: true });
    const adminWithout = await firm.admin.post(REQUIRE, { value: true });
    await turnOnTwoFactor(firm.admin, clock);
    const required = await firm.admin.post(REQUIRE, { value: true });

    expect(notAdmin.statusCode).toBe(403);
    expect(adminWithout.json().code).toBe('precondition_failed');
    expect(required.json().data).toEqual({ two_factor_required: true, time_zone: 'Europe/Amsterdam', is_onboarded: false });
    expect((await firm.admin.get('/v1/contacts')).statusCode).toBe(200);

    const blocked = await member.get('/v1/contacts');
    expect(blocked.json()).toMatchObject({ status: 403, code: 'twofactor_setup_required' });
    expect((await member.get(STATE)).json().data).toMatchObject({ enabled: false, required: true });
    await turnOnTwoFactor(member, clock);
    expect((await member.get('/v1/contacts')).statusCode).toBe(200);
    const { rows } = await test.portal.deps.pool.query("SELECT details FROM audit_log WHERE action = 'two_factor_requirement_changed' AND client_id = $1", [firm.clientId]);
    expect(rows).toEqual([{ details: { required: true } }]);
  });
});
