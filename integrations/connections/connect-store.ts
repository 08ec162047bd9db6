import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../../projections/checkpoints.js';
import type { CredentialsCipher } from './crypto.js';
import { decrypted, type ConnectionRecord, type ConnectionRow, type ConnectStep, type ConnectStepError } from './store.js';
import { type ConnectionKind, systemsOf, type VendorSystem } from '../../domain/push/systems.js';

/** Whose connection of which kind: the organisation's (userId null) or one person's own grant. */
export interface ConnectionKey {
  clientId: string;
  userId: string | null;
  kind: ConnectionKind;
}

/** The connection a kind's status shows: the most recently changed one that is not detached (or the active one). */
export async function currentConnection(db: pg.Pool, cipher: CredentialsCipher, key: ConnectionKey, only: 'active' | 'any' = 'any'): Promise<ConnectionRecord | undefined> {
  const { rows } = await db.query<ConnectionRow>(
    `SELECT * FROM connections WHERE client_id = $1 AND user_id IS NOT DISTINCT FROM $2 AND system = ANY($3) AND status <> 'detached'
        AND ($4 = 'any' OR status = 'active')
      ORDER BY updated_at DESC LIMIT 1`,
    [key.clientId, key.userId, systemsOf[key.kind], only],
  );
  return rows[0] && decrypted(rows[0], cipher);
}

/**
 * A step that failed at the vendor: the connection shows the error. A connection under way (or a detached one,
 * which starts over without credentials) moves to the failed step; an active or invalid one keeps working as it was.
 */
export async function recordStepError(db: pg.Pool, key: ConnectionKey, system: VendorSystem, step: ConnectStep, error: ConnectStepError, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO connections (id, client_id, user_id, system, status, credentials, connect_step, connect_step_error, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'connecting', NULL, $5, $6, $7, $7)
     ON CONFLICT (client_id, user_id, system) DO UPDATE SET
       connect_step_error = excluded.connect_step_error,
       connect_step = CASE WHEN connections.status IN ('connecting', 'detached') THEN excluded.connect_step ELSE connections.connect_step END,
       credentials = CASE WHEN connections.status = 'detached' THEN NULL ELSE connections.credentials END,
       connect_step_suggestion = CASE WHEN connections.status = 'detached' THEN NULL ELSE connections.connect_step_suggestion END,
       version = connections.version + 1,
       status = CASE WHEN connections.status = 'detached' THEN 'connecting' ELSE connections.status END,
       updated_at = excluded.updated_at`,
    [randomUUID(), key.clientId, key.userId, system, step, error, at],
  );
}

/**
 * The confirm step: the connection becomes active and, for the organisation, replaces the kind's other system
 * (one CRM per organisation), in one transaction.
 */
export async function confirmConnection(db: pg.Pool, key: ConnectionKey, connection: ConnectionRecord, at: Date): Promise<void> {
  await inTransaction(db, async (client) => {
    await client.query(
      `UPDATE connections SET status = 'active', connect_step = NULL, connect_step_error = NULL, connect_step_suggestion = NULL,
              confirmed_at = COALESCE(confirmed_at, $2), updated_at = $2 WHERE id = $1`,
      [connection.id, at],
    );
    if (key.userId === null) {
      await client.query(
        `UPDATE connections SET status = 'detached', updated_at = $4
          WHERE client_id = $1 AND user_id IS NULL AND system = ANY($2) AND system <> $3 AND status <> 'detached'`,
        [key.clientId, systemsOf[key.kind], connection.system, at],
      );
    }
  });
}

/** Active again with the credentials it has (a reconnect whose stored grant still works). */
export async function reactivateConnection(db: pg.Pool, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE connections SET status = 'active', connect_step = NULL, connect_step_error = NULL, connect_step_suggestion = NULL, updated_at = $2 WHERE id = $1`, [id, at]);
}

/** No new pushes start; pushes under way fail as sync errors until it is connected again. */
export async function detachConnection(db: pg.Pool, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE connections SET status = 'detached', connect_step = NULL, connect_step_error = NULL, connect_step_suggestion = NULL, updated_at = $2 WHERE id = $1`,
    [id, at],
  );
}
