import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushCommand } from '../domain/push/index.js';
import { VENDOR_SYSTEMS } from '../domain/push/systems.js';
import { START, type GlobalPosition } from '../eventstore/port.js';
import { failure, minute, projectedPushes, pushRequest } from '../tests/support/pushes.js';
import { readAllThrough } from '../tests/support/visibility.js';
import { readCheckpoint } from './checkpoints.js';
import { applyWanted, type Projection } from './projection.js';
import { pushQueueProjection } from './push-queue/projection.js';
import { rebuildProjection } from './rebuild.js';
import { ProjectionRunner } from './runner.js';
import { syncErrorsProjection } from './sync-errors/projection.js';

/** The push read models as a portal keeps them: a runner killed mid-batch, and `npm run rebuild` beside the live rows. */
describe.each([pushQueueProjection, syncErrorsProjection])('the $name read model', (projection: Projection) => {
  const t = projectedPushes(projection);
  const dump = async () => (await t.db.pool.query(`SELECT * FROM ${projection.tables[0]} ORDER BY push_id`)).rows;

  /** Pushes of two organisations with every kind of history: due, failing, waiting, retried, cancelled, succeeded. */
  async function appendHistories(count: number, from: number): Promise<GlobalPosition> {
    const organisations = [randomUUID(), randomUUID()];
    for (let i = 0; i < count; i++) {
      const request = pushRequest(organisations[i % 2]!, { system: VENDOR_SYSTEMS[i % VENDOR_SYSTEMS.length] });
      const at = (n: number) => minute(from + n);
      const commands: PushCommand[] = [{ type: 'RequestPush', request, at: at(0) }];
      if (i % 5 !== 0) commands.push({ type: 'RecordAttemptFailed', attempt: 1, error: failure('unavailable', 503), nextAttemptAt: at(2), at: at(1) });
      if (i % 5 >= 2) commands.push({ type: 'RecordAttemptFailed', attempt: 2, error: failure('invalid_credentials', 401), nextAttemptAt: null, at: at(3) });
      if (i % 5 === 3) commands.push({ type: 'CancelPush', by: null, at: at(4) });
      if (i % 5 >= 3) commands.push({ type: 'RetryPush', by: null, at: at(5) });
      if (i % 5 === 4) commands.push({ type: 'RecordSuccess', attempt: 3, externalId: `ext-${i}`, created: true, at: at(6) });
      await t.pushes.run(request, ...commands);
    }
    return t.pushes.last!;
  }

  /** What applying every event from the start gives, without touching the live rows (rolled back). */
  async function replayed() {
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`TRUNCATE ${projection.tables.join(', ')}`);
      await applyWanted(projection, await t.pushes.store.readAll(START, 100_000), client);
      return (await client.query(`SELECT * FROM ${projection.tables[0]} ORDER BY push_id`)).rows;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  beforeAll(async () => {
    const last = await appendHistories(30, 0);
    expect(await readAllThrough(t.pushes.store, last)).toHaveLength(t.pushes.appended);
  });

  it('resumes after being killed mid-batch without applying anything twice', async () => {
    const first = new ProjectionRunner(t.db.pool, t.pushes.store, [], { batchSize: 25 });
    expect(await first.step(projection)).toBe(25);
    const afterFirstBatch = await dump();
    const checkpoint = await readCheckpoint(t.db.pool, projection.name);
    // The database connection dies halfway through the second batch, as when the process is killed.
    const dying: Projection = {
      ...projection,
      async apply(events, tx) {
        await projection.apply(events.slice(0, 12), tx);
        await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
      },
    };
    await expect(first.step(dying)).rejects.toThrow();
    expect(await dump()).toEqual(afterFirstBatch);
    expect(await readCheckpoint(t.db.pool, projection.name)).toEqual(checkpoint);

    const second = new ProjectionRunner(t.db.pool, t.pushes.store, [], { batchSize: 25 });
    while ((await second.step(projection)) > 0);
    const resumed = await dump();
    expect(resumed).toHaveLength(30);
    expect(resumed).toEqual(await replayed());
  });

  it('rebuilds (npm run rebuild) into rows identical to the live ones', async () => {
    const runner = new ProjectionRunner(t.db.pool, t.pushes.store, [projection]);
    runner.start();
    const last = await appendHistories(10, 30);
    expect(await runner.waitFor(last, 10_000)).toBe(true);
    await runner.stop();
    const live = await dump();
    expect(live).toHaveLength(40);

    const result = await rebuildProjection(t.db.pool, t.pushes.store, projection, { batchSize: 17 });
    expect(await dump()).toEqual(live);
    expect(await readCheckpoint(t.db.pool, projection.name)).toEqual(result.position);
  });
});
