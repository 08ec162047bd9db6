import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LIMITS, TWO_FACTOR_LIMITS } from '../../api/routes/auth/login-attempts.js';
import type { TrustProxy } from '../../config/settings.js';
import { addUser } from '../../identity/organisations.js';
import { confirmTwoFactor, startTwoFactor } from '../../identity/two-factor.js';
import { anonymous, createTestOrganisation, startTestPortal, TEST_PASSWORD, type Session, type TestPortal } from '../support/portal.js';
import { codeOf, passwordStep } from '../support/two-factor.js';

/** Small address limits where they are what is tested. */
const PER_ADDRESS = 3;

/** Headers a client sends to name an address of its choosing; without a trusted proxy none of them counts. */
const spoofed = (i: number): Record<string, string> => ({ 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `192.0.2.${i}`, forwarded: `for=192.0.2.${i}` });
/** What a trusted proxy sends on: whatever the client claimed, then the address it saw the client connect from. */
const throughProxy = (address: string) => ({ 'x-forwarded-for': `10.9.8.7, ${address}` });

function expectTooMany(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(new RegExp(`^Too many ${what}\\. Try again in \\d+ seconds\\.$`)) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const challenge = (browser: Session, body: object, headers: Record<string, string>) => browser.request({ method: 'POST', url: '/auth/two-factor-challenge', payload: body, headers });
const forgot = (browser: Session, email: string, headers: Record<string, string>) => browser.request({ method: 'POST', url: '/auth/forgot-password', payload: { email }, headers });

/** A person with two-factor on (set up in the identity layer, so that no attempt is counted on the way); their secret. */
async function personWithTwoFactor(test: TestPortal, clientId: string, email: string): Promise<string> {
  const { pool } = test.portal.deps;
  const userId = await addUser(pool, clientId, { email, password: TEST_PASSWORD, name_first: 'Bo', name_last: 'Brute', role: 'user' });
  const setup = await startTwoFactor(pool, test.portal.deps.integrations.cipher, { id: userId, email });
  await confirmTwoFactor(pool, userId, new Date());
  return setup?.secret ?? '';
}

describe.each<[string, TrustProxy | undefined, (i: number) => Record<string, string>]>([
  ['without a trusted proxy, whatever address headers the attacker sends', undefined, spoofed],
  ['behind a trusted proxy, from a new client address each time', ['127.0.0.1'], (i) => throughProxy(`203.0.113.${i}`)],
])('guesses at one account %s', (_name, trustProxy, from) => {
  let test: TestPortal;
  let clientId: string;
  beforeAll(async () => {
    test = await startTestPortal({ app: trustProxy ? { trustProxy } : {} });
    ({ clientId } = await createTestOrganisation(test));
  });
  afterAll(async () => test.close());

  it('stop at the two-factor limit per account, even with the right code from a new sign-in', async () => {
    const email = `brute-2fa-${process.pid}@test.tally.example`;
    const secret = await personWithTwoFactor(test, clientId, email);
    const attacker = await anonymous(test.app);
    await passwordStep(attacker, email, TEST_PASSWORD);

    const guesses = [];
    for (let i = 0; i < TWO_FACTOR_LIMITS.perAccount; i++) guesses.push(await challenge(attacker, { code: String(100000 + i) }, from(i)));
    const elsewhere = await anonymous(test.app);
    await passwordStep(elsewhere, email, TEST_PASSWORD);
    const rightCode = await challenge(elsewhere, { code: codeOf(secret, new Date()) }, from(99));

    expect(guesses.map((guess) => guess.statusCode)).toEqual(Array(TWO_FACTOR_LIMITS.perAccount).fill(422));
    expectTooMany(rightCode, 'two-factor attempts');
  });

  it('stop at the reset limit per account, asking for links and using tokens alike, in any case of the email', async () => {
    const email = `brute-reset-${process.pid}@test.tally.example`;
    await addUser(test.portal.deps.pool, clientId, { email, password: TEST_PASSWORD, name_first: 'Bo', name_last: 'Brute', role: 'user' });
    const attacker = await anonymous(test.app);

    const asked = [];
    for (let i = 0; i < RESET_LIMITS.perAccount - 1; i++) asked.push(await forgot(attacker, i % 2 ? email.toUpperCase() : email, from(i)));
    const guessedToken = await attacker.request({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { email, token: 'guessed-token', password: 'a new and longer one', password_confirmation: 'a new and longer one' },
      headers: from(50),
    });
    const oneMore = await forgot(attacker, email, from(99));

    expect(asked.map((answer) => answer.statusCode)).toEqual(Array(RESET_LIMITS.perAccount - 1).fill(202));
    expect(guessedToken.json().code).toBe('invalid_token');
    expectTooMany(oneMore, 'password reset attempts');
  });
});

describe('attempts from one address at many accounts without a trusted proxy', () => {
  let test: TestPortal;
  let clientId: string;
  beforeAll(async () => {
    test = await startTestPortal({ app: { twoFactorLimits: { perAddress: PER_ADDRESS }, resetLimits: { perAddress: PER_ADDRESS } } });
    ({ clientId } = await createTestOrganisation(test));
  });
  afterAll(async () => test.close());

  it('stop at the address limit for two-factor codes, whatever address headers it sends', async () => {
    const answers = [];
    for (let i = 0; i <= PER_ADDRESS; i++) {
      const email = `spray-2fa-${i}-${process.pid}@test.tally.example`;
      await personWithTwoFactor(test, clientId, email);
      const attacker = await anonymous(test.app);
      await passwordStep(attacker, email, TEST_PASSWORD);
      answers.push(await challenge(attacker, { code: '123456' }, spoofed(i)));
    }
    expect(answers.slice(0, PER_ADDRESS).map((answer) => answer.statusCode)).toEqual(Array(PER_ADDRESS).fill(422));
    expectTooMany(answers[PER_ADDRESS] as LightMyRequestResponse, 'two-factor attempts');
  });

  it('stop at the address limit for reset links, whatever address headers it sends', async () => {
    const attacker = await anonymous(test.app);
    const answers = [];
    for (let i = 0; i <= PER_ADDRESS; i++) answers.push(await forgot(attacker, `spray-reset-${i}-${process.pid}@test.tally.example`, spoofed(i)));
    expect(answers.slice(0, PER_ADDRESS).map((answer) => answer.statusCode)).toEqual(Array(PER_ADDRESS).fill(202));
    expectTooMany(answers[PER_ADDRESS] as LightMyRequestResponse, 'password reset attempts');
  });
});

describe('attempts at many accounts behind a trusted proxy', () => {
  let test: TestPortal;
  beforeAll(async () => {
    test = await startTestPortal({ app: { trustProxy: 1, resetLimits: { perAddress: PER_ADDRESS } } });
  });
  afterAll(async () => test.close());

  it('count per client address the proxy names, so one client’s attempts leave another’s alone', async () => {
    const browser = await anonymous(test.app);
    const email = (i: number) => `proxied-${i}-${process.pid}@test.tally.example`;
    const answers = [];
    for (let i = 0; i < PER_ADDRESS; i++) answers.push(await forgot(browser, email(i), throughProxy('203.0.113.7')));
    const sameClient = await forgot(browser, email(50), throughProxy('203.0.113.7'));
    const otherClient = await forgot(browser, email(51), throughProxy('203.0.113.8'));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PER_ADDRESS).fill(202));
    expectTooMany(sameClient, 'password reset attempts');
    expect(otherClient.statusCode).toBe(202);
  });
});
