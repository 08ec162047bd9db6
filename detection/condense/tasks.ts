import type { CronItem, TaskList } from 'graphile-worker';
import { LRUCache } from 'lru-cache';
import { withLease } from '../../jobs/lease.js';
import { condensePerson, type Condenser } from './run.js';
import { condenseSoon, condenseWhenQuiet, type CondenseWaits } from './schedule.js';

/** Milliseconds before a person's job runs again when it found another run of theirs under way (they are short). */
const LEASE_HELD_DELAY_MS = 1000;

/**
 * The condenser's jobs. `condense` runs one person (detection/condense/run.ts) and, while a device of theirs still
 * sends and spans are open, looks again when it will be quiet: a job that, when it finds them still sending, looks
 * again when they will be quiet then (a person sending all day has it run every quietAfterSeconds, rather than
 * each run of every second moving it on, which cost the job queue a call per run). `condense-sweep` finds the people whose devices are
 * all quiet with detections beyond their cursor (a run that failed, a process that stopped, a day that was being
 * published) and condenses them. `waits` learns when a person's job starts in this process (schedule.ts).
 *
 * One run condenses a person at a time, by a lease (jobs/lease.ts) rather than a job queue of theirs: graphile-worker
 * leaves a job whose process was killed locked for four hours, and its queue with it, so that nobody condensed the
 * person meanwhile; a lease goes with its process's connection.
 */
export function condenseTasks(condenser: Condenser, waits: CondenseWaits): TaskList {
  // When each person's quiet job runs, as far as this process added it: a run while it waits adds none.
  const quietJobs = new LRUCache<string, number>({ max: 100_000 });
  return {
    condense: async ({ userId }, helpers) => {
      // Before reading: what arrives from now on may be missed by this run, so it schedules a job of its own.
      waits.started(userId);
      const leased = await withLease(condenser.pool, `condense:${userId}`, () => condensePerson(condenser, userId, `job:${helpers.job.id}`));
      if (leased.held) {
        // Another run, which may have read their detections before what this job came for: this one again soon.
        await helpers.addJob('condense', { userId }, condenseSoon(userId, new Date(Date.now() + LEASE_HELD_DELAY_MS)));
        return;
      }
      const run = leased.result;
      if (run === undefined) return;
      helpers.logger.info('condensed', { userId, ...run });
      if (run.lookAgainAt === null || (quietJobs.get(userId) ?? 0) > Date.now()) return;
      const quiet = await helpers.addJob('condense', { userId }, condenseWhenQuiet(userId, new Date(run.lookAgainAt)));
      quietJobs.set(userId, quiet.run_at.getTime());
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
