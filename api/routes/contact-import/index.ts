import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteImport, failedRecords, findImport, insertImport, listImports, updateImport, type ImportRow, type ImportStatus } from '../../../imports/queries.js';
import { ImportFileError, readImportFile } from '../../../imports/read-file.js';
import { importJob } from '../../../imports/task.js';
import { ApiError, type FieldErrors } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { presentImport, presentImports } from './present.js';
import { importMapping, importParams, importRecord, importResource } from './schemas.js';
import { importUploadRoutes, readUpload } from './upload.js';
import { say, sayKeptJson } from '../../../i18n/text.js';
import { languageOfRequest } from '../../errors/language.js';
import type { Translatable } from '../../../i18n/message.js';

const one = z.object({ data: importResource });
const tags = ['contacts'];
const BASE = '/v1/rpc/contacts/import';
const HISTORY = 20;

/** The import of your organisation; another's is not found. */
async function importOf(app: FastifyInstance, request: FastifyRequest, id: string): Promise<ImportRow> {
  const row = await findImport(app.deps.pool, request.user.client_id, id);
  if (!row) throw new ApiError('model_not_found');
  return row;
}

/** Moves an import on to its next stage, from the stages it may come from; out of turn is 412. */
async function advance(app: FastifyInstance, row: ImportRow, from: readonly ImportStatus[], changes: Parameters<typeof updateImport>[3], why: Translatable): Promise<ImportRow> {
  const updated = await updateImport(app.deps.pool, row.id, from, changes);
  if (!updated) throw new ApiError('precondition_failed', why);
  return updated;
}

/** The mapping names columns the file has, and none of them empty. */
function checkMapping(row: ImportRow, mapping: z.infer<typeof importMapping>): void {
  const named: Array<[string, string]> = [
    ['company_name', mapping.company_name],
    ...(mapping.company_code ? [['company_code', mapping.company_code] as [string, string]] : []),
    ...(mapping.email_addresses ?? []).map((name, index): [string, string] => [`email_addresses.${index}`, name]),
    ...(mapping.phone_numbers ?? []).map((name, index): [string, string] => [`phone_numbers.${index}`, name]),
  ];
  const errors: FieldErrors = {};
  for (const [field, name] of named) {
    const column = row.columns.find((candidate) => candidate.name === name);
    if (!column) errors[`mapping.${field}`] = [say('import_no_column', { column: name })];
    else if (column.empty) errors[`mapping.${field}`] = [say('import_column_empty', { column: name })];
  }
  if (Object.keys(errors).length > 0) throw new ApiError('validation_failed', undefined, errors);
}

