import type { z } from 'zod';
import type { SignOnProvider } from '../../identity/sign-on/index.js';
import type { linkedSignIns, providersAnswer, signOnFinished, signOnStarted } from '../../api/routes/sign-on/schemas.js';
import type { signInLink } from '../../api/routes/auth/impersonation.js';
import type { User } from './domain.js';

export type { SignOnProvider };
type LinkedSignIn = z.infer<typeof linkedSignIns>['data'][number];
export type SignOnFinished = z.infer<typeof signOnFinished>;
type ImpersonationLink = z.infer<typeof signInLink>['data'];

/**
 * Signing in with Google and Microsoft, a person's linked sign-ins, and impersonation (docs/rules.md, "Signing in
 * with Google and Microsoft", "Acting as someone"): calls under /auth and /v1/auth.
 */
export interface SignOnMethods {
  /** GET /auth/providers: the providers the portal has an app at (the login page shows their buttons). */
  signOnProviders(): Promise<SignOnProvider[]>;
  /** GET /auth/{provider}: where to send the browser to sign in (Microsoft: `admin` for the administrators' sign-in). */
  startSignOn(provider: SignOnProvider, options: { intent?: 'admin'; redirect?: string }): Promise<string>;
  /** POST /auth/{provider}: where to send the browser to link an account to oneself. */
  startLink(provider: SignOnProvider, redirect: string): Promise<string>;
  /** POST /auth/{provider}/login with the query the provider sent the browser back with. */
  finishSignOn(provider: SignOnProvider, query: string): Promise<SignOnFinished>;
  /** GET /v1/auth/linked-sign-ins */
  linkedSignIns(): Promise<LinkedSignIn[]>;
  /** DELETE /v1/auth/linked-sign-ins/{provider} */
  unlinkSignIn(provider: SignOnProvider): Promise<void>;
  /** POST /v1/auth/impersonate: this browser acts as the person. */
  impersonate(userId: string): Promise<User>;
  /** POST /v1/auth/impersonate/link: a sign-in link to act as the person in another browser (once, within minutes). */
  impersonationLink(userId: string): Promise<ImpersonationLink>;
  /** POST /v1/auth/impersonate/stop: back to oneself. */
  stopImpersonating(): Promise<User>;
  /** POST /auth/login-token: redeems a sign-in link's login_token. */
  redeemLoginToken(token: string): Promise<User>;
}

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

export function signOnMethods(send: Send): SignOnMethods {
  const url = async (answer: Promise<z.infer<typeof signOnStarted>>) => (await answer).data.url;
  const user = async (answer: Promise<{ data: User }>) => (await answer).data;
  return {
    signOnProviders: async () => (await send<z.infer<typeof providersAnswer>>('GET', '/auth/providers')).data.map((entry) => entry.provider),
    startSignOn: (provider, options) => url(send('GET', `/auth/${provider}?${new URLSearchParams(options).toString()}`)),
    startLink: (provider, redirect) => url(send('POST', `/auth/${provider}`, { redirect })),
    finishSignOn: (provider, query) => send('POST', `/auth/${provider}/login`, { query }),
    linkedSignIns: async () => (await send<z.infer<typeof linkedSignIns>>('GET', '/v1/auth/linked-sign-ins')).data,
    unlinkSignIn: (provider) => send('DELETE', `/v1/auth/linked-sign-ins/${provider}`),
    impersonate: (userId) => user(send('POST', '/v1/auth/impersonate', { user_id: userId })),
    impersonationLink: async (userId) => (await send<{ data: ImpersonationLink }>('POST', '/v1/auth/impersonate/link', { user_id: userId })).data,
    stopImpersonating: () => user(send('POST', '/v1/auth/impersonate/stop')),
    redeemLoginToken: (token) => user(send('POST', '/auth/login-token', { login_token: token })),
  };
}
