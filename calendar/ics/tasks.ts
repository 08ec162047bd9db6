import type { CronItem, TaskList, TaskSpec } from 'graphile-worker';
import type { AppointmentDependencies } from '../appointments.js';
import { feedsDue } from './feeds.js';
import type { FeedPolicy } from './fetch.js';
import { readFeed } from './sync.js';

/** Minutes between reads of a feed. */
const READ_EVERY_MINUTES = 5;

/**
 * A feed's read waits in its person's calendar queue, so a person's feeds are read one at a time (their
 * appointments are one set), and at most one read per feed waits (its job key).
 */
const readSoon = (feed: { id: string; user_id: string }): TaskSpec => ({ queueName: `calendar:${feed.user_id}`, jobKey: `ics-read:${feed.id}`, jobKeyMode: 'preserve_run_at' });

/**
 * The ICS feeds' jobs: `ics-sweep` (every minute) finds the feeds last read five minutes ago or more and adds
 * an `ics-read` for each, which reads the feed again (calendar/ics/sync.ts).
 */
export function icsTasks(deps: AppointmentDependencies, policy: FeedPolicy): TaskList {
  return {
    'ics-read': async ({ feedId }, helpers) => {
      const read = await readFeed(deps, feedId, policy);
      if (!read) return;
      if (!read.ok) helpers.logger.warn('ICS feed not read', { feedId, error: read.error });
      else helpers.logger.info('ICS feed read', { feedId, ...read.applied, notes: read.notes.length });
    },
    'ics-sweep': async (_payload, helpers) => {
      for (const feed of await feedsDue(deps.pool, READ_EVERY_MINUTES)) await helpers.addJob('ics-read', { feedId: feed.id }, readSoon(feed));
    },
  };
}

export const ICS_SCHEDULE: CronItem[] = [{ task: 'ics-sweep', match: '* * * * *', identifier: 'ics-sweep' }];
