import type { CronItem, Job, TaskList, TaskSpec } from 'graphile-worker';
import type pg from 'pg';
import type { ContactCommand, ContactEvent } from '../domain/contacts/index.js';
import type { ContactList } from '../domain/contacts/events.js';
import type { Tag, TagCommand, TagEvent } from '../domain/tags/index.js';
import type { CommandHandler, CommandMetadata } from '../eventstore/command-handler.js';
import { readWhole, type FileStore } from '../files/store.js';
import { leaseFree, takeLease } from '../jobs/lease.js';
import type { TagIndex } from '../projections/tags/tag-index.js';
import { countProgress, finishBatch, makeContacts } from './batch.js';
import { type ImportRecord, type ImportRow } from './queries.js';
import { readImportFile } from './read-file.js';
import { insertRecords, recordsOf } from './records.js';
import { keptAsJson } from '../i18n/text.js';

/** Rows made into contacts per command (one append to the firm's contact stream). */
const BATCH_ROWS = 1000;
/** Runs an import may start before it is marked failed (it can be processed again: it resumes). */
const MAX_RUNS = 5;

export interface ImportDependencies {
  pool: pg.Pool;
  files: FileStore;
  contacts: CommandHandler<ContactList, ContactCommand, ContactEvent>;
  tags: CommandHandler<Tag, TagCommand, TagEvent>;
  tagIndex: TagIndex;
  clock: () => Date;
}

export const importJob = (importId: string): TaskSpec => ({ jobKey: `contact-import:${importId}`, jobKeyMode: 'replace', maxAttempts: 3 });
const leaseOf = (importId: string) => `contact-import:${importId}`;

async function fileOf(deps: ImportDependencies, row: ImportRow): Promise<Buffer> {
  const file = row.file_key ? await readWhole(deps.files, row.file_key) : undefined;
  if (!file) throw new Error('The uploaded file is gone.');
  return file;
}

/** Reads the file once per import, into its records, all in one transaction: they exist completely or not at all. */
async function recordRows(deps: ImportDependencies, row: ImportRow): Promise<void> {
  const { rows } = await deps.pool.query(`SELECT 1 FROM contact_import_records WHERE import_id = $1 LIMIT 1`, [row.id]);
  if (rows.length > 0 || !row.mapping) return;
  const table = await readImportFile(await fileOf(deps, row));
  const records = recordsOf(table.rows, row.columns, row.mapping);
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN');
    await insertRecords(client, row.id, records);
    await client.query(`UPDATE contact_imports SET rows_total = $2 WHERE id = $1`, [row.id, records.length]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Processes an import: its file into records (once), then its pending records in batches into contacts, with
 * progress. A run that dies leaves the pending records; the next resumes with them, and contacts made just before
 * the death are recognised by their ids (importedContactId) and not made twice.
 */
async function runImport(deps: ImportDependencies, importId: string, job: Job): Promise<void> {
  const lease = await deps.pool.connect();
  try {
    await lease.query('BEGIN');
    if (!(await takeLease(lease, leaseOf(importId)))) return;
    const { rows } = await deps.pool.query<ImportRow>(`UPDATE contact_imports SET runs = runs + 1 WHERE id = $1 AND status = 'processing' RETURNING *`, [importId]);
    const row = rows[0];
    if (!row) return;
    if (row.runs > MAX_RUNS) {
      await deps.pool.query(`UPDATE contact_imports SET status = 'failed', error = $2 WHERE id = $1`, [importId, keptAsJson({ key: 'import_stopped', values: { times: MAX_RUNS } })]);
      return;
    }
    await recordRows(deps, row);
    await countProgress(deps.pool, importId);
    const meta: CommandMetadata = { client_id: row.client_id, user_id: row.user_id, request: `job:${job.id}` };
    // While a batch's tags and records are written, the next batch's contacts are made: the two go side by side.
    // Batches follow each other by row number, so the next is read before the one before it is marked.
    let finishing: Promise<void> = Promise.resolve();
    for (let after = 0; ; ) {
      const pending = await deps.pool.query<ImportRecord>(
        `SELECT * FROM contact_import_records WHERE import_id = $1 AND status = 'pending' AND row_number > $2 ORDER BY row_number LIMIT $3`,
        [importId, after, BATCH_ROWS],
      );
      if (pending.rows.length === 0) break;
      const made = await makeContacts(deps, row, pending.rows, meta);
      await finishing;
      // A row that clashes with a contact made meanwhile: the batch is looked at again.
      if (!made) continue;
      after = pending.rows.at(-1)?.row_number ?? after;
      finishing = finishBatch(deps, row, made, meta);
      // Its failure is awaited with the next batch, or after the last: never left unheard in between.
      finishing.catch(() => undefined);
    }
    await finishing;
    await deps.pool.query(`UPDATE contact_imports SET status = 'processed', updated_at = now() WHERE id = $1 AND status = 'processing'`, [importId]);
    await deps.tagIndex.refresh();
  } catch (error) {
    if (job.attempts >= job.max_attempts) {
      await deps.pool.query(`UPDATE contact_imports SET status = 'failed', error = $2 WHERE id = $1 AND status = 'processing'`, [importId, keptAsJson({ key: 'import_failed', values: { reason: error instanceof Error ? error.message : String(error) } })]);
    }
    throw error;
  } finally {
    await lease.query('ROLLBACK').catch(() => undefined);
    lease.release();
  }
}

/** Imports whose run died with its process: their lease is free, so they get a job again, which resumes them. */
async function sweepImports(deps: ImportDependencies, addJob: (importId: string) => Promise<unknown>): Promise<void> {
  const { rows } = await deps.pool.query<{ id: string }>(`SELECT id FROM contact_imports WHERE status = 'processing'`);
  for (const { id } of rows) if (await leaseFree(deps.pool, leaseOf(id))) await addJob(id);
}

export function importTasks(deps: ImportDependencies): TaskList {
  return {
    'contact-import': async ({ importId }, helpers) => runImport(deps, importId, helpers.job),
    'contact-import-sweep': async (_payload, helpers) => sweepImports(deps, (importId) => helpers.addJob('contact-import', { importId }, importJob(importId))),
  };
}

export const IMPORT_SCHEDULE: CronItem[] = [{ task: 'contact-import-sweep', match: '* * * * *', identifier: 'contact-import-sweep' }];
