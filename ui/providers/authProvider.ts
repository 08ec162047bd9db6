import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError } from '../errors/api-error.js';
import { errorOutcome, SUSPENDED_CODES } from '../errors/policy.js';
import { markSubscription } from '../errors/subscription.js';
import type { User } from './domain.js';
import type { HttpClient } from './http.js';

export type Identity = UserIdentity & { user: User };

/** react-admin's auth provider, and a way to read the signed-in user afresh once they changed their own details. */
export type AppAuthProvider = AuthProvider & {
  /** Forgets the cached GET /v1/users/self: the next identity check asks the API. */
  forgetSelf(): void;
};

export interface AuthProviderDependencies {
  /** Reloads the page (419: the CSRF token no longer matches). */
  reload?: () => void;
  /** Called with the signed-in user after login and after the first identity check of a session. */
  onSignedIn?: (user: User) => void;
}

/** The password was right and two-factor sign-in is on: login() again with a code (or a recovery code) finishes it. */
export class TwoFactorRequired extends Error {
  constructor() {
    super('two_factor');
    this.name = 'TwoFactorRequired';
  }
}

/** What login() takes: the password step, or the two-factor step that follows it. */
type LoginParams = { email?: string; username?: string; password: string } | { code: string } | { recovery_code: string };

const RELOAD_GUARD_KEY = 'tally.reloadedAt';
const RELOAD_GUARD_MS = 10_000;

/**
 * Sessions on the API: POST /auth/login sets the httpOnly cookie, POST /auth/logout ends it, GET /v1/users/self
 * is the signed-in user (cached for the session). checkError implements api-contract §8.1 for every data
 * provider call: 401 and USER_TRANSFERRED log out to /login, 419 reloads the page, ACCOUNT_SUSPENDED and
 * NO_ACTIVE_SUBSCRIPTION mark the subscription; the rest is for the error display (a 403 twofactor_setup_required
 * keeps the person signed in: the HTTP client sends them to the set-up). With two-factor on, login() answers TwoFactorRequired after the password, and
 * login() with the code finishes.
 */
export function createAuthProvider(httpClient: HttpClient, deps: AuthProviderDependencies = {}): AppAuthProvider {
  const reload = deps.reload ?? reloadOnce;
  let current: User | null = null;
  let pending: Promise<User> | null = null;

  async function self(): Promise<User> {
    if (current) return current;
    pending ??= httpClient('/v1/users/self')
      .then(({ json }) => {
        current = (json as { data: User }).data;
        deps.onSignedIn?.(current);
        return current;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    forgetSelf() {
      current = null;
    },
    async login(params: LoginParams) {
      const { json } =
        'password' in params
          ? await httpClient('/auth/login', { method: 'POST', body: JSON.stringify({ email: params.email ?? params.username ?? '', password: params.password }) })
          : await httpClient('/auth/two-factor-challenge', { method: 'POST', body: JSON.stringify(params) });
      const answer = json as { data: User } | { two_factor: true };
      if ('two_factor' in answer) throw new TwoFactorRequired();
      current = answer.data;
      markSubscription('active');
      deps.onSignedIn?.(current);
    },
    async logout() {
      current = null;
      try {
        await httpClient('/auth/logout', { method: 'POST' });
      } catch {
        // Signed out already (an expired session or CSRF token): the login page is where we go either way.
      }
      return '/login';
    },
    async checkAuth() {
      try {
        await self();
      } catch (error) {
        // A suspended or unsubscribed account is signed in still: the layout says why instead of the screens.
        if (suspends(error)) return markSubscription('suspended');
        throw { message: false, redirectTo: '/login', cause: error };
      }
    },
    async checkError(error: unknown) {
      const outcome = errorOutcome(error);
      if (outcome === 'login') {
        current = null;
        if (error instanceof ApiError && error.code === 'USER_TRANSFERRED') markSubscription('transferred');
        throw { redirectTo: '/login', message: error instanceof ApiError && error.code === 'USER_TRANSFERRED' ? error.message : undefined };
      }
      if (outcome === 'reload') {
        reload();
        return;
      }
      if (suspends(error)) markSubscription('suspended');
    },
    async getIdentity(): Promise<Identity> {
      const user = await self();
      return { id: user.id, fullName: user.name_full, user };
    },
    /**
     * None for a visitor nobody signed in, rather than an error: react-admin asks on every page, also on the pages
     * open to anyone (accepting an invitation, /auth/reset), and an error would log the visitor out to /login.
     * Protected pages still send them to /login, through checkAuth.
     */
    async getPermissions() {
      try {
        return (await self()).role;
      } catch (error) {
        if (errorOutcome(error) === 'login') return undefined;
        throw error;
      }
    },
    /** Users and the audit log are for administrators; dimensions are changed by administrators only (the API says the same). */
    async canAccess({ resource, action }) {
      const user = await self();
      if (resource === 'users' || resource === 'audit' || resource === 'tag_conditions') return user.role === 'admin';
      if (['projects', 'subprojects', 'working_codes'].includes(resource) && ['create', 'edit', 'delete'].includes(action)) {
        return user.role === 'admin';
      }
      // Contacts are the firm's: anyone adds and edits them, administrators archive them (docs/rules.md).
      if (resource === 'contacts' && action === 'delete') return user.role === 'admin';
      return true;
    },
  };
}

/** A 403 that marks the subscription suspended (api-contract §8.1) but keeps the person signed in. */
const suspends = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && error.code !== null && SUSPENDED_CODES.has(error.code);

/** Reloads, unless this tab reloaded for the same reason moments ago (a persistent 419 must not loop). */
function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return;
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.reload();
}
