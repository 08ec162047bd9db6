import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushStream } from '../../../domain/push/index.js';
import { daySyncState, listedPushIds, listSyncErrors, pushesOfActivities } from '../../../projections/sync-errors/queries.js';
import { comparePositions, type GlobalPosition } from '../../../eventstore/port.js';
import { commandMetadata } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { findDay } from '../../../projections/day-flow/queries.js';
import { viewerOf } from '../activities/present.js';
import { activitiesBody, countAnswer, daySyncStatusAnswer, syncErrorPage, syncErrorQuery } from './schemas.js';
import { say } from '../../../i18n/text.js';

const admin = { roles: ['admin'] as const };

/** Synchronization errors to the external CRM (api-contract §7.5) and a day's sync status (§7.8). */
export const syncErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/activities/external-crm/errors', {
    config: admin,
    schema: {
      tags: ['sync errors'],
      summary: "The organisation's failed pushes: what was booked, the published duration and the system's message, newest day first",
      description: 'The contract does not show the body: paging and filters come in it (all optional), and the answer is {data, meta.pagination} with count and total.',
      body: syncErrorQuery,
      response: { 200: syncErrorPage },
    },
    handler: async (request) => {
      const { page, limit, system, date_start, date_end, error_code, user_id } = request.body;
      const filter = { page, limit, system, dateFrom: date_start, dateTo: date_end, errorCode: error_code, userId: user_id };
      const { rows, total } = await listSyncErrors(app.deps.pool, request.user.client_id, filter);
      const data = rows.map((row) => ({
        id: row.push_id,
        activity_id: row.activity_id,
        day_id: row.day_id,
        user_id: row.user_id,
        date: row.date,
        system: row.system,
        dimensions: { contact_id: row.contact_id, project_id: row.project_id, subproject_id: row.subproject_id, working_code_id: row.working_code_id },
        published_duration: row.published_duration,
        description: row.description,
        error: { code: row.error_code, kind: row.error_kind, message: row.error_message, status: row.error_status },
        attempts: row.attempts,
        next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
        failed_at: row.failed_at.toISOString(),
      }));
      return { data, meta: { pagination: { count: data.length, total } } };
    },
  });

  app.post('/v1/rpc/activities/external-crm/retry', {
    config: admin,
    schema: { tags: ['sync errors'], summary: 'Tries the pushes of these activities again now (failed or cancelled ones; 404 when an activity has no push)', body: activitiesBody, response: { 200: countAnswer, ...errorAnswers('model_not_found', 'concurrency_conflict') } },
    handler: async (request) => ({ data: { count: await run(app, request, await pushIdsOf(app, request, request.body.activities), 'RetryPush') } }),
  });

  app.post('/v1/rpc/activities/external-crm/retry-all', {
    config: admin,
    schema: { tags: ['sync errors'], summary: 'Tries every listed sync error of the organisation again now', response: { 200: countAnswer, ...errorAnswers('concurrency_conflict') } },
    handler: async (request) => ({ data: { count: await run(app, request, await listedPushIds(app.deps.pool, request.user.client_id), 'RetryPush') } }),
  });

  app.post('/v1/rpc/activities/external-crm/cancel', {
    config: admin,
    schema: { tags: ['sync errors'], summary: 'Stops pushing these activities: they leave the sync-error list (404 when an activity has no push)', body: activitiesBody, response: { 200: countAnswer, ...errorAnswers('model_not_found', 'concurrency_conflict') } },
    handler: async (request) => ({ data: { count: await run(app, request, await pushIdsOf(app, request, request.body.activities), 'CancelPush') } }),
  });

  app.post('/v1/rpc/days/external-crm/status', {
    schema: {
      tags: ['days'],
      summary: "A day's sync status (busy, done, error, unknown) and each pushed activity's state; your own days, or any published day for managers",
      body: z.strictObject({ day_id: z.uuid() }),
      response: { 200: z.object({ data: daySyncStatusAnswer }), ...errorAnswers('model_not_found') },
    },
    handler: async (request) => {
      const day = await findDay(app.deps.pool, viewerOf(request), request.body.day_id);
      if (!day) throw new ApiError('model_not_found', say('day_not_found'));
      const state = await daySyncState(app.deps.pool, request.user.client_id, request.body.day_id);
      return {
        data: {
          day_id: request.body.day_id,
          status: state.status,
          activities: state.activities.map((a) => ({ ...a, next_attempt_at: a.next_attempt_at?.toISOString() ?? null })),
        },
      };
    },
  });
};

async function pushIdsOf(app: FastifyInstance, request: FastifyRequest, activityIds: readonly string[]): Promise<string[]> {
  const pushes = await pushesOfActivities(app.deps.pool, request.user.client_id, activityIds);
  const found = new Set(pushes.map((p) => p.activity_id));
  const missing = [...new Set(activityIds)].filter((id) => !found.has(id));
  if (missing.length > 0) throw new ApiError('model_not_found', say('pushes_not_found'), { activities: missing });
  return pushes.map((p) => p.push_id);
}

/** One command per push; then one wait until the read models show them all (read-your-writes). */
async function run(app: FastifyInstance, request: FastifyRequest, pushIds: readonly string[], type: 'RetryPush' | 'CancelPush'): Promise<number> {
  let changed = 0;
  let last: GlobalPosition | undefined;
  const at = app.deps.clock().toISOString();
  for (const pushId of pushIds) {
    const outcome = await app.deps.integrations.pushes.handle(pushStream(pushId), { type, by: request.user.id, at }, commandMetadata(request));
    changed += outcome.events.length;
    if (outcome.position && (!last || comparePositions(outcome.position, last) > 0)) last = outcome.position;
  }
  if (last && !(await app.deps.runner.waitFor(last, 10_000))) request.log.warn({ position: last }, 'read models did not catch up in time');
  if (type === 'RetryPush' && changed > 0) app.deps.integrations.wakeWorker();
  return changed;
}
