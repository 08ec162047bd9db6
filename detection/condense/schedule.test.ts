import type { AddJobsJobSpec, Job } from 'graphile-worker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CondenseScheduler, CondenseWaits } from './schedule.js';

const DELAY_MS = 1000;
const people = Array.from({ length: 50 }, (_, n) => `person-${n}`);

/**
 * The job queue's side of addJobs with a key's time kept: what it answers for each spec (a waiting job of the key
 * keeps its run_at). Only the fields the scheduler reads are filled in.
 */
class Queue {
  readonly calls: Array<ReadonlyArray<AddJobsJobSpec<'condense'>>> = [];
  readonly waiting = new Map<string, Date>();

  readonly add = async (specs: ReadonlyArray<AddJobsJobSpec<'condense'>>): Promise<ReadonlyArray<Pick<Job, 'key' | 'run_at'>>> => {
    this.calls.push(specs);
    return specs.map((spec) => {
      const key = spec.jobKey ?? null;
      const runAt = (key !== null && this.waiting.get(key)) || spec.runAt || new Date();
      if (key !== null) this.waiting.set(key, runAt);
      return { key, run_at: runAt };
    });
  };

  /** The person's waiting job starts (and leaves the queue). */
  start(userId: string, waits: CondenseWaits): void {
    this.waiting.delete(`condense:${userId}`);
    waits.started(userId);
  }
}

describe('scheduling condensing', () => {
  let queue: Queue;
  let waits: CondenseWaits;
  let scheduler: CondenseScheduler;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    queue = new Queue();
    waits = new CondenseWaits();
    scheduler = new CondenseScheduler(queue.add, DELAY_MS, waits);
  });
  afterEach(() => vi.useRealTimers());

  it('adds the jobs of everyone who sent something within a tenth of the delay in one call, each due a delay after the first of them', async () => {
    const first = Date.now();
    // Each person's four watchers.
    for (let watcher = 0; watcher < 4; watcher++) for (const userId of people) scheduler.soon(userId);
    expect(queue.calls).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(DELAY_MS / 10);

    expect(queue.calls).toHaveLength(1);
    expect(queue.calls[0]!.map((spec) => spec.payload.userId)).toEqual(people);
    expect(new Set(queue.calls[0]!.map((spec) => spec.runAt?.getTime()))).toEqual(new Set([first + DELAY_MS]));
  });

  it('asks the queue once more as a waiting job enters its last moments before it is due, not at every heartbeat, and adds a job again once it started', async () => {
    scheduler.soon('ann');
    await vi.advanceTimersByTimeAsync(DELAY_MS / 10);
    // Heartbeats every 10 ms up to when the job is due, and past it while the worker has not taken it yet.
    for (let at = DELAY_MS / 10; at < DELAY_MS * 1.5; at += 10) {
      scheduler.soon('ann');
      await vi.advanceTimersByTimeAsync(10);
    }
    // The job, and once more when it is due within the margin: the queue answers the same job, which holds from then on.
    expect(queue.calls).toHaveLength(2);

    queue.start('ann', waits);
    scheduler.soon('ann');
    await vi.advanceTimersByTimeAsync(DELAY_MS / 10);
    expect(queue.calls).toHaveLength(3);
  });

  it('adds what it gathered at once when it stops', async () => {
    scheduler.soon('ann');
    await scheduler.stop();
    expect(queue.calls.map((specs) => specs.map((spec) => spec.payload.userId))).toEqual([['ann']]);
  });
});
