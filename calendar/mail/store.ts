import type pg from 'pg';
import type { MailCursor } from './reader.js';

/** Where reading a connection's sent mail stands (migrations/…231_mail-syncs.sql); null before the first round. */
export async function mailCursor(db: pg.Pool, connectionId: string): Promise<MailCursor | null> {
  const { rows } = await db.query<{ cursor: string | null }>(`SELECT cursor FROM mail_syncs WHERE connection_id = $1`, [connectionId]);
  return rows[0]?.cursor ?? null;
}

export async function keepMailCursor(db: pg.Pool, connectionId: string, cursor: MailCursor, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO mail_syncs (connection_id, cursor, synced_at) VALUES ($1, $2, $3)
     ON CONFLICT (connection_id) DO UPDATE SET cursor = excluded.cursor, synced_at = excluded.synced_at`,
    [connectionId, cursor, at],
  );
}
