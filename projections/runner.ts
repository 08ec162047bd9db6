import type pg from 'pg';
import type { Logger } from 'pino';
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '../eventstore/port.js';
import { advanceCheckpoint, inTransaction, lockProjection, readCheckpoint, writeCheckpoint } from './checkpoints.js';
import { LogReads } from './log-reads.js';
import { applyWanted, wants, type Projection } from './projection.js';

export interface RunnerOptions {
  batchSize?: number;
  /** How often a projection's checkpoint follows the stretches of other streams' events it passed. */
  persistPassedMs?: number;
  /** Longest wait between polls when nothing wakes the runner (events can become readable without a wake-up). */
  maxPollMs?: number;
  /**
   * While appends keep coming, they wake the runner at most this often (the first at once), and a projection that
   * caught up reads again only when woken: a busy log is read in batches of this many milliseconds' appends rather
   * than once per append or two. Someone waiting for a read model (waitFor) wakes the runner at once.
   */
  paceMs?: number;
  logger?: Pick<Logger, 'error' | 'warn'>;
  /** Reads of the log shared with other runners of this process (log-reads.ts); this runner's own otherwise. */
  reads?: LogReads;
}

interface Waiter {
  target: GlobalPosition;
  /** The projections waited for; all when absent. */
  only: ((projection: Projection) => boolean) | undefined;
  resolve: (reached: boolean) => void;
}

/**
 * Keeps read models current: per projection, read the next batch after its checkpoint, apply it and move
 * the checkpoint in one transaction. A runner killed mid-batch has committed nothing of that batch, so the
 * next one (in this process or another) starts from the same checkpoint and counts nothing twice.
 */
