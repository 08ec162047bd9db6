import type pg from 'pg';
import type { DomainEvent } from '../domain/shared/decider.js';
import type { RecordedEvent } from '../eventstore/port.js';

/**
 * Keeps a projection idempotent: `table` (stream_id, revision) remembers the last revision applied per
 * stream, and only later events pass. Call it inside the projection's transaction, before applying.
 */
export async function unappliedEvents<E extends DomainEvent>(
  db: pg.ClientBase,
  table: string,
  events: readonly RecordedEvent<E>[],
): Promise<RecordedEvent<E>[]> {
  if (events.length === 0) return [];
  const streamIds = [...new Set(events.map((event) => event.streamId))];
  const { rows } = await db.query<{ stream_id: string; revision: string }>(
    `SELECT stream_id, revision FROM ${table} WHERE stream_id = ANY($1::text[])`,
    [streamIds],
  );
  const applied = new Map(rows.map((row) => [row.stream_id, Number(row.revision)]));
  const fresh = events.filter((event) => {
    if (event.revision <= (applied.get(event.streamId) ?? -1)) return false;
    applied.set(event.streamId, event.revision);
    return true;
  });
  if (fresh.length > 0) {
    await db.query(
      `INSERT INTO ${table} (stream_id, revision) SELECT * FROM unnest($1::text[], $2::bigint[])
       ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision`,
      [streamIds, streamIds.map((id) => applied.get(id) ?? -1)],
    );
  }
  return fresh;
}
