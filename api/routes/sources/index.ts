import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findSource, SOURCE_COLUMNS, visibleSources, type SourceRow } from '../../../projections/sources/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { viewerOf } from '../activities/present.js';
import { sourceList, sourceParams, sourceResource, type SourceResource } from './schemas.js';

/** Where the organisation's activity came from (api-contract §7.5), read from the sources read model. */
export const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { readModels: ['sources'] };

  app.get('/v1/sources', {
    config,
    schema: {
      tags: ['sources'],
      summary: 'Where activity came from: each source type and identifier with its name, first and last seen and hours',
      description:
        'Counted over the activity you may see, by the rule reports use: your own always, and as a manager or admin also the published ' +
        'days of everyone in the organisation. A source none of that activity came from is not listed. Default page 50, sorted by identifier.',
      querystring: listQuerySchema(sourceList),
      response: { 200: listResponse(sourceResource) },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(sourceList, request.query);
      const params: unknown[] = [];
      const from = visibleSources(viewerOf(request), params);
      const { rows, total } = await runList<SourceRow>(app.deps.pool, sourceList, query, { select: SOURCE_COLUMNS, from, where: 'true', params });
      return sendList(reply, sourceList, query, rows.map(toSourceResource), total);
    },
  });

  app.get('/v1/sources/:id', {
    config,
    schema: {
      tags: ['sources'],
      summary: 'One source, counted over the activity you may see (404 when none of it came from this source)',
      params: sourceParams,
      response: { 200: z.object({ data: sourceResource }) },
    },
    handler: async (request) => {
      const row = await findSource(app.deps.pool, viewerOf(request), request.params.id);
      if (!row) throw new ApiError('model_not_found');
      return { data: toSourceResource(row) };
    },
  });
};

function toSourceResource(row: SourceRow): SourceResource {
  return {
    id: row.id,
    type: row.type,
    identifier: row.identifier,
    name: row.name,
    first_seen: row.first_seen.toISOString(),
    last_seen: row.last_seen.toISOString(),
    duration: row.duration,
    activity_count: row.activity_count,
  };
}
