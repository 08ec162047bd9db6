import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findDimensionTemplate, TEMPLATE_COLUMNS, type DimensionLevelRow, type DimensionTemplateRow } from '../../../projections/dimensions/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { toTemplateResource } from './present.js';
import { deleteQuery, itemParams, levelParams, templateInput, templateList, templateResource } from './schemas.js';
import { now, resolveLevel, run } from './support.js';

const one = z.object({ data: templateResource });
/** Every call may set up the organisation's levels first (a command); changes are decided against the whole tree. */
const refusals = errorAnswers('concurrency_conflict');
const admin = { roles: ['admin'] } as const;
const tags = ['dimension templates'];

export const dimensionTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/dimension_levels/:id/templates', {
    schema: {
      tags,
      summary: 'Templates of a level: prefills for its new dimensions',
      description: 'Active ones by default (status=in:active,archived for all); default page 20, sorted by name.',
      params: levelParams,
      querystring: listQuerySchema(templateList),
      response: { 200: listResponse(templateResource), ...refusals },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(templateList, request.query);
      const level = await resolveLevel(app, request, request.params.id);
      const { rows, total } = await runList<DimensionTemplateRow>(app.deps.pool, templateList, query, {
        select: TEMPLATE_COLUMNS,
        from: 'dimension_templates',
        where: 'client_id = $1 AND level = $2',
        params: [request.user.client_id, level.level],
      });
      return sendList(reply, templateList, query, rows.map(toTemplateResource), total);
    },
  });

  app.post('/v1/dimension_levels/:id/templates', {
    config: admin,
    schema: { tags, summary: 'Creates a template on a level (administrators)', params: levelParams, body: templateInput, response: { 201: one, ...refusals } },
    handler: async (request, reply) => {
      const level = await resolveLevel(app, request, request.params.id);
      const templateId = randomUUID();
      await run(app, request, { type: 'CreateDimensionTemplate', templateId, level: level.level, fields: request.body, at: now(app) });
      return reply.code(201).send({ data: await present(app, request, level, templateId) });
    },
  });

  app.put('/v1/dimension_levels/:level/templates/:id', {
    config: admin,
    schema: { tags, summary: 'Changes a template (administrators)', params: itemParams, body: templateInput, response: { 200: one, ...refusals } },
    handler: async (request) => {
      const level = await resolveLevel(app, request, request.params.level);
      const templateId = request.params.id;
      await run(app, request, { type: 'UpdateDimensionTemplate', templateId, level: level.level, fields: request.body, at: now(app) });
      return { data: await present(app, request, level, templateId) };
    },
  });

  app.delete('/v1/dimension_levels/:level/templates/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Archives a template (answering it), or with force=true deletes it for good (204)',
      params: itemParams,
      querystring: deleteQuery,
      response: { 200: one, 204: z.undefined(), ...refusals },
    },
    handler: async (request, reply) => {
      const level = await resolveLevel(app, request, request.params.level);
      const templateId = request.params.id;
      if (request.query.force === 'true') {
        await run(app, request, { type: 'DeleteDimensionTemplate', templateId, level: level.level, at: now(app) });
        return reply.code(204).send();
      }
      await run(app, request, { type: 'ArchiveDimensionTemplate', templateId, level: level.level, at: now(app) });
      return { data: await present(app, request, level, templateId) };
    },
  });

  app.patch('/v1/dimension_levels/:level/templates/:id', {
    config: admin,
    schema: { tags, summary: 'Restores an archived template (administrators)', params: itemParams, response: { 200: one, ...refusals } },
    handler: async (request) => {
      const level = await resolveLevel(app, request, request.params.level);
      await run(app, request, { type: 'RestoreDimensionTemplate', templateId: request.params.id, level: level.level, at: now(app) });
      return { data: await present(app, request, level, request.params.id) };
    },
  });
};

async function present(app: FastifyInstance, request: FastifyRequest, level: DimensionLevelRow, id: string) {
  const row = await findDimensionTemplate(app.deps.pool, request.user.client_id, id);
  if (!row || row.level !== level.level) throw new ApiError('model_not_found');
  return toTemplateResource(row);
}
