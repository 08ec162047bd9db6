import pg from 'pg';
import { START, type EventStore, type GlobalPosition, type RecordedEvent } from '../eventstore/port.js';
import { inTransaction, lockProjection, writeCheckpoint } from './checkpoints.js';
import { applyWanted, type Projection } from './projection.js';

export interface RebuildProgress {
  applied: number;
  /** Estimated events in the store (the progress bar's end). */
  total: number;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

/**
 * Replays every event from position zero into fresh copies of the projection's tables (in a schema of
 * their own), then, holding the projection's lock, applies what arrived meanwhile and swaps the copies in
 * with the checkpoint in one transaction. Readers keep using the live tables until that moment.
 */
export async function rebuildProjection(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<{ events: number; position: GlobalPosition }> {
  const batchSize = options.batchSize ?? 5000;
  const schema = pg.escapeIdentifier(`rebuild_${projection.name}`);
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pool.query(`CREATE SCHEMA ${schema}`);
  for (const table of projection.tables) {
    await pool.query(`CREATE TABLE ${schema}.${table} (LIKE public.${table} INCLUDING ALL)`);
  }
  const total = await store.estimateCount();
  let position = START;
  let applied = 0;
  const applyInto = async (db: pg.ClientBase, events: RecordedEvent[]) => {
    await db.query(`SET LOCAL search_path TO ${schema}, public`);
    await applyWanted(projection, events, db);
    position = events[events.length - 1]!.position;
    applied += events.length;
    options.onProgress?.({ applied, total: Math.max(total, applied) });
  };

  // Bulk of the history, without holding the lock the live runner needs.
  for (;;) {
    const events = await store.readAll(position, batchSize);
    if (events.length === 0) break;
    await inTransaction(pool, (db) => applyInto(db, events));
    if (events.length < batchSize) break;
  }

  await inTransaction(pool, async (db) => {
    await lockProjection(db, projection.name);
    for (;;) {
      const events = await store.readAll(position, batchSize);
      if (events.length === 0) break;
      await applyInto(db, events);
    }
    await db.query('SET LOCAL search_path TO public');
    for (const table of projection.tables) {
      await db.query(`DROP TABLE public.${table}`);
      await db.query(`ALTER TABLE ${schema}.${table} SET SCHEMA public`);
    }
    await writeCheckpoint(db, projection.name, position);
  });
  await pool.query(`DROP SCHEMA ${schema} CASCADE`);
  return { events: applied, position };
}
