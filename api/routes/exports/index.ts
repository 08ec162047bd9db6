import { viewableFrom } from '../../plugins/plans.js';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageOfAcceptLanguage } from '../../../i18n/index.js';
import { periodRange, PeriodError } from '../../../exports/period.js';
import { findOwnExport, insertExport, listOwnExports } from '../../../exports/queries.js';
import { exportJob } from '../../../exports/task.js';
import { CONTENT_TYPES } from '../../../exports/writers.js';
import { findUserOfOrganisation } from '../../../identity/users.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { viewerOf } from '../activities/present.js';
import { fileNameOf, toExportResource } from './present.js';
import { exportInput, exportPick, exportResource } from './schemas.js';
import { say } from '../../../i18n/text.js';

const one = z.object({ data: exportResource });
/** The history the export screen shows. */
const HISTORY = 50;

/**
 * Whose activity an export covers: yours; another person's, or everyone's, only for a manager or administrator and
 * only as the basic export of published days (extended exports are for yourself, product-spec §6).
 */
async function subjectOf(app: FastifyInstance, request: FastifyRequest, body: z.output<typeof exportInput>): Promise<string | null> {
  const own = request.user.id;
  if (body.user_id === undefined || body.user_id === own) return own;
  if (body.type === 'extended') throw new ApiError('forbidden', say('export_extended_own_only'));
  if (!viewerOf(request).sees_published) throw new ApiError('forbidden', say('export_others_managers_only'));
  if (body.user_id === 'all') return null;
  if (!(await findUserOfOrganisation(app.deps.pool, request.user.client_id, body.user_id))) {
    throw new ApiError('validation_failed', undefined, { user_id: [say('export_no_such_person')] });
  }
  return body.user_id;
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/activities/export', {
    schema: {
      tags: ['activities'],
      summary: 'Starts an export of activity (CSV, Excel or text), made in the background',
      description:
        'Names instead of ids, times in your time zone, hours and headers in your language. Follow it with export/status; the file is offered at download_url once done. ' +
        "A period that starts before your plan's history starts where it does (date_start says so); one wholly before it answers 403 history_limited.",
      body: exportInput,
      response: { 202: one, ...errorAnswers('forbidden', 'history_limited') },
    },
    handler: async (request, reply) => {
      const { body } = request;
      let range;
      try {
        range = periodRange(body);
      } catch (error) {
        if (error instanceof PeriodError) throw new ApiError('validation_failed', error.said, { [error.field]: [error.said] });
        throw error;
      }
      // The plan's history (api-contract §9.3) cuts the period's start; a period wholly before it is refused.
      const from = viewableFrom(app, request);
      if (from !== null && range.end < from) throw new ApiError('history_limited');
      const row = await insertExport(app.deps.pool, {
        id: randomUUID(),
        client_id: request.user.client_id,
        user_id: request.user.id,
        subject_id: await subjectOf(app, request, body),
        period: body.period,
        date_start: from !== null && range.start < from ? from : range.start,
        date_end: range.end,
        format: body.format,
        type: body.type,
        // The person's language, else Dutch (DESIGN, Language); a regional tag (nl-BE) counts as its language.
        language: languageOfAcceptLanguage(request.user.language) ?? DEFAULT_LANGUAGE,
        time_zone: request.user.time_zone,
      });
      await app.deps.jobs('export', { exportId: row.id }, exportJob(row.id));
      return reply.code(202).send({ data: toExportResource(row) });
    },
  });

  app.post('/v1/rpc/activities/export/status', {
    schema: {
      tags: ['activities'],
      summary: 'How far an export of yours has got, and its download_url once done',
      body: exportPick,
      response: { 200: one, ...errorAnswers('model_not_found') },
    },
    handler: async (request) => ({ data: toExportResource(await ownExport(app, request, request.body.id)) }),
  });

  app.get('/v1/exports', {
    schema: {
      tags: ['activities'],
      summary: `Your exports, newest first (the last ${HISTORY})`,
      response: { 200: z.object({ data: z.array(exportResource) }) },
    },
    handler: async (request) => ({ data: (await listOwnExports(app.deps.pool, request.user.id, HISTORY)).map(toExportResource) }),
  });

  // The file itself: not a JSON call, so outside /v1 and the API document (as a bucket's download link would be).
  app.get('/files/exports/:id', {
    schema: { hide: true, params: exportPick },
    handler: async (request, reply) => {
      const row = await ownExport(app, request, request.params.id);
      const file = row.status === 'done' && row.file_key ? await app.deps.files.read(row.file_key) : undefined;
      if (!file) throw new ApiError('model_not_found', say('export_no_file'));
      return reply
        .header('Content-Type', CONTENT_TYPES[row.format])
        .header('Content-Length', file.size)
        .header('Content-Disposition', `attachment; filename="${fileNameOf(row)}"`)
        .send(file.stream);
    },
  });
};

/** An export of yours; another person's is not found. */
async function ownExport(app: FastifyInstance, request: FastifyRequest, id: string) {
  const row = await findOwnExport(app.deps.pool, request.user.id, id);
  if (!row) throw new ApiError('model_not_found');
  return row;
}
