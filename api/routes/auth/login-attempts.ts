import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/catalogue.js';
import { say, type TextKey } from '../../../i18n/text.js';

/** How many attempts of a kind are let through per quarter of an hour. */
export interface LoginLimits {
  /** Guesses at one account (its password, its two-factor code, its reset), from however many addresses. */
  perAccount: number;
  /** Attempts from one address (IPv6: one /64) at whichever accounts: one password guessed at many accounts. */
  perAddress: number;
}

/** Ten per account; more per address, because an office signs in from one address, each person about once a day. */
export const LOGIN_LIMITS: LoginLimits = { perAccount: 10, perAddress: 100 };
/**
 * Two-factor codes (the challenge, confirming, turning off): five per account, since each guess at a 6-digit code
 * with a step either side of now has three chances in a million. The password is known to whoever gets here.
 */
export const TWO_FACTOR_LIMITS: LoginLimits = { perAccount: 5, perAddress: 100 };
/** Asking for a reset link and using one: a few per account (each asks sends a mail), more per office address. */
export const RESET_LIMITS: LoginLimits = { perAccount: 5, perAddress: 30 };

const WINDOW_MS = 15 * 60 * 1000;
/**
 * Counters kept, per limit; the least recently used go first. Many more than @fastify/rate-limit's 5,000, so that
 * nobody can push an account's counter out by trying that many other accounts.
 */
const COUNTERS = 100_000;

/** Which account an attempt is at: an email as typed (any case), or a person's id. */
type AccountOf = (request: FastifyRequest) => string | Promise<string>;

/** Makes the preHandler of the calls that count toward one kind of attempts, given how each names its account. */
export type AttemptCounter = (accountOf: AccountOf) => (request: FastifyRequest) => Promise<void>;

/**
 * Attempts of one kind (signing in, two-factor codes, password resets), failed and successful alike, counted per
 * account and per address before anything is checked. The address is the connection's, or with TRUST_PROXY what
 * the trusted proxies say, never a header the client chose. Each call's preHandler (after the body is read)
 * refuses with 429 too_many_attempts and Retry-After once either is spent; the calls of one kind share both
 * counters. `what` is the text that names the attempts (too_many_login_attempts).
 */
export async function attemptCounters(app: FastifyInstance): Promise<(what: TextKey, limits: LoginLimits) => AttemptCounter> {
  await app.register(rateLimit, { global: false });
  return (what, limits) => {
    const accounts = new WeakMap<FastifyRequest, string>();
    const perAddress: RateLimitOptions = { max: limits.perAddress, timeWindow: WINDOW_MS, cache: COUNTERS };
    const perAccount: RateLimitOptions = { max: limits.perAccount, timeWindow: WINDOW_MS, cache: COUNTERS, keyGenerator: (request) => `account:${accounts.get(request) ?? ''}` };
    const counters = [app.createRateLimit(perAddress), app.createRateLimit(perAccount)];
    return (accountOf) => async (request) => {
      accounts.set(request, await accountOf(request));
      for (const count of counters) {
        const attempt = await count(request);
        if (attempt.isAllowed || !attempt.isExceeded) continue;
        const seconds = String(attempt.ttlInSeconds);
        throw new ApiError('too_many_attempts', say(what, { seconds }), undefined, { 'Retry-After': seconds });
      }
    };
  };
}

/** The account a call names by its body's email, lowercased (the login looks it up in any case). */
export function emailOfBody(request: FastifyRequest): string {
  const body = request.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return typeof email === 'string' ? email.toLowerCase() : '';
}

/** The kinds of attempts the sign-in calls count (api/routes/auth/index.ts makes them). */
export interface AuthAttempts {
  login: AttemptCounter;
  password: AttemptCounter;
  twoFactor: AttemptCounter;
  reset: AttemptCounter;
}