export class ProjectionRunner {
  private readonly positions = new Map<string, GlobalPosition>();
  /** Per projection: where the other streams' events it passed without a transaction began, and when it last wrote that. */
  private readonly passed = new Map<string, { from: GlobalPosition; persistedAt: number }>();
  private readonly waiters = new Set<Waiter>();
  private readonly batchSize: number;
  private readonly maxPollMs: number;
  private readonly persistPassedMs: number;
  private readonly paceMs: number;
  /** When appends last woke the loops, and the wake-up they are due next (one per paceMs at most). */
  private appendWokeAt = 0;
  private appendWake: NodeJS.Timeout | undefined;
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private unsubscribe: (() => void) | undefined;
  /** Reads under way, by where they start: projections (and runners) at the same position share one query. */
  private readonly reads: LogReads;
  /** The reads' mark when an append last woke this runner: only reads begun after it are shared (log-reads.ts). */
  private wokenAt: number;
  /** Per projection, who is told when its read model may have changed (onChanged). */
  private readonly changeListeners = new Map<string, Set<() => void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.persistPassedMs = options.persistPassedMs ?? 1000;
    this.maxPollMs = options.maxPollMs ?? 500;
    this.paceMs = options.paceMs ?? 50;
    this.reads = options.reads ?? new LogReads(store);
    this.wokenAt = this.reads.mark();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.store.onAppended(() => {
      this.wokenAt = this.reads.mark();
      this.wakeForAppends();
    });
    this.loops = this.projections.map((projection) => this.loop(projection));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    clearTimeout(this.appendWake);
    this.appendWake = undefined;
    this.wake();
    await Promise.all(this.loops);
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
  }

  /**
   * Calls `listener` whenever the projection's read model may have changed, as this process learns it: after a
   * batch with events it applies is committed here, or when its checkpoint is found past where this process knew it
   * (another process applied events); always before a waiter for that position is answered. What keeps values read
   * from the read model (projections/read-model-cache.ts) drops them then. Answers how to stop listening.
   */
  onChanged(projection: string, listener: () => void): () => void {
    const listeners = this.changeListeners.get(projection) ?? new Set<() => void>();
    this.changeListeners.set(projection, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Applies (or passes) at most one batch to the projection; returns how many events it moved over. */
  async step(projection: Projection): Promise<number> {
    const passed = projection.streams || projection.eventTypes ? await this.passUnwanted(projection) : undefined;
    if (typeof passed === 'number') return passed;
    const known = this.positions.get(projection.name);
    const applied = await inTransaction(this.pool, async (db) => {
      await lockProjection(db, projection.name);
      const checkpoint = await readCheckpoint(db, projection.name);
      const movedElsewhere = known === undefined || comparePositions(checkpoint, known) > 0;
      // What passUnwanted read from the same position is as good a batch as a new read (a prefix of what follows it).
      const events = passed && comparePositions(passed.from, checkpoint) === 0 ? passed.events : await this.readAll(checkpoint);
      const last = events[events.length - 1];
      if (!last) return { count: 0, position: checkpoint, changed: movedElsewhere };
      await applyWanted(projection, events, db);
      await writeCheckpoint(db, projection.name, last.position);
      return { count: events.length, position: last.position, changed: movedElsewhere || events.some((event) => wants(projection, event)) };
    });
    this.passed.delete(projection.name);
    if (applied.changed) for (const listener of this.changeListeners.get(projection.name) ?? []) listener();
    this.reached(projection.name, applied.position);
    return applied.count;
  }

  /**
   * Reads the next batch after the position this process knows, outside a transaction. When the projection
   * wants none of it (other streams, other event types), it has passed it: waiters are answered at once, and the checkpoint follows
   * at most once per `persistPassedMs`, only if it still covers where the stretch began (a rebuild may have
   * set it back; then the next batch starts from it again). When the batch has work to apply: the batch and where
   * it starts, for the transaction that applies it.
   */
  private async passUnwanted(projection: Projection): Promise<number | { from: GlobalPosition; events: RecordedEvent[] }> {
    const from = this.positions.get(projection.name) ?? (await readCheckpoint(this.pool, projection.name));
    const events = await this.readAll(from);
    const last = events[events.length - 1];
    if (!last) {
      this.reached(projection.name, from);
      return 0;
    }
    if (events.some((event) => wants(projection, event))) return { from, events };
    const stretch = this.passed.get(projection.name) ?? { from, persistedAt: Date.now() };
    this.passed.set(projection.name, stretch);
    this.reached(projection.name, last.position);
    if (Date.now() - stretch.persistedAt >= this.persistPassedMs) await this.persistPassed(projection.name, stretch.from, last.position);
    return events.length;
  }

  private async persistPassed(projection: string, from: GlobalPosition, to: GlobalPosition): Promise<void> {
    const covered = await inTransaction(this.pool, async (db) => {
      await lockProjection(db, projection);
      if (comparePositions(await readCheckpoint(db, projection), from) < 0) return false;
      await advanceCheckpoint(db, projection, to);
      return true;
    });
    if (covered) this.passed.set(projection, { from: to, persistedAt: Date.now() });
    else {
      this.passed.delete(projection);
      this.positions.delete(projection);
    }
  }

  /** Resolves true once every projection (or each `only` picks) has passed `position`, false after `timeoutMs`. */
  waitFor(position: GlobalPosition, timeoutMs = 5000, only?: (projection: Projection) => boolean): Promise<boolean> {
    if (this.allPassed(position, only)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        target: position,
        only,
        resolve: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
      this.wake();
    });
  }

  private async loop(projection: Projection): Promise<void> {
    let idleMs = 1;
    while (this.running) {
      let applied = 0;
      try {
        applied = await this.step(projection);
      } catch (error) {
        this.options.logger?.error({ err: error, projection: projection.name }, 'projection batch failed; retrying');
        idleMs = this.maxPollMs;
      }
      if (applied > 0) {
        idleMs = 1;
        // More to read (a full batch), or someone waits: go on. Caught up: read again when appends wake the runner.
        if (applied < this.batchSize && !this.awaited(projection)) await this.sleep(this.paceMs);
        continue;
      }
      // Nothing readable yet: poll again soon, backing off, or as soon as an append wakes us.
      await this.sleep(idleMs);
      idleMs = Math.min(idleMs * 2, this.maxPollMs);
    }
  }

  /** Until `ms` have passed or the runner is woken (by appends, a waiter or stop); not at all once stopped. */
  private sleep(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const sleepers = this.sleepers;
      sleepers.add(done);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
    });
  }

  /** The next batch after `from`; a read from there under way is shared if it began after the last wake-up. */
  private readAll(from: GlobalPosition): Promise<RecordedEvent[]> {
    return this.reads.read(from, this.batchSize, this.wokenAt);
  }

  /**
   * An append wakes the loops at once if none did within paceMs, else at the end of it: one wake-up for all the
   * appends in between. The runners of a process hear an append at the same moment, so they stay in step and
   * share their reads.
   */
  private wakeForAppends(): void {
    if (this.appendWake) return;
    const due = this.appendWokeAt + this.paceMs - Date.now();
    if (due <= 0) {
      this.appendWokeAt = Date.now();
      this.wake();
      return;
    }
    this.appendWake = setTimeout(() => {
      this.appendWake = undefined;
      this.appendWokeAt = Date.now();
      this.wake();
    }, due);
  }

  /** Whether a waiter waits for this projection to pass a position it has not. */
  private awaited(projection: Projection): boolean {
    const position = this.positions.get(projection.name);
    for (const waiter of this.waiters) {
      if ((!waiter.only || waiter.only(projection)) && (!position || comparePositions(position, waiter.target) < 0)) return true;
    }
    return false;
  }

  private wake(): void {
    for (const sleeper of [...this.sleepers]) sleeper();
  }

  private reached(projection: string, position: GlobalPosition): void {
    this.positions.set(projection, position);
    for (const waiter of this.waiters) if (this.allPassed(waiter.target, waiter.only)) waiter.resolve(true);
  }

  private allPassed(target: GlobalPosition, only: ((projection: Projection) => boolean) | undefined): boolean {
    return this.projections.every((projection) => {
      if (only && !only(projection)) return true;
      const position = this.positions.get(projection.name);
      return position !== undefined && comparePositions(position, target) >= 0;
    });
  }
}
