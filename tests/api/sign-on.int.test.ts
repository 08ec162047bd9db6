import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../api/plugins/authentication.js';
import type { SignOnSettings } from '../../identity/sign-on/index.js';
import { GLOBAL_ADMINISTRATOR, TestOpenIdProvider, visitProvider, type ProviderAccount } from '../support/openid-provider.js';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/**
 * Signing in with Google and Microsoft (OpenID Connect) against a real provider (oidc-provider) in this process,
 * standing in for both: the flows, the refusals, linking and unlinking, and the attacks (state, nonce, fixation).
 */
const PUBLIC_URL = 'http://127.0.0.1:3999';
let idp: TestOpenIdProvider;
let test: TestPortal;
let firm: Organisation;
let subjects = 0;

beforeAll(async () => {
  idp = await TestOpenIdProvider.start(PUBLIC_URL);
  const signOn: SignOnSettings = { publicUrl: PUBLIC_URL, providers: { google: idp.settings('google'), microsoft: idp.settings('microsoft') } };
  test = await startTestPortal({ signOn });
  firm = await createTestOrganisation(test);
});

afterAll(async () => {
  await test?.close();
  await idp?.close();
});

const account = (roles?: string[]): ProviderAccount => ({ subject: `subject-${++subjects}`, email: `person${subjects}@provider.example`, ...(roles ? { roles } : {}) });

/** The browser goes to the provider as `who` and comes back with its query; answers the portal's finish. */
async function roundTrip(browser: Session, provider: 'google' | 'microsoft', who: ProviderAccount, start?: { link?: boolean; intent?: 'admin'; tamper?: (url: URL) => void }) {
  const started = start?.link ? await browser.post(`/auth/${provider}`, {}) : await browser.get(`/auth/${provider}${start?.intent ? `?intent=${start.intent}` : ''}`);
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL(started.json().data.url as string);
  start?.tamper?.(url);
  idp.signInAs(who);
  const query = await visitProvider(url.href);
  return browser.post(`/auth/${provider}/login`, { query });
}

/** A person of the firm whose Google or Microsoft account is linked. */
async function linkedMember(provider: 'google' | 'microsoft', role: 'user' | 'admin' = 'user', roles?: string[]) {
  const member = role === 'admin' ? firm.admin : await firm.member(role);
  const who = account(roles);
  const linked = await roundTrip(member, provider, who, { link: true });
  expect(linked.statusCode, linked.body).toBe(200);
  return { member, who, self: (await member.get('/v1/users/self')).json().data as { id: string } };
}

describe('signing in with a provider', () => {
  it('lists the configured providers for the login page', async () => {
    const answer = await (await anonymous(test.app)).get('/auth/providers');
    expect(answer.json().data).toEqual([{ provider: 'google' }, { provider: 'microsoft' }]);
  });

  it('signs in the person the Google account is linked to, with a new session id', async () => {
    const { who, self } = await linkedMember('google');
    const browser = await anonymous(test.app);
    // Someone planted a session id in the browser before its page loaded (and fetched its CSRF token).
    browser.plant(SESSION_COOKIE, 'planted-by-someone-else');
    await browser.get('/csrf-cookie');
    const answer = await roundTrip(browser, 'google', who);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ intent: 'sign_in', user: { id: self.id } });
    // Session fixation: the session id the browser came with is not the one it is signed in with.
    expect(browser.cookie(SESSION_COOKIE)).not.toBe('planted-by-someone-else');
    expect((await browser.get('/v1/users/self')).json().data.id).toBe(self.id);
    const audit = await test.portal.deps.pool.query(`SELECT details FROM audit_log WHERE subject_user_id = $1 AND action = 'sign_in'`, [self.id]);
    expect(audit.rows.map((row) => row.details)).toContainEqual({ provider: 'google' });
  });

  it('ends the session the browser had before signing in with a provider', async () => {
    const { who } = await linkedMember('microsoft');
    const other = await firm.member('user');
    const before = other.cookie(SESSION_COOKIE);
    expect((await roundTrip(other, 'microsoft', who)).statusCode).toBe(200);
    const stale = await anonymous(test.app);
    stale.plant(SESSION_COOKIE, before!);
    expect((await stale.get('/v1/users/self')).statusCode).toBe(401);
  });

  it('refuses an account nobody is linked to: invalid_credentials_google and invalid_credentials_microsoft', async () => {
    const google = await roundTrip(await anonymous(test.app), 'google', account());
    expect([google.statusCode, google.json().code]).toEqual([422, 'invalid_credentials_google']);
    const browser = await anonymous(test.app);
    const microsoft = await roundTrip(browser, 'microsoft', account());
    expect([microsoft.statusCode, microsoft.json().code]).toEqual([422, 'invalid_credentials_microsoft']);
    expect((await browser.get('/v1/users/self')).statusCode).toBe(401);
  });

  it('refuses a changed state: invalid_grant, and nobody is signed in', async () => {
    const { who } = await linkedMember('google');
    const browser = await anonymous(test.app);
    const answer = await roundTrip(browser, 'google', who, { tamper: (url) => url.searchParams.set('state', 'forged-state') });
    expect([answer.statusCode, answer.json().code]).toEqual([422, 'invalid_grant']);
    expect((await browser.get('/v1/users/self')).statusCode).toBe(401);
  });

  it('refuses an ID token with another nonce: invalid_grant', async () => {
    const { who } = await linkedMember('google');
    const browser = await anonymous(test.app);
    const answer = await roundTrip(browser, 'google', who, { tamper: (url) => url.searchParams.set('nonce', 'forged-nonce') });
    expect([answer.statusCode, answer.json().code]).toEqual([422, 'invalid_grant']);
    expect((await browser.get('/v1/users/self')).statusCode).toBe(401);
  });

  it('refuses a return finished in another browser than the one that started it, and a return used twice', async () => {
    const { who } = await linkedMember('google');
    const starter = await anonymous(test.app);
    const started = await starter.get('/auth/google');
    idp.signInAs(who);
    const query = await visitProvider(started.json().data.url as string);
    const attacker = await anonymous(test.app);
    expect((await attacker.post('/auth/google/login', { query })).json().code).toBe('invalid_grant');
    expect((await starter.post('/auth/google/login', { query })).statusCode).toBe(200);
    expect((await starter.post('/auth/google/login', { query })).json().code).toBe('invalid_grant');
  });

  it('says why a sign-in is refused in the reader’s language: German', async () => {
    const { who } = await linkedMember('google');
    const starter = await anonymous(test.app);
    const started = await starter.get('/auth/google');
    idp.signInAs(who);
    const query = await visitProvider(started.json().data.url as string);
    const attacker = await anonymous(test.app);
    const refused = await attacker.request({ method: 'POST', url: '/auth/google/login', payload: { query }, headers: { 'accept-language': 'de' } });
    expect([refused.json().code, refused.json().message]).toEqual(['invalid_grant', 'Diese Anmeldung wurde nicht in diesem Browser begonnen oder ist abgelaufen.']);
  });

  it('asks the two-factor code after the provider when the person has two-factor on', async () => {
    const { who, self } = await linkedMember('google');
    // Two-factor on, as confirming it leaves it (the code itself is the two-factor tests' matter).
    await test.portal.deps.pool.query(`UPDATE users SET two_factor_confirmed_at = now() WHERE id = $1`, [self.id]);
    const browser = await anonymous(test.app);
    const answer = await roundTrip(browser, 'google', who);
    expect(answer.json()).toEqual({ two_factor: true, redirect: null });
    expect((await browser.get('/v1/users/self')).statusCode).toBe(401);
  });
});

