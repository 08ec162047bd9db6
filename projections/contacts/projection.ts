import type pg from 'pg';
import { CONTACTS_STREAM_PREFIX, contactEventTypes, NO_DETAILS, type ContactDetails, type ContactEvent } from '../../domain/contacts/index.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';

type ContactRow = ContactDetails & {
  client_id: string;
  id: string;
  name: string;
  code: string | null;
  type: string;
  // Dates when loaded from the table, ISO strings when they come from an event.
  deleted_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
};

/**
 * The contacts read model. A batch is folded in memory (rows it touches are loaded once) and written
 * back with one upsert and one delete, so a rebuild of a million events does not cost a million statements.
 */
export const contactsProjection: Projection<ContactEvent> = {
  name: 'contacts',
  streams: [CONTACTS_STREAM_PREFIX],
  eventTypes: contactEventTypes,
  tables: ['contacts', 'contacts_stream_revisions'],
  async apply(events, db) {
    const fresh = await unappliedEvents(db, 'contacts_stream_revisions', events);
    if (fresh.length === 0) return;
    const rows = await loadRows(db, fresh);
    for (const event of fresh) fold(rows, event);
    await writeRows(db, rows);
  },
};

type Key = string;
type RecordedContactEvent = RecordedEvent<ContactEvent>;
const keyOf = (clientId: string, contactId: string): Key => `${clientId}/${contactId}`;
const clientOf = (event: RecordedContactEvent) => event.streamId.slice(CONTACTS_STREAM_PREFIX.length);

async function loadRows(db: pg.ClientBase, events: RecordedContactEvent[]): Promise<Map<Key, ContactRow | null>> {
  const clients: string[] = [];
  const ids: string[] = [];
  for (const event of events) {
    if (event.type === 'ContactCreated') continue;
    clients.push(clientOf(event));
    ids.push(event.data.contact_id);
  }
  const rows = new Map<Key, ContactRow | null>();
  if (ids.length === 0) return rows;
  const { rows: found } = await db.query<ContactRow>(
    `SELECT client_id, id, name, code, type, location, email, phone, company_name, "references", deleted_at, created_at, updated_at FROM contacts
     WHERE (client_id, id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
    [clients, ids],
  );
  for (const row of found) rows.set(keyOf(row.client_id, row.id), row);
  return rows;
}

/** null marks a contact deleted in this batch. */
function fold(rows: Map<Key, ContactRow | null>, event: RecordedContactEvent): void {
  const clientId = clientOf(event);
  const key = keyOf(clientId, event.data.contact_id);
  const row = rows.get(key);
  switch (event.type) {
    case 'ContactCreated': {
      const { contact_id, name, code, type, at } = event.data;
      rows.set(key, { client_id: clientId, id: contact_id, name, code, type, ...NO_DETAILS, deleted_at: null, created_at: at, updated_at: at });
      return;
    }
    case 'ContactUpdated':
      if (row) rows.set(key, { ...row, name: event.data.name, code: event.data.code, type: event.data.type, updated_at: event.data.at });
      return;
    case 'ContactDetailsChanged': {
      const { contact_id: _id, at, ...details } = event.data;
      if (row) rows.set(key, { ...row, ...details, updated_at: at });
      return;
    }
    case 'ContactArchived':
      if (row) rows.set(key, { ...row, deleted_at: event.data.at, updated_at: event.data.at });
      return;
    case 'ContactRestored':
      if (row) rows.set(key, { ...row, deleted_at: null, updated_at: event.data.at });
      return;
    case 'ContactDeleted':
      rows.set(key, null);
      return;
  }
}

async function writeRows(db: pg.ClientBase, rows: Map<Key, ContactRow | null>): Promise<void> {
  const kept = [...rows.values()].filter((row): row is ContactRow => row !== null);
  const removed = [...rows.entries()].filter(([, row]) => row === null).map(([key]) => key.split('/'));
  if (kept.length > 0) {
    const column = <K extends keyof ContactRow>(name: K) => kept.map((row) => row[name]);
    await db.query(
      `INSERT INTO contacts (client_id, id, name, code, type, location, email, phone, company_name, "references", deleted_at, created_at, updated_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::jsonb[],
         $11::timestamptz[], $12::timestamptz[], $13::timestamptz[])
       ON CONFLICT (client_id, id) DO UPDATE SET name = excluded.name, code = excluded.code, type = excluded.type,
         location = excluded.location, email = excluded.email, phone = excluded.phone, company_name = excluded.company_name,
         "references" = excluded."references", deleted_at = excluded.deleted_at, created_at = excluded.created_at, updated_at = excluded.updated_at`,
      [
        column('client_id'),
        column('id'),
        column('name'),
        column('code'),
        column('type'),
        column('location'),
        column('email'),
        column('phone'),
        column('company_name'),
        kept.map((row) => JSON.stringify(row.references)),
        column('deleted_at'),
        column('created_at'),
        column('updated_at'),
      ],
    );
  }
  if (removed.length > 0) {
    await db.query(
      'DELETE FROM contacts WHERE (client_id, id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))',
      [removed.map(([client]) => client), removed.map(([, id]) => id)],
    );
  }
}
