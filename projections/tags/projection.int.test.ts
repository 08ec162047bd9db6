import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagIdFor, tagStream, type TagEvent } from '../../domain/tags/index.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { readAllThrough } from '../../tests/support/visibility.js';
import { inTransaction } from '../checkpoints.js';
import { applyWanted } from '../projection.js';
import { tagsProjection } from './projection.js';

describe('tags projection', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it('projects the life of a tag with who changed it last and where, and changes nothing when events are applied again', async () => {
    const store = new PostgresEventStore(db.pool);
    const [clientId, contactId, creator, admin] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const identity = { client_id: clientId, scope: 'general', user_id: null, type: 'url', value: 'acme.nl' } as const;
    const tagId = tagIdFor(identity);
    const events: TagEvent[] = [
      { type: 'TagCreated', data: { tag_id: tagId, ...identity, target: { status: 'contact', contact_id: contactId }, nature: 'tag', forced: false, at: '2026-01-05T08:00:00Z' } },
      { type: 'TagChanged', data: { target: { status: 'ignored' }, nature: 'tag', at: '2026-01-06T08:00:00Z' } },
    ];
    const by = (user: string) => ({ metadata: { client_id: clientId, user_id: user, request: null } });
    await store.append(tagStream(tagId), events.map((event) => ({ ...event, ...by(creator) })), 'no_stream');
    const locked = await store.append(tagStream(tagId), [{ type: 'TagLocked', data: { at: '2026-01-07T08:00:00Z' }, ...by(admin) }], 1);
    const all = await readAllThrough(store, locked.position);
    const rows = async () =>
      (await db.pool.query('SELECT id, client_id, user_id, scope, type, value, contact_id, internal, ignored, nature, forced, locked, deleted_at, created_at, updated_at, created_by, updated_by, position_commit::float8 AS commit FROM tags')).rows;

    await inTransaction(db.pool, (tx) => applyWanted(tagsProjection, all, tx));
    const projected = await rows();
    expect(projected).toEqual([
      {
        id: tagId,
        client_id: clientId,
        user_id: null,
        scope: 'general',
        type: 'url',
        value: 'acme.nl',
        contact_id: null,
        internal: false,
        ignored: true,
        nature: 'tag',
        forced: false,
        locked: true,
        deleted_at: null,
        created_at: new Date('2026-01-05T08:00:00Z'),
        updated_at: new Date('2026-01-07T08:00:00Z'),
        created_by: creator,
        updated_by: admin,
        commit: locked.position.commit,
      },
    ]);

    await inTransaction(db.pool, (tx) => applyWanted(tagsProjection, all, tx));
    await inTransaction(db.pool, (tx) => applyWanted(tagsProjection, all.slice(0, 1), tx));
    expect(await rows()).toEqual(projected);

    const deleted = await store.append(tagStream(tagId), [{ type: 'TagDeleted', data: { at: '2026-01-08T08:00:00Z' }, ...by(admin) }], 2);
    await inTransaction(db.pool, async (tx) => applyWanted(tagsProjection, await readAllThrough(store, deleted.position), tx));
    expect((await rows())[0]).toMatchObject({ deleted_at: new Date('2026-01-08T08:00:00Z'), locked: true, ignored: true });
  });
});
