import type { FastifyBaseLogger } from 'fastify';
import type { AddJobsJobSpec, Job, TaskSpec } from 'graphile-worker';
import { LRUCache } from 'lru-cache';

/**
 * Condensing soon: at most one waiting job per person (its job key), and a key's job keeps its time when added
 * again (`preserve_run_at`), so a stream of heartbeats condenses once per delay instead of being put off by each.
 * Added again while it runs, a new job is made (one run at a time holds the person's lease: tasks.ts).
 */
export const condenseSoon = (userId: string, runAt: Date): TaskSpec => ({ ...soonSpec(userId, runAt), jobKeyMode: 'preserve_run_at' });

/** condenseSoon as one of several jobs added at once (addJobs, which keeps a key's time for all of them). */
const soonSpec = (userId: string, runAt: Date) => ({ jobKey: `condense:${userId}`, runAt });

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

/** Adds jobs to the queue in one call (graphile-worker's addJobs, each spec's key keeping its time). */
export type AddCondenseJobs = (specs: ReadonlyArray<AddJobsJobSpec<'condense'>>, jobKeyPreserveRunAt: true) => Promise<ReadonlyArray<Pick<Job, 'key' | 'run_at'>>>;

/**
 * Schedules condensing after accepted detections (the /api/0 heartbeat and insert calls). While the job it last
 * added for a person has not started, that job will read what arrives, and nothing is added: so a watcher's
 * heartbeat a second costs the job queue a call about once per delay, not per heartbeat.
 *
 * The people who need a job are gathered for a tenth of the delay and added in one call (one statement for 50
 * people rather than 50), each due a delay after the gathering began, so never later than a job of their own
 * would have been. The heartbeat is answered without waiting for it: what was sent is stored, and a failed add is
 * logged (the next heartbeat or the condenser's sweep schedules it again).
 *
 * A job due within the margin, or due already when added again (the worker looks for due jobs every
 * pollIntervalMs, and may be busy), has not started either, or the queue would have answered a new one. It holds
 * until it starts in this process, or, as another process may run it, for one delay; so that a job about to start
 * does not turn every heartbeat into a call to the queue (which, with 200 watchers, kept the queue's database busy
 * and the jobs later still).
 */
export class CondenseScheduler {
  private gathering: { since: number; people: Set<string>; timer: NodeJS.Timeout } | undefined;
  private readonly adding = new Set<Promise<void>>();

  constructor(
    private readonly add: AddCondenseJobs,
    private readonly delayMs: number,
    private readonly waits: CondenseWaits,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  soon(userId: string): void {
    const now = Date.now();
    if (this.gathering?.people.has(userId) || this.waits.holds(userId, now)) return;
    this.gathering ??= { since: now, people: new Set(), timer: setTimeout(() => this.addGathered(), this.delayMs / 10) };
    this.gathering.people.add(userId);
  }

  /** Adds what is gathered now, and waits for the adds under way: before the job queue stops. */
  async stop(): Promise<void> {
    this.addGathered();
    await Promise.all(this.adding);
  }

  private addGathered(): void {
    const gathered = this.gathering;
    if (gathered === undefined) return;
    clearTimeout(gathered.timer);
    this.gathering = undefined;
    const adding = this.addJobs(gathered.since, [...gathered.people]).catch((error: unknown) => this.logger?.warn({ err: error }, 'condensing not scheduled'));
    this.adding.add(adding);
    void adding.finally(() => this.adding.delete(adding));
  }

  private async addJobs(since: number, people: readonly string[]): Promise<void> {
    const runAt = since + this.delayMs;
    const noted = runAt - MARGIN_MS;
    for (const userId of people) this.waits.waitsUntil(userId, noted);
    const specs = people.map((userId) => ({ identifier: 'condense' as const, payload: { userId }, ...soonSpec(userId, new Date(runAt)) }));
    const personOf = new Map(specs.map((spec) => [spec.jobKey, spec.payload.userId]));
    const jobs = await this.add(specs, true);
    const now = Date.now();
    for (const job of jobs) {
      const userId = job.key === null ? undefined : personOf.get(job.key);
      // Another process's job may be waiting already with an earlier time, which the key kept.
      const due = job.run_at.getTime();
      if (userId !== undefined) this.waits.movesOn(userId, noted, due - MARGIN_MS > now ? due - MARGIN_MS : now + this.delayMs);
    }
  }
}
