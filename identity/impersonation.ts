import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashOfSecret } from './tokens.js';
import type { UserRow } from './users.js';
import type { Translatable } from '../i18n/message.js';
import { say } from '../i18n/text.js';

/** How long a sign-in link to act as someone works: long enough to open it in another browser. */
const LOGIN_TOKEN_MINUTES = 5;

/**
 * Why an administrator may not act as this person of their firm, or null when they may: not as themselves, not as
 * another administrator (that would only hide who acts, and reach nothing the administrator cannot reach
 * already), and not as a deactivated person (who cannot sign in).
 */
export function impersonationRefusal(administrator: Pick<UserRow, 'id'>, person: Pick<UserRow, 'id' | 'role' | 'is_deactivated'>): Translatable | null {
  if (person.id === administrator.id) return say('impersonate_yourself');
  if (person.role === 'admin') return say('impersonate_administrator');
  if (person.is_deactivated) return say('impersonate_deactivated');
  return null;
}

/** A single-use sign-in link's token: whoever opens it within minutes acts as the person, as the administrator. */
export async function createLoginToken(db: pg.Pool, link: { userId: string; impersonatorId: string; now: Date }): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(link.now.getTime() + LOGIN_TOKEN_MINUTES * 60_000);
  await db.query(`DELETE FROM login_tokens WHERE expires_at < $1`, [link.now]);
  await db.query(`INSERT INTO login_tokens (token_hash, user_id, impersonator_user_id, expires_at) VALUES ($1, $2, $3, $4)`, [
    hashOfSecret(token),
    link.userId,
    link.impersonatorId,
    expiresAt,
  ]);
  return { token, expiresAt };
}

/**
 * Uses a login token up; undefined when it is unknown, used or expired, or its administrator is one no more (another
 * role, deactivated, deleted) or its person gone.
 */
export async function redeemLoginToken(db: pg.Pool, token: string, now: Date): Promise<{ userId: string; impersonatorId: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; impersonator_user_id: string }>(
    `DELETE FROM login_tokens t USING users i, users u
     WHERE t.token_hash = $1 AND t.expires_at > $2
       AND i.id = t.impersonator_user_id AND i.role = 'admin' AND NOT i.is_deactivated AND i.deleted_at IS NULL
       AND u.id = t.user_id AND u.client_id = i.client_id AND u.deleted_at IS NULL
     RETURNING t.user_id, t.impersonator_user_id`,
    [hashOfSecret(token), now],
  );
  const row = rows[0];
  return row && { userId: row.user_id, impersonatorId: row.impersonator_user_id };
}
