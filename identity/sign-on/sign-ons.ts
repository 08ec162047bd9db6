import * as oidc from 'openid-client';
import type pg from 'pg';
import { hashOfSecret } from '../tokens.js';
import type { SignOnIntent, SignOnProvider } from './providers.js';
import { SignOnFailedError, type ProviderAccount, type RelyingParty, type SignOnSecrets } from './relying-party.js';
import { say } from '../../i18n/text.js';

/** How long a person has to sign in at the provider and come back. */
const LIFETIME_MS = 10 * 60 * 1000;

interface SignOnStart {
  provider: SignOnProvider;
  intent: SignOnIntent;
  /** The person linking an account to themselves; null for a sign-in. */
  userId: string | null;
  /** The random value of the browser's own httpOnly cookie: only that browser can finish the sign-on. */
  browser: string;
  /** Where the portal goes once signed in (a path of its own). */
  redirect: string | null;
  now: Date;
}

/**
 * Starts a sign-on: a fresh state, nonce and PKCE verifier, kept server-side (the state as its digest) with the
 * browser that asked, and the provider's authorization URL that carries them.
 */
export async function beginSignOn(db: pg.Pool, relyingParty: RelyingParty, start: SignOnStart): Promise<string> {
  const secrets: SignOnSecrets = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const url = await relyingParty.authorizationUrl(start.provider, secrets);
  await db.query(`DELETE FROM sign_on_states WHERE expires_at < $1`, [start.now]);
  await db.query(
    `INSERT INTO sign_on_states (state_hash, provider, intent, user_id, browser_hash, nonce, code_verifier, redirect, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      hashOfSecret(secrets.state),
      start.provider,
      start.intent,
      start.userId,
      hashOfSecret(start.browser),
      secrets.nonce,
      secrets.codeVerifier,
      start.redirect,
      new Date(start.now.getTime() + LIFETIME_MS),
    ],
  );
  return url;
}

interface SignOnReturn {
  provider: SignOnProvider;
  /** The query the provider sent the browser back with. */
  query: string;
  /** The browser's sign-on cookie; undefined when it has none. */
  browser: string | undefined;
  now: Date;
}

export interface FinishedSignOn {
  intent: SignOnIntent;
  userId: string | null;
  redirect: string | null;
  account: ProviderAccount;
}

/**
 * Finishes a sign-on: uses up the state this browser started with this provider (unknown, used, expired or
 * another browser's: refused), then lets the provider's answer be checked against its nonce and PKCE verifier.
 */
export async function finishSignOn(db: pg.Pool, relyingParty: RelyingParty, back: SignOnReturn): Promise<FinishedSignOn> {
  const state = new URLSearchParams(back.query).get('state');
  if (!state || !back.browser) throw new SignOnFailedError('refused', say('sign_on_not_started'));
  const { rows } = await db.query<{ intent: SignOnIntent; user_id: string | null; redirect: string | null; nonce: string; code_verifier: string }>(
    `DELETE FROM sign_on_states WHERE state_hash = $1 AND browser_hash = $2 AND provider = $3 AND expires_at > $4
     RETURNING intent, user_id, redirect, nonce, code_verifier`,
    [hashOfSecret(state), hashOfSecret(back.browser), back.provider, back.now],
  );
  const started = rows[0];
  if (!started) throw new SignOnFailedError('refused', say('sign_on_not_started_or_used'));
  const account = await relyingParty.finish(back.provider, back.query, { state, nonce: started.nonce, codeVerifier: started.code_verifier });
  return { intent: started.intent, userId: started.user_id, redirect: started.redirect, account };
}

