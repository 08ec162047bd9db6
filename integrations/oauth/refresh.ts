import type pg from 'pg';
import type { CredentialsCipher } from '../connections/crypto.js';
import { findConnection, stepError, type Connection } from '../connections/store.js';
import { say } from '../../i18n/text.js';
import type { ExternalCredentials } from '../index.js';
import { VendorError } from '../vendor.js';
import { requestToken } from './token.js';
import { isOAuthSystem, oauthClient, type OAuthSettings } from './vendors.js';

export interface TokenRefreshOptions {
  pool: pg.Pool;
  cipher: CredentialsCipher;
  oauth: OAuthSettings;
  /** Per token request. */
  timeoutMs: number;
  /** Refresh when the access token expires within this (default 2 minutes: Teamleader's last an hour, Xero's 30 minutes). */
  marginMs?: number;
  now?: () => Date;
}

/** How long one process may hold the claim to refresh before another may take it over (it crashed). */
const claimSeconds = 60;

/**
 * The connection with an access token that is not about to expire. Refresh tokens are single-use (Teamleader)
 * or rotating (Xero, Jira), so two processes must never spend the same one: the refresher first claims the stored
 * version (compare-and-set on `version`, a short `refreshing_until`), and everyone else waits for the version to
 * move and reads the new pair. A refused refresh marks the connection invalid: pushes then fail with
 * invalid_credentials until a person reconnects.
 */
export async function freshConnection<C extends ExternalCredentials>(options: TokenRefreshOptions, connection: Connection<C>, force = false): Promise<Connection<C>> {
  const now = options.now ?? (() => new Date());
  const deadline = Date.now() + claimSeconds * 1000 + options.timeoutMs;
  for (let current = connection; ; ) {
    // Forced (a reconnect proving the grant still works): refresh once, unless another process just did.
    const due = (force && current === connection && refreshable(current.credentials)) || expiresSoon(current.credentials, now(), options.marginMs ?? 120_000);
    if (!due) return current;
    const { rowCount } = await options.pool.query(
      `UPDATE connections SET refreshing_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND version = $2 AND status <> 'detached' AND (refreshing_until IS NULL OR refreshing_until <= now())`,
      [current.id, current.version, claimSeconds],
    );
    if (rowCount) return refresh(options, current, now());
    if (Date.now() > deadline) throw new VendorError(current.system, 'unavailable', 'another process is still refreshing the access token');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reloaded = await findConnection<C>(options.pool, options.cipher, current.clientId, current.system, current.userId);
    if (!reloaded || reloaded.id !== current.id || reloaded.status === 'detached' || (reloaded.status === 'invalid' && current.status !== 'invalid')) {
      throw new VendorError(current.system, 'invalid_credentials', 'The connection is no longer valid; reconnect it.');
    }
    current = reloaded;
  }
}

function refreshable(credentials: ExternalCredentials): boolean {
  return (credentials.credentials as { refreshToken?: string }).refreshToken !== undefined;
}

function expiresSoon(credentials: ExternalCredentials, now: Date, marginMs: number): boolean {
  const { expiresAt } = credentials.credentials as { expiresAt?: string };
  return refreshable(credentials) && expiresAt !== undefined && Date.parse(expiresAt) - now.getTime() <= marginMs;
}

async function refresh<C extends ExternalCredentials>(options: TokenRefreshOptions, connection: Connection<C>, now: Date): Promise<Connection<C>> {
  const release = () => options.pool.query(`UPDATE connections SET refreshing_until = NULL WHERE id = $1 AND version = $2`, [connection.id, connection.version]);
  const stored = connection.credentials.credentials as { refreshToken: string };
  try {
    if (!isOAuthSystem(connection.system)) throw new VendorError(connection.system, 'invalid_credentials', 'This connection has no OAuth grant to refresh.');
    const tokens = await requestToken(oauthClient(options.oauth, connection.system), { grant_type: 'refresh_token', refresh_token: stored.refreshToken }, { now, timeoutMs: options.timeoutMs });
    const credentials = { system: connection.system, credentials: { ...connection.credentials.credentials, ...tokens } } as C;
    const { rowCount } = await options.pool.query(
      `UPDATE connections SET credentials = $3, version = version + 1, refreshing_until = NULL WHERE id = $1 AND version = $2`,
      [connection.id, connection.version, options.cipher.encrypt(credentials.credentials)],
    );
    if (!rowCount) throw new VendorError(connection.system, 'unavailable', 'the connection changed while its token was refreshed');
    return { ...connection, credentials, version: connection.version + 1 };
  } catch (error) {
    if (error instanceof VendorError && error.kind === 'invalid_credentials') {
      await options.pool.query(
        `UPDATE connections SET status = 'invalid', refreshing_until = NULL, connect_step_error = $3 WHERE id = $1 AND version = $2`,
        [connection.id, connection.version, stepError('invalid_credentials', say('token_refresh_refused', { reason: error.vendorMessage }))],
      );
    } else {
      await release();
    }
    throw error;
  }
}
