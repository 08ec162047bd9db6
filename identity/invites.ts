import type pg from 'pg';
import { inTransaction } from '../projections/checkpoints.js';
import { issueLink, redeemLink, voidLinks } from './account-links.js';
import { findPerson, insertPerson, type NewPerson } from './people.js';
import { extendTrialForInvite } from '../plans/index.js';

/**
 * Invitations (docs/rules.md, "People"): an administrator adds a person without a password and mails them a
 * link; accepting it sets their password and verifies their email (they proved they read it). An invitation
 * expires after a week; sending it again voids the one before, withdrawing voids it.
 */

/** The person has a password already: they accepted their invitation, or were added with one. */
export class AlreadyAccepted extends Error {}

export interface Invitation {
  user_id: string;
  secret: string;
  expires_at: Date;
}

/** Adds the person (no password) and their invitation link; EmailInUse when the address is taken. */
export async function invitePerson(
  db: pg.Pool,
  clientId: string,
  person: Omit<NewPerson, 'password_hash'>,
  invitedBy: string,
  now: Date,
): Promise<Invitation> {
  return inTransaction(db, async (tx) => {
    const userId = await insertPerson(tx, clientId, { ...person, password_hash: null });
    const link = await issueLink(tx, { client_id: clientId, user_id: userId, purpose: 'invite', created_by: invitedBy }, now);
    return { user_id: userId, ...link };
  });
}

/** A new invitation link for one of the firm's invited people, voiding the one before; undefined for no such person. */
export async function renewInvitation(db: pg.Pool, clientId: string, userId: string, invitedBy: string, now: Date): Promise<Invitation | undefined> {
  return inTransaction(db, async (tx) => {
    const person = await findPerson(tx, clientId, userId, true);
    if (!person || person.deleted_at) return undefined;
    if (person.password_hash !== null) throw new AlreadyAccepted();
    const link = await issueLink(tx, { client_id: clientId, user_id: userId, purpose: 'invite', created_by: invitedBy }, now);
    return { user_id: userId, ...link };
  });
}

/** Voids the person's invitation; false when the firm has no such person. */
export async function withdrawInvitation(db: pg.Pool, clientId: string, userId: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const person = await findPerson(tx, clientId, userId, true);
    if (!person) return false;
    if (person.password_hash !== null) throw new AlreadyAccepted();
    await voidLinks(tx, userId, 'invite', now);
    return true;
  });
}

/**
 * Accepts an invitation, once: sets the password and verifies the email, and a firm on trial gets 3 more days of
 * it. Undefined when the link is unknown,
 * used, withdrawn, replaced or expired, or the person has been archived since.
 */
export async function acceptInvitation(db: pg.Pool, secret: string, passwordHash: string, now: Date): Promise<{ user_id: string; client_id: string; email: string } | undefined> {
  return inTransaction(db, async (tx) => {
    const link = await redeemLink(tx, 'invite', secret, now);
    if (!link) return undefined;
    const { rows } = await tx.query<{ email: string }>(
      `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, $3)
       WHERE id = $1 AND password_hash IS NULL AND deleted_at IS NULL RETURNING email`,
      [link.user_id, passwordHash, now],
    );
    const accepted = rows[0];
    if (!accepted) return undefined;
    // A colleague who joins extends the firm's trial (api-contract §9.3).
    await extendTrialForInvite(tx, link.client_id);
    return { ...link, email: accepted.email };
  });
}

/** Confirms a person's email with the link mailed to it; undefined when the link cannot be used (any more). */
export async function verifyEmail(db: pg.Pool, secret: string, now: Date): Promise<{ user_id: string; client_id: string } | undefined> {
  return inTransaction(db, async (tx) => {
    const link = await redeemLink(tx, 'verify_email', secret, now);
    if (!link) return undefined;
    await tx.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1', [link.user_id, now]);
    return link;
  });
}

/** A new email-verification link for the person, voiding the one before. */
export async function requestVerification(db: pg.Pool, person: { id: string; client_id: string }, now: Date): Promise<{ secret: string; expires_at: Date }> {
  return inTransaction(db, (tx) => issueLink(tx, { client_id: person.client_id, user_id: person.id, purpose: 'verify_email', created_by: person.id }, now));
}
