import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../projections/checkpoints.js';
import { voidLinks } from './account-links.js';
import { isDowngrade, USER_SELECT, type DeactivationReason, type Role, type UserRow } from './users.js';

/**
 * The people of a firm as its administrators manage them: add, change, deactivate and reactivate, archive and
 * restore, delete. Every change runs in one transaction that holds the firm's row, so that two administrators
 * changing each other at once cannot leave the firm without one (LastAdministrator).
 */

/** Someone (in any firm, archived or not) already has this email address. */
export class EmailInUse extends Error {}
/** The change would leave the firm without an active administrator. */
export class LastAdministrator extends Error {}
/** Only a person who never had a password (an invitation never accepted) is deleted for good; others are archived. */
export class NotDeletable extends Error {}
/** Lowering a person's rights (admin → manager → user) asks why (product-spec §3): one of DEACTIVATION_REASONS. */
export class DowngradeReasonRequired extends Error {}

export interface NewPerson {
  email: string;
  name_first: string;
  name_prefix?: string | null;
  name_last: string;
  role: Role;
  language?: string;
  /** null for an invited person, who sets it by accepting the invitation. */
  password_hash: string | null;
}

export interface PersonChanges {
  name_first?: string;
  name_prefix?: string | null;
  name_last?: string;
  role?: Role;
  language?: string;
  is_onboarded?: boolean;
}

/** A person's record before and after a change. */
export interface Changed {
  before: UserRow;
  after: UserRow;
}

const UNIQUE_VIOLATION = '23505';

export async function insertPerson(db: pg.Pool | pg.PoolClient, clientId: string, person: NewPerson): Promise<string> {
  const id = randomUUID();
  try {
    await db.query(
      `INSERT INTO users (id, client_id, email, password_hash, name_first, name_prefix, name_last, role, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, clientId, person.email, person.password_hash, person.name_first, person.name_prefix ?? null, person.name_last, person.role, person.language ?? 'nl'],
    );
  } catch (error) {
    // users_email_key holds under racing requests: the second insert of an address fails here.
    if (error instanceof Error && 'code' in error && error.code === UNIQUE_VIOLATION) throw new EmailInUse(person.email);
    throw error;
  }
  return id;
}

/** One of the firm's people by id, archived ones too; undefined for another firm's. */
export async function findPerson(db: pg.Pool | pg.PoolClient, clientId: string, id: string, lock = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1 AND u.client_id = $2${lock ? ' FOR UPDATE OF u' : ''}`, [id, clientId]);
  return rows[0];
}

/**
 * Runs `change` on one of the firm's people (locked) in a transaction that holds the firm's row, and refuses it
 * when the firm has no active administrator afterwards. Undefined when the firm has no such person; `after` is
 * undefined when the change deleted them.
 */
async function changePerson(
  db: pg.Pool,
  clientId: string,
  id: string,
  change: (tx: pg.PoolClient, before: UserRow) => Promise<void>,
): Promise<{ before: UserRow; after: UserRow | undefined } | undefined> {
  return inTransaction(db, async (tx) => {
    await tx.query('SELECT 1 FROM clients WHERE id = $1 FOR UPDATE', [clientId]);
    const before = await findPerson(tx, clientId, id, true);
    if (!before) return undefined;
    await change(tx, before);
    const { rows } = await tx.query<{ admins: number }>(
      `SELECT count(*)::int AS admins FROM users
       WHERE client_id = $1 AND role = 'admin' AND NOT is_deactivated AND deleted_at IS NULL AND password_hash IS NOT NULL`,
      [clientId],
    );
    if (rows[0]?.admins === 0) throw new LastAdministrator();
    return { before, after: await findPerson(tx, clientId, id) };
  });
}

/** changePerson for a change that keeps the person. */
async function changeKept(db: pg.Pool, clientId: string, id: string, change: (tx: pg.PoolClient, before: UserRow) => Promise<void>): Promise<Changed | undefined> {
  const changed = await changePerson(db, clientId, id, change);
  return changed?.after && { before: changed.before, after: changed.after };
}

/**
 * Changes a person's name, language, role or onboarding. A role with fewer rights than they have needs a reason,
 * checked against the locked row, so that two administrators at once cannot slip a downgrade through.
 */
export function updatePerson(db: pg.Pool, clientId: string, id: string, changes: PersonChanges, reason?: DeactivationReason): Promise<Changed | undefined> {
  return changeKept(db, clientId, id, async (tx, before) => {
    if (changes.role && isDowngrade(before.role, changes.role) && reason === undefined) throw new DowngradeReasonRequired();
    await tx.query(
      `UPDATE users SET name_first = coalesce($2, name_first), name_prefix = CASE WHEN $3 THEN $4 ELSE name_prefix END,
         name_last = coalesce($5, name_last), role = coalesce($6, role), language = coalesce($7, language),
         is_onboarded = coalesce($8, is_onboarded)
       WHERE id = $1`,
      [id, changes.name_first, changes.name_prefix !== undefined, changes.name_prefix ?? null, changes.name_last, changes.role, changes.language, changes.is_onboarded],
    );
  });
}

/** Deactivates a person with a reason: their sessions end, their API tokens stop working (403 ACCOUNT_SUSPENDED). */
export function deactivatePerson(db: pg.Pool, clientId: string, id: string, reason: DeactivationReason, now: Date): Promise<Changed | undefined> {
  return changeKept(db, clientId, id, async (tx) => {
    await tx.query(
      `UPDATE users SET is_deactivated = true, deactivated_at = coalesce(deactivated_at, $2), deactivation_reason = $3 WHERE id = $1`,
      [id, now, reason],
    );
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
  });
}

export function reactivatePerson(db: pg.Pool, clientId: string, id: string): Promise<Changed | undefined> {
  return changeKept(db, clientId, id, async (tx) => {
    await tx.query('UPDATE users SET is_deactivated = false, deactivated_at = NULL, deactivation_reason = NULL WHERE id = $1', [id]);
  });
}

/** Archives a person: they can no longer sign in, their sessions end, their invitation is withdrawn; their hours stay. */
export function archivePerson(db: pg.Pool, clientId: string, id: string, now: Date): Promise<Changed | undefined> {
  return changeKept(db, clientId, id, async (tx) => {
    await tx.query('UPDATE users SET deleted_at = coalesce(deleted_at, $2) WHERE id = $1', [id, now]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
    await voidLinks(tx, id, 'invite', now);
  });
}

export function restorePerson(db: pg.Pool, clientId: string, id: string): Promise<Changed | undefined> {
  return changeKept(db, clientId, id, async (tx) => {
    await tx.query('UPDATE users SET deleted_at = NULL WHERE id = $1', [id]);
  });
}

/**
 * Deletes a person for good, with their links: only one who never had a password, and so never registered
 * anything (NotDeletable otherwise: archive them, their hours stay in the reports). Their email is free again.
 */
export async function deletePerson(db: pg.Pool, clientId: string, id: string): Promise<UserRow | undefined> {
  const changed = await changePerson(db, clientId, id, async (tx, before) => {
    if (before.password_hash !== null) throw new NotDeletable();
    await tx.query('DELETE FROM users WHERE id = $1', [id]);
  });
  return changed?.before;
}
