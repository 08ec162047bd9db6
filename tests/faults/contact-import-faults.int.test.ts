import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { folderFileStore } from '../../files/store.js';
import { uploaded, type ImportView } from '../support/contact-import.js';
import { createTestOrganisation, startTestPortal, type Session, type TestPortal } from '../support/portal.js';

/**
 * A contact import whose job process is killed (SIGKILL) mid-way, by a portal process of the test's own (the test's
 * portal runs no jobs): started again, the import resumes with the rows still pending and ends with every row a
 * contact exactly once, each with its reference's tag: nothing half-imported, nothing twice.
 */
const ROWS = 3000;
const WORKER = path.resolve(import.meta.dirname, 'portal-worker.ts');
const BASE = '/v1/rpc/contacts/import';

let test: TestPortal;
let folder: string;
let admin: Session;
let clientId: string;
const running: ChildProcess[] = [];

async function startWorker(name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, test.db.url, folder, name], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.push(child);
  await once(child.stdout, 'data');
  return child;
}

describe('a contact import whose worker is killed mid-way', () => {
  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'tally-import-faults-'));
    test = await startTestPortal({ jobs: { concurrency: 0 }, files: folderFileStore(folder) });
    const firm = await createTestOrganisation(test);
    admin = firm.admin;
    clientId = firm.clientId;
  }, 60_000);

  afterAll(async () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await test.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('resumes with the pending rows when its worker starts again, making each contact once', async () => {
    const lines = ['Naam;E-mail', ...Array.from({ length: ROWS }, (_, n) => `Hervat ${n};info@hervat-${n}.nl`)];
    const { id } = await uploaded(admin, Buffer.from(lines.join('\r\n')));
    expect((await admin.post(`${BASE}/start?uuid=${id}`)).statusCode).toBe(200);
    expect((await admin.post(`${BASE}/process/${id}`, { mapping: { company_name: 'Naam', email_addresses: ['E-mail'] } })).statusCode).toBe(202);

    const name = `import-worker-${process.pid}-1`;
    const first = await startWorker(name);
    await vi.waitFor(
      async () => {
        const { rows } = await test.portal.deps.pool.query<{ done: number }>(`SELECT count(*)::int AS done FROM contact_import_records WHERE import_id = $1 AND status = 'processed'`, [id]);
        if (!((rows[0]?.done ?? 0) > 0)) throw new Error('no row processed yet');
      },
      { timeout: 60_000, interval: 10 },
    );
    first.kill('SIGKILL');
    await once(first, 'exit');
    const midway = (await admin.post(`${BASE}/status/${id}`)).json().data as ImportView;
    expect(midway.status).toBe('processing');
    expect(midway.rows_done).toBeLessThan(ROWS);
    await vi.waitFor(
      async () => {
        const { rows } = await test.portal.deps.pool.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [name]);
        if (rows.length > 0) throw new Error('the killed worker’s connections are still open');
      },
      { timeout: 30_000, interval: 50 },
    );

    await startWorker(`import-worker-${process.pid}-2`);
    const done = await vi.waitFor(
      async () => {
        const view = (await admin.post(`${BASE}/status/${id}`)).json().data as ImportView;
        if (view.status !== 'processed') throw new Error(`import ${view.status} at ${view.rows_done}`);
        return view;
      },
      { timeout: 120_000, interval: 100 },
    );
    expect(done).toMatchObject({ rows_total: ROWS, rows_done: ROWS, rows_failed: 0 });
    // Every row is one contact in the firm's stream (what the read models and the next import decide on), with its tag.
    const contacts = (await test.portal.deps.contacts.state(`contacts-${clientId}`)).contacts;
    const imported = [...contacts.values()].filter((contact) => contact.name.startsWith('Hervat '));
    expect(imported).toHaveLength(ROWS);
    expect(new Set(imported.map((contact) => contact.name)).size).toBe(ROWS);
    const { rows } = await test.portal.deps.pool.query<{ tags: number }>(
      `SELECT count(DISTINCT e.stream_id)::int AS tags FROM events e WHERE e.type = 'TagCreated' AND e.data->>'value' LIKE 'info@hervat-%'`,
    );
    expect(rows[0]?.tags).toBe(ROWS);
  }, 240_000);
});
