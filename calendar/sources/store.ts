import type pg from 'pg';
import type { SyncCursor } from './reader.js';

/** A chosen calendar of a connection and where its reading stands (migrations/…230_calendar-syncs.sql). */
export interface ChosenCalendar {
  calendarId: string;
  name: string;
  cursor: SyncCursor | null;
  roundStartedAt: Date | null;
}

export async function chosenCalendars(db: pg.Pool, connectionId: string): Promise<ChosenCalendar[]> {
  const { rows } = await db.query<{ calendar_id: string; name: string; cursor: string | null; round_started_at: Date | null }>(
    `SELECT calendar_id, name, cursor, round_started_at FROM calendar_syncs WHERE connection_id = $1 ORDER BY calendar_id`,
    [connectionId],
  );
  return rows.map((row) => ({ calendarId: row.calendar_id, name: row.name, cursor: row.cursor, roundStartedAt: row.round_started_at }));
}

/** Chooses these calendars: new ones start with a full round, the ones kept keep their cursor, the others are dropped. */
export async function chooseCalendars(db: pg.Pool, connectionId: string, calendars: ReadonlyArray<{ id: string; name: string }>): Promise<void> {
  await db.query(`DELETE FROM calendar_syncs WHERE connection_id = $1 AND NOT (calendar_id = ANY($2))`, [connectionId, calendars.map((c) => c.id)]);
  for (const calendar of calendars) {
    await db.query(
      `INSERT INTO calendar_syncs (connection_id, calendar_id, name) VALUES ($1, $2, $3) ON CONFLICT (connection_id, calendar_id) DO UPDATE SET name = excluded.name`,
      [connectionId, calendar.id, calendar.name],
    );
  }
}

/** Keeps a calendar's cursor after a page; a null cursor (a full round next) also forgets when the round started. */
export async function keepCursor(db: pg.Pool, connectionId: string, calendarId: string, cursor: SyncCursor | null, at: Date): Promise<void> {
  await db.query(
    `UPDATE calendar_syncs SET cursor = $3, synced_at = $4,
            round_started_at = CASE WHEN $3::text IS NULL THEN NULL ELSE coalesce(round_started_at, $4) END
      WHERE connection_id = $1 AND calendar_id = $2`,
    [connectionId, calendarId, cursor, at],
  );
}
