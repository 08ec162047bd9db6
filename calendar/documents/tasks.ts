import type { CronItem, TaskList } from 'graphile-worker';
import { readVendor } from '../../jobs/vendor-reads.js';
import type { CalendarConnectionKey } from '../sources/sync-connection.js';
import { documentSyncKeys } from './store.js';
import { syncDocuments, type DocumentSyncDependencies } from './sync-connection.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace GraphileWorker {
    interface Tasks {
      /** Read the changes in one person's chosen SharePoint folders (calendar/documents/sync-connection.ts). */
      'document-sync': CalendarConnectionKey;
      /** Every five minutes: a document-sync per person with an active Microsoft 365 grant and folders chosen. */
      'document-sync-sweep': unknown;
    }
  }
}

const jobKey = (key: CalendarConnectionKey) => `document-sync:${key.clientId}:${key.userId}`;

/**
 * File activity as background jobs, as sent mail is read (calendar/mail/tasks.ts): a 429 puts the person's job back
 * at the time Graph named; a withdrawn grant waits for the person (the connection is marked invalid); other failures
 * are graphile-worker's to retry, from the page that failed.
 */
export function documentSyncTasks(deps: DocumentSyncDependencies): TaskList {
  return {
    'document-sync': async (key, helpers) => {
      await readVendor(
        deps.clock,
        async () => {
          const outcome = await syncDocuments(deps, key);
          if (outcome) helpers.logger.debug('document changes read', { ...key, ...outcome });
        },
        (runAt) => helpers.addJob('document-sync', key, { runAt, jobKey: jobKey(key), jobKeyMode: 'replace' }),
      );
    },
    'document-sync-sweep': async (_payload, helpers) => {
      for (const key of await documentSyncKeys(deps.pool)) {
        await helpers.addJob('document-sync', key, { jobKey: jobKey(key), jobKeyMode: 'preserve_run_at' });
      }
    },
  };
}

export const DOCUMENT_SYNC_SCHEDULE: CronItem[] = [{ task: 'document-sync-sweep', match: '*/5 * * * *', identifier: 'document-sync-sweep' }];
