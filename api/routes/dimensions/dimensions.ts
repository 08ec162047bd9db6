import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DIMENSION_COLUMNS, findChildren, findDimension, type DimensionLevelRow, type DimensionRow } from '../../../projections/dimensions/queries.js';
import { findContact } from '../../../projections/contacts/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { activeCrmMappings } from '../../../integrations/connections/index.js';
import { checkedValues } from '../custom-fields/index.js';
import { customFieldLevelOf } from '../../../domain/custom-fields/index.js';
import { toDimensionResource } from './present.js';
import { deleteQuery, dimensionInput, dimensionList, dimensionResource, itemParams, levelParams } from './schemas.js';
import { codeDisplayFor, now, resolveLevel, run } from './support.js';
import { say } from '../../../i18n/text.js';

const one = z.object({ data: dimensionResource });
/** Every call may set up the organisation's levels first (a command); changes are decided against the whole tree. */
const refusals = errorAnswers('concurrency_conflict');
const changeRefusals = errorAnswers('duplicate_dimension_code', 'validation_failed', 'concurrency_conflict');
const admin = { roles: ['admin'] } as const;
const tags = ['dimensions'];

export const dimensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/dimension_levels/:id/dimensions', {
    schema: {
      tags,
      summary: 'Dimensions of a level',
      description: 'Active ones by default (status=in:active,archived for all); default page 100, sorted by name. include=children adds child ids.',
      params: levelParams,
      querystring: listQuerySchema(dimensionList),
      response: { 200: listResponse(dimensionResource), ...refusals },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(dimensionList, request.query);
      const level = await resolveLevel(app, request, request.params.id);
      const { rows, total } = await runList<DimensionRow>(app.deps.pool, dimensionList, query, {
        select: DIMENSION_COLUMNS,
        from: 'dimensions',
        where: 'client_id = $1 AND level = $2',
        params: [request.user.client_id, level.level],
      });
      const children = query.includes.includes('children')
        ? await findChildren(app.deps.pool, request.user.client_id, rows.map((row) => row.id))
        : undefined;
      const mapped = await activeCrmMappings(app.deps.pool, request.user.client_id, rows.map((row) => row.id));
      const display = (await codeDisplayFor(app, request))(level);
      return sendList(reply, dimensionList, query, rows.map((row) => toDimensionResource(row, display, mapped.get(row.id) ?? null, children?.get(row.id))), total);
    },
  });

  app.post('/v1/dimension_levels/:id/dimensions', {
    config: admin,
    schema: { tags, summary: 'Creates a dimension on a level (administrators)', params: levelParams, body: dimensionInput, response: { 201: one, ...changeRefusals } },
    handler: async (request, reply) => {
      const level = await resolveLevel(app, request, request.params.id);
      const { customfields, ...fields } = request.body;
      await assertContact(app, request, fields.contact_id);
      const values = await checkedValues(app, request, customFieldLevelOf(level.level), customfields);
      const dimensionId = randomUUID();
      await run(app, request, { type: 'CreateDimension', dimensionId, level: level.level, fields, customfields: values, at: now(app) });
      return reply.code(201).send({ data: await present(app, request, level, dimensionId) });
    },
  });

  app.get('/v1/dimension_levels/:level/dimensions/:id', {
    schema: { tags, summary: 'One dimension with its children, archived ones included', params: itemParams, response: { 200: one, ...refusals } },
    handler: async (request) => {
      const level = await resolveLevel(app, request, request.params.level);
      return { data: await present(app, request, level, request.params.id) };
    },
  });

  app.put('/v1/dimension_levels/:level/dimensions/:id', {
    config: admin,
    schema: { tags, summary: 'Changes a dimension (administrators)', params: itemParams, body: dimensionInput, response: { 200: one, ...changeRefusals } },
    handler: async (request) => {
      const level = await resolveLevel(app, request, request.params.level);
      const { customfields, ...fields } = request.body;
      await assertContact(app, request, fields.contact_id);
      const values = await checkedValues(app, request, customFieldLevelOf(level.level), customfields);
      const dimensionId = request.params.id;
      await run(app, request, { type: 'UpdateDimension', dimensionId, level: level.level, fields, customfields: values, at: now(app) });
      return { data: await present(app, request, level, dimensionId) };
    },
  });

  app.delete('/v1/dimension_levels/:level/dimensions/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Archives a dimension (answering it), or with force=true deletes it for good (204) when nothing hangs under it',
      params: itemParams,
      querystring: deleteQuery,
      response: { 200: one, 204: z.undefined(), ...refusals },
    },
    handler: async (request, reply) => {
      const level = await resolveLevel(app, request, request.params.level);
      const dimensionId = request.params.id;
      if (request.query.force === 'true') {
        await run(app, request, { type: 'DeleteDimension', dimensionId, level: level.level, at: now(app) });
        return reply.code(204).send();
      }
      await run(app, request, { type: 'ArchiveDimension', dimensionId, level: level.level, at: now(app) });
      return { data: await present(app, request, level, dimensionId) };
    },
  });

  app.patch('/v1/dimension_levels/:level/dimensions/:id', {
    config: admin,
    schema: { tags, summary: 'Restores an archived dimension (administrators)', params: itemParams, response: { 200: one, ...refusals } },
    handler: async (request) => {
      const level = await resolveLevel(app, request, request.params.level);
      await run(app, request, { type: 'RestoreDimension', dimensionId: request.params.id, level: level.level, at: now(app) });
      return { data: await present(app, request, level, request.params.id) };
    },
  });
};

/** The contact a dimension belongs to must be one of the organisation's. */
async function assertContact(app: FastifyInstance, request: FastifyRequest, contactId: string | null): Promise<void> {
  if (contactId && !(await findContact(app.deps.pool, request.user.client_id, contactId))) {
    throw new ApiError('validation_failed', undefined, { contact_id: [say('contact_missing')] });
  }
}

async function present(app: FastifyInstance, request: FastifyRequest, level: DimensionLevelRow, id: string) {
  const row = await findDimension(app.deps.pool, request.user.client_id, id);
  if (!row || row.level !== level.level) throw new ApiError('model_not_found');
  const children = await findChildren(app.deps.pool, request.user.client_id, [id]);
  const mapped = await activeCrmMappings(app.deps.pool, request.user.client_id, [id]);
  return toDimensionResource(row, (await codeDisplayFor(app, request))(level), mapped.get(id) ?? null, children.get(id));
}
