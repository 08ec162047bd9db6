import { randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../../identity/sessions.js';
import type { Role, UserRow } from '../../identity/users.js';
import { ApiError } from '../errors/catalogue.js';

export const SESSION_COOKIE = 'tally_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, CSRF cookie, docs). */
    public?: boolean;
    /** Roles allowed on the route; absent means every signed-in user. */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route. */
    user: UserRow;
  }
  interface FastifyInstance {
    recentSessions: RecentSessions;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAINTENANCE_CACHE_MS = 2000;
/** How long a session's user, once read, answers the next requests of that session without a query. */
export const SESSION_CACHE_MS = 1000;
const MAX_CACHED_SESSIONS = 50_000;

/**
 * Signed-in users by session token, for a second: a burst of requests (a day being processed) asks PostgreSQL
 * once. Signing out forgets the session here at once; anything else (deactivation, a role change, a sign-out
 * served by another process) shows within SESSION_CACHE_MS.
 */
export class RecentSessions {
  private readonly users = new Map<string, { user: UserRow; until: number }>();

  get(token: string): UserRow | undefined {
    const cached = this.users.get(token);
    if (cached && cached.until > Date.now()) return cached.user;
    if (cached) this.users.delete(token);
    return undefined;
  }

  remember(token: string, user: UserRow): void {
    this.users.delete(token);
    this.users.set(token, { user, until: Date.now() + SESSION_CACHE_MS });
    if (this.users.size > MAX_CACHED_SESSIONS) this.users.delete(this.users.keys().next().value!);
  }

  forget(token: string): void {
    this.users.delete(token);
  }
}

/**
 * Sessions, CSRF and roles, checked before the body is even validated so that a caller without the right
 * to a route learns nothing about it. Order: maintenance (503), CSRF (419), session (401), account (403), role (403).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorate('recentSessions', new RecentSessions());
    let maintenance = { on: false, checkedAt: 0 };

    app.addHook('onRequest', async (request) => {
      const isApi = /^\/(v1|auth|csrf-cookie)(\/|$|\?)/.test(request.url);
      if (!isApi) return;
      if (Date.now() - maintenance.checkedAt > MAINTENANCE_CACHE_MS) {
        const { rows } = await app.deps.pool.query<{ maintenance: boolean }>('SELECT maintenance FROM system_state');
        maintenance = { on: rows[0]?.maintenance ?? false, checkedAt: Date.now() };
      }
      if (maintenance.on) throw new ApiError('maintenance', 'We are doing maintenance work. Try again in a few minutes.', undefined, { 'Retry-After': '60' });
      if (STATE_CHANGING.has(request.method) && !csrfMatches(request)) throw new ApiError('csrf_token_mismatch');
      const config = request.routeOptions.config;
      if (config.public || request.routeOptions.url === undefined) return;
      request.user = await authenticate(app, request);
      if (config.roles && !config.roles.includes(request.user.role)) throw new ApiError('forbidden');
    });
  },
  { name: 'session', dependencies: ['dependencies'] },
);

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new ApiError('unauthenticated');
  let user = app.recentSessions.get(token);
  if (!user) {
    user = await findSessionUser(app.deps.pool, token);
    if (!user) throw new ApiError('unauthenticated');
    app.recentSessions.remember(token, user);
  }
  if (user.transferred_at) throw new ApiError('USER_TRANSFERRED');
  if (user.is_deactivated || user.client_status === 'suspended') throw new ApiError('ACCOUNT_SUSPENDED');
  const ends = user.client_subscription_ends_at;
  if (user.client_status === 'active' && ends && ends.getTime() < Date.now()) throw new ApiError('NO_ACTIVE_SUBSCRIPTION');
  return user;
}

function csrfMatches(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string') return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return false; // A malformed %-escape is a wrong token (419), not a server error.
  }
  const a = Buffer.from(cookie);
  const b = Buffer.from(decoded);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function issueCsrfCookie(reply: FastifyReply, secure: boolean): string {
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: 24 * 3600 });
  return token;
}
