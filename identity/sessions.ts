import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { USER_COLUMNS, USER_TABLES, type UserRow } from './users.js';

export const SESSION_LIFETIME_HOURS = 12;

/** Only a hash of the session token is stored: a copy of the table does not let anyone in. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** An administrator acting as someone does so for an hour at most, then signs in again. */
const IMPERSONATION_LIFETIME_HOURS = 1;

/** The administrator acting as a session's person (impersonation). */
export interface Impersonator {
  id: string;
  name_first: string;
  name_prefix: string | null;
  name_last: string;
}

/** Whose a session is: its person, and the administrator acting as them, if one is. */
export interface SessionHolder {
  user: UserRow;
  impersonator: Impersonator | null;
}

export const sessionHours = (impersonatorId: string | null): number => (impersonatorId ? IMPERSONATION_LIFETIME_HOURS : SESSION_LIFETIME_HOURS);

/** A new session of the person; with an impersonator, one in which that administrator acts as them. */
export async function startSession(db: pg.Pool, userId: string, impersonatorId: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, impersonator_user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [hashOf(token), userId, impersonatorId, sessionHours(impersonatorId)],
  );
  return token;
}

/**
 * The live session's person and impersonator. An impersonation ends as soon as its administrator is one no more
 * (another role, deactivated, deleted).
 */
export async function findSession(db: pg.Pool, token: string): Promise<SessionHolder | undefined> {
  const { rows } = await db.query<UserRow & { impersonator: Impersonator | null }>(
    `SELECT ${USER_COLUMNS},
       CASE WHEN i.id IS NULL THEN NULL
            ELSE json_build_object('id', i.id, 'name_first', i.name_first, 'name_prefix', i.name_prefix, 'name_last', i.name_last) END AS impersonator
     FROM ${USER_TABLES} JOIN sessions s ON s.user_id = u.id
     LEFT JOIN users i ON i.id = s.impersonator_user_id
     WHERE s.id_hash = $1 AND s.expires_at > now() AND u.deleted_at IS NULL
       AND (s.impersonator_user_id IS NULL OR (i.role = 'admin' AND NOT i.is_deactivated AND i.deleted_at IS NULL))`,
    [hashOf(token)],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { impersonator, ...user } = row;
  return { user, impersonator };
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
