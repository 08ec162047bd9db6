import { createHash } from 'node:crypto';
import type { CronItem, TaskList } from 'graphile-worker';
import { CALENDAR_SYSTEMS, type CalendarSystem } from '../../domain/push/systems.js';
import { readVendor } from '../../jobs/vendor-reads.js';
import { syncCalendarConnection, type CalendarConnectionKey, type CalendarSyncDependencies } from './sync-connection.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace GraphileWorker {
    interface Tasks {
      /** Sync one person's chosen calendars of one system (calendar/sources/sync-connection.ts). */
      'calendar-sync': CalendarConnectionKey;
      /** Every few minutes: a calendar-sync per active calendar connection, spread over the interval. */
      'calendar-sync-sweep': unknown;
    }
  }
}

const intervalSeconds = 300;

/** Each connection's own second in the interval, so a thousand people's syncs do not all start on the tick. */
function spreadSeconds(key: CalendarConnectionKey): number {
  return createHash('sha256').update(`${key.clientId}/${key.userId}/${key.system}`).digest().readUInt32BE(0) % intervalSeconds;
}

const jobKey = (key: CalendarConnectionKey) => `calendar-sync:${key.clientId}:${key.userId}:${key.system}`;

/**
 * Calendar sync as background jobs. A 429 puts the connection's job back at the time the vendor named (Retry-After);
 * other failures are graphile-worker's to retry with its back-off; the cursor kept per page means a retry goes on
 * from the page that failed.
 */
export function calendarSyncTasks(deps: CalendarSyncDependencies): TaskList {
  return {
    'calendar-sync': async (key, helpers) => {
      await readVendor(
        deps.clock,
        async () => {
          const outcomes = await syncCalendarConnection(deps, key);
          if (outcomes) helpers.logger.debug('calendar synced', { ...key, calendars: outcomes.length });
        },
        (runAt) => helpers.addJob('calendar-sync', key, { runAt, jobKey: jobKey(key), jobKeyMode: 'replace' }),
      );
    },
    'calendar-sync-sweep': async (_payload, helpers) => {
      const { rows } = await deps.pool.query<{ client_id: string; user_id: string; system: CalendarSystem }>(
        `SELECT DISTINCT c.client_id, c.user_id, c.system FROM connections c JOIN calendar_syncs s ON s.connection_id = c.id
          WHERE c.status = 'active' AND c.user_id IS NOT NULL AND c.system = ANY($1)`,
        [CALENDAR_SYSTEMS],
      );
      const now = deps.clock().getTime();
      for (const row of rows) {
        const key = { clientId: row.client_id, userId: row.user_id, system: row.system };
        const runAt = new Date(now + spreadSeconds(key) * 1000);
        await helpers.addJob('calendar-sync', key, { runAt, jobKey: jobKey(key), jobKeyMode: 'preserve_run_at' });
      }
    },
  };
}

export const CALENDAR_SYNC_SCHEDULE: CronItem[] = [{ task: 'calendar-sync-sweep', match: '*/5 * * * *', identifier: 'calendar-sync-sweep' }];
