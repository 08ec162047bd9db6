/**
 * A process that runs the export jobs only, on the database and file folder it is given (argv): what the export
 * fault test kills mid-way and starts again, and the export benchmark measures. Its connections carry the application name it is given, so that the
 * test can see them gone.
 */
import pg from 'pg';
import { exportTasks } from '../../exports/task.js';
import { folderFileStore } from '../../files/store.js';
import { startJobs } from '../../jobs/runner.js';

const [databaseUrl, folder, name] = process.argv.slice(2);
if (!databaseUrl || !folder || !name) throw new Error('Usage: export-worker.ts <database url> <files folder> <application name>');
const pool = new pg.Pool({ connectionString: databaseUrl, application_name: name, max: 4 });
pool.on('error', (error) => process.stderr.write(`${error.message}\n`));
pool.on('connect', (client) => client.on('error', (error) => process.stderr.write(`${error.message}\n`)));
const jobs = await startJobs({ pool, tasks: exportTasks({ pool, files: folderFileStore(folder) }), schedule: [], settings: { concurrency: 1, pollIntervalMs: 50 } });
await jobs.add('export-sweep', {});
process.stdout.write('ready\n');
// The benchmark asks for the process's peak memory, sampled as it works, when it stops it (SIGTERM), and for what it
// held before any export (Node, tsx and the loaded modules), so that what an export adds can be told apart.
const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
const ready = process.memoryUsage();
const baseline = { rssMb: megabytes(ready.rss), heapUsedMb: megabytes(ready.heapUsed) };
const peak = { ...baseline };
setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  peak.rssMb = Math.max(peak.rssMb, megabytes(rss));
  peak.heapUsedMb = Math.max(peak.heapUsedMb, megabytes(heapUsed));
}, 50).unref();
process.on('SIGTERM', () => {
  process.stdout.write(`${JSON.stringify({ ...peak, baselineRssMb: baseline.rssMb, baselineHeapUsedMb: baseline.heapUsedMb })}\n`);
  void jobs.stop().then(() => pool.end());
});