export const contactImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importUploadRoutes);

  app.post(`${BASE}/status`, {
    schema: { tags, summary: `Your organisation's contact imports, newest first (the last ${HISTORY})`, response: { 200: z.object({ data: z.array(importResource) }) } },
    handler: async (request) => ({ data: await presentImports(app, request, await listImports(app.deps.pool, request.user.client_id, HISTORY)) }),
  });

  app.post(`${BASE}/prepare`, {
    schema: {
      tags,
      summary: 'Prepares a contact import: PUT the file (CSV or XLSX, at most 50 MB) to its upload_url, then start it',
      body: z.strictObject({ filename: z.string().min(1).max(255).default('contacts') }).nullish(),
      response: { 201: one },
    },
    handler: async (request, reply) => {
      const row = await insertImport(app.deps.pool, { id: randomUUID(), client_id: request.user.client_id, user_id: request.user.id, filename: request.body?.filename ?? 'contacts' });
      return reply.code(201).send({ data: await presentImport(app, request, row) });
    },
  });

  app.post(`${BASE}/start`, {
    schema: {
      tags,
      summary: 'Reads the uploaded file: CSV (UTF-8 or Windows-1252) or XLSX by its content, its columns and a sample of each',
      description: 'A file that is no CSV or XLSX, or cannot be read, is refused (422, naming file); another upload may replace it.',
      querystring: z.strictObject({ uuid: z.uuid(), filename: z.string().min(1).max(255).optional().describe('The file’s name, when it is not the one prepare was given.') }),
      response: { 200: one, ...errorAnswers('model_not_found', 'precondition_failed') },
    },
    handler: async (request) => {
      const row = await importOf(app, request, request.query.uuid);
      if (row.status !== 'uploaded' && row.status !== 'structured') throw new ApiError('precondition_failed', say('import_upload_first'));
      let table;
      try {
        table = await readImportFile(await readUpload(app, row));
      } catch (error) {
        if (error instanceof ImportFileError) throw new ApiError('validation_failed', error.said, { file: [error.said] });
        throw error;
      }
      const { file_type, encoding, columns } = table;
      const filename = request.query.filename ?? row.filename;
      const changes = { status: 'structured' as const, filename, file_type, encoding, columns, rows_total: table.rows.length };
      return { data: await presentImport(app, request, await advance(app, row, ['uploaded', 'structured'], changes, say('import_upload_first'))) };
    },
  });

  app.post(`${BASE}/status/:id`, {
    schema: { tags, summary: 'One contact import: its stage, columns, progress and counts', params: importParams, response: { 200: one, ...errorAnswers('model_not_found') } },
    handler: async (request) => ({ data: await presentImport(app, request, await importOf(app, request, request.params.id)) }),
  });

  app.post(`${BASE}/process/:id`, {
    schema: {
      tags,
      summary: 'Maps the columns and processes the rows in the background, row by row: each becomes a contact or fails with its reason',
      description: 'A failed import processed again resumes with the rows still pending.',
      params: importParams,
      body: z.strictObject({ mapping: importMapping }),
      response: { 202: one, ...errorAnswers('model_not_found', 'precondition_failed') },
    },
    handler: async (request, reply) => {
      const row = await importOf(app, request, request.params.id);
      if (row.status === 'structured') checkMapping(row, request.body.mapping);
      const mapping = row.status === 'failed' ? row.mapping : request.body.mapping;
      const processing = await advance(app, row, ['structured', 'failed'], { status: 'processing', mapping, error: null }, say('import_start_first'));
      await app.deps.jobs('contact-import', { importId: row.id }, importJob(row.id));
      return reply.code(202).send({ data: await presentImport(app, request, processing) });
    },
  });

  app.post(`${BASE}/finish/:id`, {
    schema: { tags, summary: 'Finishes a processed import: its file is deleted, its records kept', params: importParams, response: { 200: one, ...errorAnswers('model_not_found', 'precondition_failed') } },
    handler: async (request) => {
      const row = await importOf(app, request, request.params.id);
      const finished = await advance(app, row, ['processed'], { status: 'finished', file_key: null }, say('import_not_processed'));
      if (row.file_key) await app.deps.files.delete(row.file_key);
      return { data: await presentImport(app, request, finished) };
    },
  });

  app.post(`${BASE}/errors/:id`, {
    schema: {
      tags,
      summary: 'The rows that failed, with their validation error, by line',
      params: importParams,
      body: z.strictObject({ page: z.number().int().min(1).default(1), limit: z.number().int().min(1).max(1000).default(100) }).nullish(),
      response: { 200: z.object({ data: z.array(importRecord), meta: z.object({ pagination: z.object({ count: z.number().int(), total: z.number().int() }) }) }), ...errorAnswers('model_not_found') },
    },
    handler: async (request) => {
      const row = await importOf(app, request, request.params.id);
      const page = request.body?.page ?? 1;
      const limit = request.body?.limit ?? 100;
      const [{ records, total }, language] = await Promise.all([failedRecords(app.deps.pool, row.id, limit, (page - 1) * limit), languageOfRequest(app.deps.pool, request)]);
      const data = records.map((record) => ({ ...record, validation_error: record.validation_error === null ? null : sayKeptJson(record.validation_error).in(language) }));
      return { data, meta: { pagination: { count: data.length, total } } };
    },
  });

  app.post(`${BASE}/delete/:id`, {
    schema: {
      tags,
      summary: 'Deletes an import, its file and its records (the contacts it made stay)',
      params: importParams,
      response: { 204: z.undefined(), ...errorAnswers('model_not_found', 'precondition_failed') },
    },
    handler: async (request, reply) => {
      const row = await importOf(app, request, request.params.id);
      if (row.status === 'processing') throw new ApiError('precondition_failed', say('import_processing'));
      await deleteImport(app.deps.pool, row.id);
      if (row.file_key) await app.deps.files.delete(row.file_key);
      return reply.code(204).send();
    },
  });
};
