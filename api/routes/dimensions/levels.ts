import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LevelChange } from '../../../domain/dimensions/index.js';
import type { DimensionLevelRow } from '../../../projections/dimensions/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { toLevelResource } from './present.js';
import { dimensionLevelResource, dimensionLevelsAnswer, dimensionLevelsChange, levelList } from './schemas.js';
import { dimensionLevels, now, run } from './support.js';
import { say } from '../../../i18n/text.js';

/** A fresh organisation's levels are set up by a command on its first call. */
const refusals = errorAnswers('concurrency_conflict');

export const dimensionLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/dimension_levels', {
    schema: {
      tags: ['dimensions'],
      summary: "The organisation's three dimension levels",
      description:
        'Level 1 project, 2 subproject, 3 working code. A fresh organisation gets them, named Project, Subproject and ' +
        'Working code with the code shown in front, on its first call. Paths that take a level accept its id or its number.',
      querystring: listQuerySchema(levelList),
      response: { 200: listResponse(dimensionLevelResource), ...refusals },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(levelList, request.query);
      await dimensionLevels(app, request);
      const { rows, total } = await runList<DimensionLevelRow>(app.deps.pool, levelList, query, {
        select: 'id, structure_id, level, name, code_display, created_at, updated_at',
        from: 'dimension_levels',
        where: 'client_id = $1',
        params: [request.user.client_id],
      });
      return sendList(reply, levelList, query, rows.map((row) => toLevelResource(row, request.user.client_id)), total);
    },
  });

  app.post('/v1/rpc/dimensions/levels', {
    config: { roles: ['admin'] },
    schema: {
      tags: ['dimensions'],
      summary: 'Renames levels and sets where their codes show (administrators)',
      description: 'Without levels in the body it only answers the structure. Each change names its level by id or number.',
      body: dimensionLevelsChange.nullish(),
      response: { 200: dimensionLevelsAnswer, ...refusals },
    },
    handler: async (request) => {
      const levels = await dimensionLevels(app, request);
      const changes = (request.body?.levels ?? []).map((change, index): LevelChange => {
        const level = levels.find((row) => (change.id ? row.id === change.id.toLowerCase() : row.level === change.level));
        if (!level || (change.id && change.level !== undefined && change.level !== level.level)) {
          throw new ApiError('validation_failed', undefined, { [`levels.${index}`]: [say('dimension_level_missing')] });
        }
        return { level: level.level, name: change.name, code_display: change.code_display };
      });
      if (changes.length > 0) await run(app, request, { type: 'ChangeDimensionLevels', changes, at: now(app) });
      const current = await dimensionLevels(app, request);
      return { id: current[0]!.structure_id, levels: current.map((row) => toLevelResource(row, request.user.client_id)) };
    },
  });
};
