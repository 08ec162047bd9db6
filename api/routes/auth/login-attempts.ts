import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/catalogue.js';

/** How many login attempts are let through per quarter of an hour. */
export interface LoginLimits {
  /** Guesses at one account's password, from however many addresses. */
  perAccount: number;
  /** Sign-ins from one address (IPv6: one /64) to whichever accounts: one password guessed at many accounts. */
  perAddress: number;
}

/** Ten per account; more per address, because an office signs in from one address, each person about once a day. */
export const LOGIN_LIMITS: LoginLimits = { perAccount: 10, perAddress: 100 };
const WINDOW_MS = 15 * 60 * 1000;
/**
 * Counters kept, per limit; the least recently used go first. Many more than @fastify/rate-limit's 5,000, so that
 * nobody can push an account's counter out by trying that many other accounts.
 */
const COUNTERS = 100_000;

/**
 * Login attempts, failed and successful alike, counted per account and per address before the password is
 * checked. The account is the email as the login finds it (trimmed by the body's schema, any case); the address
 * is the connection's, or with TRUST_PROXY what the trusted proxies say, never a header the client chose. Answers
 * the login's preHandler (after the body is read), which refuses with 429 too_many_attempts and Retry-After once
 * either is spent.
 */
export async function loginAttempts(app: FastifyInstance, limits: LoginLimits): Promise<(request: FastifyRequest) => Promise<void>> {
  await app.register(rateLimit, { global: false });
  const perAddress: RateLimitOptions = { max: limits.perAddress, timeWindow: WINDOW_MS, cache: COUNTERS };
  const perAccount: RateLimitOptions = { max: limits.perAccount, timeWindow: WINDOW_MS, cache: COUNTERS, keyGenerator: accountOf };
  const counters = [app.createRateLimit(perAddress), app.createRateLimit(perAccount)];
  return async (request) => {
    for (const count of counters) {
      const attempt = await count(request);
      if (attempt.isAllowed || !attempt.isExceeded) continue;
      const seconds = String(attempt.ttlInSeconds);
      throw new ApiError('too_many_attempts', `Too many login attempts. Try again in ${seconds} seconds.`, undefined, { 'Retry-After': seconds });
    }
  };
}

/** The account a login names: its email, lowercased (the login looks it up in any case). */
function accountOf(request: FastifyRequest): string {
  const body = request.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return `account:${typeof email === 'string' ? email.toLowerCase() : ''}`;
}
