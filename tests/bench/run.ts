import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goalMet, round, seconds, serverFacts, startServer, table, type BenchOptions, type BenchResult, type Figure } from './support.js';

/**
 * `npm run bench [-- --quick] [-- --only=append,read,rebuild,contacts]`: event store and API figures on a
 * PostgreSQL of its own (or DATABASE_URL's server), printed as a table and written to results/issue-2.json.
 * Timings are reported, never asserted.
 */
const log = (message: string) => process.stderr.write(`${message}\n`);

// Imported when chosen, so that --only=append runs without loading the whole portal.
const BENCHMARKS: Record<string, (options: BenchOptions) => Promise<BenchResult>> = {
  append: async (options) => (await import('./append.js')).appendBench(options),
  read: async (options) => (await import('./read.js')).readBench(options),
  rebuild: async (options) => (await import('./rebuild.js')).rebuildBench({ ...options, log }),
  contacts: async (options) => (await import('./contacts.js')).contactsBench(options),
};

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',') ?? Object.keys(BENCHMARKS);
const unknown = only.filter((name) => !BENCHMARKS[name]);
if (unknown.length > 0) throw new Error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}`);

const started = new Date();
const startLoad = os.loadavg().map((load) => round(load, 2));
const runStart = process.hrtime.bigint();
const server = await startServer(log);
const results: Record<string, BenchResult & { seconds: number }> = {};
try {
  for (const name of only) {
    log(`${name}…`);
    const start = process.hrtime.bigint();
    const result = await BENCHMARKS[name]!({ quick, server }).catch((error: unknown) => {
      log(`${name} failed; PostgreSQL's last messages:\n${server.recentLog().join('\n')}`);
      throw error;
    });
    results[name] = { ...result, seconds: round(seconds(start), 1) };
    log(`${name} done in ${results[name].seconds} s`);
  }
  const figures: Figure[] = Object.values(results).flatMap((result) => result.figures);
  const report = {
    issue: 2,
    startedAt: started.toISOString(),
    mode: quick ? 'quick' : 'full',
    totalSeconds: round(seconds(runStart), 1),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: round(os.totalmem() / 2 ** 30),
      node: process.version,
      // Other work on the machine skews every figure: the load averages at the start and at the end.
      loadAverage: { start: startLoad, end: os.loadavg().map((load) => round(load, 2)) },
    },
    postgres: { origin: server.origin, ...(await serverFacts(server.adminUrl)) },
    figures: figures.map((figure) => ({ ...figure, ok: goalMet(figure) ?? null })),
    benchmarks: results,
  };
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'issue-2.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}\n\n${table(figures)}`);
} finally {
  await server.stop();
}
