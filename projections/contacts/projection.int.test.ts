import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactStream } from '../../domain/contacts/index.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { readAllThrough } from '../../tests/support/visibility.js';
import { inTransaction } from '../checkpoints.js';
import { applyWanted } from '../projection.js';
import { contactsProjection } from './projection.js';

describe('contacts projection', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it('projects the lifecycle of a contact and changes nothing when events are applied again', async () => {
    const store = new PostgresEventStore(db.pool);
    const clientId = crypto.randomUUID();
    const id = crypto.randomUUID();
    const stream = contactStream(clientId);
    const created = await store.append(
      stream,
      [
        { type: 'ContactCreated', data: { contact_id: id, name: 'Bakkerij', code: 'C1', type: 'regular', at: '2026-01-05T08:00:00Z' } },
        { type: 'ContactUpdated', data: { contact_id: id, name: 'Banketbakkerij', code: 'C1', type: 'partner', at: '2026-01-06T08:00:00Z' } },
        { type: 'ContactArchived', data: { contact_id: id, at: '2026-01-07T08:00:00Z' } },
      ],
      'no_stream',
    );
    const events = await readAllThrough(store, created.position);
    const rows = async () => (await db.pool.query('SELECT name, code, type, deleted_at, created_at, updated_at FROM contacts')).rows;

    await inTransaction(db.pool, (tx) => applyWanted(contactsProjection, events, tx));
    const projected = await rows();
    expect(projected).toEqual([
      {
        name: 'Banketbakkerij',
        code: 'C1',
        type: 'partner',
        deleted_at: new Date('2026-01-07T08:00:00Z'),
        created_at: new Date('2026-01-05T08:00:00Z'),
        updated_at: new Date('2026-01-07T08:00:00Z'),
      },
    ]);

    await inTransaction(db.pool, (tx) => applyWanted(contactsProjection, events, tx));
    await inTransaction(db.pool, (tx) => applyWanted(contactsProjection, events.slice(0, 1), tx));
    expect(await rows()).toEqual(projected);

    const deleted = await store.append(stream, [{ type: 'ContactDeleted', data: { contact_id: id, at: '2026-01-08T08:00:00Z' } }], 2);
    const all = await readAllThrough(store, deleted.position);
    await inTransaction(db.pool, (tx) => applyWanted(contactsProjection, all, tx));
    expect(await rows()).toEqual([]);
    await inTransaction(db.pool, (tx) => applyWanted(contactsProjection, all.slice(0, 2), tx));
    expect(await rows()).toEqual([]);
  });
});

describe('contacts projection: details', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it("projects a contact's details and references, kept by a later rename; a contact of before details has none", async () => {
    const store = new PostgresEventStore(db.pool);
    const clientId = crypto.randomUUID();
    const id = crypto.randomUUID();
    const details = { location: 'Utrecht', email: 'info@acme.nl', phone: '+31201234567', company_name: 'Acme BV', references: [{ type: 'url' as const, value: 'acme.nl' }] };
    const appended = await store.append(
      contactStream(clientId),
      [
        { type: 'ContactCreated', data: { contact_id: id, name: 'Acme', code: null, type: 'regular', at: '2026-01-05T08:00:00Z' } },
        { type: 'ContactDetailsChanged', data: { contact_id: id, ...details, at: '2026-01-06T08:00:00Z' } },
        { type: 'ContactUpdated', data: { contact_id: id, name: 'Acme Holding', code: null, type: 'regular', at: '2026-01-07T08:00:00Z' } },
      ],
      'no_stream',
    );
    const events = await readAllThrough(store, appended.position);
    await inTransaction(db.pool, (tx) => applyWanted(contactsProjection, events.slice(0, 1), tx));
    const query = 'SELECT name, location, email, phone, company_name, "references" FROM contacts';
    expect((await db.pool.query(query)).rows).toEqual([{ name: 'Acme', location: null, email: null, phone: null, company_name: null, references: [] }]);
    await inTransaction(db.pool, (tx) => applyWanted(contactsProjection, events, tx));
    expect((await db.pool.query(query)).rows).toEqual([{ name: 'Acme Holding', ...details }]);
  });
});
