import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { ConnectionBudgets } from './rate-limit.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const client_id = randomUUID();
const firm = { client_id, system: 'jira', connection_user: null };
const person = { client_id, system: 'jira', connection_user: randomUUID() };

it('names a paused or spent connection as waiting until it has a call again, then forgets it', async () => {
  let now = new Date('2026-11-24T09:00:00Z');
  const budgets = new ConnectionBudgets(database.pool, () => ({ limit: 2, windowMs: 1000 }), () => now);
  await budgets.pause(firm, 60_000);
  expect([await budgets.tryTake(person), await budgets.tryTake(person), await budgets.tryTake(person)]).toEqual([true, true, false]);
  expect(await budgets.waiting()).toEqual([firm, person]);
  now = new Date(now.getTime() + 500);
  expect(await budgets.waiting()).toEqual([firm]);
  now = new Date(now.getTime() + 60_500);
  expect(await budgets.waiting()).toEqual([]);
});

it("is one budget for every process's worker: takes racing from several never spend more than the limit", async () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const processes = [1, 2, 3].map(() => new ConnectionBudgets(database.pool, () => ({ limit: 10, windowMs: 60_000 }), () => now));
  const connection = { client_id, system: 'harvest', connection_user: null };
  const taken = await Promise.all(Array.from({ length: 30 }, (_, i) => processes[i % 3]!.tryTake(connection)));
  expect(taken.filter(Boolean)).toHaveLength(10);
});
