import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';

const runsAsRoot = process.getuid?.() === 0;

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tally-embedded-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const port = () => 30000 + Math.floor(Math.random() * 20000);

  it('keeps its data in the folder: a second start finds it again', async () => {
    fs.chmodSync(scratch, 0o755);
    const dataDir = path.join(scratch, 'persistent');
    const first = await startEmbeddedPostgres({ dataDir, port: port(), database: 'tally' });
    await query(first.url, `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')`);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port: port(), database: 'tally' });
    expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
    expect(second.dataDir).toBe(dataDir);
    await second.stop();
  });

  it.runIf(runsAsRoot)('as root, runs PostgreSQL as the postgres user and keeps data out of a mode-700 home', async () => {
    const home = path.join(scratch, 'root-home');
    fs.mkdirSync(home, { mode: 0o700 });
    fs.chmodSync(home, 0o700);
    const dataDir = path.join(home, 'checkout', '.data', 'postgres');
    const first = await startEmbeddedPostgres({ dataDir, port: port(), database: 'tally' });
    try {
      expect(first.dataDir).not.toBe(dataDir);
      expect(first.dataDir.startsWith('/var/lib/tally/')).toBe(true);
      const [server] = await query(first.url, `SELECT current_setting('data_directory') AS dir, (SELECT usename FROM pg_user WHERE usesysid = 10) AS owner`);
      expect(server).toMatchObject({ dir: first.dataDir });
      expect(fs.statSync(first.dataDir).uid).not.toBe(0);
      await query(first.url, `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('found again')`);
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ dataDir, port: port(), database: 'tally' });
    try {
      expect(second.dataDir).toBe(first.dataDir);
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'found again' }]);
    } finally {
      await second.stop();
      fs.rmSync(second.dataDir, { recursive: true, force: true });
    }
  });
});
