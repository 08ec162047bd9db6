import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayOn } from '../../../domain/days/index.js';
import { validateBooking } from '../../../domain/dimensions/index.js';
import { activitiesOfDay } from '../../../projections/day-flow/queries.js';
import { loadDimensionTree } from '../../../projections/dimensions/queries.js';
import { changeOwnActivities, dayWithActivities } from '../../day-commands.js';
import { commonErrors, errorBody } from '../../errors/schema.js';
import { assertContacts, now } from './index.js';
import { clusterBySubject } from './overview.js';
import { dayOwnerOf, toActivityResource, viewerOf } from './present.js';
import { activityResource } from './schemas.js';
import { readByToken, sessionOrToken } from '../tokens/schemas.js';

const logIds = z.array(z.uuid()).min(1).max(1000).describe('Activity (log) ids.');
const many = z.object({ data: z.array(activityResource) });
const errors = { ...commonErrors, 404: errorBody, 409: errorBody };

const batchEdit = z.strictObject({
  logs: logIds,
  contact_id: z.uuid().nullable().optional(),
  internal: z.boolean().optional(),
  status: z.enum(['open', 'ignored']).optional(),
  activity_description: z.string().trim().max(1000).nullable().optional(),
});

const slotList = z.array(z.strictObject({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]), dimension_id: z.uuid().nullable() })).max(3);
const slotObject = z.strictObject({
  project_id: z.uuid().nullable(),
  subproject_id: z.uuid().nullable().optional(),
  working_code_id: z.uuid().nullable().optional(),
});
const assignDimensions = z.strictObject({
  logs: logIds,
  slots: z.union([slotObject, slotList]).describe('{project_id, subproject_id, working_code_id}, or [{level, dimension_id}] with levels 1 to 3.'),
});

/** One day: by id, or your own day on a date. */
export const dayPick = z
  .strictObject({
    day_id: z.uuid().optional().describe('A day you may see: yours, or a published one of your organisation as a manager; any other answers 404.'),
    date: z.iso.date().optional().describe('A date of your own: no activity before anything is registered on it.'),
  })
  .refine((pick) => Boolean(pick.day_id) !== Boolean(pick.date), { message: 'Give day_id or date, one of them.' });

/**
 * A day named by id must be one you may see (404 otherwise, as GET /v1/days/{id}); your own date has no day
 * before anything is registered on it, and answers no activity.
 */
export async function pickedDayActivities(app: FastifyInstance, request: FastifyRequest, pick: z.infer<typeof dayPick>) {
  if (pick.date) return activitiesOfDay(app.deps.pool, viewerOf(request), dayOn(dayOwnerOf(request), pick.date).day_id);
  // dayPick gives exactly one of the two.
  return (await dayWithActivities(app, request, pick.day_id!)).activities;
}

export const activityRpcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/logs/batch-edit', {
    config: { readModels: ['contacts'] },
    schema: { tags: ['activities'], summary: 'Tags, marks internal, ignores or describes many of your activities at once', body: batchEdit, response: { 200: many, ...errors } },
    handler: async (request) => {
      const { logs, activity_description, ...rest } = request.body;
      await assertContacts(app, request, [rest.contact_id ?? null]);
      const changes = { ...rest, ...(activity_description !== undefined ? { description: activity_description } : {}) };
      return { data: await changeOwnActivities(app, request, logs, (activityIds) => ({ type: 'ChangeActivities', activityIds, changes, at: now(app) })) };
    },
  });

  app.post('/v1/rpc/logs/assign-dimensions', {
    config: { readModels: ['dimensions'] },
    schema: {
      tags: ['activities'],
      summary: 'Books activities on a project, subproject and working code (only complete, valid combinations)',
      body: assignDimensions,
      response: { 200: many, ...errors },
    },
    handler: async (request) => {
      const { logs, slots } = request.body;
      const chosen = Array.isArray(slots)
        ? {
            project_id: slots.find((s) => s.level === 1)?.dimension_id ?? null,
            subproject_id: slots.find((s) => s.level === 2)?.dimension_id ?? null,
            working_code_id: slots.find((s) => s.level === 3)?.dimension_id ?? null,
          }
        : { project_id: slots.project_id, subproject_id: slots.subproject_id ?? null, working_code_id: slots.working_code_id ?? null };
      const { project_id, subproject_id, working_code_id } = validateBooking(await loadDimensionTree(app.deps.pool, request.user.client_id), chosen);
      const booking = { project_id, subproject_id, working_code_id };
      return { data: await changeOwnActivities(app, request, logs, (activityIds) => ({ type: 'BookActivities', activityIds, booking, at: now(app) })) };
    },
  });

  app.post('/v1/rpc/logs/pending-tag', {
    schema: { tags: ['activities'], summary: 'Activity of a day still to tag: open, no contact, not internal', body: dayPick, response: { 200: many, ...errors } },
    handler: async (request) => ({
      data: (await pickedDayActivities(app, request, request.body))
        .filter((row) => row.status === 'open' && !row.contact_id && !row.internal)
        .map(toActivityResource),
    }),
  });

  app.post('/v1/rpc/logs/pending-dimensions', {
    schema: { tags: ['activities'], summary: 'Activity of a day tagged but not booked yet', body: dayPick, response: { 200: many, ...errors } },
    handler: async (request) => ({
      data: (await pickedDayActivities(app, request, request.body))
        .filter((row) => row.status === 'open' && (row.contact_id || row.internal))
        .map(toActivityResource),
    }),
  });

  for (const path of ['/v1/rpc/activities/overview', '/v1/rpc/logs/overview']) {
    app.post(path, {
      config: readByToken,
      schema: {
        tags: ['activities'],
        security: sessionOrToken,
        summary: 'A day’s activity clustered by subject (source and what it was about), with each cluster’s flags',
        body: dayPick,
        response: { 200: z.object({ data: z.array(z.object({ subject: z.unknown(), duration: z.number(), flags: z.unknown(), logs: z.array(activityResource) })) }), ...errors },
      },
      handler: async (request) => ({ data: clusterBySubject(await pickedDayActivities(app, request, request.body)) }),
    });
  }
};
