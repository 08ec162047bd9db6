import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { findSession, type Impersonator, type SessionHolder } from '../../identity/sessions.js';
import type { Ability, TokenCaller } from '../../identity/tokens.js';
import type { Role, UserRow } from '../../identity/users.js';
import { ApiError } from '../errors/catalogue.js';
import { isApiCall } from '../paths.js';
import { bearerSecret, RecentTokens } from './api-tokens.js';
import { say } from '../../i18n/text.js';

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
    /** The ability an API token needs for this call; absent: the call takes no token (403 with one). */
    token?: Ability;
    /** false: the call takes only an API token, a session cookie alone is 401 (the /api/0 surface). */
    session?: false;
    /**
     * Reachable by a person whose organisation requires two-factor sign-in before they have turned it on: the calls
     * that set it up, and the signed-in user. Every other call answers them 403 twofactor_setup_required.
     */
    twoFactorSetup?: true;
    /**
     * false: an administrator acting as someone may not make this call (403): it concerns the person's own
     * credentials (API tokens, linked sign-ins, password, two-factor), or would act as yet another person.
     */
    impersonation?: false;
  }
  interface FastifyRequest {
    /** The signed-in user, or the API token's; set on every non-public route. */
    user: UserRow;
    /** The API token the call came with (Authorization: Bearer); null for a session's call. */
    apiToken: TokenCaller | null;
    /** The administrator acting as `user` in this session (impersonation); null otherwise. */
    impersonator: Impersonator | null;
  }
  interface FastifyInstance {
    /**
     * Signed-in users by session token, for SESSION_CACHE_MS: a burst of requests (a day being processed) asks
     * PostgreSQL once. Signing out deletes the session here at once; anything else (deactivation, a role change,
     * a sign-out served by another process) shows within SESSION_CACHE_MS.
     */
    recentSessions: LRUCache<string, SessionHolder>;
    /** Live API tokens (api-tokens.ts); revoking one forgets it here at once. */
    recentTokens: RecentTokens;
  }
}

/**
 * The session cookie, or the API token of `Authorization: Bearer`, becomes `request.user`, before the body is
 * even validated, so that a caller without the right to a route learns nothing about it: 401 without a (live)
 * session or token, 403 for the account's state, 403 for a token the route does not take or whose abilities
 * lack the route's, 403 for a role the route does not allow. A bearer call is judged by its token alone, never
 * by a cookie it also carries. Runs after maintenance (503) and CSRF (419).
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user');
    app.decorateRequest('apiToken', null);
    app.decorateRequest('impersonator', null);
    app.decorate('recentSessions', new LRUCache<string, SessionHolder>({ max: MAX_CACHED_SESSIONS, ttl: SESSION_CACHE_MS }));
    app.decorate('recentTokens', new RecentTokens(app.deps.pool, app.log));

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (!isApiCall(request.url) || config.public || request.routeOptions.url === undefined) return;
      const secret = bearerSecret(request);
      if (secret !== undefined) {
        const holder = await app.recentTokens.find(secret);
        if (!holder) throw new ApiError('unauthenticated', say('token_unknown'));
        if (!config.token) throw new ApiError('forbidden', say('token_not_taken'));
        if (!holder.token.abilities.includes(config.token)) throw new ApiError('forbidden', say('token_lacks_ability', { ability: config.token }));
        request.user = checkedAccount(holder.user);
        request.apiToken = holder.token;
      } else if (config.session === false) {
        throw new ApiError('unauthenticated', say('token_missing'));
      } else {
        const holder = await sessionHolder(app, request);
        request.user = checkedAccount(holder.user);
        request.impersonator = holder.impersonator;
        if (holder.impersonator && config.impersonation === false) {
          throw new ApiError('forbidden', say('only_person_themselves'));
        }
      }
      if (config.roles && !config.roles.includes(request.user.role)) throw new ApiError('forbidden');
      if (!request.apiToken && mustSetUpTwoFactor(request.user) && !config.twoFactorSetup) throw new ApiError('twofactor_setup_required');
    });
  },
  { name: 'authentication', dependencies: ['dependencies', '@fastify/cookie', 'csrf'] },
);

async function sessionHolder(app: FastifyInstance, request: FastifyRequest): Promise<SessionHolder> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new ApiError('unauthenticated');
  let holder = app.recentSessions.get(token);
  if (!holder) {
    holder = await findSession(app.deps.pool, token);
    if (!holder) throw new ApiError('unauthenticated');
    app.recentSessions.set(token, holder);
  }
  return holder;
}

/**
 * A person whose organisation requires two-factor sign-in and who has not turned it on: their sessions reach only
 * the calls that set it up. API tokens they made before are not held back (a detector could not set anything up).
 */
const mustSetUpTwoFactor = (user: UserRow) => user.client_two_factor_required && !user.two_factor_enabled;

/**
 * Drops the sessions of whose users (or the administrators acting as them) it names from the session cache, but the one given: their next request reads
 * them (or their absence) from PostgreSQL at once, after a change to a password, a person's two-factor sign-in or
 * the firm's requirement of it.
 */
export function forgetCachedSessions(app: FastifyInstance, whose: (user: UserRow, impersonator: Impersonator | null) => boolean, except?: string): void {
  const tokens = [...app.recentSessions.entries()].filter(([token, holder]) => whose(holder.user, holder.impersonator) && token !== except).map(([token]) => token);
  for (const token of tokens) app.recentSessions.delete(token);
}

/** The user, unless their account may not be used now: moved, deactivated, suspended, or its subscription ended. */
function checkedAccount(user: UserRow): UserRow {
  if (user.transferred_at) throw new ApiError('USER_TRANSFERRED');
  if (user.is_deactivated || user.client_status === 'suspended') throw new ApiError('ACCOUNT_SUSPENDED');
  const ends = user.client_subscription_ends_at;
  if (user.client_status === 'active' && ends && ends.getTime() < Date.now()) throw new ApiError('NO_ACTIVE_SUBSCRIPTION');
  return user;
}
