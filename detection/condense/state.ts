import type pg from 'pg';
import { rfc3339 } from '../sql.js';

/** How far a person's detections are condensed (condense_state). */
export interface CondenseState {
  /** The cursor: spans that start before it have been registered (ISO). */
  condensed_until: string;
  /** The earliest start of a detection the next run still needs (ISO). */
  reads_from: string;
}

export async function readState(db: pg.Pool, userId: string): Promise<CondenseState | undefined> {
  const { rows } = await db.query<CondenseState>(
    `SELECT ${rfc3339('condensed_until')} AS condensed_until, ${rfc3339('reads_from')} AS reads_from FROM condense_state WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** Moves the cursor on; never back, should two runs for one person ever overlap. */
export async function saveState(db: pg.Pool, owner: { user_id: string; client_id: string }, state: CondenseState): Promise<void> {
  await db.query(
    `INSERT INTO condense_state AS s (user_id, client_id, condensed_until, reads_from) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET condensed_until = excluded.condensed_until, reads_from = excluded.reads_from, updated_at = now()
     WHERE s.condensed_until <= excluded.condensed_until`,
    [owner.user_id, owner.client_id, state.condensed_until, state.reads_from],
  );
}
