import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { WrongExpectedRevisionError } from '../port.js';
import { PostgresEventStore } from './postgres-event-store.js';

describe('PostgreSQL event store, appends of concurrent commands', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(async () => db.drop());

  /** Eight streams at revision 1 (two events each), started one by one. */
  async function streams(prefix: string) {
    const ids = Array.from({ length: 8 }, (_, n) => `${prefix}-${n}`);
    for (const id of ids) await store.append(id, [{ type: 'Counted', data: { n: 0 } }, { type: 'Counted', data: { n: 1 } }], 'no_stream');
    return ids;
  }

  it('go to PostgreSQL together, in fewer transactions than appends, each behind its own stream', async () => {
    const ids = await streams('together');
    const appended = await Promise.all(ids.map((id, n) => store.append(id, Array.from({ length: 1 + (n % 3) }, () => ({ type: 'Counted', data: { n } })), 1)));
    expect(appended.map((result) => result.revision)).toEqual(ids.map((_, n) => 1 + 1 + (n % 3)));
    // Before, each append was a transaction of its own: eight.
    expect(new Set(appended.map((result) => result.position.commit)).size).toBeLessThan(ids.length);
    for (const [n, id] of ids.entries()) {
      const events = await store.readStream(id);
      expect(events.map((event) => event.revision)).toEqual(Array.from({ length: 2 + 1 + (n % 3) }, (_, revision) => revision));
      expect(events.slice(2).map((event) => event.data)).toEqual(Array.from({ length: 1 + (n % 3) }, () => ({ n })));
    }
  });

  it('wait while one statement is on its way, and then all go in the next: eight appends at once in two transactions', async () => {
    const ids = await streams('one-at-a-time');
    const appended = await Promise.all(ids.map((id, n) => store.append(id, [{ type: 'Counted', data: { n } }], 1)));
    // The first goes alone; the seven that came while it was on its way go together. With four statements on their
    // way at once, the first four went alone (five transactions).
    const commits = appended.map((result) => result.position.commit);
    expect(new Set(commits).size).toBe(2);
    expect(new Set(commits.slice(1)).size).toBe(1);
  });

  it("refuse only the append whose stream moved on, or whose event PostgreSQL refuses, and write the others'", async () => {
    const ids = await streams('apart');
    const answers = await Promise.allSettled(
      ids.map((id, n) => store.append(id, [{ type: 'Counted', data: { text: n === 5 ? 'nul \u0000 byte' : 'fine' } }], n === 3 ? 0 : 1)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ids.map((_, n) => (n === 3 || n === 5 ? 'rejected' : 'fulfilled')));
    expect(answers[3]).toMatchObject({ status: 'rejected', reason: expect.any(WrongExpectedRevisionError) as unknown });
    for (const [n, id] of ids.entries()) expect((await store.readStream(id)).length).toBe(n === 3 || n === 5 ? 2 : 3);
  });

  it('take two appends to one stream one after the other: the second, decided on the same revision, is refused', async () => {
    const [id] = await streams('same');
    const answers = await Promise.allSettled([store.append(id!, [{ type: 'Counted', data: {} }], 1), store.append(id!, [{ type: 'Counted', data: {} }], 1), store.append(id!, [{ type: 'Counted', data: {} }], 1)]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect((await store.readStream(id!)).map((event) => event.revision)).toEqual([0, 1, 2]);
  });
});
