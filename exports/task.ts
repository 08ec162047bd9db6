import type { CronItem, Job, TaskList, TaskSpec } from 'graphile-worker';
import type pg from 'pg';
import type { FileStore } from '../files/store.js';
import { leaseFree, takeLease } from '../jobs/lease.js';
import { markDone, markFailed, noteProgress, runningExports, startRun, type ExportRow } from './queries.js';
import { countRows, headersOf, rowsQuery } from './rows.js';
import type { ExportCell } from './writers.js';
import { FILE_EXTENSIONS, rowWriter } from './writers.js';

/** Rows fetched from the cursor at a time: the memory an export holds (two batches), whatever its size. */
const BATCH_ROWS = 2000;
/** Runs an export may start (a worker that died, a failing database) before it is marked failed. */
const MAX_RUNS = 3;

export interface ExportDependencies {
  pool: pg.Pool;
  files: FileStore;
}

/** One job per export, keyed by it: adding it again (the sweep) replaces a waiting one. */
export const exportJob = (exportId: string): TaskSpec => ({ jobKey: `export:${exportId}`, jobKeyMode: 'replace', maxAttempts: MAX_RUNS });

const fileKeyOf = (row: Pick<ExportRow, 'id' | 'format'>) => `exports/${row.id}.${FILE_EXTENSIONS[row.format]}`;

/** A run holds its export's lease (jobs/lease.ts) in the transaction of its cursor, for as long as it lives. */
const leaseOf = (exportId: string) => `export:${exportId}`;

/**
 * Makes one export: counts its rows, reads them through a cursor in batches (in one transaction, so the file is
 * one consistent picture), writes them through the file store, and marks it done only once the file is
 * complete under its key. A run started again starts from the beginning and writes the file anew.
 */
async function runExport(deps: ExportDependencies, exportId: string, job: Job): Promise<void> {
  const client = await deps.pool.connect();
  let pending: Awaited<ReturnType<FileStore['create']>> | undefined;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Another run of it is alive (a sweep's job beside one that recovered): that one finishes it.
    if (!(await takeLease(client, leaseOf(exportId)))) return;
    const row = await startRun(deps.pool, exportId);
    if (!row) return;
    if (row.attempts > MAX_RUNS) {
      await markFailed(deps.pool, exportId, `The export stopped ${MAX_RUNS} times before it was complete.`);
      return;
    }
    const total = await countRows(client, row);
    await noteProgress(deps.pool, exportId, 0, total);
    const key = fileKeyOf(row);
    pending = await deps.files.create(key);
    const writer = rowWriter(row.format, pending.stream, { headers: headersOf(row.type, row.language), decimalComma: row.language !== 'en' });
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
      await noteProgress(deps.pool, exportId, done);
    }
    await writer.end();
    const size = await pending.commit();
    pending = undefined;
    await markDone(deps.pool, exportId, key, size);
  } catch (error) {
    await pending?.discard();
    if (job.attempts >= job.max_attempts) await markFailed(deps.pool, exportId, error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}

/**
 * Exports whose run died with its process (its job stays locked by graphile-worker for hours): their lease is free,
 * so they get a job again, which runs them anew or, past MAX_RUNS, marks them failed. Run at the start of the jobs
 * and every minute.
 */
async function sweepExports(deps: ExportDependencies, addJob: (exportId: string) => Promise<unknown>): Promise<void> {
  for (const exportId of await runningExports(deps.pool)) {
    if (await leaseFree(deps.pool, leaseOf(exportId))) await addJob(exportId);
  }
}

export function exportTasks(deps: ExportDependencies): TaskList {
  return {
    export: async ({ exportId }, helpers) => runExport(deps, exportId, helpers.job),
    'export-sweep': async (_payload, helpers) => sweepExports(deps, (exportId) => helpers.addJob('export', { exportId }, exportJob(exportId))),
  };
}

export const EXPORT_SCHEDULE: CronItem[] = [{ task: 'export-sweep', match: '* * * * *', identifier: 'export-sweep' }];
