import { afterAll, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../domain/shared/decider.js';
import { START, type AppendResult } from '../eventstore/port.js';
import { PostgresEventStore } from '../eventstore/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { readAllThrough } from '../tests/support/visibility.js';
import { readCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './runner.js';

/**
 * A deliberately non-idempotent projection: it adds one per event. Any event applied twice shows up as
 * a count too high, so these tests see double counting that an idempotent projection would hide.
 */
function countingProjection(name: string, onApply?: (db: import('pg').ClientBase, applied: number) => Promise<void>): Projection {
  return {
    name,
    tables: ['event_tally'],
    async apply(events, db) {
      let applied = 0;
      for (const event of events) {
        await db.query(
          `INSERT INTO event_tally (stream_id, n) VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = event_tally.n + 1`,
          [event.streamId],
        );
        applied++;
        await onApply?.(db, applied);
      }
    },
  };
}

/** The store, counting the reads of the log (the runner's); appends go through it and wake the runner as usual. */
class CountingStore extends PostgresEventStore {
  reads = 0;
  override readAll(...args: Parameters<PostgresEventStore['readAll']>) {
    this.reads++;
    return super.readAll(...args);
  }
}

describe('projection runner', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
    await db.pool.query('CREATE TABLE event_tally (stream_id text PRIMARY KEY, n int NOT NULL)');
  });
  afterAll(async () => db.drop());
  beforeEach(async () => {
    await db.pool.query('TRUNCATE event_tally, events, event_streams, projection_checkpoints');
  });

  async function appendMany(streams: number, eventsPerStream: number) {
    let last: AppendResult | undefined;
    for (let s = 0; s < streams; s++) {
      for (let n = 0; n < eventsPerStream; n += 5) {
        last = await store.append(`tally-${s}`, Array.from({ length: 5 }, () => ({ type: 'Ticked', data: {} })), n === 0 ? 'no_stream' : n - 1);
      }
    }
    assert(last, 'something was appended');
    expect(await readAllThrough(store, last.position)).toHaveLength(streams * eventsPerStream);
    return last.position;
  }

  async function tally() {
    const { rows } = await db.pool.query<{ stream_id: string; n: number }>('SELECT stream_id, n FROM event_tally ORDER BY stream_id');
    return Object.fromEntries(rows.map((row) => [row.stream_id, row.n]));
  }

  it('moves the checkpoint with the rows, batch by batch', async () => {
    await appendMany(2, 10);
    const runner = new ProjectionRunner(db.pool, store, [], { batchSize: 7 });
    const projection = countingProjection('tally');
    expect(await runner.step(projection)).toBe(7);
    expect(await tally()).toEqual({ 'tally-0': 7 });
    const all = await store.readAll(START, 100);
    expect(await readCheckpoint(db.pool, 'tally')).toEqual(all[6]!.position);
    expect(await runner.step(projection)).toBe(7);
    expect(await runner.step(projection)).toBe(6);
    expect(await runner.step(projection)).toBe(0);
    expect(await tally()).toEqual({ 'tally-0': 10, 'tally-1': 10 });
  });

  it('resumes after being killed mid-batch without counting anything twice', async () => {
    await appendMany(3, 20);
    // The database connection dies halfway through the second batch, as when the process is killed.
    let batches = 0;
    const dying = countingProjection('tally', async (connection, applied) => {
      if (applied === 1) batches++;
      if (batches === 2 && applied === 12) await connection.query('SELECT pg_terminate_backend(pg_backend_pid())');
    });
    const first = new ProjectionRunner(db.pool, store, [], { batchSize: 25 });
    expect(await first.step(dying)).toBe(25);
    await expect(first.step(dying)).rejects.toThrow();
    expect(await tally()).toEqual({ 'tally-0': 20, 'tally-1': 5 });

    const second = new ProjectionRunner(db.pool, store, [], { batchSize: 25 });
    const healthy = countingProjection('tally');
    while ((await second.step(healthy)) > 0);
    expect(await tally()).toEqual({ 'tally-0': 20, 'tally-1': 20, 'tally-2': 20 });
  });

  it('lets two runners (two processes) work one projection side by side without double counting', async () => {
    const projection = countingProjection('tally');
    const runners = [0, 1].map(() => new ProjectionRunner(db.pool, store, [projection], { batchSize: 3 }));
    runners.forEach((runner) => runner.start());
    const last = await appendMany(4, 30);
    await Promise.all(runners.map((runner) => runner.waitFor(last, 20_000)));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(await tally()).toEqual({ 'tally-0': 30, 'tally-1': 30, 'tally-2': 30, 'tally-3': 30 });
  });

  it('passes other streams\' events without writing, and re-reads what a rebuild set its checkpoint back to', async () => {
    const own = countingProjection('tally-own');
    const projection: Projection = { ...own, streams: ['tally-'], apply: (events, tx) => own.apply(events.filter((e) => e.streamId.startsWith('tally-')), tx) };
    const append = async (stream: string) => (await store.append(stream, [{ type: 'Ticked', data: {} }], 'any')).position;
    await append('tally-a');
    const lazy = new ProjectionRunner(db.pool, store, [projection], { persistPassedMs: 60_000 });
    lazy.start();
    expect(await lazy.waitFor(await append('tally-a'), 10_000)).toBe(true);
    const applied = await readCheckpoint(db.pool, 'tally-own');
    expect(await lazy.waitFor(await append('other-1'), 10_000)).toBe(true);
    expect(await lazy.waitFor(await append('other-2'), 10_000)).toBe(true);
    expect(await readCheckpoint(db.pool, 'tally-own')).toEqual(applied); // passed in memory, nothing written
    await lazy.stop();

    const eager = new ProjectionRunner(db.pool, store, [projection], { persistPassedMs: 0 });
    eager.start();
    const passed = await append('other-3');
    expect(await eager.waitFor(passed, 10_000)).toBe(true);
    await expect.poll(() => readCheckpoint(db.pool, 'tally-own'), { timeout: 10_000 }).toEqual(passed);
    // A rebuild swaps in fresh tables with an older checkpoint: the runner must not carry on from memory.
    await db.pool.query(`TRUNCATE event_tally; UPDATE projection_checkpoints SET commit = 0, prepare = 0 WHERE projection = 'tally-own'`);
    await append('other-4');
    // The runner finds the checkpoint behind where it was once other-4 is readable (older transactions elsewhere may delay that).
    await expect.poll(tally, { timeout: 10_000 }).toEqual({ 'tally-a': 2 });
    await eager.stop();
  });

  it('hands a projection only the events of the streams and types it names, also out of a batch with others', async () => {
    const projection: Projection<DomainEvent<'Ticked', Record<string, never>>> = { ...countingProjection('tally-ticks'), streams: ['tally-'], eventTypes: new Set(['Ticked'] as const) };
    await store.append('other-1', [{ type: 'Ticked', data: {} }], 'no_stream');
    await store.append('tally-b', [{ type: 'Ticked', data: {} }, { type: 'Tocked', data: {} }, { type: 'Ticked', data: {} }], 'no_stream');
    await expect.poll(async () => (await store.readAll(START, 100)).length).toBe(4);
    const runner = new ProjectionRunner(db.pool, store, []);
    while ((await runner.step(projection)) > 0);
    expect(await tally()).toEqual({ 'tally-b': 2 });
  });

  it('tells a command caller when its events have been projected (read-your-writes)', async () => {
    const projection = countingProjection('tally');
    const runner = new ProjectionRunner(db.pool, store, [projection]);
    runner.start();
    const { position } = await store.append('tally-ryw', [{ type: 'Ticked', data: {} }], 'no_stream');
    expect(await runner.waitFor(position, 10_000)).toBe(true);
    expect(await tally()).toEqual({ 'tally-ryw': 1 });
    await runner.stop();
    expect(await runner.waitFor({ commit: Number.MAX_SAFE_INTEGER, prepare: 0 }, 10)).toBe(false);
  });

  it('reads a busy log once for many appends, and still answers a waiter at once', async () => {
    const counting = new CountingStore(db.pool);
    // A projection of other streams passes these events: a read of the log is all it costs, as most read models' do.
    const passing: Projection = { ...countingProjection('tally-elsewhere'), streams: ['elsewhere-'] };
    const runner = new ProjectionRunner(db.pool, counting, [passing], { paceMs: 60_000, maxPollMs: 60_000 });
    runner.start();
    expect(await runner.waitFor((await counting.append('tally-first', [{ type: 'Ticked', data: {} }], 'no_stream')).position, 10_000)).toBe(true);
    const readsBefore = counting.reads;
    let last: AppendResult | undefined;
    for (let n = 0; n < 100; n++) last = await counting.append('tally-busy', [{ type: 'Ticked', data: {} }], n === 0 ? 'no_stream' : n - 1);
    assert(last, 'something was appended');
    // Before, each append woke the runner to a read of its own (25 to 100 reads here); now the next wake-up is due
    // a minute after the first append's.
    expect(counting.reads - readsBefore).toBeLessThanOrEqual(1);
    expect(await runner.waitFor(last.position, 10_000)).toBe(true);
    await runner.stop();
  });

  it('applies a batch of the streams it names with one read of the log, not one to look and one to apply', async () => {
    await store.append('tally-x', [{ type: 'Ticked', data: {} }, { type: 'Ticked', data: {} }, { type: 'Ticked', data: {} }], 'no_stream');
    await expect.poll(async () => (await store.readAll(START, 100)).length).toBe(3);
    const counting = new CountingStore(db.pool);
    const runner = new ProjectionRunner(db.pool, counting, []);
    expect(await runner.step({ ...countingProjection('tally-x'), streams: ['tally-'] })).toBe(3);
    expect(counting.reads).toBe(1);
    expect(await tally()).toEqual({ 'tally-x': 3 });
  });
});
