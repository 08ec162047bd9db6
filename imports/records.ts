import type pg from 'pg';
import { keptAsJson } from '../i18n/text.js';
import type { ImportMapping } from './queries.js';
import type { ImportColumn } from './read-file.js';

/** A row of the file as the import reads it, with what is wrong with it before any contact is looked at. */
export interface RecordDraft {
  row_number: number;
  company_code: string | null;
  company_name: string | null;
  email_addresses: string[];
  phone_numbers: string[];
  /** What is wrong with the row, as a kept text's JSON (said in the reader's language when read). */
  validation_error: string | null;
}

/** Several addresses in one cell are separated by ';', ',' or blanks; numbers (which have blanks) by ';' or ','. */
const several = (cell: string, separators: RegExp): string[] => cell.split(separators).map((value) => value.trim()).filter((value) => value !== '');
const ADDRESS_SEPARATORS = /[;,\s]+/;
const NUMBER_SEPARATORS = /[;,]+/;

/** The rows of the file as records of the mapping: row numbers count the file's lines, the header being 1. */
export function recordsOf(rows: readonly string[][], columns: readonly ImportColumn[], mapping: ImportMapping): RecordDraft[] {
  const indexOf = (name: string) => columns.find((column) => column.name === name)?.index ?? -1;
  const name = indexOf(mapping.company_name);
  const code = mapping.company_code === undefined ? -1 : indexOf(mapping.company_code);
  const emails = (mapping.email_addresses ?? []).map(indexOf);
  const phones = (mapping.phone_numbers ?? []).map(indexOf);
  return rows.map((row, index) => {
    const cell = (at: number) => (at < 0 ? '' : (row[at] ?? '').trim());
    const company_name = cell(name) || null;
    return {
      row_number: index + 2,
      company_code: cell(code) || null,
      company_name,
      email_addresses: emails.flatMap((at) => several(cell(at), ADDRESS_SEPARATORS)),
      phone_numbers: phones.flatMap((at) => several(cell(at), NUMBER_SEPARATORS)),
      validation_error: company_name === null ? keptAsJson({ key: 'import_company_name_empty', values: {} }) : null,
    };
  });
}

/** Records the rows, all in one statement per thousand, pending unless already refused. */
export async function insertRecords(client: pg.ClientBase, importId: string, records: readonly RecordDraft[]): Promise<void> {
  for (let start = 0; start < records.length; start += 1000) {
    const batch = records.slice(start, start + 1000).map((record) => ({ ...record, status: record.validation_error === null ? 'pending' : 'failed' }));
    await client.query(
      `INSERT INTO contact_import_records (import_id, row_number, company_code, company_name, email_addresses, phone_numbers, status, validation_error)
       SELECT $1, r.row_number, r.company_code, r.company_name, r.email_addresses, r.phone_numbers, r.status, r.validation_error
       FROM jsonb_to_recordset($2::jsonb) AS r(row_number int, company_code text, company_name text, email_addresses text[], phone_numbers text[], status text, validation_error text)`,
      [importId, JSON.stringify(batch)],
    );
  }
}
