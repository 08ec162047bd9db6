import cron from 'node-cron';
import type pg from 'pg';
import type { CommandHandler } from '../../eventstore/command-handler.js';
import { exhaustedPushes } from '../../projections/push-queue/queries.js';
import { pushStream, type Push, type PushCommand, type PushEvent } from '../../domain/push/index.js';

export interface PushSchedule {
  stop(): Promise<void>;
}

export interface PushScheduleOptions {
  pool: pg.Pool;
  pushes: CommandHandler<Push, PushCommand, PushEvent>;
  /** Cron expression of the nightly run (default 02:30 every night, the server's zone). */
  nightly?: string;
  /** The nightly synchronization of contacts and dimensions (a later issue); called after the retries. */
  synchronize?: () => Promise<void>;
  onRetried?: (count: number) => void;
  logger?: { info(fields: Record<string, unknown>, message: string): void; error(fields: Record<string, unknown>, message: string): void };
  now?: () => Date;
}

/**
 * Pushes that used up their automatic attempts on an outage (unavailable, rate limited, unexpected) get one
 * more round at night, when vendors are quiet. Invalid credentials and requests still wait for a person.
 */
export async function retryExhaustedPushes(options: Pick<PushScheduleOptions, 'pool' | 'pushes' | 'now'>): Promise<number> {
  const rows = await exhaustedPushes(options.pool);
  const at = (options.now?.() ?? new Date()).toISOString();
  let retried = 0;
  for (const row of rows) {
    const outcome = await options.pushes.handle(pushStream(row.push_id), { type: 'RetryPush', by: null, at }, { client_id: row.client_id, user_id: null, request: null });
    retried += outcome.events.length;
  }
  return retried;
}

export function schedulePushes(options: PushScheduleOptions): PushSchedule {
  const task = cron.schedule(
    options.nightly ?? '30 2 * * *',
    async () => {
      try {
        const retried = await retryExhaustedPushes(options);
        options.onRetried?.(retried);
        options.logger?.info({ retried }, 'nightly push retry');
        await options.synchronize?.();
      } catch (error) {
        options.logger?.error({ err: error }, 'nightly push retry failed');
      }
    },
    { name: 'nightly-push-retry', noOverlap: true },
  );
  return {
    async stop() {
      await task.destroy();
    },
  };
}
