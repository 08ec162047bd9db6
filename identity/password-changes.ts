import type pg from 'pg';
import { inTransaction } from '../projections/checkpoints.js';
import { hashPassword } from './passwords.js';
import { endSessionsOf } from './sessions.js';

/**
 * A person's new password: their reset links that are still open and every other session end with the old one
 * (the session they changed it from stays).
 */
export async function changePassword(db: pg.Pool, userId: string, password: string, keepSession: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await tx.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [userId]);
    await endSessionsOf(tx, userId, keepSession);
  });
}

/** The same password hashed with today's parameters (identity/passwords.ts), when signing in found an older hash. */
export async function rehashPassword(db: pg.Pool, userId: string, password: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, await hashPassword(password)]);
}
