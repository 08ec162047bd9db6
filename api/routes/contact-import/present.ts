import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/index.js';
import { sayKeptJson } from '../../../i18n/text.js';
import type { ImportRow } from '../../../imports/queries.js';
import { languageOfRequest } from '../../errors/language.js';
import type { importResource } from './schemas.js';

const uploadUrlOf = (id: string) => `/files/imports/${id}`;

/** The reader's language, asked only when an import has an error to say. */
const languageFor = async (app: FastifyInstance, request: FastifyRequest, rows: readonly ImportRow[]): Promise<Language> =>
  rows.some((row) => row.error !== null) ? languageOfRequest(app.deps.pool, request) : DEFAULT_LANGUAGE;

/** Imports as the API answers them, each one's error (a kept text) in the reader's language. */
export async function presentImports(app: FastifyInstance, request: FastifyRequest, rows: readonly ImportRow[]): Promise<Array<z.infer<typeof importResource>>> {
  const language = await languageFor(app, request, rows);
  return rows.map((row) => toImportResource(row, language));
}

export async function presentImport(app: FastifyInstance, request: FastifyRequest, row: ImportRow): Promise<z.infer<typeof importResource>> {
  return toImportResource(row, await languageFor(app, request, [row]));
}

function toImportResource(row: ImportRow, language: Language): z.infer<typeof importResource> {
  const progress = row.status === 'processed' || row.status === 'finished' ? 100 : row.rows_total ? Math.floor((100 * row.rows_done) / row.rows_total) : 0;
  return {
    id: row.id,
    filename: row.filename,
    status: row.status,
    upload_url: row.status === 'prepared' || row.status === 'uploaded' || row.status === 'structured' ? uploadUrlOf(row.id) : null,
    file_type: row.file_type,
    encoding: row.encoding,
    columns: row.columns,
    mapping: row.mapping,
    rows_total: row.rows_total,
    rows_done: row.rows_done,
    rows_failed: row.rows_failed,
    progress: Math.min(progress, 100),
    error: row.error === null ? null : sayKeptJson(row.error).in(language),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
