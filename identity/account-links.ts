import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * Links sent by mail that act once: an invitation and an email verification. The secret travels in the link and
 * is never stored (only its SHA-256: it has 256 random bits); a link is good until it expires, is used, or is
 * voided: withdrawn, or replaced by a newer one of the same purpose.
 */
export type LinkPurpose = 'invite' | 'verify_email';

/** An invitation waits a week; an email verification two days. */
export const LINK_LIFETIME_HOURS: Readonly<Record<LinkPurpose, number>> = { invite: 7 * 24, verify_email: 48 };

type LinkState = 'pending' | 'expired' | 'used' | 'voided';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

type Queryable = pg.Pool | pg.PoolClient;

interface LinkRow {
  user_id: string;
  client_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  voided_at: Date | null;
}

const stateOf = (link: LinkRow, now: Date): LinkState =>
  link.used_at ? 'used' : link.voided_at ? 'voided' : link.expires_at.getTime() <= now.getTime() ? 'expired' : 'pending';

/** Voids the person's links of this purpose that could still be used; answers how many there were. */
export async function voidLinks(db: Queryable, userId: string, purpose: LinkPurpose, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    'UPDATE account_links SET voided_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND voided_at IS NULL',
    [userId, purpose, now],
  );
  return rowCount ?? 0;
}

/** A new link for the person, voiding the ones before it; its secret is in the answer and nowhere else. */
export async function issueLink(
  db: pg.PoolClient,
  link: { client_id: string; user_id: string; purpose: LinkPurpose; created_by: string | null },
  now: Date,
): Promise<{ secret: string; expires_at: Date }> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_HOURS[link.purpose] * 3_600_000);
  await voidLinks(db, link.user_id, link.purpose, now);
  await db.query(
    `INSERT INTO account_links (id, client_id, user_id, purpose, token_hash, created_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [randomUUID(), link.client_id, link.user_id, link.purpose, hashOf(secret), link.created_by, now, expiresAt],
  );
  return { secret, expires_at: expiresAt };
}

/**
 * Uses the link, once: of two requests with the same secret one gets the person, the other nothing. Answers the
 * person it was for, or undefined when the link is unknown, used, voided or expired.
 */
export async function redeemLink(db: Queryable, purpose: LinkPurpose, secret: string, now: Date): Promise<{ user_id: string; client_id: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; client_id: string }>(
    `UPDATE account_links SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND voided_at IS NULL AND expires_at > $3
     RETURNING user_id, client_id`,
    [hashOf(secret), purpose, now],
  );
  return rows[0];
}

export interface LinkSummary {
  sent_at: Date;
  expires_at: Date;
  state: LinkState;
}

/** Each person's latest link of this purpose, for their record. */
export async function latestLinks(db: Queryable, userIds: readonly string[], purpose: LinkPurpose, now: Date): Promise<Map<string, LinkSummary>> {
  const { rows } = await db.query<LinkRow>(
    `SELECT DISTINCT ON (user_id) user_id, client_id, created_at, expires_at, used_at, voided_at
     FROM account_links WHERE user_id = ANY($1::uuid[]) AND purpose = $2
     ORDER BY user_id, created_at DESC`,
    [userIds, purpose],
  );
  return new Map(rows.map((link) => [link.user_id, { sent_at: link.created_at, expires_at: link.expires_at, state: stateOf(link, now) }]));
}
