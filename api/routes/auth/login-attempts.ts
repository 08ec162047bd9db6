import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/catalogue.js';
import { say, type TextKey } from '../../../i18n/text.js';
import { countAttempt } from '../../../identity/attempt-counts.js';

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

/** Which account an attempt is at: an email as typed (any case), or a person's id. */
type AccountOf = (request: FastifyRequest) => string | Promise<string>;

/** Makes the preHandler of the calls that count toward one kind of attempts, given how each names its account. */
export type AttemptCounter = (accountOf: AccountOf) => (request: FastifyRequest) => Promise<void>;

/**
 * Attempts of one kind (signing in, two-factor codes, password resets), failed and successful alike, counted per
 * account and per address before anything is checked, in the database (identity/attempt-counts.ts), so that the
 * limits hold however many portal processes serve the calls. The address is the connection's, or with TRUST_PROXY
 * what the trusted proxies say, never a header the client chose; an IPv6 address counts as its /64. Each call's
 * preHandler (after the body is read) refuses with 429 too_many_attempts and Retry-After once either is spent; the
 * calls of one kind share both counters. `what` is the text that names the attempts (too_many_login_attempts).
 */
export function attemptCounters(app: FastifyInstance): (what: TextKey, limits: LoginLimits) => AttemptCounter {
  return (what, limits) => (accountOf) => async (request) => {
    const counters: Array<[string, number]> = [
      [`${what}:address:${addressKey(request.ip)}`, limits.perAddress],
      [`${what}:account:${await accountOf(request)}`, limits.perAccount],
    ];
    for (const [key, max] of counters) {
      const attempt = await countAttempt(app.deps.pool, key, WINDOW_MS);
      if (attempt.count <= max) continue;
      const seconds = String(attempt.retryAfterSeconds);
      throw new ApiError('too_many_attempts', say(what, { seconds }), undefined, { 'Retry-After': seconds });
    }
  };
}

/** An address as counted: IPv4 as it is (also when mapped into IPv6), IPv6 as its /64, which one subscriber holds. */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const bare = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const [head, tail] = bare.split('::');
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
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
