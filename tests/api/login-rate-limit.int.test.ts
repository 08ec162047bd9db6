import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../api/routes/auth/login-attempts.js';
import type { TrustProxy } from '../../config/settings.js';
import { addUser } from '../../identity/organisations.js';
import { anonymous, createTestOrganisation, startTestPortal, TEST_PASSWORD, type Session, type TestPortal } from '../support/portal.js';

/** Every attempt costs an argon2 check: the address limits are made small where they are what is tested. */
const PER_ADDRESS = 5;

/** Headers a client sends to name an address of its choosing; without a trusted proxy none of them counts. */
const spoofed = (i: number): Record<string, string> => ({
  'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.${i % 250}`,
  'x-real-ip': `192.0.2.${i % 250}`,
  forwarded: `for=192.0.2.${i % 250}`,
});

const login = (browser: Session, email: string, password: string, headers: Record<string, string> = {}) =>
  browser.request({ method: 'POST', url: '/auth/login', payload: { email, password }, headers });

/** `count` wrong guesses at as many unknown accounts, all at once, as an attacker would send them. */
const sprayed = (browser: Session, count: number, headers: (i: number) => Record<string, string>) =>
  Promise.all(Array.from({ length: count }, (_, i) => login(browser, `sprayed-${i}-${process.pid}@test.tally.example`, 'Winter2024!', headers(i))));

function expectTooManyAttempts(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    status: 429,
    code: 'too_many_attempts',
    title: 'Too many attempts. Wait a moment and try again.',
    message: expect.stringMatching(/^Too many login attempts\. Try again in \d+ seconds\.$/),
    reference: response.headers['x-request-reference'],
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login attempts without a trusted proxy', () => {
  let test: TestPortal;
  let clientId: string;
  beforeAll(async () => {
    test = await startTestPortal();
    ({ clientId } = await createTestOrganisation(test));
  });
  afterAll(async () => test.close());

  it('limits guesses at one account whatever address headers, email case and spacing the attacker sends, even the right password', async () => {
    const email = `target-${process.pid}@test.tally.example`;
    await addUser(test.portal.deps.pool, clientId, { email, password: TEST_PASSWORD, name_first: 'Tara', name_last: 'Target', role: 'user' });
    const attacker = await anonymous(test.app);
    const variants = [email, email.toUpperCase(), `  ${email}\t`, email.replace('target', 'TaRgEt')];

    const guesses = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) guesses.push(await login(attacker, variants[i % variants.length]!, `guess-${i}`, spoofed(i)));
    const rightPassword = await login(attacker, ` ${email.toUpperCase()} `, TEST_PASSWORD, spoofed(99));

    expect(guesses.map((guess) => guess.json().code)).toEqual(Array(LOGIN_LIMITS.perAccount).fill('invalid_credentials'));
    expectTooManyAttempts(rightPassword);
  });
});

describe('login attempts from one address without a trusted proxy', () => {
  let test: TestPortal;
  beforeAll(async () => {
    test = await startTestPortal({ app: { loginLimits: { perAddress: PER_ADDRESS } } });
  });
  afterAll(async () => test.close());

  it('limits one address trying many accounts, whatever address headers it sends', async () => {
    const attacker = await anonymous(test.app);

    const guesses = await sprayed(attacker, PER_ADDRESS, spoofed);
    const next = await login(attacker, `one-more-${process.pid}@test.tally.example`, 'Winter2024!', spoofed(7));

    expect(guesses.map((guess) => guess.statusCode)).toEqual(Array(PER_ADDRESS).fill(422));
    expectTooManyAttempts(next);
  });
});

describe.each<[string, TrustProxy]>([
  ['the proxy’s address', ['127.0.0.1']],
  ['one hop', 1],
])('login attempts behind a proxy, TRUST_PROXY naming %s', (_name, trustProxy) => {
  let test: TestPortal;
  beforeAll(async () => {
    test = await startTestPortal({ app: { trustProxy, loginLimits: { perAddress: PER_ADDRESS } } });
  });
  afterAll(async () => test.close());

  it('counts per client address the proxy puts in X-Forwarded-For, so one client’s attempts leave another’s alone', async () => {
    const browser = await anonymous(test.app);
    // What a proxy sends on: whatever the client claimed, then the address it saw the client connect from.
    const fromClient = (address: string) => () => ({ 'x-forwarded-for': `10.9.8.7, ${address}` });

    const guesses = await sprayed(browser, PER_ADDRESS, fromClient('203.0.113.7'));
    const sameClient = await login(browser, `one-more-${process.pid}@test.tally.example`, 'Winter2024!', fromClient('203.0.113.7')());
    const otherClient = await login(browser, `one-more-${process.pid}@test.tally.example`, 'Winter2024!', fromClient('203.0.113.8')());

    expect(guesses.map((guess) => guess.statusCode)).toEqual(Array(PER_ADDRESS).fill(422));
    expectTooManyAttempts(sameClient);
    expect(otherClient.json().code).toBe('invalid_credentials');
  });
});
