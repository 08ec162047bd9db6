import type { CronItem, TaskList } from 'graphile-worker';
import type pg from 'pg';

/** An attempt counted: how many in the key's window so far, this one included, and when the window ends. */
export interface AttemptCount {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt under `key` in a window of `windowMs` from the key's first attempt, in one statement, so that
 * every portal process counts toward the same limit and concurrent attempts each get a count of their own.
 */
export async function countAttempt(db: pg.Pool, key: string, windowMs: number): Promise<AttemptCount> {
  const { rows } = await db.query<{ count: number; retry_after_seconds: number }>(
    `INSERT INTO attempt_counters AS c (key, count, window_ends_at) VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.count + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
     RETURNING count, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry_after_seconds`,
    [key, windowMs],
  );
  const row = rows[0]!;
  return { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after_seconds) };
}

/** The hourly job that deletes counters whose window has ended (a new attempt starts them again anyway). */
export function attemptCounterTasks(db: pg.Pool): TaskList {
  return {
    'attempt-counters-expire': async (_payload, helpers) => {
      const { rowCount } = await db.query('DELETE FROM attempt_counters WHERE window_ends_at < now()');
      helpers.logger.info('ended attempt counters deleted', { deleted: rowCount ?? 0 });
    },
  };
}

export const ATTEMPT_COUNTER_SCHEDULE: CronItem[] = [{ task: 'attempt-counters-expire', match: '17 * * * *', identifier: 'attempt-counters-expire' }];
