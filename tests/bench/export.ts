import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertExport, type ExportRow } from '../../exports/queries.js';
import { exportJob } from '../../exports/task.js';
import type { ExportFormat } from '../../exports/options.js';
import { createOrganisation } from '../../identity/organisations.js';
import { openPortal, type Portal } from '../../portal/portal.js';
import { insertUsers } from './organisation.js';
import { round, scratchDatabase, seconds, type BenchOptions, type BenchResult, type Figure } from './support.js';

const PEOPLE = 200;
const WORKER = path.resolve(import.meta.dirname, '../faults/export-worker.ts');

/** Published activity of every person on every weekday of 2025, `perDay` each, straight into the read model. */
async function seedActivities(portal: Portal, clientId: string, people: readonly string[], perDay: number): Promise<number> {
  const { rowCount } = await portal.deps.pool.query(
    `INSERT INTO activities (id, client_id, user_id, day_id, date, started_at, ended_at, original_duration, corrected_duration, duration,
       published_duration, internal, description, source_type, source_name, context, status, ignored_by_threshold, removed, day_status, created_at, updated_at)
     SELECT gen_random_uuid(), $1, p.id, gen_random_uuid(), d::date, s, s + interval '1500 seconds', 1500, 1800, 1800, 1800, false,
       'Dossier ' || n, 'web', 'Chrome', '{}', 'published', false, false, 'published', now(), now()
     FROM unnest($2::uuid[]) AS p(id),
          generate_series(date '2025-01-01', date '2025-12-31', interval '1 day') AS d,
          generate_series(1, $3) AS n,
          LATERAL (SELECT d + make_interval(hours => 8, mins => n * 30) AS s) start
     WHERE extract(isodow FROM d) < 6`,
    [clientId, people, perDay],
  );
  return rowCount ?? 0;
}

/** Peak resident memory of a process so far (Linux's VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmHWM:'));
  return round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

/**
 * One export of the year for everyone, made by a job process of its own (tests/faults/export-worker.ts, as the
 * portal's job runner runs it): rows per second from the job's start to its file being complete, and the process's
 * peak resident memory.
 */
async function exportOnce(portal: Portal, databaseUrl: string, folder: string, owner: { clientId: string; userId: string }, format: ExportFormat) {
  const row = await insertExport(portal.deps.pool, {
    id: randomUUID(),
    client_id: owner.clientId,
    user_id: owner.userId,
    subject_id: null,
    period: 'year',
    date_start: '2025-01-01',
    date_end: '2025-12-31',
    format,
    type: 'basic',
    language: 'nl',
    time_zone: 'Europe/Amsterdam',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, databaseUrl, folder, `export-bench-${format}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await once(child.stdout, 'data');
    const start = process.hrtime.bigint();
    await portal.deps.jobs('export', { exportId: row.id }, exportJob(row.id));
    let done: ExportRow | undefined;
    while (!done) {
      const { rows } = await portal.deps.pool.query<ExportRow>(`SELECT status, rows_done, file_size, error FROM exports WHERE id = $1`, [row.id]);
      const status = rows[0];
      if (status?.status === 'failed') throw new Error(`The ${format} export failed: ${status.error}`);
      if (status?.status === 'done') done = status;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const took = seconds(start);
    const highWater = peakRssMb(child.pid ?? 0);
    const sampled = once(child.stdout, 'data');
    child.kill('SIGTERM');
    const [line] = (await sampled) as [Buffer];
    const peak = JSON.parse(line.toString()) as { rssMb: number; heapUsedMb: number; baselineRssMb: number; baselineHeapUsedMb: number };
    return { rows: done.rows_done, seconds: round(took, 2), rowsPerSecond: Math.round(done.rows_done / took), baselineRssMb: peak.baselineRssMb, peakRssMb: highWater, peakHeapUsedMb: peak.heapUsedMb, baselineHeapUsedMb: peak.baselineHeapUsedMb, fileMb: round(Number(done.file_size) / 2 ** 20) };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** Export (issue 12): 12 months of 200 people, about 2M activities, as CSV and as Excel. */
export async function exportBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const db = await scratchDatabase(server.adminUrl, 'export');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-export-'));
  // The portal runs no jobs here: the export's own process does, so its memory is the export's.
  const portal = await openPortal({ databaseUrl: db.url, logger: false, poolSize: 8, jobs: { concurrency: 0 } });
  try {
    const { clientId, userId } = await createOrganisation(portal.deps.pool, { name: 'Export firm' }, { email: `export-${randomUUID()}@bench.tally.example`, password: 'correct horse battery', name_first: 'Ada', name_last: 'Admin' });
    const people = await insertUsers(portal, clientId, PEOPLE);
    const seedStart = process.hrtime.bigint();
    const activities = await seedActivities(portal, clientId, people, quick ? 4 : 38);
    await portal.deps.pool.query('ANALYZE activities');
    const seeded = round(seconds(seedStart));
    const csv = await exportOnce(portal, db.url, folder, { clientId, userId }, 'csv');
    const excel = await exportOnce(portal, db.url, folder, { clientId, userId }, 'excel');
    const figures: Figure[] = [
      { figure: `export: CSV rows per second (${csv.rows} activities)`, value: csv.rowsPerSecond, unit: '/s', goal: { atLeast: 100_000 } },
      { figure: 'export: CSV peak memory of the export process (RSS)', value: csv.peakRssMb, unit: 'MB', goal: { atMost: 256 } },
      { figure: 'export: CSV peak heap used of the job thread (the worker thread’s is bounded apart)', value: csv.peakHeapUsedMb, unit: 'MB' },
      { figure: 'export: memory of the export process before any export (RSS)', value: csv.baselineRssMb, unit: 'MB' },
      { figure: `export: Excel rows per second (${excel.rows} activities)`, value: excel.rowsPerSecond, unit: '/s', goal: { atLeast: 20_000 } },
      { figure: 'export: Excel peak memory of the export process (RSS)', value: excel.peakRssMb, unit: 'MB', goal: { atMost: 256 } },
      { figure: 'export: Excel peak heap used of the job thread (the worker thread’s is bounded apart)', value: excel.peakHeapUsedMb, unit: 'MB' },
    ];
    return {
      figures,
      details: {
        method: `${PEOPLE} people, ${activities} published activities over the weekdays of 2025, seeded in ${seeded} s; one export of the year for everyone per format, made by a job process of its own; time from adding the job to the file being complete; peak memory is that process's VmHWM (Node, tsx and the loaded modules included, and the export's worker thread: the process's RSS when ready, before any export, is given apart), the job thread's heap sampled every 50 ms (the worker thread's heap is bounded by its resourceLimits, exports/in-worker.ts)`,
        csv,
        excel,
      },
    };
  } finally {
    await portal.close();
    await db.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}
