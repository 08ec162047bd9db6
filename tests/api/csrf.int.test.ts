import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestOrganisation, startTestPortal, TEST_PASSWORD, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/**
 * The CSRF token belongs to the session: double-submit alone (any cookie equal to the header) would let someone
 * who can set a cookie for our domain (a sibling subdomain, a network attacker on plain HTTP) pick the pair.
 */
describe('CSRF tokens bound to the session', () => {
  let test: TestPortal;
  let firm: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  const contactNamed = async (name: string) => (await firm.admin.get(`/v1/contacts?name=eq:${name}`)).json().data;
  /** A state-changing call with this browser's cookies, the XSRF-TOKEN cookie and header set to `token`. */
  const postWith = (browser: Session, token: string, name: string) =>
    test.app.inject({
      method: 'POST',
      url: '/v1/contacts',
      headers: { cookie: `tally_session=${browser.cookie('tally_session')}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      payload: { name },
    });

  it('refuses a pair of cookie and header that the attacker chose, for a signed-in session, with 419 and changes nothing', async () => {
    const forged = await postWith(firm.admin, 'chosen-by-the-attacker-0123456789abcdef', 'Forged pair');

    expect(forged.statusCode).toBe(419);
    expect(forged.json()).toMatchObject({ status: 419, code: 'csrf_token_mismatch' });
    expect(await contactNamed('Forged pair')).toEqual([]);
  });

  it('refuses another session’s token: a token is good for its own session only', async () => {
    const colleague = await firm.member('admin');

    const crossed = await postWith(firm.admin, colleague.csrf!, 'Crossed tokens');

    expect(crossed.statusCode).toBe(419);
    expect(await contactNamed('Crossed tokens')).toEqual([]);
  });

  it('replaces the token at login: the one from before login no longer works, the new one does', async () => {
    const browser = await anonymous(test.app);
    const beforeLogin = browser.csrf!;
    const email = `rotate-${process.pid}@test.tally.example`;
    await firm.member('user', email);

    const login = await browser.post('/auth/login', { email, password: TEST_PASSWORD });

    expect(login.statusCode).toBe(200);
    expect(browser.csrf).toBeDefined();
    expect(browser.csrf).not.toBe(beforeLogin);
    expect(browser.cookie('tally_pre_session')).toBeUndefined();
    expect((await postWith(browser, beforeLogin, 'Old token')).statusCode).toBe(419);
    expect((await postWith(browser, browser.csrf!, 'New token')).statusCode).toBe(201);
  });

  it('takes a login only with the token of the browser’s own pre-session', async () => {
    const attacker = await anonymous(test.app);
    const victim = await anonymous(test.app);
    const login = (cookie: string, token: string) =>
      test.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { cookie: `${cookie}XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
        payload: { email: 'nobody@test.tally.example', password: 'whatever-it-is' },
      });

    const withoutPreSession = await login('', attacker.csrf!);
    const withAnotherPreSession = await login(`tally_pre_session=${victim.cookie('tally_pre_session')}; `, attacker.csrf!);
    const ownPreSession = await login(`tally_pre_session=${attacker.cookie('tally_pre_session')}; `, attacker.csrf!);

    expect(withoutPreSession.statusCode).toBe(419);
    expect(withAnotherPreSession.statusCode).toBe(419);
    expect(ownPreSession.json().code).toBe('invalid_credentials');
  });

  it('hands a signed-in page that lost its cookie (a reload after 419) its session’s token again', async () => {
    const browser = await firm.member('admin');
    const issued = browser.csrf!;

    const again = await test.app.inject({ method: 'GET', url: '/csrf-cookie', headers: { cookie: `tally_session=${browser.cookie('tally_session')}` } });

    expect(again.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value).toBe(issued);
    expect(again.cookies.find((cookie) => cookie.name === 'tally_pre_session')).toBeUndefined();
  });

  it('ends the token at logout, and signs in again with a fresh one', async () => {
    const email = `again-${process.pid}@test.tally.example`;
    const browser = await firm.member('user', email);
    const signedIn = browser.csrf!;

    expect((await browser.post('/auth/logout')).statusCode).toBe(204);

    expect(browser.csrf).toBeUndefined();
    expect((await browser.request({ method: 'POST', url: '/auth/login', payload: { email, password: TEST_PASSWORD }, headers: { 'x-xsrf-token': signedIn } })).statusCode).toBe(419);
    await browser.get('/csrf-cookie');
    expect((await browser.post('/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});
