import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../api/routes/auth/login-attempts.js';
import { addUser } from '../../identity/organisations.js';
import { confirmTwoFactor, startTwoFactor } from '../../identity/two-factor.js';
import { anonymous, createTestOrganisation, startTestPortal, TEST_PASSWORD, type Session, type TestPortal } from '../support/portal.js';
import { passwordStep } from '../support/two-factor.js';

/**
 * Issue 11, brute force "with proxy headers": the cells login-rate-limit and two-factor-reset-attempts leave open.
 * Behind a trusted proxy an attacker with many addresses still meets the limit per account at sign-in, and one
 * client trying two-factor codes at many accounts meets the limit per address, which leaves another client alone.
 */
const PER_ADDRESS = 3;
/** What a trusted proxy sends on: whatever the client claimed, then the address it saw the client connect from. */
const throughProxy = (address: string) => ({ 'x-forwarded-for': `10.9.8.7, ${address}` });

function expectTooMany(response: LightMyRequestResponse | undefined, what: string) {
  expect(response?.statusCode, response?.body).toBe(429);
  expect(response?.json()).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(new RegExp(`^Too many ${what}\\. Try again in \\d+ seconds\\.$`)) });
}

describe('behind a trusted proxy', () => {
  let test: TestPortal;
  let clientId: string;
  beforeAll(async () => {
    test = await startTestPortal({ app: { trustProxy: 1, twoFactorLimits: { perAddress: PER_ADDRESS } } });
    ({ clientId } = await createTestOrganisation(test));
  });
  afterAll(async () => test.close());

  const login = (browser: Session, email: string, password: string, address: string) =>
    browser.request({ method: 'POST', url: '/auth/login', payload: { email, password }, headers: throughProxy(address) });
  const challenge = (browser: Session, address: string) =>
    browser.request({ method: 'POST', url: '/auth/two-factor-challenge', payload: { code: '123456' }, headers: throughProxy(address) });

  it('login guesses at one account from a new client address each time stop at the account’s limit, even the right password', async () => {
    const email = `proxied-target-${process.pid}@test.tally.example`;
    await addUser(test.portal.deps.pool, clientId, { email, password: TEST_PASSWORD, name_first: 'Tara', name_last: 'Target', role: 'user' });
    const attacker = await anonymous(test.app);

    const guesses = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) guesses.push(await login(attacker, email, `guess-${i}`, `203.0.113.${i + 1}`));
    const rightPassword = await login(attacker, email, TEST_PASSWORD, '203.0.113.200');

    expect(guesses.map((guess) => guess.json<{ code: string }>().code)).toEqual(Array(LOGIN_LIMITS.perAccount).fill('invalid_credentials'));
    expectTooMany(rightPassword, 'login attempts');
  });

  it('two-factor codes from one client at many accounts stop at the address limit; another client’s go on', async () => {
    const signedHalfway = async (i: number) => {
      const email = `proxied-2fa-${i}-${process.pid}@test.tally.example`;
      const userId = await addUser(test.portal.deps.pool, clientId, { email, password: TEST_PASSWORD, name_first: 'Bo', name_last: 'Brute', role: 'user' });
      await startTwoFactor(test.portal.deps.pool, test.portal.deps.integrations.cipher, { id: userId, email });
      await confirmTwoFactor(test.portal.deps.pool, userId, new Date());
      const browser = await anonymous(test.app);
      await passwordStep(browser, email, TEST_PASSWORD);
      return browser;
    };

    const answers = [];
    for (let i = 0; i <= PER_ADDRESS; i++) answers.push(await challenge(await signedHalfway(i), '203.0.113.7'));
    const otherClient = await challenge(await signedHalfway(50), '203.0.113.8');

    expect(answers.slice(0, PER_ADDRESS).map((answer) => answer.json<{ code: string }>().code)).toEqual(Array(PER_ADDRESS).fill('twofactor'));
    expectTooMany(answers[PER_ADDRESS], 'two-factor attempts');
    expect(otherClient.json<{ code: string }>().code).toBe('twofactor');
  });
});
