import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ExportRow } from './queries.js';

/** What the worker thread is given: where the database is (it opens connections of its own) and the export. */
export interface ExportWork {
  connectionString: string;
  row: ExportRow;
}

/**
 * The worker's heap: small, so that it is collected often rather than grown. An export holds two batches of rows at
 * a time; what it allocates besides is garbage at once. With V8's defaults (16 MB semi-spaces, an old space that
 * grows before it is collected) an export's process grew by 170–190 MB for that garbage; bounded, by tens.
 */
const EXPORT_HEAP = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };

/** The worker is TypeScript, as the portal is: it loads through tsx, also where the starting thread did not (tests). */
const TSX = createRequire(import.meta.url).resolve('tsx');

/**
 * Writes an export's file in a worker thread: the rows are read and made into bytes there, on a bounded heap and off
 * the portal's event loop, and written to `file` here, each chunk once the one before is taken (the file's drain).
 * Resolves when the worker has ended after its last chunk; rejects with its error, or when it stopped before.
 */
export async function writeInWorker(work: ExportWork, file: Writable): Promise<void> {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: work, execArgv: ['--import', TSX], resourceLimits: EXPORT_HEAP });
  let complete = false;
  worker.on('message', (message: unknown) => {
    if (message === 'complete') complete = true;
    else if (message instanceof Uint8Array && !file.write(message)) file.once('drain', () => worker.postMessage('taken'));
    else worker.postMessage('taken');
  });
  // Rejects with the worker's error, should it throw one (events.once does for 'error').
  const [code] = (await once(worker, 'exit')) as [number];
  if (!complete) throw new Error(`The export's worker stopped (${code}) before its file was complete.`);
}
