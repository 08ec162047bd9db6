import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayStream, type DayEvent } from '../../../domain/days/index.js';
import { fullName } from '../../../identity/users.js';
import { findActivities, findDay } from '../../../projections/day-flow/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { assertViewable } from '../../plugins/plans.js';
import { viewerOf } from '../activities/present.js';
import { historyEntry } from './schemas.js';
import { dayTrail, type TrailEntry } from './trail.js';
import { say } from '../../../i18n/text.js';

const history = z.object({ data: z.array(historyEntry) });
/** A day before the caller's plan's history (api-contract §9.3). */
const beyondHistory = errorAnswers('history_limited');
const params = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/days/:id/history', {
    schema: { tags: ['days'], summary: 'Every event of a day: who changed what, when, from what to what', params, response: { 200: history, ...beyondHistory } },
    handler: async (request) => {
      const day = await findDay(app.deps.pool, viewerOf(request), request.params.id);
      if (!day) throw new ApiError('model_not_found', say('day_not_found'));
      assertViewable(app, request, day.date);
      return { data: await withUsers(app, dayTrail(await app.deps.store.readStream<DayEvent>(dayStream(day.id)))) };
    },
  });

  for (const base of ['/v1/activities', '/v1/logs']) {
    app.get(`${base}/:id/history`, {
      schema: { tags: [base.slice(4)], summary: 'Every event that touched an activity, raw detected times included', params, response: { 200: history, ...beyondHistory } },
      handler: async (request) => {
        const [activity] = await findActivities(app.deps.pool, viewerOf(request), [request.params.id]);
        if (!activity) throw new ApiError('model_not_found', say('activity_not_found'));
        assertViewable(app, request, activity.date);
        return { data: await withUsers(app, dayTrail(await app.deps.store.readStream<DayEvent>(dayStream(activity.day_id)), activity.id)) };
      },
    });
  }
};

async function withUsers(app: FastifyInstance, trail: TrailEntry[]) {
  const ids = [...new Set(trail.flatMap((e) => (e.user_id ? [e.user_id] : [])))];
  const { rows } = await app.deps.pool.query<{ id: string; name_first: string; name_prefix: string | null; name_last: string }>(
    'SELECT id, name_first, name_prefix, name_last FROM users WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const names = new Map(rows.map((row) => [row.id, fullName(row)]));
  return trail.map(({ user_id, ...rest }) => ({ ...rest, user: user_id ? { id: user_id, name: names.get(user_id) ?? 'Unknown user' } : null }));
}
