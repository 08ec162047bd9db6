import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goalMet, round, seconds, serverFacts, startServer, table, type BenchOptions, type BenchResult, type Figure } from './support.js';

/**
 * `npm run bench [-- --quick] [-- --people=2000] [-- --only=append,read,rebuild,contacts,commands,day,reports,heartbeats,detection,tags-lookup,autotag,demo-autotag,sign-in,export,contact-import,ics,calendar-sync,users-report]`: event store,
 * API and read-model figures on a PostgreSQL of its own (or DATABASE_URL's server), printed as tables and
 * written per issue to results/issue-2.json and results/issue-3.json. Timings are reported, never asserted.
 */
const log = (message: string) => process.stderr.write(`${message}\n`);

// Imported when chosen, so that --only=append runs without loading the whole portal.
const BENCHMARKS: Record<string, { issue: number; run: (options: BenchOptions) => Promise<BenchResult> }> = {
  append: { issue: 2, run: async (options) => (await import('./append.js')).appendBench(options) },
  read: { issue: 2, run: async (options) => (await import('./read.js')).readBench(options) },
  rebuild: { issue: 2, run: async (options) => (await import('./rebuild.js')).rebuildBench({ ...options, log }) },
  contacts: { issue: 2, run: async (options) => (await import('./contacts.js')).contactsBench(options) },
  commands: { issue: 3, run: async (options) => (await import('./commands.js')).commandsBench(options) },
  day: { issue: 3, run: async (options) => (await import('./day.js')).dayBench(options) },
  reports: { issue: 3, run: async (options) => (await import('./reports.js')).reportsBench({ ...options, log, people }) },
  ui: { issue: 4, run: async (options) => (await import('./ui.js')).uiBench(options) },
  push: { issue: 5, run: async (options) => (await import('./push.js')).pushBench(options) },
  heartbeats: { issue: 9, run: async (options) => (await import('./heartbeats.js')).heartbeatsBench(options) },
  detection: {
    issue: 9,
    run: async (options) => {
      const lag = await (await import('./detection-lag.js')).detectionLagBench(options);
      const condenser = await (await import('./condenser.js')).condenserBench(options);
      return { figures: [...lag.figures, ...condenser.figures], details: { lag: lag.details, condenser: condenser.details } };
    },
  },
  'tags-lookup': { issue: 10, run: async (options) => (await import('./tags-lookup.js')).tagsLookupBench(options) },
  autotag: { issue: 10, run: async (options) => (await import('./autotag.js')).autotagBench(options) },
  'demo-autotag': { issue: 10, run: async (options) => (await import('./demo-autotag.js')).demoAutotagBench(options) },
  'sign-in': { issue: 11, run: async (options) => (await import('./sign-in.js')).signInBench(options) },
  export: { issue: 12, run: async (options) => (await import('./export.js')).exportBench(options) },
  'contact-import': { issue: 12, run: async (options) => (await import('./contact-import.js')).contactImportBench(options) },
  'calendar-sync': { issue: 14, run: async (options) => (await import('./calendar-sync.js')).calendarSyncBench(options) },
  ics: { issue: 14, run: async (options) => (await import('./ics.js')).icsBench(options) },
  'users-report': { issue: 16, run: async (options) => (await import('./users-report.js')).usersReportBench(options) },
};

const args = process.argv.slice(2);
const quick = args.includes('--quick');
// The reports benchmark's people (200 by default; 2000 is issue 16's ten times the data).
const peopleArg = args.find((arg) => arg.startsWith('--people='));
const people = peopleArg ? Number(peopleArg.slice('--people='.length)) : undefined;
if (people !== undefined && !(Number.isInteger(people) && people > 0)) throw new Error(`--people wants a whole number above 0, not ${peopleArg}`);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',') ?? Object.keys(BENCHMARKS);
const unknown = only.filter((name) => !BENCHMARKS[name]);
if (unknown.length > 0) throw new Error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}`);
const issues = [...new Set(only.map((name) => BENCHMARKS[name]!.issue))].sort((a, b) => a - b);

const loadAverage = () => os.loadavg().map((load) => round(load, 2));
const runStart = process.hrtime.bigint();
const server = await startServer(log);
try {
  const written: Array<{ file: string; figures: Figure[] }> = [];
  for (const issue of issues) {
    const started = new Date();
    const startLoad = loadAverage();
    const issueStart = process.hrtime.bigint();
    const results: Record<string, BenchResult & { seconds: number }> = {};
    for (const name of only.filter((name) => BENCHMARKS[name]!.issue === issue)) {
      log(`${name}…`);
      const start = process.hrtime.bigint();
      const result = await BENCHMARKS[name]!.run({ quick, server }).catch((error: unknown) => {
        log(`${name} failed; PostgreSQL's last messages:\n${server.recentLog().join('\n')}`);
        throw error;
      });
      results[name] = { ...result, seconds: round(seconds(start), 1) };
      log(`${name} done in ${results[name].seconds} s`);
    }
    const figures: Figure[] = Object.values(results).flatMap((result) => result.figures);
    const report = {
      issue,
      startedAt: started.toISOString(),
      mode: quick ? 'quick' : 'full',
      totalSeconds: round(seconds(issueStart), 1),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGiB: round(os.totalmem() / 2 ** 30),
        node: process.version,
        // Other work on the machine skews every figure: the load averages at the start and at the end.
        loadAverage: { start: startLoad, end: loadAverage() },
      },
      postgres: { origin: server.origin, ...(await serverFacts(server.adminUrl)) },
      figures: figures.map((figure) => ({ ...figure, ok: goalMet(figure) ?? null })),
      benchmarks: results,
    };
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `issue-${issue}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    written.push({ file, figures });
  }
  for (const { file, figures } of written) console.log(`\nWritten to ${path.relative(process.cwd(), file)}\n\n${table(figures)}`);
  log(`All done in ${round(seconds(runStart), 1)} s`);
} finally {
  await server.stop();
}
