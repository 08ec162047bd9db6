import { z } from 'zod';

const columnName = z.string().min(1).max(200);

export const importMapping = z
  .strictObject({
    company_name: columnName.describe('The column whose values become the contacts’ names (required).'),
    company_code: columnName.optional().describe('The column of their codes.'),
    email_addresses: z.array(columnName).max(10).optional().describe('Columns of e-mail addresses (several per cell separated by ; , or blanks): the contacts’ references.'),
    phone_numbers: z.array(columnName).max(10).optional().describe('Columns of phone numbers (several per cell separated by ; or ,): the contacts’ references.'),
  })
  .meta({ id: 'ContactImportMapping' });

export const importResource = z
  .object({
    id: z.uuid(),
    filename: z.string(),
    status: z
      .enum(['prepared', 'uploaded', 'structured', 'processing', 'processed', 'finished', 'failed'])
      .describe('The stages: prepare, upload, start (structure), process (with the mapping), finish.'),
    upload_url: z.string().nullable().describe('Where to PUT the file (CSV or XLSX, at most 50 MB) until the import starts.'),
    file_type: z.enum(['csv', 'xlsx']).nullable(),
    encoding: z.string().nullable().describe('A CSV’s text encoding as detected: utf-8 or windows-1252.'),
    columns: z.array(z.object({ index: z.number().int(), name: z.string(), empty: z.boolean(), sample: z.array(z.string()) })),
    mapping: importMapping.nullable(),
    rows_total: z.number().int().nullable(),
    rows_done: z.number().int().describe('Records processed or failed.'),
    rows_failed: z.number().int(),
    progress: z.number().int().min(0).max(100),
    error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ContactImport' });

export const importRecord = z
  .object({
    row_number: z.number().int().describe('The line of the file (the header is line 1).'),
    company_code: z.string().nullable(),
    company_name: z.string().nullable(),
    email_addresses: z.array(z.string()),
    phone_numbers: z.array(z.string()),
    status: z.enum(['pending', 'processed', 'failed']),
    validation_error: z.string().nullable().describe("What is wrong with the row, in the reader's language."),
  })
  .meta({ id: 'ContactImportRecord' });

export const importParams = z.strictObject({ id: z.uuid() });
