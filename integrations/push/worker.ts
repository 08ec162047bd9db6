import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { CommandHandler } from '../../eventstore/command-handler.js';
import { findConnection, findMappings, type Connection } from '../connections/store.js';
import type { CredentialsCipher } from '../connections/crypto.js';
import { createVendorClient } from '../index.js';
import { VendorError, type VendorClient, type VendorLogger } from '../vendor.js';
import { missingMappingFailure, pushStream, resolveTarget, type Push, type PushCommand, type PushEvent, type PushFailure } from '../../domain/push/index.js';
import { writeOutcome } from '../../projections/push-queue/projection.js';
import { defaultBackoff, nextAttemptDelay, type BackoffPolicy } from './backoff.js';
import { claimDuePushes, releaseLease, type QueuedPush } from './queue.js';
import { ConnectionBudgets, vendorBudgets, type Budget } from './rate-limit.js';

export interface PushWorkerOptions {
  pool: pg.Pool;
  /** How the worker reads a push and records its outcome: the handler every writer of pushes goes through. */
  pushes: CommandHandler<Push, PushCommand, PushEvent>;
  cipher: CredentialsCipher;
  logger?: VendorLogger & { error(fields: Record<string, unknown>, message: string): void };
  /** Pushes in flight at once, over all organisations; 0: this process takes none (others on the database push). */
  concurrency?: number;
  /** Pushes in flight at once for one organisation, so a slow or failing firm cannot take every slot. */
  perOrganisation?: number;
  /** Per vendor request (connect to last byte). */
  timeoutMs?: number;
  backoff?: BackoffPolicy;
  budgets?: (system: string) => Budget;
  /** Longest sleep when nothing is due and nothing wakes the worker. */
  maxPollMs?: number;
  /** How a connection becomes a client (the portal's clients refresh OAuth tokens); tests may wrap it. */
  clientFor?: (connection: Connection, timeoutMs: number) => VendorClient;
  now?: () => Date;
  random?: () => number;
}

/** How a push worker runs: its limits, timeout, backoff and polling (the rest it is given by its process). */
export type PushWorkerSettings = Pick<PushWorkerOptions, 'concurrency' | 'perOrganisation' | 'timeoutMs' | 'backoff' | 'budgets' | 'maxPollMs'>;

/**
 * The push adapter: claims due pushes with a lease, calls the vendor (reference = push id, so every attempt
 * of a push is the same idempotent create), and records the outcome on the push's stream. Organisations'
 * work is interleaved and capped per organisation and per connection budget; a failing firm only backs off
 * its own pushes.
 */
export class PushWorker {
  readonly owner = `worker-${randomUUID()}`;
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly busy = new Map<string, number>();
  private readonly budgets: ConnectionBudgets;
  private readonly clients = new Map<string, VendorClient>();
  private wakeUp: (() => void) | undefined;
  private readonly o: Required<Omit<PushWorkerOptions, 'logger'>> & Pick<PushWorkerOptions, 'logger'>;

  constructor(options: PushWorkerOptions) {
    const timeoutMs = options.timeoutMs ?? 30_000;
    this.o = {
      concurrency: 16,
      perOrganisation: 4,
      backoff: defaultBackoff,
      budgets: (system) => vendorBudgets[system] ?? { limit: 60, windowMs: 60_000 },
      maxPollMs: 1000,
      clientFor: (connection, ms) => createVendorClient(connection.credentials, { timeoutMs: ms, ...(options.logger ? { logger: options.logger } : {}) }),
      now: () => new Date(),
      random: Math.random,
      ...options,
      timeoutMs,
    };
    this.budgets = new ConnectionBudgets(this.o.pool, this.o.budgets, this.o.now);
  }

  /**
   * A lease outlasts the longest attempt (check-then-create is two requests, each bounded by the timeout) with
   * room for a stalled, overloaded process: two attempts of one push at once could book it twice. Only a
   * crashed worker's pushes wait for it to run out.
   */
  private get leaseMs(): number {
    return Math.max(this.o.timeoutMs * 3 + 5000, 30_000);
  }

