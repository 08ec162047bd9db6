import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { assertSupportedNode } from '../../config/runtime.js';
import { startEmbeddedPostgres, type RunningPostgres } from '../../db/embedded.js';
import { freePort } from '../../db/free-port.js';
import { migrate } from '../../db/migrate.js';
import { migrateJobs } from '../../jobs/runner.js';
import { TEMPLATE_DATABASE } from './database.js';

let server: RunningPostgres | undefined;
let tempDir: string | undefined;

/**
 * One PostgreSQL for the whole run: the server of DATABASE_URL, else an embedded one in a temporary folder.
 * A migrated template database is made once; every test file copies it into a database of its own.
 */
export async function setup(project: TestProject): Promise<void> {
  assertSupportedNode();
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tally-test-pg-'));
    fs.chmodSync(tempDir, 0o755);
    server = await startEmbeddedPostgres({
      dataDir: path.join(tempDir, 'data'),
      port: await freePort(),
      database: 'postgres',
      serverSettings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    });
    adminUrl = server.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  await migrate(withDatabase(adminUrl, TEMPLATE_DATABASE));
  // graphile-worker's own schema too, so that each test file's portal starts its jobs without migrating them.
  await migrateJobs(withDatabase(adminUrl, TEMPLATE_DATABASE));
  project.provide('adminDatabaseUrl', adminUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
