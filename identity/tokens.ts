import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Ability } from './abilities.js';
import { USER_COLUMNS, USER_TABLES, type UserRow } from './users.js';

export { TOKEN_ABILITIES, type Ability } from './abilities.js';

/** A token's secret starts with this, so that it is recognisable in a configuration file or a leak scanner. */
const SECRET_PREFIX = 'tly_';
/** How often a token's last use is written at most: a watcher calls every few seconds. */
const LAST_USED_PRECISION_SECONDS = 60;

/** Only the hash of a token's secret is stored: the secret has 256 random bits, so SHA-256 is enough. */
export const hashOfSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export interface TokenRow {
  id: string;
  name: string;
  abilities: Ability[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** The columns of TokenRow, for lists over api_tokens. */
export const TOKEN_COLUMNS = 'id, name, abilities, created_at, last_used_at, revoked_at';

interface TokenOwner {
  client_id: string;
  user_id: string;
}

/** A new token of the person's; the secret is in the answer this once and nowhere else. */
export async function createToken(db: pg.Pool, owner: TokenOwner, name: string, abilities: readonly Ability[]): Promise<{ token: TokenRow; secret: string }> {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const { rows } = await db.query<TokenRow>(
    `INSERT INTO api_tokens (id, client_id, user_id, name, token_hash, abilities) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${TOKEN_COLUMNS}`,
    [randomUUID(), owner.client_id, owner.user_id, name, hashOfSecret(secret), [...new Set(abilities)]],
  );
  return { token: rows[0]!, secret };
}

/** The token a request came with, as authentication keeps it. */
export interface TokenCaller {
  id: string;
  abilities: readonly Ability[];
  last_used_at: Date | null;
}

export interface TokenHolder {
  token: TokenCaller;
  user: UserRow;
}

type HolderRow = UserRow & { token_id: string; token_abilities: Ability[]; token_last_used_at: Date | null };

/** The live token with this secret and its person (a deleted person's tokens no longer work). */
export async function findTokenHolder(db: pg.Pool, secretHash: string): Promise<TokenHolder | undefined> {
  const { rows } = await db.query<HolderRow>(
    `SELECT ${USER_COLUMNS}, t.id AS token_id, t.abilities AS token_abilities, t.last_used_at AS token_last_used_at
     FROM ${USER_TABLES} JOIN api_tokens t ON t.user_id = u.id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.deleted_at IS NULL`,
    [secretHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { token_id, token_abilities, token_last_used_at, ...user } = row;
  return { token: { id: token_id, abilities: token_abilities, last_used_at: token_last_used_at }, user };
}

/** Whether the token's last use is older than the precision it is kept to (and should be written now). */
export function lastUseIsStale(token: TokenCaller, now: Date): boolean {
  return token.last_used_at === null || now.getTime() - token.last_used_at.getTime() >= LAST_USED_PRECISION_SECONDS * 1000;
}

/** Notes that the token was used, unless another request (of any process) did so within the last minute. */
export async function noteTokenUsed(db: pg.Pool, tokenId: string): Promise<void> {
  await db.query(
    `UPDATE api_tokens SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= now() - make_interval(secs => $2))`,
    [tokenId, LAST_USED_PRECISION_SECONDS],
  );
}

/**
 * Revokes one of the person's tokens (a revoked one stays revoked as it was). Answers it with its secret's hash,
 * so that authentication forgets it at once; undefined when the person has no such token.
 */
export async function revokeToken(db: pg.Pool, userId: string, tokenId: string): Promise<{ token: TokenRow; secretHash: string } | undefined> {
  const { rows } = await db.query<TokenRow & { token_hash: string }>(
    `UPDATE api_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND user_id = $2 RETURNING token_hash, ${TOKEN_COLUMNS}`,
    [tokenId, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { token_hash, ...token } = row;
  return { token, secretHash: token_hash };
}
