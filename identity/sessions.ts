import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { USER_SELECT, type UserRow } from './users.js';

export const SESSION_LIFETIME_HOURS = 12;

/** Only a hash of the session token is stored: a copy of the table does not let anyone in. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startSession(db: pg.Pool, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
    [hashOf(token), userId, SESSION_LIFETIME_HOURS],
  );
  return token;
}

export async function findSessionUser(db: pg.Pool, token: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `${USER_SELECT} JOIN sessions s ON s.user_id = u.id WHERE s.id_hash = $1 AND s.expires_at > now() AND u.deleted_at IS NULL`,
    [hashOf(token)],
  );
  return rows[0];
}

export async function endSession(db: pg.Pool, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [hashOf(token)]);
}

/**
 * Ends every session of a person but the one given (their own, when they change their password; none after a
 * reset). The API forgets them in its session cache too (api/plugins/authentication.ts, forgetSessionsOf).
 */
export async function endSessionsOf(db: pg.Pool | pg.PoolClient, userId: string, except?: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2', [userId, except === undefined ? null : hashOf(except)]);
}
