import type pg from 'pg';
import { CONTACTS_STREAM_PREFIX } from '../../domain/contacts/index.js';
import { seconds } from './support.js';

export interface ContactHistory {
  events: number;
  /** Organisations; event i goes to stream i mod streams, so each stream's revisions are consecutive. */
  streams: number;
  /** Each stream's first revisions create this many contacts; later ones update them in turn. */
  contactsPerStream: number;
}

const ROWS_PER_STATEMENT = 100_000;

/**
 * Writes contact history straight into `events` and `event_streams` with INSERT … SELECT from
 * generate_series, shaped as the contacts aggregate and the command handler write it. Each statement is
 * a transaction of its own, so positions span several transaction ids as in real life.
 */
export async function seedContactHistory(pool: pg.Pool, history: ContactHistory): Promise<{ seconds: number }> {
  const start = process.hrtime.bigint();
  const { events, streams, contactsPerStream: perStream } = history;
  for (let from = 0; from < events; from += ROWS_PER_STATEMENT) {
    await pool.query(
      `WITH e AS (
         SELECT i, md5('client-' || (i % $3))::uuid AS client_id, i / $3 AS revision, (i / $3) >= $4 AS is_update,
           (i / $3) % $4 AS contact, (i / $3) / $4 AS version,
           to_char((timestamptz '2024-01-01 08:00Z' + i * interval '1 second') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
         FROM generate_series($1::bigint, $2::bigint - 1) AS i)
       INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
       SELECT gen_random_uuid(), $5::text || client_id, revision,
         CASE WHEN is_update THEN 'ContactUpdated' ELSE 'ContactCreated' END,
         jsonb_build_object(
           'contact_id', md5(client_id || '/' || contact)::uuid,
           'name', (ARRAY['Bakker', 'Visser', 'Smit', 'Meijer', 'De Boer', 'Mulder'])[1 + contact % 6] || ' '
             || (CASE WHEN contact % 2 = 0 THEN 'Advocaten BV' ELSE 'Partners' END) || ' ' || contact
             || CASE WHEN version > 0 THEN ' v' || version ELSE '' END,
           'code', 'C' || lpad(contact::text, 6, '0'),
           'type', CASE WHEN contact % 7 = 0 THEN 'partner' ELSE 'regular' END,
           'at', at),
         jsonb_build_object('client_id', client_id, 'user_id', md5('user-' || (i % $3))::uuid, 'request', 'req-' || i)
       FROM e`,
      [from, Math.min(events, from + ROWS_PER_STATEMENT), streams, perStream, CONTACTS_STREAM_PREFIX],
    );
  }
  await pool.query(
    `INSERT INTO event_streams (stream_id, revision)
     SELECT $3::text || md5('client-' || s)::uuid, ($1::bigint - 1 - s) / $2::bigint
     FROM generate_series(0, LEAST($2::bigint, $1::bigint) - 1) AS s`,
    [events, streams, CONTACTS_STREAM_PREFIX],
  );
  // Hint bits and the visibility map, as a table that has been around for a while would have them.
  await pool.query('VACUUM (ANALYZE) events');
  await pool.query('VACUUM (ANALYZE) event_streams');
  return { seconds: seconds(start) };
}
