import pg from 'pg';
import { START, type EventStore, type GlobalPosition, type RecordedEvent } from '../eventstore/port.js';
import { inTransaction, lockProjection, writeCheckpoint } from './checkpoints.js';
import { applyWanted, type ApplyContext, type Projection } from './projection.js';
import { buildIndexes, deferIndexes, dropIndexes } from './rebuild-indexes.js';
import { rebuildStreamByStream } from './rebuild-streams.js';

/** What finishRebuild may group and sort in, during a rebuild only. */
const FINISH_MEMORY = '256MB';

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
 * Replays every event from position zero into fresh copies of the projection's tables (in a schema of their own;
 * stream by stream first where it can, see rebuildStreamByStream), then, holding the projection's lock, applies what
 * arrived meanwhile and swaps the copies in with the checkpoint in one transaction. Readers keep using the live tables
 * until that moment.
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
  const deferred = await deferIndexes(pool, schema, projection);
  const total = await store.estimateCount();
  let applied = 0;
  const intoFresh = async (db: pg.ClientBase) => {
    await db.query(`SET LOCAL search_path TO ${schema}, public`);
    // A crash loses nothing but this rebuild's progress (its schema is dropped at the next start): no need to wait
    // for each batch to reach the disk. The swap below commits durably.
    await db.query('SET LOCAL synchronous_commit TO off');
  };
  const count = (events: number) => {
    applied += events;
    options.onProgress?.({ applied, total: Math.max(total, applied) });
  };
  // Bulk of the history, without holding the lock the live runner needs: stream by stream where the store and the
  // projection can (only rows to add, no rows to look up), else in commit order.
  const withoutIndexes = () => dropIndexes(pool, schema);
  const streamed = await rebuildStreamByStream(pool, store, projection, { batchSize, intoFresh, withoutIndexes, onWritten: count });
  let position = streamed ?? START;
  const applyInto = async (db: pg.ClientBase, events: RecordedEvent[], context?: ApplyContext) => {
    await intoFresh(db);
    await applyWanted(projection, events, db, context);
    position = events[events.length - 1]!.position;
    count(events.length);
  };
  // From `position` on, batch by batch; the next batch is read while this one is applied: the store's side of the
  // read and the decoding overlap with PostgreSQL writing the batch.
  const applyFromPosition = async (context?: ApplyContext) => {
    let events = await store.readAll(position, batchSize);
    while (events.length > 0) {
      const batch = events;
      const following = batch.length === batchSize ? store.readAll(batch[batch.length - 1]!.position, batchSize) : Promise.resolve([]);
      [, events] = await Promise.all([inTransaction(pool, (db) => applyInto(db, batch, context)), following]);
    }
  };
  if (streamed === null) await applyFromPosition({ rebuilding: true });

  // The deferred indexes are built beside the finish, two at a time: the builds of the tables it only reads run
  // while it works; one of a table it writes waits for its commit (each build locks its one table, so none waits in
  // a circle), and is then built once, not kept up to date row by row.
  const finish = streamed === null ? projection.finishRebuild : projection.finishStreams;
  const finishing = (async () => {
    if (finish) {
      await inTransaction(pool, async (db) => {
        await db.query(`SET LOCAL search_path TO ${schema}, public`);
        // It groups the whole history at once (in commit order, the day flow's 2M activities into day totals; stream
        // by stream, the day totals into month totals): in memory, not sorted on disk in pieces as the default (4 MB) has it.
        await db.query(`SET LOCAL work_mem TO '${FINISH_MEMORY}'`);
        await finish.call(projection, db);
      });
    }
    // After a bulk stream by stream, what arrived meanwhile (in commit order after where it read up to) is applied
    // as the runner applies it, moving the totals the finish derived.
    if (streamed !== null) await applyFromPosition();
  })();
  await Promise.all([finishing, buildIndexes(pool, deferred)]);

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
