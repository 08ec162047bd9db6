import fc from 'fast-check';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { contactStream, type ContactCommand } from '../domain/contacts/index.js';
import { DomainError } from '../domain/shared/decider.js';
import type { GlobalPosition } from '../eventstore/port.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../tests/support/portal.js';
import { readCheckpoint } from './checkpoints.js';
import { contactsProjection } from './contacts/projection.js';
import { rebuildProjection } from './rebuild.js';

describe('rebuilding a read model', () => {
  let test: TestPortal;
  let firms: Organisation[];
  beforeAll(async () => {
    test = await startTestPortal();
    firms = [await createTestOrganisation(test, 'Firm A'), await createTestOrganisation(test, 'Firm B')];
  });
  afterAll(async () => test.close());

  const dump = async () =>
    (await test.portal.deps.pool.query('SELECT * FROM contacts ORDER BY client_id, id')).rows;

  it('replays a random history of contact commands into rows identical to the live ones', async () => {
    const { contacts, runner } = test.portal.deps;
    const at = () => new Date().toISOString();
    const ids = Array.from({ length: 12 }, () => crypto.randomUUID());
    const command = fc.oneof(
      fc.record({ type: fc.constant('CreateContact' as const), id: fc.constantFrom(...ids), name: fc.stringMatching(/^[A-Z][a-z]{2,8}$/), code: fc.option(fc.stringMatching(/^C\d{2}$/)) }),
      fc.record({ type: fc.constant('UpdateContact' as const), id: fc.constantFrom(...ids), name: fc.stringMatching(/^[A-Z][a-z]{2,8}$/), code: fc.option(fc.stringMatching(/^C\d{2}$/)) }),
      fc.record({ type: fc.constantFrom('ArchiveContact' as const, 'RestoreContact' as const, 'DeleteContact' as const), id: fc.constantFrom(...ids) }),
    );
    const history = fc.sample(fc.tuple(fc.integer({ min: 0, max: 1 }), command), { numRuns: 300, seed: 20261121 });
    let last: GlobalPosition | undefined;
    for (const [firm, step] of history) {
      const contactCommand: ContactCommand =
        step.type === 'CreateContact' || step.type === 'UpdateContact'
          ? { type: step.type, contactId: step.id, fields: { name: step.name, code: step.code, type: 'regular' }, at: at() }
          : { type: step.type, contactId: step.id, at: at() };
      const clientId = firms[firm]!.clientId;
      // Most random commands break a rule (duplicates, unknown contacts); those append nothing. Any other failure fails the test.
      const outcome = await contacts
        .handle(contactStream(clientId), contactCommand, { client_id: clientId, user_id: null, request: null })
        .catch((error: unknown) => {
          if (error instanceof DomainError) return undefined;
          throw error;
        });
      last = outcome?.position ?? last;
    }
    assert(last, 'some command appended events');
    expect(await runner.waitFor(last, 15_000)).toBe(true);
    const live = await dump();
    expect(live.length).toBeGreaterThan(3);

    const progress: number[] = [];
    const result = await rebuildProjection(test.portal.deps.pool, test.portal.deps.store, contactsProjection, {
      batchSize: 17,
      onProgress: ({ applied }) => progress.push(applied),
    });
    expect(await dump()).toEqual(live);
    expect(result.events).toBe(await test.portal.deps.store.estimateCount());
    expect(progress.length).toBeGreaterThan(2);
    expect(await readCheckpoint(test.portal.deps.pool, 'contacts')).toEqual(result.position);
  });

  it('keeps the API answering while it rebuilds, and includes what was written meanwhile', async () => {
    const admin = firms[0]!.admin;
    const rebuilding = rebuildProjection(test.portal.deps.pool, test.portal.deps.store, contactsProjection, { batchSize: 5 });
    const statuses: number[] = [];
    const created: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await admin.post('/v1/contacts', { name: `During rebuild ${i}` });
      statuses.push(response.statusCode);
      created.push(response.json().data.id);
      statuses.push((await admin.get('/v1/contacts?limit=5')).statusCode);
    }
    await rebuilding;
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const listed = await admin.get('/v1/contacts?name=like:During rebuild&limit=50');
    expect(listed.json().data.map((c: { id: string }) => c.id).sort()).toEqual(created.sort());
  });
});
