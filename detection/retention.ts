import type { CronItem, TaskList } from 'graphile-worker';
import type pg from 'pg';
import { loadLoggedActivityRetention } from '../projections/preferences/queries.js';
import { endOf } from './sql.js';

/**
 * Deletes a person's detections that ended more than `data_retention.logged_activity` days before `now`, but
 * only those the condenser has passed: that end before the person's cursor (a detection it has not condensed yet
 * stays, however old). Activities made from them stay: they are events of the days. Answers how many were deleted.
 */
export async function deleteExpiredDetections(db: pg.Pool, person: { user_id: string; client_id: string }, now: Date): Promise<number> {
  const days = await loadLoggedActivityRetention(db, person.client_id, person.user_id);
  const { rowCount } = await db.query(
    `DELETE FROM detections d USING detection_buckets b, condense_state s
     WHERE d.bucket_id = b.id AND b.user_id = $1 AND s.user_id = b.user_id
       AND d.timestamp < $2 AND ${endOf('d')} < $2 AND ${endOf('d')} < s.condensed_until`,
    [person.user_id, new Date(now.getTime() - days * 24 * 3600 * 1000)],
  );
  return rowCount ?? 0;
}

/** The daily retention job: every person with buckets, one after the other. */
export function retentionTasks(db: pg.Pool, clock: () => Date): TaskList {
  return {
    'detection-retention': async (_payload, helpers) => {
      const { rows } = await db.query<{ user_id: string; client_id: string }>('SELECT DISTINCT user_id, client_id FROM detection_buckets');
      let deleted = 0;
      for (const person of rows) deleted += await deleteExpiredDetections(db, person, clock());
      helpers.logger.info('detections past retention deleted', { people: rows.length, deleted });
    },
  };
}

export const RETENTION_SCHEDULE: CronItem[] = [{ task: 'detection-retention', match: '40 3 * * *', identifier: 'detection-retention' }];
