import type { CronItem, TaskList } from 'graphile-worker';
import { readVendor } from '../../jobs/vendor-reads.js';
import { syncCallRecords, type CallSyncDependencies } from './sync.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace GraphileWorker {
    interface Tasks {
      /** Read one organisation's Teams call records (calendar/calls/sync.ts). */
      'teams-calls': { clientId: string };
      /** Every five minutes: a teams-calls per organisation that switched call records on. */
      'teams-calls-sweep': unknown;
    }
  }
}

const jobKey = (clientId: string) => `teams-calls:${clientId}`;

/**
 * Teams call records as background jobs, one per organisation: a 429 puts the job back at the time Graph named; a
 * tenant Microsoft refused (consent never given or withdrawn: the refusal is kept for its admins) is not retried by
 * graphile-worker's back-off but only tried again at the sweep's cadence, one token request every five minutes, so a
 * consent given again is found without the admin doing more; other failures are graphile-worker's to retry, from the
 * page that failed.
 */
export function teamsCallTasks(deps: CallSyncDependencies): TaskList {
  return {
    'teams-calls': async ({ clientId }, helpers) => {
      await readVendor(
        deps.clock,
        async () => {
          const outcome = await syncCallRecords(deps, clientId);
          if (outcome) helpers.logger.debug('Teams call records read', { clientId, ...outcome });
        },
        (runAt) => helpers.addJob('teams-calls', { clientId }, { runAt, jobKey: jobKey(clientId), jobKeyMode: 'replace' }),
        () => helpers.logger.warn('Teams call records refused: the firm\'s admins are told to give consent again', { clientId }),
      );
    },
    'teams-calls-sweep': async (_payload, helpers) => {
      const { rows } = await deps.pool.query<{ client_id: string }>(`SELECT client_id FROM call_record_syncs`);
      for (const row of rows) await helpers.addJob('teams-calls', { clientId: row.client_id }, { jobKey: jobKey(row.client_id), jobKeyMode: 'preserve_run_at' });
    },
  };
}

export const TEAMS_CALLS_SCHEDULE: CronItem[] = [{ task: 'teams-calls-sweep', match: '*/5 * * * *', identifier: 'teams-calls-sweep' }];