  start(): void {
    if (this.running || this.o.concurrency === 0) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /** Stops claiming and waits for the attempts under way (each bounded by the timeout). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loopDone;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** New pushes may be due (a publish, a retry): look now instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let claimed: QueuedPush[] = [];
      const free = this.o.concurrency - this.inFlight.size;
      if (free > 0) {
        try {
          claimed = await this.claim(free);
        } catch (error) {
          this.o.logger?.error({ err: error }, 'claiming pushes failed; trying again');
        }
      }
      for (const push of claimed) this.begin(push);
      if (claimed.length > 0 && this.inFlight.size < this.o.concurrency) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.o.maxPollMs);
        const wake = () => done();
        this.wakeUp = wake;
        function done() {
          clearTimeout(timer);
          resolve();
        }
      });
      this.wakeUp = undefined;
    }
  }

  private async claim(limit: number): Promise<QueuedPush[]> {
    const now = this.o.now();
    const excluded = [...this.busy].filter(([, n]) => n >= this.o.perOrganisation).map(([id]) => id);
    return claimDuePushes(this.o.pool, {
      now,
      leaseUntil: new Date(now.getTime() + this.leaseMs),
      owner: this.owner,
      limit,
      perOrganisation: this.o.perOrganisation,
      busy: this.busy,
      excluded,
      waiting: await this.budgets.waiting(),
      inFlight: [...this.inFlight.keys()],
    });
  }

  private begin(push: QueuedPush): void {
    this.busy.set(push.client_id, (this.busy.get(push.client_id) ?? 0) + 1);
    const run = this.attempt(push)
      .catch((error: unknown) => this.o.logger?.error({ err: error, push: push.push_id }, 'push attempt could not be recorded; its lease will expire'))
      .finally(() => {
        this.inFlight.delete(push.push_id);
        const left = (this.busy.get(push.client_id) ?? 1) - 1;
        if (left > 0) this.busy.set(push.client_id, left);
        else this.busy.delete(push.client_id);
        this.wake();
      });
    this.inFlight.set(push.push_id, run);
  }

  private async attempt(queued: QueuedPush): Promise<void> {
    const state = await this.o.pushes.state(pushStream(queued.push_id));
    // The queue may lag the stream (cancelled, already done): the stream decides.
    if (state.status !== 'pending' || state.nextAttemptAt === null || !state.request) {
      await releaseLease(this.o.pool, queued.push_id, this.owner);
      return;
    }
    const attempt = state.attempts + 1;
    const request = state.request;
    const connectionKey = { client_id: request.client_id, system: request.system, connection_user: request.connection_user };
    // Out of budget (claimed just before it ran out): the claim leaves this connection alone until it has a call again.
    if (!(await this.budgets.tryTake(connectionKey))) {
      await releaseLease(this.o.pool, queued.push_id, this.owner);
      return;
    }
    let command: PushCommand;
    let client: VendorClient | undefined;
    const at = () => this.o.now().toISOString();
    try {
      const connection = await this.connection(request.client_id, request.system, request.connection_user);
      client = connection?.client;
      if (!connection || connection.connection?.status !== 'active') {
        command = failed(attempt, { kind: 'invalid_credentials', code: 'invalid_credentials', message: `There is no active ${request.system} connection; connect it and retry.`, status: null }, null, at());
      } else {
        const booked = request.booked;
        const ids = [booked.contact_id, booked.project_id, booked.subproject_id, booked.working_code_id, request.user_id].filter((id): id is string => id !== null);
        const mappings = await findMappings(this.o.pool, request.client_id, request.system, ids);
        const resolved = resolveTarget(request.system, booked, request.user_id, mappings, connection.connection.settings);
        if (resolved.missing.length > 0) {
          command = failed(attempt, missingMappingFailure(request.system, resolved.missing), null, at());
        } else {
          const { externalUserId: _u, target: _t, ...entry } = request.entry;
          const result = await connection.client.createTimeEntry({
            ...entry,
            reference: queued.push_id,
            target: resolved.target,
            ...(resolved.externalUserId ? { externalUserId: resolved.externalUserId } : {}),
          });
          command = { type: 'RecordSuccess', attempt, externalId: result.externalId, created: result.created, at: at() };
        }
      }
    } catch (error) {
      const vendor = error instanceof VendorError ? error : new VendorError(request.system, 'unexpected', String(error), { cause: error });
      if (vendor.kind === 'rate_limited') await this.budgets.pause(connectionKey, vendor.retryAfterMs ?? this.o.backoff.baseMs);
      let delay = nextAttemptDelay(vendor, attempt - state.retryFrom, this.o.backoff, this.o.random);
      // No answer at all: the vendor may still be adding the entry. A client that looks before it creates tries
      // again only once the vendor has had that long again, or its look could miss the entry and book it twice.
      const unanswered = vendor.kind === 'unavailable' && vendor.status === undefined;
      if (delay !== null && unanswered && client?.capabilities.idempotency === 'check_then_create') delay = Math.max(delay, this.o.timeoutMs);
      // One moment for both: the next attempt is due `delay` after the failure as recorded.
      const failedAt = this.o.now();
      const next = delay === null ? null : new Date(failedAt.getTime() + delay).toISOString();
      command = failed(attempt, { kind: vendor.kind, code: vendor.code, message: vendor.message, status: vendor.status ?? null }, next, failedAt.toISOString());
    }
    await this.record(queued, command);
  }

  /**
   * Records the outcome through the push's command handler (conflicts decided again on the newer state), writes it
   * to the queue row at once (so the push is not claimed again before the queue has caught up), then releases the
   * lease: only its own, since after a lease ran out another worker's claim of the row is not this attempt's to end.
   */
  private async record(queued: QueuedPush, command: PushCommand): Promise<void> {
    const outcome = await this.o.pushes.handle(pushStream(queued.push_id), command, { client_id: queued.client_id, user_id: null, request: null });
    if (outcome.events.length > 0) await writeOutcome(this.o.pool, queued.push_id, outcome.revision, outcome.state);
    await releaseLease(this.o.pool, queued.push_id, this.owner);
  }

  /** The connection (read per attempt, so a reconnect counts at once) and a client kept per stored version of it. */
  private async connection(clientId: string, system: QueuedPush['system'], userId: string | null) {
    const connection = await findConnection(this.o.pool, this.o.cipher, clientId, system, userId);
    if (!connection) return undefined;
    const key = `${connection.id}:${connection.updatedAt.getTime()}`;
    let client = this.clients.get(key);
    if (!client) {
      client = this.o.clientFor(connection, this.o.timeoutMs);
      this.clients.set(key, client);
    }
    return { connection, client };
  }
}

function failed(attempt: number, error: PushFailure, nextAttemptAt: string | null, at: string): PushCommand {
  return { type: 'RecordAttemptFailed', attempt, error, nextAttemptAt, at };
}
