import type { CronItem, Job, TaskList, TaskSpec } from 'graphile-worker';
import type pg from 'pg';
import {
  contactStream,
  importedContactId,
  importRefusals,
  referenceTagCreation,
  type ContactCommand,
  type ContactDraft,
  type ContactEvent,
  type ContactReference,
} from '../domain/contacts/index.js';
import type { ContactList } from '../domain/contacts/events.js';
import { DomainError } from '../domain/shared/decider.js';
import { tagStream, type Tag, type TagCommand, type TagEvent } from '../domain/tags/index.js';
import type { CommandHandler, CommandMetadata } from '../eventstore/command-handler.js';
import { readWhole, type FileStore } from '../files/store.js';
import { leaseFree, takeLease } from '../jobs/lease.js';
import type { TagIndex } from '../projections/tags/tag-index.js';
import { type ImportRecord, type ImportRow } from './queries.js';
import { readImportFile } from './read-file.js';
import { insertRecords, recordsOf } from './records.js';

/** Rows made into contacts per command (one append to the firm's contact stream). */
const BATCH_ROWS = 1000;
/** Tags of references created at once. */
const TAG_CONCURRENCY = 8;
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

const draftOf = (importId: string, record: ImportRecord): ContactDraft => {
  const references: ContactReference[] = [
    ...record.email_addresses.map((value) => ({ type: 'email' as const, value })),
    ...record.phone_numbers.map((value) => ({ type: 'phone' as const, value })),
  ];
  return {
    contactId: importedContactId(importId, record.row_number),
    fields: { name: record.company_name ?? '', code: record.company_code, type: 'regular' },
    details: { location: null, email: record.email_addresses[0] ?? null, phone: record.phone_numbers[0] ?? null, company_name: record.company_name, references },
  };
};

/**
 * The general tags of the new contacts' references: all in one write when none exists yet, else one by one where
 * missing (a resumed batch finds some made, a reference may be another contact's tag).
 */
async function tagReferences(deps: ImportDependencies, row: ImportRow, drafts: readonly ContactDraft[], meta: CommandMetadata, at: string): Promise<void> {
  const work = drafts.flatMap((draft) => draft.details.references.map((reference) => referenceTagCreation(row.client_id, draft.contactId, reference, at)));
  if (await deps.tags.startStreams(work.map((item) => ({ streamId: tagStream(item.tagId), command: item.command })), meta)) return;
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const item = work[next++];
      if (!item) return;
      const stream = tagStream(item.tagId);
      const tag = await deps.tags.state(stream);
      if (tag !== null && !tag.deleted) continue;
      await deps.tags.handle(stream, item.command, meta);
    }
  };
  await Promise.all(Array.from({ length: TAG_CONCURRENCY }, worker));
}

/** A refusal as the row's validation error: a bad address or number says which. */
function reasonOf(refusal: DomainError | null, draft: ContactDraft | undefined): string | null {
  if (!refusal) return null;
  const at = /^references\.(\d+)\.value$/.exec(refusal.field ?? '');
  const value = at ? draft?.details.references[Number(at[1])]?.value : undefined;
  return value === undefined || refusal.message.includes(value) ? refusal.message : `${value}: ${refusal.message}`;
}

/** One batch of pending records: the refused ones fail with their reason, the others become contacts. */
async function processBatch(deps: ImportDependencies, row: ImportRow, records: ImportRecord[], meta: CommandMetadata): Promise<void> {
  const stream = contactStream(row.client_id);
  const drafts = records.map((record) => draftOf(row.id, record));
  const refusals = importRefusals(await deps.contacts.state(stream), drafts);
  const accepted = drafts.filter((_, index) => refusals[index] === null);
  const at = deps.clock().toISOString();
  if (accepted.length > 0) {
    try {
      await deps.contacts.handle(stream, { type: 'ImportContacts', drafts: accepted, at }, meta);
    } catch (error) {
      // Someone changed the contacts meanwhile and a row clashes now: the batch is looked at again.
      if (error instanceof DomainError) return;
      throw error;
    }
    await tagReferences(deps, row, accepted, meta, at);
  }
  const outcomes = records.map((record, index) => ({ row_number: record.row_number, contact_id: drafts[index]?.contactId, error: reasonOf(refusals[index] ?? null, drafts[index]) }));
  await deps.pool.query(
    `UPDATE contact_import_records r SET status = CASE WHEN f.error IS NULL THEN 'processed' ELSE 'failed' END,
       validation_error = f.error, contact_id = CASE WHEN f.error IS NULL THEN f.contact_id END
     FROM jsonb_to_recordset($2::jsonb) AS f(row_number int, contact_id uuid, error text)
     WHERE r.import_id = $1 AND r.row_number = f.row_number`,
    [row.id, JSON.stringify(outcomes)],
  );
}

async function noteProgress(pool: pg.Pool, importId: string): Promise<void> {
  await pool.query(
    `UPDATE contact_imports i SET rows_done = c.done, rows_failed = c.failed, updated_at = now()
     FROM (SELECT count(*) FILTER (WHERE status <> 'pending') AS done, count(*) FILTER (WHERE status = 'failed') AS failed
           FROM contact_import_records WHERE import_id = $1) c
     WHERE i.id = $1`,
    [importId],
  );
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
      await deps.pool.query(`UPDATE contact_imports SET status = 'failed', error = $2 WHERE id = $1`, [importId, `The import stopped ${MAX_RUNS} times; process it again to resume.`]);
      return;
    }
    await recordRows(deps, row);
    const meta: CommandMetadata = { client_id: row.client_id, user_id: row.user_id, request: `job:${job.id}` };
    for (;;) {
      const pending = await deps.pool.query<ImportRecord>(
        `SELECT * FROM contact_import_records WHERE import_id = $1 AND status = 'pending' ORDER BY row_number LIMIT $2`,
        [importId, BATCH_ROWS],
      );
      if (pending.rows.length === 0) break;
      await processBatch(deps, row, pending.rows, meta);
      await noteProgress(deps.pool, importId);
    }
    await deps.pool.query(`UPDATE contact_imports SET status = 'processed', updated_at = now() WHERE id = $1 AND status = 'processing'`, [importId]);
    await deps.tagIndex.refresh();
  } catch (error) {
    if (job.attempts >= job.max_attempts) {
      await deps.pool.query(`UPDATE contact_imports SET status = 'failed', error = $2 WHERE id = $1 AND status = 'processing'`, [importId, error instanceof Error ? error.message : String(error)]);
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
