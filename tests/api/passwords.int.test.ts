import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addUser } from '../../identity/organisations.js';
import { startMailCatcher, type MailCatcher } from '../../mail/testing.js';
import { anonymous, createTestOrganisation, signIn, startTestPortal, TEST_PASSWORD, type Organisation, type Session, type TestPortal } from '../support/portal.js';
import { TestClock } from '../support/two-factor.js';

const NEW_PASSWORD = 'a new and longer one';
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${process.pid}-${++counter}@test.tally.example`;

/** The actions the audit log holds about a person, oldest first. */
async function auditedActions(test: TestPortal, userId: string): Promise<string[]> {
  const { rows } = await test.portal.deps.pool.query<{ action: string }>('SELECT action FROM audit_log WHERE subject_user_id = $1 ORDER BY id', [userId]);
  return rows.map((row) => row.action);
}

describe('changing a password', () => {
  let test: TestPortal;
  let firm: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  const change = (session: Session, body: Record<string, string>) => session.put('/auth/user/password', body);

  it('refuses what product-spec §5 refuses, each with its message on its field, and keeps the password', async () => {
    const email = uniqueEmail('rules');
    const session = await firm.member('user', email);

    const short = await change(session, { password_current: TEST_PASSWORD, password_new: 'short', password_repeat: 'short' });
    const unequal = await change(session, { password_current: TEST_PASSWORD, password_new: NEW_PASSWORD, password_repeat: `${NEW_PASSWORD}!` });
    const wrongCurrent = await change(session, { password_current: 'not my password', password_new: NEW_PASSWORD, password_repeat: NEW_PASSWORD });
    const same = await change(session, { password_current: TEST_PASSWORD, password_new: TEST_PASSWORD, password_repeat: TEST_PASSWORD });

    expect(short.json()).toMatchObject({ status: 422, code: 'validation_failed', errors: { password_new: ['Password should be at least 8 characters long'] } });
    expect(unequal.json()).toMatchObject({ status: 422, code: 'validation_failed', errors: { password_repeat: ['Passwords are not equal'] } });
    expect(wrongCurrent.json()).toMatchObject({ status: 422, code: 'password_current', errors: { password_current: ['This is not your current password'] } });
    expect(same.json()).toMatchObject({ status: 422, code: 'validation_failed', errors: { password_new: ['The new password must differ from the current one'] } });
    await expect(signIn(test.app, email, TEST_PASSWORD)).resolves.toBeDefined();
  });

  it('changes it, keeps this session and ends the person’s other sessions, and records it', async () => {
    const email = uniqueEmail('change');
    const userId = await addUser(test.portal.deps.pool, firm.clientId, { email, password: TEST_PASSWORD, name_first: 'Chris', name_last: 'Change', role: 'user' });
    const here = await signIn(test.app, email, TEST_PASSWORD);
    const elsewhere = await signIn(test.app, email, TEST_PASSWORD);
    // The other session was read once, so it sits in the session cache too.
    expect((await elsewhere.get('/v1/users/self')).statusCode).toBe(200);
    const someoneElse = await firm.member('user');

    const changed = await change(here, { password_current: TEST_PASSWORD, password_new: NEW_PASSWORD, password_repeat: NEW_PASSWORD });

    expect(changed.statusCode, changed.body).toBe(204);
    expect((await here.get('/v1/users/self')).statusCode).toBe(200);
    expect((await elsewhere.get('/v1/users/self')).json()).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect((await someoneElse.get('/v1/users/self')).statusCode).toBe(200);
    expect((await (await anonymous(test.app)).post('/auth/login', { email, password: TEST_PASSWORD })).json().code).toBe('invalid_credentials');
    await expect(signIn(test.app, email, NEW_PASSWORD)).resolves.toBeDefined();
    expect(await auditedActions(test, userId)).toContain('password_changed');
  });
});

describe('a forgotten password', () => {
  let test: TestPortal;
  let firm: Organisation;
  let mail: MailCatcher;
  const clock = new TestClock();
  beforeAll(async () => {
    mail = await startMailCatcher();
    test = await startTestPortal({ mail: mail.mailer, clock: clock.now });
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => {
    await test.close();
    await mail.close();
  });

  const forgot = async (email: string) => (await anonymous(test.app)).post('/auth/forgot-password', { email });
  const reset = async (body: Record<string, string>) =>
    (await anonymous(test.app)).post('/auth/reset-password', { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...body });
  /** The reset link mailed to the address, once it arrived (the mail goes out after the answer): up to 5 s on a busy machine. */
  const mailedLink = async (email: string) => new URL((await vi.waitFor(() => mail.lastTo(email), { timeout: 5_000 })).link);

  async function person(language = 'nl') {
    const email = uniqueEmail('forgot');
    const userId = await addUser(test.portal.deps.pool, firm.clientId, { email, password: TEST_PASSWORD, name_first: 'Fenna', name_last: 'Forgot', role: 'user', language });
    return { email, userId };
  }

  it('answers the same whether the email is someone’s or not, and mails a link only to someone, in their language', async () => {
    const { email } = await person('de');
    const unknown = uniqueEmail('nobody');

    const known = await forgot(email);
    const nobody = await forgot(unknown);

    expect(known.statusCode).toBe(202);
    expect(nobody.statusCode).toBe(202);
    expect(known.json()).toEqual(nobody.json());
    const link = await mailedLink(email);
    expect(mail.lastTo(email).subject).toBe('Ein neues Passwort für Tally');
    expect(mail.lastTo(email).text).toContain('Wählen Sie über den Link unten ein neues Passwort.');
    expect(link.pathname).toBe('/auth/reset');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(() => mail.lastTo(unknown)).toThrow();
  });

  it('resets with the mailed token once, ends every session of the person, and records both steps', async () => {
    const { email, userId } = await person();
    const signedIn = await signIn(test.app, email, TEST_PASSWORD);
    await forgot(email);
    const token = (await mailedLink(email)).searchParams.get('token') ?? '';

    const done = await reset({ email, token });
    const again = await reset({ email, token, password: 'yet another password', password_confirmation: 'yet another password' });

    expect(done.statusCode, done.body).toBe(204);
    expect(again.json()).toMatchObject({ status: 422, code: 'invalid_token', errors: { token: ['This link is not valid (any more): it may have expired, or been used or replaced.'] } });
    expect((await signedIn.get('/v1/users/self')).statusCode).toBe(401);
    await expect(signIn(test.app, email, NEW_PASSWORD)).resolves.toBeDefined();
    expect(await auditedActions(test, userId)).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']));
  });

  it('refuses a token older than an hour, another account’s token and a made-up one alike, and keeps the password', async () => {
    const { email } = await person();
    const other = await person();
    await forgot(email);
    await forgot(other.email);
    const token = (await mailedLink(email)).searchParams.get('token') ?? '';
    const othersToken = (await mailedLink(other.email)).searchParams.get('token') ?? '';

    const madeUp = await reset({ email, token: 'x'.repeat(43) });
    const notTheirs = await reset({ email, token: othersToken });
    clock.advance(3601);
    const expired = await reset({ email, token });

    for (const refused of [madeUp, notTheirs, expired]) expect(refused.json()).toMatchObject({ status: 422, code: 'invalid_token' });
    await expect(signIn(test.app, email, TEST_PASSWORD)).resolves.toBeDefined();
  });

  it('asks a new password by the rules of product-spec §5', async () => {
    const short = await reset({ email: uniqueEmail('any'), token: 'x', password: 'short', password_confirmation: 'short' });
    const unequal = await reset({ email: uniqueEmail('any'), token: 'x', password_confirmation: 'something else entirely' });
    expect(short.json()).toMatchObject({ code: 'validation_failed', errors: { password: ['Password should be at least 8 characters long'] } });
    expect(unequal.json()).toMatchObject({ code: 'validation_failed', errors: { password_confirmation: ['Passwords are not equal'] } });
  });
});
