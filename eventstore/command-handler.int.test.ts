import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactDecider, contactStream, DuplicateContactCodeError, DuplicateContactNameError } from '../domain/contacts/index.js';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { CommandHandler, ConcurrencyConflictError } from './command-handler.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

const meta = { client_id: 'c', user_id: null, request: null };
const create = (name: string, code: string | null = null) => ({
  type: 'CreateContact' as const,
  contactId: crypto.randomUUID(),
  fields: { name, code, type: 'regular' as const },
  at: '2026-01-01T00:00:00Z',
});

describe('command handler', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(async () => db.drop());

  it('decides again on the newer state when another process appended first', async () => {
    const stream = contactStream(crypto.randomUUID());
    // Two handlers with caches of their own, as in two API processes.
    const [a, b] = [new CommandHandler(store, contactDecider), new CommandHandler(store, contactDecider)];
    await a.handle(stream, create('Warm-up'), meta);
    await b.handle(stream, create('Second'), meta);
    await a.handle(stream, create('Third'), meta);
    await expect(b.handle(stream, create('Other', null), meta)).resolves.toMatchObject({ events: [{ type: 'ContactCreated' }] });
    await expect(a.handle(stream, create('third'), meta)).rejects.toBeInstanceOf(DuplicateContactNameError);
    expect((await store.readStream(stream)).map((e) => e.data.name)).toEqual(['Warm-up', 'Second', 'Third', 'Other']);
  });

  it('appends on the state it kept without reading the stream, and re-reads before it refuses or changes nothing', async () => {
    const stream = contactStream(crypto.randomUUID());
    let reads = 0;
    const counted = Object.assign(Object.create(store) as PostgresEventStore, {
      readStream: (id: string, from?: number) => {
        reads++;
        return store.readStream(id, from);
      },
    });
    const [a, b] = [new CommandHandler(counted, contactDecider), new CommandHandler(store, contactDecider)];
    const foo = create('Foo');
    await a.handle(stream, foo, meta);
    const readsBefore = reads;
    await a.handle(stream, create('Bar'), meta);
    expect(reads).toBe(readsBefore); // kept state, proven current by the append

    // Another process renames Foo: on a's kept state, a new 'Foo' is a duplicate and archiving it is new.
    await b.handle(stream, { type: 'UpdateContact', contactId: foo.contactId, fields: { name: 'Foo Ltd', code: null, type: 'regular' }, at: foo.at }, meta);
    await b.handle(stream, { type: 'ArchiveContact', contactId: foo.contactId, at: foo.at }, meta);
    await expect(a.handle(stream, create('Foo'), meta)).resolves.toMatchObject({ events: [{ type: 'ContactCreated' }] });
    await b.handle(stream, { type: 'RestoreContact', contactId: foo.contactId, at: foo.at }, meta);
    const archived = await a.handle(stream, { type: 'ArchiveContact', contactId: foo.contactId, at: foo.at }, meta);
    expect(archived.events).toEqual([expect.objectContaining({ type: 'ContactArchived' })]);
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['ContactCreated', 'ContactCreated', 'ContactUpdated', 'ContactArchived', 'ContactCreated', 'ContactRestored', 'ContactArchived']);
  });

  it('keeps uniqueness when many handlers race on one stream', async () => {
    const stream = contactStream(crypto.randomUUID());
    const handlers = Array.from({ length: 8 }, () => new CommandHandler(store, contactDecider));
    const outcomes = await Promise.allSettled(handlers.map((handler) => handler.handle(stream, create(`Firm ${Math.random()}`, 'SAME'), meta)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect(o.reason).toBeInstanceOf(DuplicateContactCodeError);
    }
  });

  it('gives up with a concurrency conflict when the stream moves between its read and its append on every attempt', async () => {
    const stream = contactStream(crypto.randomUUID());
    await new CommandHandler(store, contactDecider).handle(stream, create('First'), meta);
    const other = await db.pool.connect();
    await other.query('BEGIN');
    // Another writer has appended but not committed: it holds the stream's head row.
    await new PostgresEventStore(other).append(stream, [{ type: 'ContactCreated', data: create('Other').fields }], 0);
    const hasty = new CommandHandler(store, contactDecider, 1);
    const outcome = hasty.handle(stream, create('Hasty'), meta).catch((error: unknown) => error);
    await expect
      .poll(async () => (await db.pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0].n)
      .toBe(1);
    await other.query('COMMIT');
    other.release();
    expect(await outcome).toBeInstanceOf(ConcurrencyConflictError);
    expect((await store.readStream(stream)).map((e) => e.type)).toHaveLength(2);
  });
});
