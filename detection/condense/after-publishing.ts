import type pg from 'pg';
import type { Context, DayRef, Source } from '../../domain/days/index.js';
import type { ActivityDetection } from '../../domain/days/index.js';

/** A span detected on a day after it was published: not activity (a published day never changes), but not lost. */
export interface DetectedAfterPublishing {
  started_at: string;
  ended_at: string;
  source: Source;
  context: Context;
}

/**
 * Keeps detected activity that fell on a published day, once: `id` is the activity id it would have had. A span
 * names the detections it came from; a sent mail or a call has none (the vendor's record is its source).
 */
export async function recordAfterPublishing(db: pg.Pool, id: string, day: DayRef, detected: DetectedAfterPublishing & { detection?: ActivityDetection }): Promise<void> {
  await db.query(
    `INSERT INTO detections_after_publishing (id, client_id, user_id, day_id, started_at, ended_at, source, context, detection)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
    [id, day.client_id, day.user_id, day.day_id, detected.started_at, detected.ended_at, detected.source, detected.context, detected.detection ?? null],
  );
}

/** What was detected on a day after it was published, by start. */
export async function detectedAfterPublishing(db: pg.Pool, dayId: string): Promise<DetectedAfterPublishing[]> {
  const { rows } = await db.query<Omit<DetectedAfterPublishing, 'started_at' | 'ended_at'> & { started_at: Date; ended_at: Date }>(
    'SELECT started_at, ended_at, source, context FROM detections_after_publishing WHERE day_id = $1 ORDER BY started_at, id',
    [dayId],
  );
  return rows.map((row) => ({ ...row, started_at: row.started_at.toISOString(), ended_at: row.ended_at.toISOString() }));
}
