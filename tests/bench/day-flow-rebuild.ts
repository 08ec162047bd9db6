import type pg from 'pg';
import type { EventStore } from '../../eventstore/port.js';
import { advanceCheckpoint, inTransaction } from '../../projections/checkpoints.js';
import { dayFlowProjection } from '../../projections/day-flow/projection.js';
import { projections } from '../../projections/index.js';
import { rebuildProjection } from '../../projections/rebuild.js';
import { copyFromStdin, copyText } from '../../db/copy.js';
import { round, seconds } from './support.js';

/** Activity rows loaded by the COPY floor: enough for a steady rate, little enough to hold as one payload in memory. */
const COPY_ROWS = 200_000;

/** The consumers of the store besides the read models: the push process manager and re-tagging (their names). */
const PROCESS_MANAGERS = ['push-process', 'retag-process'];

export async function timedRebuild(pool: pg.Pool, store: EventStore, batchSize: number, log: (message: string) => void) {
  let nextReport = 0.25;
  const start = process.hrtime.bigint();
  const rebuilt = await rebuildProjection(pool, store, dayFlowProjection, {
    batchSize,
    onProgress: (step) => {
      if (step.applied / step.total < nextReport) return;
      log(`  rebuild progress ${step.applied}/${step.total} after ${seconds(start).toFixed(1)} s`);
      nextReport += 0.25;
    },
  });
  return { events: rebuilt.events, seconds: seconds(start), position: rebuilt.position };
}

/**
 * The floor for writing what the rebuild wrote: rebuilt activity rows, exported as COPY text, loaded into an empty
 * copy of `activities` with all its indexes (the rebuild builds its deferred ones within its own time too). Only the
 * load is timed.
 */
export async function activitiesCopyFloor(pool: pg.Pool): Promise<{ rows: number; seconds: number; rowsPerSecond: number }> {
  const { rows: columns } = await pool.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = 'public.activities'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
  );
  const names = columns.map((column) => column.name);
  const { rows } = await pool.query<Array<string | null>>({
    text: `SELECT ${names.map((name) => `${name}::text`).join(', ')} FROM activities LIMIT ${COPY_ROWS}`,
    rowMode: 'array',
  });
  const payload = Buffer.from(rows.map((row) => `${row.map(copyText).join('\t')}\n`).join(''));
  await pool.query('CREATE TABLE bench_activities_copy (LIKE activities INCLUDING ALL)');
  try {
    const loaded = await inTransaction(pool, async (db) => {
      const start = process.hrtime.bigint();
      const copied = await copyFromStdin(db, `COPY bench_activities_copy (${names.join(', ')}) FROM STDIN`, payload);
      return { rows: copied, seconds: seconds(start) };
    });
    return { ...loaded, rowsPerSecond: round(loaded.rows / loaded.seconds) };
  } finally {
    await pool.query('DROP TABLE bench_activities_copy');
  }
}

/**
 * Moves every other consumer of the store past the seeded history before the portal opens again: the bench's
 * organisation has no connections and no tag rules, so the push process manager and re-tagging would only read
 * those events (a look-up of connections per published day), and the other read models skip day streams but for
 * the sources one, which the reports do not read. Without this they would run beside the reports.
 */
export async function settleOtherConsumers(pool: pg.Pool, position: { commit: number; prepare: number }): Promise<void> {
  const names = [...projections.map((projection) => projection.name).filter((name) => name !== dayFlowProjection.name), ...PROCESS_MANAGERS];
  await inTransaction(pool, async (db) => {
    for (const name of names) await advanceCheckpoint(db, name, position);
  });
}

/** The database's size and the day-flow tables' (indexes included), in MiB and per million activities. */
export async function sizes(pool: pg.Pool, activities: number) {
  const { rows: [size] } = await pool.query<{ database: string; day_flow: string; events: string }>(
    `SELECT pg_database_size(current_database()) AS database, pg_total_relation_size('events') AS events,
       (SELECT sum(pg_total_relation_size(('public.' || name)::regclass)) FROM unnest($1::text[]) AS name) AS day_flow`,
    [dayFlowProjection.tables],
  );
  const mib = (bytes: string | undefined) => round(Number(bytes) / 2 ** 20);
  const perMillion = (bytes: string | undefined) => round((Number(bytes) / 2 ** 20 / activities) * 1e6);
  return {
    databaseMiB: mib(size?.database),
    eventsMiB: mib(size?.events),
    dayFlowMiB: mib(size?.day_flow),
    databaseMiBPerMillionActivities: perMillion(size?.database),
    eventsMiBPerMillionActivities: perMillion(size?.events),
    dayFlowMiBPerMillionActivities: perMillion(size?.day_flow),
  };
}
