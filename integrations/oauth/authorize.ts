import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { OAuthClient, OAuthSystem } from './vendors.js';

/** How long a person has to approve at the vendor and come back. */
const stateLifetimeMs = 10 * 60 * 1000;

export interface AuthorizationStart {
  clientId: string;
  /** The signed-in user who starts it: only they can finish it. */
  startedBy: string;
  /** The user whose own grant it becomes; null for the organisation's connection. */
  connectionUser: string | null;
  now: Date;
}

/**
 * The vendor's authorize URL with a fresh `state`: 32 random bytes, stored only as its SHA-256 digest, single use
 * and expiring, so a leaked return URL cannot be replayed and a forged one cannot bind someone else's grant.
 */
export async function authorizationUrl(db: pg.Pool, client: OAuthClient, start: AuthorizationStart): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.query(`DELETE FROM oauth_states WHERE expires_at < $1`, [start.now]);
  await db.query(
    `INSERT INTO oauth_states (state_hash, client_id, started_by, connection_user, system, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [digest(state), start.clientId, start.startedBy, start.connectionUser, client.system, new Date(start.now.getTime() + stateLifetimeMs)],
  );
  const url = new URL(client.authorizeUrl);
  const params = {
    ...client.authorizeParams,
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    state,
    ...(client.scopes.length > 0 ? { scope: client.scopes.join(' ') } : {}),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Uses up a state the same person started for this organisation with one of `systems` (a CRM's return cannot
 * finish a calendar grant, nor the other way round); undefined when unknown, used or expired.
 */
export async function consumeState<S extends OAuthSystem>(
  db: pg.Pool,
  state: string,
  caller: { clientId: string; userId: string; now: Date },
  systems: readonly S[],
): Promise<{ system: S; connectionUser: string | null } | undefined> {
  const { rows } = await db.query<{ system: S; connection_user: string | null }>(
    `DELETE FROM oauth_states WHERE state_hash = $1 AND client_id = $2 AND started_by = $3 AND expires_at > $4 AND system = ANY($5) RETURNING system, connection_user`,
    [digest(state), caller.clientId, caller.userId, caller.now, systems],
  );
  const row = rows[0];
  return row && { system: row.system, connectionUser: row.connection_user };
}

function digest(state: string): Buffer {
  return createHash('sha256').update(state).digest();
}
