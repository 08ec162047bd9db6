import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImportRow, ImportStatus } from '../../../imports/queries.js';
import { findImport, updateImport } from '../../../imports/queries.js';
import { readWhole } from '../../../files/store.js';
import { MAX_IMPORT_BYTES } from '../../../imports/read-file.js';
import { ApiError } from '../../errors/catalogue.js';
import { importParams } from './schemas.js';
import { say } from '../../../i18n/text.js';

const TOO_LARGE = say('import_too_large', { megabytes: MAX_IMPORT_BYTES / 1024 / 1024 });

/** An import takes a file (again) until it is processed. */
const OPEN: readonly ImportStatus[] = ['prepared', 'uploaded', 'structured'];
const UNDER_WAY = say('import_under_way');

const importFileKey = (id: string) => `imports/${id}/upload`;

/** The uploaded file of an import, whole (at most MAX_IMPORT_BYTES). */
export async function readUpload(app: FastifyInstance, row: ImportRow): Promise<Buffer> {
  const file = row.file_key ? await readWhole(app.deps.files, row.file_key) : undefined;
  if (!file) throw new ApiError('precondition_failed', say('import_upload_first'));
  return file;
}

/**
 * The upload URL that prepare answers: the file's bytes as they are, whatever their content type (the import reads
 * CSV or XLSX by content). Like a bucket's upload link it is no JSON call, so it lives outside /v1 and the API
 * document; it takes the session and CSRF header as every change does.
 */
export const importUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));

  app.put('/files/imports/:id', {
    bodyLimit: MAX_IMPORT_BYTES,
    // A size said up front is refused before a byte is read, with what to do about it.
    onRequest: async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw new ApiError('payload_too_large', TOO_LARGE);
    },
    schema: { hide: true, params: importParams },
    handler: async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError('validation_failed', say('import_send_file'), { file: [say('import_file_empty')] });
      const row = await findImport(app.deps.pool, request.user.client_id, request.params.id);
      if (!row) throw new ApiError('model_not_found');
      if (!OPEN.includes(row.status)) throw new ApiError('precondition_failed', UNDER_WAY);
      const key = importFileKey(row.id);
      const pending = await app.deps.files.create(key);
      pending.stream.end(body);
      const size = await pending.commit();
      const uploaded = await updateImport(app.deps.pool, row.id, OPEN, { status: 'uploaded', file_key: key, file_size: String(size), columns: [] });
      if (!uploaded) throw new ApiError('precondition_failed', UNDER_WAY);
      return reply.code(204).send();
    },
  });
};
