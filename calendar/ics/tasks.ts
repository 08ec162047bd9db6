import type { CronItem, TaskList, TaskSpec } from 'graphile-worker';
import type { AppointmentDependencies } from '../appointments.js';
import { withLease } from '../../jobs/lease.js';
import { feedsDue } from './feeds.js';
import type { FeedPolicy } from './fetch.js';
import { readFeed } from './sync.js';

/** Minutes between reads of a feed. */
const READ_EVERY_MINUTES = 5;

/** At most one read per feed waits (its job key). */
const readSoon = (feed: { id: string }): TaskSpec => ({ jobKey: `ics-read:${feed.id}`, jobKeyMode: 'preserve_run_at' });

/**
 * The ICS feeds' jobs: `ics-sweep` (every minute) finds the feeds last read five minutes ago or more and adds
 * an `ics-read` for each, which reads the feed again (calendar/ics/sync.ts).
 */
export function icsTasks(deps: AppointmentDependencies, policy: FeedPolicy): TaskList {
  return {
    // A person's feeds are read one at a time (their appointments are one set): a read holds the person's lease,
    // which goes with its process's connection. (A queue per person did that too, but a process killed mid-read
    // left the person's queue locked by graphile-worker for four hours.) A read that finds the lease held, or a
    // job added before reads took it (no userId), reads nothing: the feed is still due, and the sweep adds it again.
    'ics-read': async ({ feedId, userId }, helpers) => {
      if (userId === undefined) return;
      const leased = await withLease(deps.pool, `calendar:${userId}`, () => readFeed(deps, feedId, policy));
      if (leased.held) return;
      const read = leased.result;
      if (!read) return;
      if (!read.ok) helpers.logger.warn('ICS feed not read', { feedId, error: read.error });
      else helpers.logger.info('ICS feed read', { feedId, ...read.applied, notes: read.notes.length });
    },
    'ics-sweep': async (_payload, helpers) => {
      for (const feed of await feedsDue(deps.pool, READ_EVERY_MINUTES)) await helpers.addJob('ics-read', { feedId: feed.id, userId: feed.user_id }, readSoon(feed));
    },
  };
}

export const ICS_SCHEDULE: CronItem[] = [{ task: 'ics-sweep', match: '* * * * *', identifier: 'ics-sweep' }];
