import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';
import { freePort } from './free-port.js';

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

  it('keeps its data in the folder: a second start finds it again', async () => {
    fs.chmodSync(scratch, 0o755);
    const dataDir = path.join(scratch, 'persistent');
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'tally' });
    await query(first.url, `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')`);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'tally' });
    expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
    expect(second.dataDir).toBe(dataDir);
    await second.stop();
  });

  it("says why PostgreSQL did not start, in PostgreSQL's own last log lines", async () => {
    fs.chmodSync(scratch, 0o755);
    const taken = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = path.join(scratch, 'port-taken');
      const failed = await startEmbeddedPostgres({ dataDir, port, database: 'tally' }).then(
        () => new Error('PostgreSQL started on a port another server listens on'),
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(Error);
      const { message } = failed as Error;
      expect(message).toContain(`PostgreSQL did not start on port ${port} with data in `);
      expect(message).toMatch(/Its last log lines:\n(.+\n)*.*could not bind IPv4 address "127\.0\.0\.1": Address already in use/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it.runIf(runsAsRoot)('as root, runs PostgreSQL as the postgres user and keeps data out of a mode-700 home', async () => {
    const home = path.join(scratch, 'root-home');
    fs.mkdirSync(home, { mode: 0o700 });
    fs.chmodSync(home, 0o700);
    const dataDir = path.join(home, 'checkout', '.data', 'postgres');
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'tally' });
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
    const second = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'tally' });
    try {
      expect(second.dataDir).toBe(first.dataDir);
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'found again' }]);
    } finally {
      await second.stop();
      fs.rmSync(second.dataDir, { recursive: true, force: true });
    }
  });
});
