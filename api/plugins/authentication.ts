import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { findSessionUser } from '../../identity/sessions.js';
import type { Role, UserRow } from '../../identity/users.js';
import { ApiError } from '../errors/catalogue.js';
import { isApiCall } from '../paths.js';

export const SESSION_COOKIE = 'tally_session';
/** How long a session's user, once read, answers the next requests of that session without a query. */
const SESSION_CACHE_MS = 1000;
const MAX_CACHED_SESSIONS = 50_000;

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
    /**
     * Signed-in users by session token, for SESSION_CACHE_MS: a burst of requests (a day being processed) asks
     * PostgreSQL once. Signing out deletes the session here at once; anything else (deactivation, a role change,
     * a sign-out served by another process) shows within SESSION_CACHE_MS.
     */
    recentSessions: LRUCache<string, UserRow>;
  }
}

/**
 * The session cookie becomes `request.user`, before the body is even validated, so that a caller without the
 * right to a route learns nothing about it: 401 without a (live) session, 403 for the account's state, 403
 * for a role the route does not allow. Runs after maintenance (503) and CSRF (419).
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user');
    app.decorate('recentSessions', new LRUCache<string, UserRow>({ max: MAX_CACHED_SESSIONS, ttl: SESSION_CACHE_MS }));

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (!isApiCall(request.url) || config.public || request.routeOptions.url === undefined) return;
      request.user = await authenticate(app, request);
      if (config.roles && !config.roles.includes(request.user.role)) throw new ApiError('forbidden');
    });
  },
  { name: 'authentication', dependencies: ['dependencies', '@fastify/cookie', 'csrf'] },
);

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new ApiError('unauthenticated');
  let user = app.recentSessions.get(token);
  if (!user) {
    user = await findSessionUser(app.deps.pool, token);
    if (!user) throw new ApiError('unauthenticated');
    app.recentSessions.set(token, user);
  }
  if (user.transferred_at) throw new ApiError('USER_TRANSFERRED');
  if (user.is_deactivated || user.client_status === 'suspended') throw new ApiError('ACCOUNT_SUSPENDED');
  const ends = user.client_subscription_ends_at;
  if (user.client_status === 'active' && ends && ends.getTime() < Date.now()) throw new ApiError('NO_ACTIVE_SUBSCRIPTION');
  return user;
}
