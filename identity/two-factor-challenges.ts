import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/** How long a sign-in waits for its two-factor code. */
export const CHALLENGE_MINUTES = 5;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A sign-in whose password was right and that waits for a two-factor code: no session yet, only this token in a
 * short-lived cookie (only its hash is kept). The person's expired ones go.
 */
export async function startChallenge(db: pg.Pool, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM two_factor_challenges WHERE user_id = $1 AND expires_at <= now()', [userId]);
  await db.query(`INSERT INTO two_factor_challenges (id_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
    hashOf(token),
    userId,
    CHALLENGE_MINUTES,
  ]);
  return token;
}

/** The person a pending sign-in is for, while it has not expired. */
export async function challengedUser(db: pg.Pool, token: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM two_factor_challenges WHERE id_hash = $1 AND expires_at > now()', [hashOf(token)]);
  return rows[0]?.user_id;
}

/** Ends a pending sign-in; true for the one request that ended it (a second, racing with the same code, finds none). */
export async function endChallenge(db: pg.Pool, token: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM two_factor_challenges WHERE id_hash = $1', [hashOf(token)]);
  return rowCount === 1;
}
