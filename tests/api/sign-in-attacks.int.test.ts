import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addUser } from '../../identity/organisations.js';
import type { Mailer } from '../../mail/index.js';
import { startMailCatcher, type MailCatcher } from '../../mail/testing.js';
import { anonymous, createTestOrganisation, startTestPortal, TEST_PASSWORD, type Organisation, type TestPortal } from '../support/portal.js';

/** How a hash made with today's argon2id parameters (identity/passwords.ts) starts. */
const TODAYS_HASH = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/;

/** A mailer that holds every mail until the test lets it through: what the answer does not wait for. */
function heldMailer(through: Mailer): Mailer & { release(): void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    async deliver(mail) {
      await released;
      await through.deliver(mail);
    },
  };
}

/**
 * User enumeration by message and by timing (docs/rules.md, "Signing in"). Timing is not measured here (two
 * distributions on a shared machine make a flaky test); what is asserted is that a known and an unknown email take
 * the same path until the answer, and that what differs happens after it.
 */
describe('telling whether an email has an account', () => {
  let test: TestPortal;
  let firm: Organisation;
  let catcher: MailCatcher;
  let mailer: ReturnType<typeof heldMailer>;
  let counter = 0;
  const uniqueEmail = () => `enumeration-${process.pid}-${++counter}@test.tally.example`;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    mailer = heldMailer(catcher.mailer);
    test = await startTestPortal({ mail: mailer });
    firm = await createTestOrganisation(test);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    mailer.release();
    await test.close();
    await catcher.close();
  });

  const known = async () => {
    const email = uniqueEmail();
    await addUser(test.portal.deps.pool, firm.clientId, { email, password: TEST_PASSWORD, name_first: 'Kim', name_last: 'Known', role: 'user' });
    return email;
  };

  it('login: an unknown email and a wrong password get the same answer after the same argon2 check', async () => {
    const email = await known();
    const verify = vi.spyOn(argon2, 'verify');
    const browser = await anonymous(test.app);

    const wrongPassword = await browser.post('/auth/login', { email, password: 'not the password' });
    const checkedForKnown = verify.mock.calls.map(([hash]) => hash);
    verify.mockClear();
    const unknownEmail = await browser.post('/auth/login', { email: uniqueEmail(), password: 'not the password' });
    const checkedForUnknown = verify.mock.calls.map(([hash]) => hash);

    const { reference: _known, ...knownAnswer } = wrongPassword.json();
    const { reference: _unknown, ...unknownAnswer } = unknownEmail.json();
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(knownAnswer).toEqual(unknownAnswer);
    expect(checkedForKnown).toEqual([expect.stringMatching(TODAYS_HASH)]);
    expect(checkedForUnknown).toEqual([expect.stringMatching(TODAYS_HASH)]);
  });

  it('login: a known account’s failure is written to the audit log after the answer', async () => {
    const email = await known();
    const browser = await anonymous(test.app);
    const lock = await test.portal.deps.pool.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE audit_log IN ACCESS EXCLUSIVE MODE');
      const refused = await browser.post('/auth/login', { email, password: 'not the password' });
      expect(refused.json().code).toBe('invalid_credentials');
    } finally {
      await lock.query('ROLLBACK');
      lock.release();
    }
  });

  it('forgot password: answers before looking the email up and before the mail goes out', async () => {
    const email = await known();
    const browser = await anonymous(test.app);
    const lock = await test.portal.deps.pool.connect();
    let answers;
    try {
      // Nobody can read users now: an answer that waited for the look-up would never come.
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      answers = [await browser.post('/auth/forgot-password', { email }), await browser.post('/auth/forgot-password', { email: uniqueEmail() })];
    } finally {
      await lock.query('ROLLBACK');
      lock.release();
    }

    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(catcher.mails).toEqual([]);
    mailer.release();
    await vi.waitFor(() => catcher.lastTo(email));
  });

  it('reset: a token that does not do costs the same argon2 hash of the new password as one that does', async () => {
    const email = await known();
    const browser = await anonymous(test.app);
    const hash = vi.spyOn(argon2, 'hash');
    const refused = await browser.post('/auth/reset-password', {
      email,
      token: 'x'.repeat(43),
      password: 'a new and longer one',
      password_confirmation: 'a new and longer one',
    });
    expect(refused.json().code).toBe('invalid_token');
    expect(hash).toHaveBeenCalledTimes(1);
  });
});

describe('session fixation', () => {
  let test: TestPortal;
  let firm: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  it('never keeps a session id the browser brought to sign-in: a new one is set and the planted one ends', async () => {
    const email = `fixation-${process.pid}@test.tally.example`;
    await addUser(test.portal.deps.pool, firm.clientId, { email, password: TEST_PASSWORD, name_first: 'Vic', name_last: 'Victim', role: 'user' });
    // The attacker's own valid session, and one made up, planted in the victim's browser before they sign in.
    const attacker = await firm.member('user');
    const planted = attacker.cookie('tally_session') ?? '';
    for (const fixed of [planted, 'made-up-session-id']) {
      const victim = await anonymous(test.app);
      victim.plant('tally_session', fixed);
      // The page asks for its CSRF token as it loads: the one of the planted session.
      await victim.get('/csrf-cookie');

      const login = await victim.post('/auth/login', { email, password: TEST_PASSWORD });

      expect(login.statusCode).toBe(200);
      expect(victim.cookie('tally_session')).toMatch(/^[\w-]{20,}$/);
      expect(victim.cookie('tally_session')).not.toBe(fixed);
      expect((await victim.get('/v1/users/self')).json().data.email).toBe(email);
    }
    expect((await attacker.get('/v1/users/self')).statusCode).toBe(401);
  });
});
