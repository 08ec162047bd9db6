/**
 * An export's rows, read and written in a worker thread of their own (exports/in-worker.ts starts it): the cursor's
 * batches become the file's bytes here, on a heap of their own whose size is bounded, and go to the thread that
 * started it, one chunk at a time, each once the one before is in the file.
 */
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import type { ExportWork } from './in-worker.js';
import { noteProgress } from './queries.js';
import { countRows, headersOf, rowsQuery } from './rows.js';
import { rowWriter, type ExportCell } from './writers.js';

/** Rows fetched from the cursor at a time: the memory an export holds (two batches), whatever its size. */
const BATCH_ROWS = 2000;

const port = parentPort;
if (!port) throw new Error('exports/worker.ts runs as a worker thread.');
const { connectionString, row } = workerData as ExportWork;

/** The file's bytes, to the starting thread: a chunk is done when it answers that the file took it (its drain). */
const toFile = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    port.postMessage(chunk);
    once(port, 'message').then(() => callback(), callback);
  },
});

const pool = new pg.Pool({ connectionString, max: 2, application_name: 'tally-export' });
const client = await pool.connect();
try {
  // One transaction, so that the file is one consistent picture.
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await noteProgress(pool, row.id, 0, await countRows(client, row));
  const writer = rowWriter(row.format, toFile, { headers: headersOf(row.type, row.language), decimalComma: row.language !== 'en' });
  const { sql, params } = rowsQuery(row, row.format === 'excel' ? 'number' : 'text');
  await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params);
  const fetchBatch = () => {
    const fetching = client.query<ExportCell[]>({ text: `FETCH ${BATCH_ROWS} FROM export_rows`, rowMode: 'array' });
    // A batch read ahead of a write that failed is never awaited: its failure is the run's, not the process's.
    fetching.catch(() => undefined);
    return fetching;
  };
  // The next batch is read by PostgreSQL while this one is written: the two work side by side.
  let next = fetchBatch();
  let done = 0;
  for (;;) {
    const batch = await next;
    if (batch.rows.length === 0) break;
    next = fetchBatch();
    await writer.write(batch.rows);
    done += batch.rows.length;
    await noteProgress(pool, row.id, done);
  }
  await writer.end();
  await finished(toFile);
  port.postMessage('complete');
} finally {
  await client.query('ROLLBACK').catch(() => undefined);
  client.release();
  await pool.end();
}
