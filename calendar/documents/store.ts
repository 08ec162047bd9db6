import type pg from 'pg';

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
