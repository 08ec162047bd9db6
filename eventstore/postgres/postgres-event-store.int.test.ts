import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { readAllThrough } from '../../tests/support/visibility.js';
import { describeEventStoreContract } from '../contract.js';
import { START } from '../port.js';
import { PostgresEventStore } from './postgres-event-store.js';

describeEventStoreContract('PostgreSQL', async () => {
  const db = await createTestDatabase();
  return { store: new PostgresEventStore(db.pool), close: () => db.drop() };
});

describe('PostgreSQL event store, commits out of order', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it('holds back a later commit until an earlier, still-open transaction has committed', async () => {
    const store = new PostgresEventStore(db.pool);
    const early = await db.pool.connect();
    await early.query('BEGIN');
    // The early transaction takes its transaction id and position first, then stays open.
    await early.query(
      `INSERT INTO events (event_id, stream_id, stream_revision, type, data) VALUES ($1, 'early', 0, 'Counted', '{}')`,
      [randomUUID()],
    );
    const late = await store.append('late', [{ type: 'Counted', data: {} }], 'no_stream');
    expect(await store.readAll(START, 10)).toEqual([]);
    await early.query('COMMIT');
    early.release();
    // Other test files share the server: their open transactions may hold the horizon back a little longer.
    expect((await readAllThrough(store, late.position)).map((e) => e.streamId)).toEqual(['early', 'late']);
  });
});

describe('PostgreSQL event store, other processes', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it('wakes a listening store on another connection once an append has committed, also after a burst', async () => {
    const listening = new PostgresEventStore(db.pool);
    await listening.listen(db.url);
    let woken = 0;
    listening.onAppended(() => woken++);
    const writer = new PostgresEventStore(db.pool);
    await Promise.all(Array.from({ length: 20 }, (_, n) => writer.append(`burst-${n}`, [{ type: 'Counted', data: {} }], 'no_stream')));
    await expect.poll(() => woken, { timeout: 5000 }).toBeGreaterThan(0);
    const afterBurst = woken;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await writer.append('late', [{ type: 'Counted', data: {} }], 'no_stream');
    await expect.poll(() => woken, { timeout: 5000 }).toBeGreaterThan(afterBurst);
    await writer.close();
    await listening.close();
  });
});

describe('PostgreSQL event store, starting many streams at once', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it('starts every stream with its events from revision 0, or none of them when one exists already', async () => {
    const store = new PostgresEventStore(db.pool);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await store.createStreams([
      { streamId: a, events: [{ type: 'Counted', data: { n: 1 } }, { type: 'Counted', data: { n: 2 } }] },
      { streamId: b, events: [{ type: 'Counted', data: { n: 3 } }] },
    ]);
    expect((await store.readStream(a)).map((event) => [event.revision, event.data])).toEqual([[0, { n: 1 }], [1, { n: 2 }]]);
    expect((await store.readStream(b)).map((event) => [event.revision, event.data])).toEqual([[0, { n: 3 }]]);
    // b exists: c is not started either, and a later append to b finds it where it was.
    await expect(store.createStreams([{ streamId: c, events: [{ type: 'Counted', data: {} }] }, { streamId: b, events: [{ type: 'Counted', data: {} }] }])).rejects.toMatchObject({
      name: 'WrongExpectedRevisionError',
      streamId: b,
      actual: 0,
    });
    expect(await store.readStream(c)).toEqual([]);
    expect((await store.append(c, [{ type: 'Counted', data: {} }], 'no_stream')).revision).toBe(0);
    expect((await store.append(b, [{ type: 'Counted', data: {} }], 0)).revision).toBe(1);
  });
});

describe("PostgreSQL event store, a rebuild's read stream by stream", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it('hands out the events of the named streams and types up to a position, each stream whole and in revision order, page by page', async () => {
    const store = new PostgresEventStore(db.pool);
    await store.append('day-b', [{ type: 'Opened', data: { n: 1 } }, { type: 'Noted', data: { n: 2 } }], 'no_stream');
    await store.append('contact-a', [{ type: 'Opened', data: { n: 3 } }], 'no_stream');
    await store.append('day-a', [{ type: 'Opened', data: { n: 4 } }, { type: 'Other', data: { n: 5 } }], 'no_stream');
    const last = await store.append('day-b', [{ type: 'Noted', data: { n: 6 } }], 1);
    await readAllThrough(store, last.position);
    const upTo = await store.readablePosition();
    expect(upTo).toEqual(last.position);
    await store.append('day-a', [{ type: 'Noted', data: { n: 7 } }], 1);

    const pages: unknown[][] = [];
    let after: { streamId: string; revision: number } | null = null;
    for (;;) {
      const page = await store.readStreamsUpTo({ prefixes: ['day-'], types: ['Opened', 'Noted'], upTo, after, maxCount: 2 });
      pages.push(page);
      if (page.length < 2) break;
      after = page[page.length - 1]!;
    }
    expect(pages).toEqual([
      [{ streamId: 'day-a', revision: 0, type: 'Opened', data: { n: 4 } }, { streamId: 'day-b', revision: 0, type: 'Opened', data: { n: 1 } }],
      [{ streamId: 'day-b', revision: 1, type: 'Noted', data: { n: 2 } }, { streamId: 'day-b', revision: 2, type: 'Noted', data: { n: 6 } }],
      [],
    ]);
  });
});
