import type { AddJobFunction, TaskSpec } from 'graphile-worker';
import { LRUCache } from 'lru-cache';

/**
 * One person's condensing runs in a queue of its own, so that one process condenses a person at a time (a queue
 * per person: the daily job upkeep drops those no job uses any more).
 */
const queueOf = (userId: string) => `condense:${userId}`;

/**
 * Condensing soon: at most one waiting job per person (its job key), and a key's job keeps its time when added
 * again (`preserve_run_at`), so a stream of heartbeats condenses once per delay instead of being put off by each.
 * Added again while it runs, a new job waits its turn in the person's queue.
 */
export const condenseSoon = (userId: string, runAt: Date): TaskSpec => ({ queueName: queueOf(userId), jobKey: `condense:${userId}`, jobKeyMode: 'preserve_run_at', runAt });

/**
 * Condensing when a person's devices will be quiet, if nothing arrives before: the last spans close then. A key of
 * its own, moved on by every run (`replace`), in the same queue.
 */
export const condenseWhenQuiet = (userId: string, runAt: Date): TaskSpec => ({ queueName: queueOf(userId), jobKey: `condense-quiet:${userId}`, jobKeyMode: 'replace', runAt });

/** Milliseconds a waiting job must still have to go for a detection received now to count as seen by it. */
const MARGIN_MS = 250;

/**
 * Schedules condensing after accepted detections (the /api/0 heartbeat and insert calls). A process remembers the
 * time of the job it last added per person: while that job has not started, it will read what arrives, and
 * nothing is added; so a watcher's heartbeat a second costs the job queue a call once per delay, not per heartbeat.
 */
export class CondenseScheduler {
  private readonly waiting = new LRUCache<string, number>({ max: 100_000 });

  constructor(
    private readonly add: AddJobFunction,
    private readonly delayMs: number,
  ) {}

  async soon(userId: string): Promise<void> {
    const now = Date.now();
    const due = this.waiting.get(userId);
    if (due !== undefined && now < due - MARGIN_MS) return;
    this.waiting.set(userId, now + this.delayMs);
    const job = await this.add('condense', { userId }, condenseSoon(userId, new Date(now + this.delayMs)));
    // Another process's job may be waiting already with an earlier time, which the key kept.
    this.waiting.set(userId, job.run_at.getTime());
  }
}
