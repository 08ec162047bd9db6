import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { SESSION_LIFETIME_HOURS } from '../../identity/sessions.js';
import { ApiError } from '../errors/catalogue.js';
import { isActivityWatchCall, isApiCall } from '../paths.js';
import { bearerSecret } from './api-tokens.js';
import { SESSION_COOKIE } from './authentication.js';

const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/**
 * Before login there is no session to bind the token to: a random, httpOnly cookie of the browser's own stands in,
 * so that the login call too needs a token no other site can read or choose (signing a person in to an account of
 * the attacker's). Login ends it.
 */
const PRE_SESSION_COOKIE = 'tally_pre_session';
const PRE_SESSION_HOURS = 24;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: another server calls this, never a browser, and signs what it sends (the payment provider's webhook),
     * so it carries no CSRF token: the route checks that signature instead. Only with `public`: no session is read.
     */
    csrf?: false;
  }
}

/**
 * The CSRF token of a session: an HMAC keyed with the session's token. Only the server and the browser's
 * httpOnly session cookie know that token (256 random bits), so nobody else can compute the CSRF token that
 * goes with it, and no server secret has to be configured, shared between processes or kept across restarts.
 * The token reveals nothing of the session token. A pre-session's token is made the same way.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update(CSRF_COOKIE).digest('base64url');
}

/** What the caller's CSRF token must be bound to: their session, else (before login) their pre-session. */
function boundTo(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || request.cookies[PRE_SESSION_COOKIE] || undefined;
}

/**
 * Every state-changing API call carries the X-XSRF-TOKEN header (the page reads it from the XSRF-TOKEN cookie),
 * and it must be the token of the caller's session: a pair of cookie and header that someone else chose (a
 * sibling subdomain can set cookies for ours) is refused with 419 like a missing one. Checked after maintenance,
 * before the session: a cross-site request learns nothing about the session. Calls with an API token
 * (`Authorization: Bearer`) need none: a browser does not add that header to a cross-site request on its own,
 * and such a call is never authenticated by a cookie; nor does /api/0, which takes nothing but a token.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    // Without a session to ride on, a call without CSRF token is safe; with one it would be a forged request's way in.
    app.addHook('onRoute', (route) => {
      if (route.config?.csrf === false && !route.config.public) throw new Error(`${route.url} takes no CSRF token, so it must be public (read no session)`);
    });
    // A callback hook: an async one cost every request a promise, also the many that need no check.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isApiCall(request.url) || !STATE_CHANGING.has(request.method) || byTokenOnly(request) || request.routeOptions.config.csrf === false) return done();
      done(csrfMatches(request) ? undefined : new ApiError('csrf_token_mismatch'));
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie', 'maintenance'] },
);

const byTokenOnly = (request: FastifyRequest) => bearerSecret(request) !== undefined || isActivityWatchCall(request.url);

/** The CSRF token of recent sessions, worked out once each rather than with an HMAC at every command. */
const expectedTokens = new LRUCache<string, Buffer>({ max: 50_000 });

function csrfMatches(request: FastifyRequest): boolean {
  const session = boundTo(request);
  const header = request.headers[CSRF_HEADER];
  if (!session || typeof header !== 'string') return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return false; // A malformed %-escape is a wrong token (419), not a server error.
  }
  let expected = expectedTokens.get(session);
  if (!expected) {
    expected = Buffer.from(csrfTokenOf(session));
    expectedTokens.set(session, expected);
  }
  const given = Buffer.from(decoded);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** GET /csrf-cookie: the token of the caller's session; without a session, a pre-session starts for the login call. */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  let session = boundTo(request);
  if (!session) {
    session = randomBytes(32).toString('base64url');
    reply.setCookie(PRE_SESSION_COOKIE, session, { path: '/', sameSite: 'lax', secure, httpOnly: true, maxAge: PRE_SESSION_HOURS * 3600 });
  }
  setCsrfCookie(reply, csrfTokenOf(session), secure, request.cookies[SESSION_COOKIE] ? SESSION_LIFETIME_HOURS : PRE_SESSION_HOURS);
}

/** At login: the new session's token replaces the pre-session's, which ends; the token from before no longer works. */
export function rotateCsrfCookie(reply: FastifyReply, sessionToken: string, secure: boolean): void {
  reply.clearCookie(PRE_SESSION_COOKIE, { path: '/' });
  setCsrfCookie(reply, csrfTokenOf(sessionToken), secure, SESSION_LIFETIME_HOURS);
}

/** At logout: the token goes with the session, so that the page fetches a fresh one for the next login. */
export function clearCsrfCookie(reply: FastifyReply): void {
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/** Readable by the page's scripts (not httpOnly): they send it back as the X-XSRF-TOKEN header. */
function setCsrfCookie(reply: FastifyReply, token: string, secure: boolean, hours: number): void {
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: hours * 3600 });
}
