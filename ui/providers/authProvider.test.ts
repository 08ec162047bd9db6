import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { markSubscription } from '../errors/subscription.js';
import { createAuthProvider, TwoFactorRequired } from './authProvider.js';
import type { HttpClient } from './http.js';

const user = { id: 'u1', name_full: 'Sanne Bakker', role: 'user', time_zone: 'Europe/Amsterdam' };
const apiError = (status: number, code: string) => new ApiError(status, { status, code, title: code, message: code, reference: 'req_1' });

function http(answers: Record<string, unknown | Error>): { client: HttpClient; urls: string[] } {
  const urls: string[] = [];
  const client: HttpClient = async (url, init = {}) => {
    urls.push(`${init.method ?? 'GET'} ${url}`);
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    return { status: 200, headers: new Headers(), body: '', json: answer };
  };
  return { client, urls };
}

afterEach(() => markSubscription('active'));

describe('the auth provider', () => {
  it('signs in with email and password, and knows the user from the answer', async () => {
    const { client, urls } = http({ '/auth/login': { data: user } });
    const auth = createAuthProvider(client);

    await auth.login({ email: 'sanne@demo.tally.test', password: 'tally-demo' });

    expect(await auth.getIdentity!()).toMatchObject({ id: 'u1', fullName: 'Sanne Bakker' });
    expect(urls).toEqual(['POST /auth/login']);
  });

  it('answers TwoFactorRequired after the password when two-factor is on, and signs in with the code', async () => {
    const { client, urls } = http({ '/auth/login': { two_factor: true }, '/auth/two-factor-challenge': { data: user } });
    const auth = createAuthProvider(client);

    await expect(auth.login({ email: 'sanne@demo.tally.test', password: 'tally-demo' })).rejects.toBeInstanceOf(TwoFactorRequired);
    await auth.login({ code: '123456' });

    expect(urls).toEqual(['POST /auth/login', 'POST /auth/two-factor-challenge']);
    expect(await auth.getIdentity!()).toMatchObject({ id: 'u1' });
  });

  it('keeps a person whose organisation requires two-factor sign-in signed in (the HTTP client sends them to the set-up)', async () => {
    const auth = createAuthProvider(http({}).client);
    await expect(auth.checkError(apiError(403, 'twofactor_setup_required'))).resolves.toBeUndefined();
  });

  it('checks the session on /v1/users/self, once', async () => {
    const { client, urls } = http({ '/v1/users/self': { data: user } });
    const auth = createAuthProvider(client);
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(await auth.getPermissions!({})).toBe('user');
    expect(urls).toEqual(['GET /v1/users/self']);
  });

  it('sends a visitor without a session to /login', async () => {
    const { client } = http({ '/v1/users/self': apiError(401, 'unauthenticated') });
    await expect(createAuthProvider(client).checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('keeps a suspended or unsubscribed account signed in rather than sending it to /login, where signing in would bring it back', async () => {
    for (const code of ['ACCOUNT_SUSPENDED', 'NO_ACTIVE_SUBSCRIPTION']) {
      const { client } = http({ '/v1/users/self': apiError(403, code) });
      await expect(createAuthProvider(client).checkAuth({})).resolves.toBeUndefined();
    }
  });

  it('gives a visitor without a session no permissions, so that an unprotected page does not send them away', async () => {
    const { client } = http({ '/v1/users/self': apiError(401, 'unauthenticated') });
    const auth = createAuthProvider(client);
    expect(await auth.getPermissions!({})).toBeUndefined();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('logs out and goes to /login on 401', async () => {
    const auth = createAuthProvider(http({}).client);
    await expect(auth.checkError(apiError(401, 'unauthenticated'))).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('logs out on USER_TRANSFERRED: a fresh login is needed', async () => {
    const auth = createAuthProvider(http({}).client);
    await expect(auth.checkError(apiError(403, 'USER_TRANSFERRED'))).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('reloads the page on 419 and keeps the user signed in', async () => {
    const reload = vi.fn();
    const auth = createAuthProvider(http({}).client, { reload });
    await expect(auth.checkError(apiError(419, 'csrf_token_mismatch'))).resolves.toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors to the error display, without logging out', async () => {
    const reload = vi.fn();
    const auth = createAuthProvider(http({}).client, { reload });
    for (const error of [apiError(422, 'validation_failed'), apiError(409, 'day_published'), apiError(500, 'api_service_error'), apiError(404, 'model_not_found')]) {
      await expect(auth.checkError(error)).resolves.toBeUndefined();
    }
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs out on the server, also when the session had expired', async () => {
    const { client, urls } = http({ '/auth/logout': apiError(419, 'csrf_token_mismatch') });
    await expect(createAuthProvider(client).logout({})).resolves.toBe('/login');
    expect(urls).toEqual(['POST /auth/logout']);
  });

  it('lets only administrators at the users, at changing dimensions and at archiving contacts', async () => {
    const { client } = http({ '/v1/users/self': { data: user } });
    const auth = createAuthProvider(client);
    expect(await auth.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'projects', action: 'edit' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'projects', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'contacts', action: 'delete' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'contacts', action: 'edit' })).toBe(true);
  });
});
