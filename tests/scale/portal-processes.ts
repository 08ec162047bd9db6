import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect } from 'vitest';
import type pg from 'pg';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { readCheckpoint } from '../../projections/checkpoints.js';
import { projections } from '../../projections/index.js';
import { wants, type Projection } from '../../projections/projection.js';
import { rebuildProjection } from '../../projections/rebuild.js';

const PROCESS = path.resolve(import.meta.dirname, 'portal-process.ts');

/**
 * Portal processes on one database (tests/scale/portal-process.ts), started, killed and started again by the
 * scale-out tests. Each start names its database connections anew (application_name), so that what a killed
 * process left behind in the database can be found and told apart from its successor's.
 */
export class PortalProcesses {
  private readonly credentialsKey = randomBytes(32).toString('base64');
  private readonly children: ChildProcess[] = [];
  private readonly names: string[] = [];
  private readonly urls: string[] = [];
  private starts = 0;

  constructor(private readonly databaseUrl: string) {}

  /** The processes' base URLs now (a restarted one moves). */
  readonly bases = (): readonly string[] => this.urls;

  async start(index: number): Promise<void> {
    const name = `tally-scale-${process.pid}-${index}-${this.starts++}`;
    const child = spawn(process.execPath, ['--import', 'tsx', PROCESS, this.databaseUrl, this.credentialsKey, name], { stdio: ['ignore', 'pipe', 'inherit'] });
    this.children[index] = child;
    this.names[index] = name;
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const address = /^listening (\S+)$/.exec(line)?.[1];
    if (!address) throw new Error(`Portal process ${index} said ${line}`);
    this.urls[index] = address;
  }

  /** Which process a database connection (its pg_stat_activity.application_name) belongs to. */
  indexOf(applicationName: string): number {
    return this.names.indexOf(applicationName);
  }

  /**
   * Kills the process (SIGKILL: nothing of it runs any more) and then its database connections, as when the
   * database notices them gone before a statement they were waiting in ends: what they had not committed is lost.
   */
  async kill(index: number, pool: pg.Pool): Promise<void> {
    const child = this.children[index]!;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    const name = this.names[index];
    await pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name]);
    const left = async () => (await pool.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [name])).rowCount;
    await expect.poll(left, { timeout: 10_000, interval: 50 }).toBe(0);
  }

  /** Stops the processes still running (SIGTERM: each closes its portal). */
  async stop(): Promise<void> {
    const live = this.children.filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = live.map((child) => once(child, 'exit'));
    for (const child of live) child.kill('SIGTERM');
    await Promise.all(exited);
  }
}

/**
 * Whether the processes' runners have brought the projection's read model up to the store's end: no event it
 * applies lies beyond its checkpoint (one it passes may, as a checkpoint follows those at most once a second).
 */
async function caughtUp(pool: pg.Pool, store: PostgresEventStore, projection: Projection): Promise<boolean> {
  const beyond = await store.readAll(await readCheckpoint(pool, projection.name), 100_000);
  return !beyond.some((event) => wants(projection, event));
}

/** Every row of the tables, as JSON, in a stable order. */
async function dump(pool: pg.Pool, tables: readonly string[]): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows: found } = await pool.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`);
    rows[table] = found.map((r) => r.row);
  }
  return rows;
}

/** What the processes made of the events, once caught up, equals what one replay makes of them, row for row. */
export async function expectReadModelsEqualRebuild(pool: pg.Pool): Promise<void> {
  const store = new PostgresEventStore(pool);
  for (const projection of projections) {
    await expect.poll(() => caughtUp(pool, store, projection), { timeout: 60_000, interval: 100 }).toBe(true);
    const live = await dump(pool, projection.tables);
    await rebuildProjection(pool, store, projection);
    expect(await dump(pool, projection.tables), `${projection.name} after a rebuild`).toEqual(live);
  }
}
