import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../db/embedded.js';
import { freePort } from '../../db/free-port.js';
import { migrate } from '../../db/migrate.js';

/** One measured number. A goal makes the table say whether it was met; the run never fails on it. */
export interface Figure {
  figure: string;
  value: number;
  unit: string;
  goal?: { atLeast?: number; atMost?: number };
}

export interface BenchResult {
  figures: Figure[];
  /** Everything else worth keeping (counts, durations, plans), written to the JSON as is. */
  details: Record<string, unknown>;
}

export interface BenchOptions {
  quick: boolean;
  server: BenchServer;
}

export interface BenchServer {
  adminUrl: string;
  /** Where the server came from, for the JSON: embedded (with its data folder) or DATABASE_URL. */
  origin: string;
  /** The embedded server's last log lines, to show when a benchmark fails. */
  recentLog(): string[];
  stop(): Promise<void>;
}

/**
 * The server of DATABASE_URL, or an embedded PostgreSQL in a fresh temporary folder on a free port.
 * The embedded one keeps PostgreSQL's default durability (fsync and synchronous_commit on), like production.
 */
export async function startServer(log: (message: string) => void): Promise<BenchServer> {
  if (process.env.DATABASE_URL) {
    return { adminUrl: process.env.DATABASE_URL, origin: 'DATABASE_URL', recentLog: () => [], stop: async () => undefined };
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tally-bench-pg-'));
  fs.chmodSync(tempDir, 0o755);
  const port = await freePort();
  log(`Starting embedded PostgreSQL on port ${port} (data in ${tempDir})`);
  const recent: string[] = [];
  const server = await startEmbeddedPostgres({
    dataDir: path.join(tempDir, 'data'),
    port,
    database: 'postgres',
    serverSettings: { max_connections: '200' },
    log: (message) => {
      recent.push(message);
      if (recent.length > 40) recent.shift();
    },
  });
  return {
    adminUrl: server.url,
    origin: `embedded (${server.dataDir})`,
    recentLog: () => [...recent],
    async stop() {
      await server.stop();
      fs.rmSync(tempDir, { recursive: true, force: true });
      if (server.dataDir !== path.join(tempDir, 'data')) fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, migrated database on the server, dropped again afterwards. */
export async function scratchDatabase(adminUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `tally_bench_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Server version and the settings that decide write speed, for the JSON. */
export async function serverFacts(adminUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN
       ('server_version', 'fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method', 'shared_buffers', 'max_wal_size')`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  } finally {
    await client.end();
  }
}

/** Nearest-rank percentile of samples sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function latencies(samplesMs: readonly number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return {
    count: sorted.length,
    mean: round(mean, 3),
    p50: round(percentile(sorted, 50), 3),
    p95: round(percentile(sorted, 95), 3),
    p99: round(percentile(sorted, 99), 3),
    max: round(sorted[sorted.length - 1] ?? Number.NaN, 3),
  };
}

/** The latencies of `runs` calls of `work`, one after the other, after two untimed ones. */
export async function timed(runs: number, work: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const start = process.hrtime.bigint();
    await work();
    if (i >= 2) samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return latencies(samples);
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;

export function goalText(goal: Figure['goal']): string {
  if (goal?.atLeast !== undefined) return `≥ ${formatNumber(goal.atLeast)}`;
  if (goal?.atMost !== undefined) return `≤ ${formatNumber(goal.atMost)}`;
  return '';
}

export function goalMet(figure: Figure): boolean | undefined {
  if (figure.goal?.atLeast !== undefined) return figure.value >= figure.goal.atLeast;
  if (figure.goal?.atMost !== undefined) return figure.value <= figure.goal.atMost;
  return undefined;
}

/** A Markdown table: | figure | value | goal | ok |. */
export function table(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => {
    const met = goalMet(figure);
    return [figure.figure, `${formatNumber(figure.value)} ${figure.unit}`.trim(), goalText(figure.goal), met === undefined ? '' : met ? 'yes' : 'NO'];
  });
  const all = [['figure', 'value', 'goal', 'ok'], ...rows];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(all[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}
