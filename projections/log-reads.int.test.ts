import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, type GlobalPosition, type RecordedEvent } from '../eventstore/port.js';
import { PostgresEventStore } from '../eventstore/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { LogReads } from './log-reads.js';

/** The store, with its first read of the log held back after its query until `answer()`: a read under way, on demand. */
class SlowFirstRead extends PostgresEventStore {
  reads = 0;
  private release: () => void = () => undefined;
  private readonly held = new Promise<void>((resolve) => (this.release = resolve));
  private noteQueried: () => void = () => undefined;
  /** Settles once the held read's query has answered. */
  readonly queried = new Promise<void>((resolve) => (this.noteQueried = resolve));

  override async readAll(after: GlobalPosition, maxCount: number): Promise<RecordedEvent[]> {
    const first = ++this.reads === 1;
    const events = await super.readAll(after, maxCount);
    if (!first) return events;
    this.noteQueried();
    await this.held;
    return events;
  }

  answer(): void {
    this.release();
  }
}

describe('shared reads of the log', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it('serve readers woken before a read began, and never one woken by an append after it began', async () => {
    const store = new SlowFirstRead(db.pool);
    const reads = new LogReads(store);
    const before = reads.mark();
    const first = reads.read(START, 100, before);
    const sharing = reads.read(START, 100, before);
    await store.queried;

    await store.append('tally-1', [{ type: 'Ticked', data: {} }], 'no_stream');
    // The log shows an append once every transaction begun before it has ended, in any database of the server
    // (other test files run beside this one): a reader is woken when it shows.
    const log = new PostgresEventStore(db.pool);
    await expect.poll(async () => (await log.readAll(START, 100)).length, { timeout: 10_000 }).toBe(1);
    const woken = reads.mark();
    const afterAppend = reads.read(START, 100, woken);
    const sharingThat = reads.read(START, 100, woken);
    store.answer();

    expect(await first).toEqual([]);
    expect(await sharing).toEqual([]);
    expect((await afterAppend).map((event) => event.streamId)).toEqual(['tally-1']);
    expect(await sharingThat).toEqual(await afterAppend);
    expect(store.reads).toBe(2);
  });
});
