import type { AddJobFunction, TaskSpec } from 'graphile-worker';
import { LRUCache } from 'lru-cache';

/**
 * Condensing soon: at most one waiting job per person (its job key), and a key's job keeps its time when added
 * again (`preserve_run_at`), so a stream of heartbeats condenses once per delay instead of being put off by each.
 * Added again while it runs, a new job is made (one run at a time holds the person's lease: tasks.ts).
 */
export const condenseSoon = (userId: string, runAt: Date): TaskSpec => ({ jobKey: `condense:${userId}`, jobKeyMode: 'preserve_run_at', runAt });

/**
 * Condensing when a person's devices will be quiet, if nothing arrives before: the last spans close then. A key of
 * its own; a waiting one keeps its time (`preserve_run_at`): run early, it looks again later.
 */
export const condenseWhenQuiet = (userId: string, runAt: Date): TaskSpec => ({
  jobKey: `condense-quiet:${userId}`,
  jobKeyMode: 'preserve_run_at',
  runAt,
});

/** Milliseconds a waiting job must still have to go for a detection received now to count as seen by it. */
const MARGIN_MS = 250;

/**
 * What this process knows of each person's waiting condense job: until when a detection received now will still
 * be read by it. The scheduler notes the jobs it adds; the condense task says when a person's job starts here,
 * after which what arrives needs a job of its own.
 */
export class CondenseWaits {
  private readonly until = new LRUCache<string, number>({ max: 100_000 });

  /** A job of the person's is waiting and will read what is received at `now`. */
  holds(userId: string, now: number): boolean {
    const until = this.until.get(userId);
    return until !== undefined && now < until;
  }

  waitsUntil(userId: string, until: number): void {
    this.until.set(userId, until);
  }

  /** As waitsUntil, unless something changed what was noted since `noted` (a job started meanwhile). */
  movesOn(userId: string, noted: number, until: number): void {
    if (this.until.get(userId) === noted) this.until.set(userId, until);
  }

  /** The person's job has started here: it may have read their detections already. */
  started(userId: string): void {
    this.until.delete(userId);
  }
}

/**
 * Schedules condensing after accepted detections (the /api/0 heartbeat and insert calls). While the job it last
 * added for a person has not started, that job will read what arrives, and nothing is added: so a watcher's
 * heartbeat a second costs the job queue a call about once per delay, not per heartbeat.
 *
 * A job due already when added again (the worker looks for due jobs every pollIntervalMs, and may be busy) has
 * not started either, or the queue would have answered a new one. It holds until it starts in this process, or,
 * as another process may run it, for one delay; so that a late job does not turn every heartbeat into a call to
 * the queue (which, with 200 watchers, kept the queue's database busy and the jobs later still).
 */
export class CondenseScheduler {
  constructor(
    private readonly add: AddJobFunction,
    private readonly delayMs: number,
    private readonly waits: CondenseWaits,
  ) {}

  async soon(userId: string): Promise<void> {
    const now = Date.now();
    if (this.waits.holds(userId, now)) return;
    const noted = now + this.delayMs - MARGIN_MS;
    this.waits.waitsUntil(userId, noted);
    const job = await this.add('condense', { userId }, condenseSoon(userId, new Date(now + this.delayMs)));
    // Another process's job may be waiting already with an earlier time, which the key kept.
    const due = job.run_at.getTime();
    this.waits.movesOn(userId, noted, due > now ? due - MARGIN_MS : now + this.delayMs);
  }
}
