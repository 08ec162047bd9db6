import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detectedAfterPublishing } from '../../../detection/condense/after-publishing.js';
import { DAY_SELECT, visibleTo, type DayTotalsRow } from '../../../projections/day-flow/queries.js';
import { DAY_COMMAND_REFUSALS, dayWithActivities, ownDay, runOnDay } from '../../day-commands.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { now } from '../activities/index.js';
import { viewerOf } from '../activities/present.js';
import { dayList, dayParams, dayResource, toDayResource } from './schemas.js';
import { readByToken } from '../tokens/schemas.js';
import { assertViewable, viewableDates } from '../../plugins/plans.js';

export const dayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/days', {
    config: readByToken,
    schema: {
      tags: ['days'],
      summary: 'Days you may see: yours, and published days of your organisation when you are a manager',
      description:
        "Default 100 per page, newest date first. A date without activity has no day (status nonexistent). Days before your plan's history (api-contract §9.3) are left out.",
      querystring: listQuerySchema(dayList),
      response: { 200: listResponse(dayResource) },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(dayList, request.query);
      const params: unknown[] = [];
      const where = visibleTo(viewerOf(request), params, "status = 'published'") + viewableDates(app, request, params);
      const { rows, total } = await runList<DayTotalsRow>(app.deps.pool, dayList, query, { select: DAY_SELECT, from: 'days', where, params });
      return sendList(reply, dayList, query, rows.map((row) => toDayResource(row)), total);
    },
  });

  app.get('/v1/days/:id', {
    config: readByToken,
    schema: {
      tags: ['days'],
      summary: 'One day with its totals, its activities with include=activities, and (your own day) what was detected after it was published',
      params: dayParams,
      querystring: z.strictObject({ include: z.enum(['activities']).optional() }),
      response: { 200: z.object({ data: dayResource }), ...errorAnswers('history_limited') },
    },
    handler: async (request) => {
      const { day, activities } = await dayWithActivities(app, request, request.params.id);
      assertViewable(app, request, day.date);
      const resource = toDayResource(day, request.query.include === 'activities' ? activities : undefined);
      if (day.user_id !== request.user.id) return { data: resource };
      return { data: { ...resource, detected_after_publishing: await detectedAfterPublishing(app.deps.pool, day.id) } };
    },
  });

  app.delete('/v1/days/:id', {
    schema: {
      tags: ['days'],
      summary: 'Deletes an open day of yours with all its activity — irreversibly',
      params: dayParams,
      response: { 204: z.undefined(), ...errorAnswers(...DAY_COMMAND_REFUSALS) },
    },
    handler: async (request, reply) => {
      await ownDay(app, request, request.params.id);
      await runOnDay(app, request, request.params.id, { type: 'DeleteDay', at: now(app) });
      return reply.code(204).send();
    },
  });
};
