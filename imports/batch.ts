import type pg from 'pg';
import { checkDrafts, contactStream, importedContactId, referenceTagCreation, type ContactDraft, type ContactReference, type DraftCheck } from '../domain/contacts/index.js';
import { DomainError } from '../domain/shared/decider.js';
import { keptAsJson, keptOf } from '../i18n/text.js';
import { tagStream } from '../domain/tags/index.js';
import type { CommandMetadata } from '../eventstore/command-handler.js';
import type { ImportRecord, ImportRow } from './queries.js';
import type { ImportDependencies } from './task.js';

/** Tags of references created at once, where they are made one by one. */
const TAG_CONCURRENCY = 8;

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
 * A refusal as the row's validation error, kept as its text (said in the reader's language when read): a bad
 * address or number says which.
 */
function reasonOf(check: DraftCheck | undefined, draft: ContactDraft | undefined): string | null {
  if (!check || !('refusal' in check)) return null;
  const { refusal } = check;
  // Every refusal of a draft says one of the server's texts; 'Invalid value' where one ever would not.
  const kept = keptOf(refusal.said) ?? { key: 'invalid_value' as const, values: {} };
  const at = /^references\.(\d+)\.value$/.exec(refusal.field ?? '');
  const value = at ? draft?.details.references[Number(at[1])]?.value : undefined;
  return keptAsJson(value === undefined || refusal.message.includes(value) ? kept : { ...kept, about: value });
}

/** A batch whose contacts are made: what is left to do for it (their tags, and the records' outcome). */
interface MadeBatch {
  /** The drafts whose contacts exist now (made by this batch or by a run before it), with their normalised details. */
  contacts: ContactDraft[];
  outcomes: Array<{ row_number: number; contact_id: string; error: string | null }>;
  at: string;
}

/**
 * Makes a batch of pending records into contacts, in one command (one append to the firm's contact stream): the
 * refused ones are left out with their reason. Undefined when someone changed the contacts meanwhile and a row
 * clashes now: the batch is to be looked at again.
 */
export async function makeContacts(deps: ImportDependencies, row: ImportRow, records: readonly ImportRecord[], meta: CommandMetadata): Promise<MadeBatch | undefined> {
  const stream = contactStream(row.client_id);
  const drafts = records.map((record) => draftOf(row.id, record));
  const list = await deps.contacts.state(stream);
  const checks = checkDrafts(list, drafts);
  // With their details normalised (as checked, or as a run before made them): what their tags are made of, and what
  // the command takes, which then parses the addresses and numbers once more, not twice.
  const contacts = drafts.flatMap((draft, index) => {
    const check = checks[index];
    if (!check || 'refusal' in check) return [];
    return [{ ...draft, details: 'details' in check ? check.details : (list.contacts.get(draft.contactId)?.details ?? draft.details) }];
  });
  const at = deps.clock().toISOString();
  if (contacts.length > 0) {
    try {
      // Those that exist already are skipped by the command.
      await deps.contacts.handle(stream, { type: 'ImportContacts', drafts: contacts, at }, meta);
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  }
  const outcomes = records.map((record, index) => ({ row_number: record.row_number, contact_id: drafts[index]?.contactId ?? '', error: reasonOf(checks[index], drafts[index]) }));
  return { contacts, outcomes, at };
}

/**
 * The general tags of the new contacts' references: all in one write when none exists yet, else one by one where
 * missing (a resumed batch finds some made, a reference may be another contact's tag).
 */
async function tagReferences(deps: ImportDependencies, row: ImportRow, { contacts, at }: MadeBatch, meta: CommandMetadata): Promise<void> {
  const work = contacts.flatMap((draft) => draft.details.references.map((reference) => referenceTagCreation(row.client_id, draft.contactId, reference, at)));
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

/**
 * Finishes a batch whose contacts are made: their references' tags, then each record's outcome and the import's
 * progress in one statement. Until then its records stay pending, so a run that dies here resumes with them (their
 * contacts are recognised by their ids and skipped, the tags made where missing).
 */
export async function finishBatch(deps: ImportDependencies, row: ImportRow, made: MadeBatch, meta: CommandMetadata): Promise<void> {
  if (made.contacts.length > 0) await tagReferences(deps, row, made, meta);
  await deps.pool.query(
    `WITH outcome AS (
       UPDATE contact_import_records r SET status = CASE WHEN f.error IS NULL THEN 'processed' ELSE 'failed' END,
         validation_error = f.error, contact_id = CASE WHEN f.error IS NULL THEN f.contact_id END
       FROM jsonb_to_recordset($2::jsonb) AS f(row_number int, contact_id uuid, error text)
       WHERE r.import_id = $1 AND r.row_number = f.row_number AND r.status = 'pending'
       RETURNING r.status)
     UPDATE contact_imports SET rows_done = rows_done + (SELECT count(*) FROM outcome),
       rows_failed = rows_failed + (SELECT count(*) FROM outcome WHERE status = 'failed'), updated_at = now()
     WHERE id = $1`,
    [row.id, JSON.stringify(made.outcomes)],
  );
}

/** The import's progress counted from its records: where a run starts (a resumed one finds some done). */
export async function countProgress(pool: pg.Pool, importId: string): Promise<void> {
  await pool.query(
    `UPDATE contact_imports i SET rows_done = c.done, rows_failed = c.failed, updated_at = now()
     FROM (SELECT count(*) FILTER (WHERE status <> 'pending') AS done, count(*) FILTER (WHERE status = 'failed') AS failed
           FROM contact_import_records WHERE import_id = $1) c
     WHERE i.id = $1`,
    [importId],
  );
}
