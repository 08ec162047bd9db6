import type { CronItem, TaskList } from 'graphile-worker';
import { condensePerson, type Condenser } from './run.js';
import { condenseSoon, condenseWhenQuiet } from './schedule.js';

/**
 * The condenser's jobs. `condense` runs one person (detection/condense/run.ts) and, while a device of theirs still
 * sends and spans are open, looks again when it will be quiet. `condense-sweep` finds the people whose devices are
 * all quiet with detections beyond their cursor (a run that failed, a process that stopped, a day that was being
 * published) and condenses them.
 */
export function condenseTasks(condenser: Condenser): TaskList {
  return {
    condense: async ({ userId }, helpers) => {
      const run = await condensePerson(condenser, userId, `job:${helpers.job.id}`);
      if (run === undefined) return;
      helpers.logger.info('condensed', { userId, ...run });
      if (run.lookAgainAt !== null) await helpers.addJob('condense', { userId }, condenseWhenQuiet(userId, new Date(run.lookAgainAt)));
    },
    'condense-sweep': async (_payload, helpers) => {
      const { rows } = await condenser.pool.query<{ user_id: string }>(
        `SELECT b.user_id FROM detection_buckets b LEFT JOIN condense_state s ON s.user_id = b.user_id
         GROUP BY b.user_id, s.condensed_until
         HAVING max(b.last_event_at) > coalesce(s.condensed_until, '-infinity')
           AND coalesce(max(b.last_received_at), '-infinity') < now() - make_interval(secs => $1)`,
        [condenser.quietAfterSeconds],
      );
      const now = new Date();
      for (const { user_id } of rows) await helpers.addJob('condense', { userId: user_id }, condenseSoon(user_id, now));
    },
  };
}

export const CONDENSE_SCHEDULE: CronItem[] = [{ task: 'condense-sweep', match: '* * * * *', identifier: 'condense-sweep' }];
