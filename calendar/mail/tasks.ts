import type { CronItem, TaskList } from 'graphile-worker';
import { CALENDAR_SYSTEMS, type CalendarSystem } from '../../domain/push/systems.js';
import { readVendor } from '../../jobs/vendor-reads.js';
import type { CalendarConnectionKey } from '../sources/sync-connection.js';
import { syncSentMail, type MailSyncDependencies } from './sync-connection.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace GraphileWorker {
    interface Tasks {
      /** Read one person's sent mail through one grant (calendar/mail/sync-connection.ts). */
      'mail-sync': CalendarConnectionKey;
      /** Every five minutes: a mail-sync per person's active Microsoft 365 or Google grant. */
      'mail-sync-sweep': unknown;
    }
  }
}

/** One waiting mail-sync per person's grant: the sweep's and a 429's put-back are the same job. */
export const mailSyncJobKey = (key: CalendarConnectionKey) => `mail-sync:${key.clientId}:${key.userId}:${key.system}`;

/**
 * Sent mail as background jobs, as calendar sync runs: a 429 puts the person's job back at the time the vendor
 * named; a withdrawn grant waits for the person (the connection is marked invalid); other failures are
 * graphile-worker's to retry, from the page that failed.
 */
export function mailSyncTasks(deps: MailSyncDependencies): TaskList {
  return {
    'mail-sync': async (key, helpers) => {
      await readVendor(
        deps.clock,
        async () => {
          const outcome = await syncSentMail(deps, key);
          if (outcome) helpers.logger.debug('sent mail read', { ...key, ...outcome });
        },
        (runAt) => helpers.addJob('mail-sync', key, { runAt, jobKey: mailSyncJobKey(key), jobKeyMode: 'replace' }),
      );
    },
    'mail-sync-sweep': async (_payload, helpers) => {
      const { rows } = await deps.pool.query<{ client_id: string; user_id: string; system: CalendarSystem }>(
        `SELECT client_id, user_id, system FROM connections WHERE status = 'active' AND user_id IS NOT NULL AND system = ANY($1)`,
        [CALENDAR_SYSTEMS],
      );
      for (const row of rows) {
        const key = { clientId: row.client_id, userId: row.user_id, system: row.system };
        await helpers.addJob('mail-sync', key, { jobKey: mailSyncJobKey(key), jobKeyMode: 'preserve_run_at' });
      }
    },
  };
}

export const MAIL_SYNC_SCHEDULE: CronItem[] = [{ task: 'mail-sync-sweep', match: '*/5 * * * *', identifier: 'mail-sync-sweep' }];
