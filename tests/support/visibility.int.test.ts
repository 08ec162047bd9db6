import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { START } from '../../eventstore/port.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { readAllThrough } from './visibility.js';

/** The race every read-after-append test has: an older transaction, anywhere on the server, holds the append back. */
describe('reading through an append', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  async function holdTransactionOpen() {
    const older = await db.pool.connect();
    await older.query('BEGIN');
    await older.query('SELECT pg_current_xact_id()');
    return {
      async end() {
        await older.query('COMMIT');
        older.release();
      },
    };
  }

  it('waits until an append held back by an older open transaction is readable, and reads it', async () => {
    const store = new PostgresEventStore(db.pool);
    const older = await holdTransactionOpen();
    const appended = await store.append(`held-${crypto.randomUUID()}`, [{ type: 'Counted', data: {} }], 'no_stream');
    expect(await store.readAll(START, 10)).toEqual([]);

    const reading = readAllThrough(store, appended.position);
    await older.end();
    expect((await reading).map((e) => e.position)).toEqual([appended.position]);
  });

  it('fails after its bound, saying what holds the append back', async () => {
    const store = new PostgresEventStore(db.pool);
    const older = await holdTransactionOpen();
    try {
      const appended = await store.append(`held-${crypto.randomUUID()}`, [{ type: 'Counted', data: {} }], 'no_stream');
      await expect(readAllThrough(store, appended.position, { timeoutMs: 300 })).rejects.toThrow(
        /did not hand out position \(\d+, \d+\) within 300 ms: a transaction older than it is still open on the server/,
      );
    } finally {
      await older.end();
    }
  });
});
