import type { CronItem, Job, TaskList, TaskSpec } from 'graphile-worker';
import type pg from 'pg';
import type { FileStore } from '../files/store.js';
import { leaseFree, takeLease } from '../jobs/lease.js';
import { writeInWorker } from './in-worker.js';
import { markDone, markFailed, runningExports, startRun, type ExportRow } from './queries.js';
import { FILE_EXTENSIONS } from './writers.js';
/** Runs an export may start (a worker that died, a failing database) before it is marked failed. */
const MAX_RUNS = 3;

export interface ExportDependencies {
  pool: pg.Pool;
  files: FileStore;
}

/** One job per export, keyed by it: adding it again (the sweep) replaces a waiting one. */
export const exportJob = (exportId: string): TaskSpec => ({ jobKey: `export:${exportId}`, jobKeyMode: 'replace', maxAttempts: MAX_RUNS });

const fileKeyOf = (row: Pick<ExportRow, 'id' | 'format'>) => `exports/${row.id}.${FILE_EXTENSIONS[row.format]}`;

/** Where the pool's database is, for the worker thread that reads the rows: it cannot share the pool. */
function connectionStringOf(pool: pg.Pool): string {
  const { connectionString } = pool.options;
  if (!connectionString) throw new Error('Exports need a pool made with a connection string.');
  return connectionString;
}

/** A run holds its export's lease (jobs/lease.ts) in a transaction of its own, for as long as it lives. */
const leaseOf = (exportId: string) => `export:${exportId}`;

/**
 * Makes one export: a worker thread counts its rows and reads them through a cursor in batches (in one transaction,
 * so the file is one consistent picture), this thread writes them through the file store, and marks it done only
 * once the file is complete under its key. A run started again starts from the beginning and writes the file anew.
 */
async function runExport(deps: ExportDependencies, exportId: string, job: Job): Promise<void> {
  const client = await deps.pool.connect();
  let pending: Awaited<ReturnType<FileStore['create']>> | undefined;
  try {
    await client.query('BEGIN');
    // Another run of it is alive (a sweep's job beside one that recovered): that one finishes it.
    if (!(await takeLease(client, leaseOf(exportId)))) return;
    const row = await startRun(deps.pool, exportId);
    if (!row) return;
    if (row.attempts > MAX_RUNS) {
      await markFailed(deps.pool, exportId, { key: 'export_stopped', values: { times: MAX_RUNS } });
      return;
    }
    const key = fileKeyOf(row);
    pending = await deps.files.create(key);
    await writeInWorker({ connectionString: connectionStringOf(deps.pool), row }, pending.stream);
    const size = await pending.commit();
    pending = undefined;
    await markDone(deps.pool, exportId, key, size);
  } catch (error) {
    await pending?.discard();
    if (job.attempts >= job.max_attempts) await markFailed(deps.pool, exportId, { key: 'export_failed', values: { reason: error instanceof Error ? error.message : String(error) } });
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
