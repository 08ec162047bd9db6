import fc from 'fast-check';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { contactStream, type ContactCommand } from '../domain/contacts/index.js';
import { DomainError } from '../domain/shared/decider.js';
import { tagIdFor, tagStream, type TagCommand, type TagDraft } from '../domain/tags/index.js';
import type { GlobalPosition } from '../eventstore/port.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../tests/support/portal.js';
import { readCheckpoint } from './checkpoints.js';
import { contactsProjection } from './contacts/projection.js';
import { dayFlowProjection } from './day-flow/projection.js';
import { rebuildProjection } from './rebuild.js';
import { tagsProjection } from './tags/projection.js';

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

  it('replays a random history of tag commands into rows identical to the live ones, positions included', async () => {
    const { tags, runner } = test.portal.deps;
    const clientId = firms[0]!.clientId;
    const people = [crypto.randomUUID(), crypto.randomUUID()];
    const step = fc.record({
      value: fc.constantFrom('acme.nl', 'beta.nl', 'gamma.nl'),
      person: fc.constantFrom(...people),
      personal: fc.boolean(),
      admin: fc.boolean(),
      command: fc.constantFrom('CreateTag', 'ChangeTag', 'LockTag', 'UnlockTag', 'DeleteTag', 'RestoreTag'),
      target: fc.constantFrom({ status: 'internal' } as const, { status: 'ignored' } as const),
    });
    let last: GlobalPosition | undefined;
    for (const { value, person, personal, admin, command, target } of fc.sample(step, { numRuns: 200, seed: 20260302 })) {
      const draft: TagDraft = { client_id: clientId, scope: personal ? 'personal' : 'general', user_id: personal ? person : null, type: 'url', value, target, nature: 'tag', forced: false };
      const actor = { user_id: person, admin };
      const at = new Date().toISOString();
      const tagCommand: TagCommand =
        command === 'CreateTag' ? { type: command, tag: draft, actor, at } : command === 'ChangeTag' ? { type: command, target, nature: 'tag', actor, at } : { type: command, actor, at };
      const outcome = await tags.handle(tagStream(tagIdFor(draft)), tagCommand, { client_id: clientId, user_id: person, request: null }).catch((error: unknown) => {
        if (error instanceof DomainError) return undefined;
        throw error;
      });
      last = outcome?.position ?? last;
    }
    assert(last, 'some command appended events');
    expect(await runner.waitFor(last, 15_000)).toBe(true);
    const tagRows = async () => (await test.portal.deps.pool.query('SELECT * FROM tags ORDER BY id')).rows;
    const live = await tagRows();
    expect(live.length).toBeGreaterThan(3);

    await rebuildProjection(test.portal.deps.pool, test.portal.deps.store, tagsProjection, { batchSize: 23 });
    expect(await tagRows()).toEqual(live);
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

  it('builds the indexes only readers use once, after the history, under their own names and definitions', async () => {
    const indexes = async () =>
      (await test.portal.deps.pool.query<{ indexname: string; indexdef: string }>(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1) ORDER BY 1`, [dayFlowProjection.tables])).rows;
    const before = await indexes();
    expect(before.map((index) => index.indexname)).toEqual(expect.arrayContaining([...dayFlowProjection.deferredIndexes!]));
    await rebuildProjection(test.portal.deps.pool, test.portal.deps.store, dayFlowProjection, { batchSize: 50 });
    const after = new Map((await indexes()).map((index) => [index.indexname, index.indexdef]));
    for (const index of before.filter((index) => dayFlowProjection.deferredIndexes!.includes(index.indexname))) expect(after.get(index.indexname)).toBe(index.indexdef);
    expect(after.size).toBe(before.length);
  });
});
