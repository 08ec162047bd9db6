import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../projections/checkpoints.js';
import { hashPassword } from './passwords.js';
import { endSessionsOf } from './sessions.js';

/** How long a mailed reset link works. */
export const RESET_LINK_HOURS = 1;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new reset token for a person (256 random bits, mailed; only its hash is kept). Their expired ones go. */
export async function createResetToken(db: pg.Pool, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + RESET_LINK_HOURS * 3_600_000);
  await db.query('DELETE FROM password_resets WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  await db.query('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [hashOf(token), userId, now, expires]);
  return token;
}

/**
 * Sets a new password with a reset token: only a token of the account with this email, unused and not expired.
 * In one transaction the token is used up (a second use, even racing, finds it used), the password changes, the
 * person's other reset links and every session and pending two-factor sign-in end. The user's id and
 * organisation, or undefined when the token does not do (which of the reasons is not said).
 */
export async function resetPassword(
  db: pg.Pool,
  reset: { email: string; token: string; password: string },
  now: Date,
): Promise<{ userId: string; clientId: string } | undefined> {
  // Hashed first, whether the token does or not: the answer takes as long either way, and no transaction waits on argon2.
  const passwordHash = await hashPassword(reset.password);
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ user_id: string; client_id: string }>(
      `UPDATE password_resets r SET used_at = $3
         FROM users u
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $3
          AND u.id = r.user_id AND lower(u.email) = lower($2) AND u.deleted_at IS NULL
       RETURNING u.id AS user_id, u.client_id`,
      [hashOf(reset.token), reset.email, now],
    );
    const found = rows[0];
    if (!found) return undefined;
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [found.user_id, passwordHash]);
    await tx.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [found.user_id]);
    await tx.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [found.user_id]);
    await endSessionsOf(tx, found.user_id);
    return { userId: found.user_id, clientId: found.client_id };
  });
}
