import type pg from 'pg';
import type { CalendarConnectionKey } from '../sources/sync-connection.js';

/** Graph's link to read a drive's changes from (migrations/…233_document-syncs.sql); null before the first round. */
export async function documentCursor(db: pg.Pool, connectionId: string, driveId: string): Promise<string | null> {
  const { rows } = await db.query<{ cursor: string }>(`SELECT cursor FROM document_syncs WHERE connection_id = $1 AND drive_id = $2`, [connectionId, driveId]);
  return rows[0]?.cursor ?? null;
}

export async function keepDocumentCursor(db: pg.Pool, connectionId: string, driveId: string, cursor: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO document_syncs (connection_id, drive_id, cursor, synced_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (connection_id, drive_id) DO UPDATE SET cursor = excluded.cursor, synced_at = excluded.synced_at`,
    [connectionId, driveId, cursor, at],
  );
}

/** Whose documents the sweep reads: people with an active Microsoft 365 grant who chose SharePoint folders. */
export async function documentSyncKeys(db: pg.Pool): Promise<CalendarConnectionKey[]> {
  const { rows } = await db.query<{ client_id: string; user_id: string }>(
    `SELECT c.client_id, c.user_id FROM connections c
     WHERE c.status = 'active' AND c.system = 'microsoft' AND c.user_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM preferences p WHERE p.owner_id = c.user_id AND p.chapter = 'sharepoint_folders')`,
  );
  return rows.map((row) => ({ clientId: row.client_id, userId: row.user_id, system: 'microsoft' }));
}
