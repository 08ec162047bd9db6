import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { folderFileStore } from '../../files/store.js';
import type { ExportView } from '../support/exports.js';
import { createTestOrganisation, startTestPortal, type Session, type TestPortal } from '../support/portal.js';

/**
 * Exports whose job process is killed (SIGKILL) mid-way, by a worker process of the test's own (the portal's runs
 * no jobs): started again, the export finishes from the start; killed every time, it is marked failed. Never is a
 * partial file offered: no download, and no file under its key, until it is complete.
 */
const ROWS = 40_000;
const WORKER = path.resolve(import.meta.dirname, 'export-worker.ts');

let test: TestPortal;
let folder: string;
let person: Session;
let workers = 0;
const running: ChildProcess[] = [];

/** Starts a job process; answers its application name once it takes jobs. */
async function startWorker(): Promise<{ child: ChildProcess; name: string }> {
  const name = `export-worker-${process.pid}-${++workers}`;
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, test.db.url, folder, name], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.push(child);
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toContain('ready');
  return { child, name };
}

async function stopWorkers(): Promise<void> {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
}

async function status(id: string): Promise<ExportView> {
  return (await person.post('/v1/rpc/activities/export/status', { id })).json().data as ExportView;
}

/**
 * Kills the worker once its run (the export's run-th) is under way, and waits until the database has let its
 * connections go. The run is told by the export's row: the status calls show no runs, and a dead run's progress
 * stays until the next one starts.
 */
async function killMidway(id: string, run: number): Promise<ExportView> {
  const { child, name } = await startWorker();
  await vi.waitFor(
    async () => {
      const { rows } = await test.portal.deps.pool.query<{ attempts: number; rows_done: number; status: string }>('SELECT attempts, rows_done, status FROM exports WHERE id = $1', [id]);
      const row = rows[0];
      if (!(row?.status === 'running' && row.attempts === run && row.rows_done > 0)) throw new Error(`run ${run} not under way: ${JSON.stringify(row)}`);
    },
    { timeout: 30_000, interval: 10 },
  );
  child.kill('SIGKILL');
  await once(child, 'exit');
  const midway = await status(id);
  await vi.waitFor(
    async () => {
      const { rows } = await test.portal.deps.pool.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [name]);
      if (rows.length > 0) throw new Error('the killed worker’s connections are still open');
    },
    { timeout: 30_000, interval: 50 },
  );
  return midway;
}

async function expectNothingOffered(view: ExportView) {
  const now = await status(view.id);
  expect(now.status).not.toBe('done');
  expect(now.download_url).toBeNull();
  expect((await person.get(`/files/exports/${view.id}`)).statusCode).toBe(404);
  expect(existsSync(path.join(folder, 'exports', `${view.id}.xlsx`))).toBe(false);
}

describe('an export whose worker is killed mid-way', () => {
  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'tally-export-faults-'));
    test = await startTestPortal({ jobs: { concurrency: 0 }, files: folderFileStore(folder) });
    const firm = await createTestOrganisation(test);
    person = await firm.member('user');
    const userId = (await person.get('/v1/users/self')).json().data.id as string;
    // A month of activity, straight into the read model an export reads (as the benchmarks seed it).
    await test.portal.deps.pool.query(
      `INSERT INTO activities (id, client_id, user_id, day_id, date, started_at, ended_at, original_duration, duration, internal,
         source_type, context, status, ignored_by_threshold, removed, day_status, created_at, updated_at)
       SELECT gen_random_uuid(), $1, $2, gen_random_uuid(), d, s, s + interval '600 seconds', 600, 600, false, 'web', '{}', 'open', false, false, 'open', now(), now()
       FROM generate_series(0, $3 - 1) i,
            LATERAL (SELECT date '2026-03-01' + (i % 28) AS d) day,
            LATERAL (SELECT (date '2026-03-01' + (i % 28))::timestamptz + make_interval(secs => 28800 + (i / 28) * 30) AS s) start`,
      [firm.clientId, userId, ROWS],
    );
  }, 60_000);

  afterAll(async () => {
    await stopWorkers();
    await test.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is made anew from the start when its worker starts again, and offered only once complete', async () => {
    const started = await person.post('/v1/rpc/activities/export', { period: 'month', date_start: '2026-03-01', format: 'excel' });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json().data as ExportView;

    const midway = await killMidway(id, 1);
    expect(midway.rows_done).toBeLessThan(ROWS);
    await expectNothingOffered(midway);

    await startWorker();
    const done = await vi.waitFor(
      async () => {
        const view = await status(id);
        if (view.status !== 'done') throw new Error(`export ${view.status}`);
        return view;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(done).toMatchObject({ rows_total: ROWS, rows_done: ROWS, progress: 100 });
    const file = await person.get(done.download_url ?? '');
    expect(file.statusCode).toBe(200);
    // A complete workbook: the zip ends with its central directory, which a cut-off file lacks.
    expect(file.rawPayload.includes(Buffer.from('PK\x05\x06', 'latin1'))).toBe(true);
    expect(file.rawPayload.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    await stopWorkers();
  }, 120_000);

  it('is marked failed when its worker dies every time, and never offered', async () => {
    const started = await person.post('/v1/rpc/activities/export', { period: 'month', date_start: '2026-03-01', format: 'excel' });
    const { id } = started.json().data as ExportView;
    for (let run = 1; run <= 3; run++) await expectNothingOffered(await killMidway(id, run));

    await startWorker();
    const failed = await vi.waitFor(
      async () => {
        const view = await status(id);
        if (view.status !== 'failed') throw new Error(`export ${view.status}`);
        return view;
      },
      { timeout: 30_000, interval: 100 },
    );
    // Said in the export's language, the person's: Dutch.
    expect(failed).toMatchObject({ error: 'De export is 3 keer gestopt voordat hij klaar was.' });
    await expectNothingOffered(failed);
  }, 180_000);
});