describe("Microsoft's administrators' sign-in (product-spec §6)", () => {
  it('signs in an administrator whose Microsoft account has administrator rights', async () => {
    const { who } = await linkedMember('microsoft', 'admin', [GLOBAL_ADMINISTRATOR]);
    const answer = await roundTrip(await anonymous(test.app), 'microsoft', who, { intent: 'admin' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.intent).toBe('admin');
  });

  it('refuses a Microsoft account without administrator rights: access_denied', async () => {
    const other = await createTestOrganisation(test, 'Second firm');
    const who = account();
    expect((await roundTrip(other.admin, 'microsoft', who, { link: true })).statusCode).toBe(200);
    const browser = await anonymous(test.app);
    const answer = await roundTrip(browser, 'microsoft', who, { intent: 'admin' });
    expect([answer.statusCode, answer.json().code, answer.json().title]).toEqual([403, 'access_denied', 'This Microsoft account has no administrator rights']);
    expect((await browser.get('/v1/users/self')).statusCode).toBe(401);
  });

  it('refuses a directory administrator who is no administrator in the firm: access_denied', async () => {
    const { who } = await linkedMember('microsoft', 'user', [GLOBAL_ADMINISTRATOR]);
    const answer = await roundTrip(await anonymous(test.app), 'microsoft', who, { intent: 'admin' });
    expect(answer.json().code).toBe('access_denied');
  });
});

describe('linked sign-ins', () => {
  it('links an account to the signed-in person, lists it and unlinks it', async () => {
    const member = await firm.member('user');
    const who = account();
    const linked = await roundTrip(member, 'google', who, { link: true });
    expect(linked.json().data.intent).toBe('link');
    expect((await member.get('/v1/auth/linked-sign-ins')).json().data).toEqual([{ provider: 'google', email: who.email, linked_at: expect.any(String) }]);
    expect((await member.delete('/v1/auth/linked-sign-ins/google')).statusCode).toBe(204);
    expect((await member.get('/v1/auth/linked-sign-ins')).json().data).toEqual([]);
    expect((await member.delete('/v1/auth/linked-sign-ins/google')).statusCode).toBe(404);
    const signIn = await roundTrip(await anonymous(test.app), 'google', who);
    expect(signIn.json().code).toBe('invalid_credentials_google');
    const self = (await member.get('/v1/users/self')).json().data as { id: string };
    const actions = await test.portal.deps.pool.query(`SELECT action FROM audit_log WHERE subject_user_id = $1 AND action LIKE 'sso_%' ORDER BY id`, [self.id]);
    expect(actions.rows.map((row) => row.action)).toEqual(['sso_linked', 'sso_unlinked']);
  });

  it('refuses an account already linked to another person: external_account_taken, and the link stays', async () => {
    const { who, self } = await linkedMember('google');
    const other = await firm.member('user');
    const answer = await roundTrip(other, 'google', who, { link: true });
    expect([answer.statusCode, answer.json().code]).toEqual([409, 'external_account_taken']);
    expect((await other.get('/v1/auth/linked-sign-ins')).json().data).toEqual([]);
    const signIn = await roundTrip(await anonymous(test.app), 'google', who);
    expect(signIn.json().data.user.id).toBe(self.id);
  });

  it('needs a session to start a link', async () => {
    const browser = await anonymous(test.app);
    expect((await browser.post('/auth/google', {})).statusCode).toBe(401);
    expect((await browser.get('/v1/auth/linked-sign-ins')).statusCode).toBe(401);
  });
});
