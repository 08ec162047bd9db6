import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { CredentialsCipher, saveConnection, setMapping } from '../connections/index.js';
import { TeamleaderClient } from '../teamleader/client.js';
import { referenceMark } from '../teamleader/mapping.js';
import { TeamleaderFake, teamleaderIds } from '../testing/teamleader-server.js';
import type { TimeEntryRequest, TimeEntryResult } from '../vendor.js';
import { minute, projectedPushes, pushRequest } from '../../tests/support/pushes.js';
import { pushStream } from '../../domain/push/index.js';
import { pushQueueProjection } from '../../projections/push-queue/projection.js';
import { PushWorker, type PushWorkerOptions } from './worker.js';

/**
 * Teamleader (like Harvest) takes no idempotency key: a push is check-then-create, so two attempts of one push
 * that both look before either adds book the time twice. These tests force the interleavings in which a worker could start a
 * push again while its earlier attempt is still under way, and count the entries in Teamleader.
 */

const t = projectedPushes(pushQueueProjection);
let fake: TeamleaderFake;
const cipher = new CredentialsCipher(randomBytes(32));
const clientId = randomUUID();
const subproject = randomUUID();
let worker: PushWorker | undefined;

beforeAll(async () => {
  fake = await TeamleaderFake.start({ rateLimit: false });
  const credentials = { system: 'teamleader' as const, credentials: { accessToken: 'teamleader-token', baseUrl: fake.baseUrl } };
  await saveConnection(t.db.pool, cipher, { clientId, credentials, at: new Date() });
  await setMapping(t.db.pool, { clientId, system: 'teamleader', kind: 'subproject', ourId: subproject, externalId: teamleaderIds.milestone, at: new Date() });
});
afterEach(async () => {
  await worker?.stop();
  fake.server.faults.clear();
});
afterAll(async () => fake.server.close());

/**
 * Orders the worker's steps: it sees every claim of the queue and every lease release (through the pool) and
 * every look-up in Teamleader (through the client). After its look-up, an attempt waits for one more claim of
 * the worker and for every attempt claimed so far to have looked too: a second attempt beside it, if the
 * worker starts one, has then looked before anything is added.
 */
class Interleaving {
  claimsStarted = 0;
  claimsDone = 0;
  claimed = 0;
  listed = 0;
  releasesHeld = 0;
  private waiters: Array<() => void> = [];

  changed(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Until a claim that starts from now on has finished. */
  async nextClaim(): Promise<void> {
    const started = this.claimsStarted;
    await this.until(() => this.claimsDone > started);
  }

  async afterList(): Promise<void> {
    this.listed++;
    this.changed();
    await this.until(() => this.releasesHeld === 0);
    await this.nextClaim();
    await this.until(() => this.listed >= this.claimed);
  }

  /** The worker's pool; `holdRelease` runs before the first lease release goes to the database. */
  pool(pool: pg.Pool, holdRelease?: () => Promise<void>): pg.Pool {
    let releases = 0;
    const query = async (text: string, values?: unknown[]) => {
      if (text.startsWith('WITH due AS')) {
        this.claimsStarted++;
        const result = await pool.query(text, values);
        this.claimsDone++;
        this.claimed += result.rowCount ?? 0;
        this.changed();
        return result;
      }
      if (holdRelease && text.startsWith('DELETE FROM push_leases') && releases++ === 0) {
        this.releasesHeld++;
        await holdRelease();
        const result = await pool.query(text, values);
        this.releasesHeld--;
        this.changed();
        return result;
      }
      return pool.query(text, values);
    };
    return new Proxy(pool, {
      get: (target, property) => (property === 'query' ? query : (Reflect.get(target, property) as unknown)),
    });
  }

  /** A Teamleader client whose look-ups wait as described; `beforeList` runs before the first look-up. */
  client(beforeList?: () => Promise<void>): PushWorkerOptions['clientFor'] {
    const afterList = () => this.afterList();
    let first = true;
    return (connection, timeoutMs) =>
      new (class extends TeamleaderClient {
        override async createTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult> {
          if (first) {
            first = false;
            await beforeList?.();
          }
          return super.createTimeEntry(entry);
        }

        override async findTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult | null> {
          const found = await super.findTimeEntry(entry);
          await afterList();
          return found;
        }
      })(connection.credentials.credentials, { timeoutMs });
  }
}

/** A due Teamleader push in the queue; resolves with its id. */
async function queuedPush(): Promise<string> {
  const request = pushRequest(clientId, { system: 'teamleader', booked: { contact_id: null, project_id: randomUUID(), subproject_id: subproject, working_code_id: null } });
  await t.run(request, { type: 'RequestPush', request, at: minute(0) });
  return request.push_id;
}

async function pushedOnce(pushId: string, options: Partial<PushWorkerOptions>) {
  worker = new PushWorker({ pool: t.db.pool, pushes: t.pushes.handler, cipher, timeoutMs: 2000, maxPollMs: 10, budgets: () => ({ limit: 1000, windowMs: 1000 }), ...options });
  worker.start();
  const events = async () => (await t.pushes.store.readStream(pushStream(pushId))).map((e) => e.type);
  await expect.poll(events, { timeout: 15_000 }).toContain('PushSucceeded');
  await worker.stop();
  expect(fake.data.entries.filter((entry) => entry.description?.includes(referenceMark(pushId)))).toHaveLength(1);
}

it('does not start a push again beside its own attempt whose lease ran out (a slow attempt)', async () => {
  const pushId = await queuedPush();
  const order = new Interleaving();
  let offsetMs = 0;
  await pushedOnce(pushId, {
    pool: order.pool(t.db.pool),
    now: () => new Date(Date.now() + offsetMs),
    // The first attempt stalls past its lease (the clock jumps a minute) while the worker claims on.
    clientFor: order.client(async () => {
      offsetMs += 60_000;
      await order.nextClaim();
    }),
  });
});

it('does not start a failed push that is due again at once while its attempt is still recording', async () => {
  const pushId = await queuedPush();
  fake.server.faults.script([{ type: 'server_error', status: 500 }], { path: /timeTracking\.add/ });
  const order = new Interleaving();
  await pushedOnce(pushId, {
    // No jitter: the next attempt is due the moment the failure is recorded.
    random: () => 0,
    // The database is slow to release the failed attempt's lease: the worker claims on meanwhile.
    pool: order.pool(t.db.pool, async () => {
      await order.nextClaim();
      await order.until(() => order.listed >= order.claimed);
    }),
    clientFor: order.client(),
  });
});

it('after an add that got no answer, looks again only once Teamleader has had as long again to finish it', async () => {
  const pushId = await queuedPush();
  fake.server.faults.script([{ type: 'hang' }], { path: /timeTracking\.add/ });
  await pushedOnce(pushId, { timeoutMs: 300, random: () => 0 });
  const events = await t.pushes.store.readStream(pushStream(pushId));
  const failed = events.find((e) => e.type === 'PushAttemptFailed')!.data as { at: string; next_attempt_at: string; error: { kind: string } };
  expect(failed.error.kind).toBe('unavailable');
  expect(Date.parse(failed.next_attempt_at) - Date.parse(failed.at)).toBeGreaterThanOrEqual(300);
});
