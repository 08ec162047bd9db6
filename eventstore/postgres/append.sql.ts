import type { ExpectedRevision } from '../port.js';

/**
 * One statement per append: the CTE moves the stream's head (or finds the expectation unmet and
 * returns nothing), and the INSERT writes every event behind it. Revisions start at 0.
 */
const HEAD: Record<'any' | 'no_stream' | 'stream_exists' | 'exact', string> = {
  any: `INSERT INTO event_streams AS s (stream_id, revision) VALUES ($1, $2 - 1)
        ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + $2 RETURNING revision`,
  no_stream: `INSERT INTO event_streams (stream_id, revision) VALUES ($1, $2 - 1)
        ON CONFLICT (stream_id) DO NOTHING RETURNING revision`,
  stream_exists: `UPDATE event_streams SET revision = revision + $2 WHERE stream_id = $1 RETURNING revision`,
  exact: `UPDATE event_streams SET revision = revision + $2 WHERE stream_id = $1 AND revision = $7 RETURNING revision`,
};

/**
 * A named statement, so each connection parses and plans it once. A single event (most commands) takes
 * scalar parameters $3..$6; several take arrays in the same places, unnested in order.
 */
export function appendStatement(expected: ExpectedRevision, count: number): { name: string; text: string } {
  const kind = typeof expected === 'number' ? 'exact' : expected;
  return count === 1
    ? { name: `events_append_one_${kind}`, text: appendOne(HEAD[kind]) }
    : { name: `events_append_many_${kind}`, text: appendMany(HEAD[kind]) };
}

const appendOne = (head: string) => `WITH head AS (${head})
    INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
    SELECT $3::uuid, $1, head.revision, $4::text, $5::jsonb, $6::jsonb FROM head
    RETURNING stream_revision, transaction_id::text AS transaction_xid, position`;

const appendMany = (head: string) => `WITH head AS (${head})
    INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
    SELECT e.event_id, $1, head.revision - $2 + e.ord, e.type, e.data, e.metadata
    FROM head, unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
      WITH ORDINALITY AS e(event_id, type, data, metadata, ord)
    RETURNING stream_revision, transaction_id::text AS transaction_xid, position`;

/**
 * Starts many streams in one statement: their heads are inserted where none exists (ON CONFLICT DO NOTHING), and
 * the events of the streams whose head was inserted follow, revisions from 0 in the given order. A stream missing
 * from what it returns existed already: the caller rolls the whole statement back.
 */
export const CREATE_STREAMS = `WITH input AS (SELECT * FROM unnest($1::text[], $2::int[]) AS i(stream_id, count)),
    heads AS (INSERT INTO event_streams (stream_id, revision) SELECT stream_id, count - 1 FROM input
              ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id)
    INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
    SELECT e.event_id, e.stream_id, e.revision, e.type, e.data, e.metadata
    FROM unnest($3::uuid[], $4::text[], $5::int[], $6::text[], $7::jsonb[], $8::jsonb[]) WITH ORDINALITY
      AS e(event_id, stream_id, revision, type, data, metadata, ord)
    JOIN heads h ON h.stream_id = e.stream_id
    ORDER BY e.ord
    RETURNING stream_id`;
