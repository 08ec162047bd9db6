import { assertViewable } from '../../plugins/plans.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayOn } from '../../../domain/days/index.js';
import { validateBooking } from '../../../domain/dimensions/index.js';
import { activitiesOfDay } from '../../../projections/day-flow/queries.js';
import { changeOwnActivities, DAY_COMMAND_REFUSALS, dayWithActivities } from '../../day-commands.js';
import { errorAnswers } from '../../errors/schema.js';
import { plainAnswers } from '../../plain-answers.js';
import { BOOK_BY_TAGGING_READ_MODELS, bookByTagging } from './book-by-tagging.js';
import { assertContacts, now } from './index.js';
import { clusterBySubject } from './overview.js';
import { dayOwnerOf, toActivityResource, viewerOf } from './present.js';
import { activityCluster, activityResource, assignDimensionsBody, batchEditBody, dayPick } from './schemas.js';
import { readByToken } from '../tokens/schemas.js';

const many = z.object({ data: z.array(activityResource) });
const refusals = errorAnswers(...DAY_COMMAND_REFUSALS);
/** A day named by id that you may not see. */
const unseen = errorAnswers('model_not_found', 'history_limited');

/**
 * A day named by id must be one you may see (404 otherwise, as GET /v1/days/{id}); your own date has no day
 * before anything is registered on it, and answers no activity.
 */
/** The activity of the day picked, when the caller's plan lets them view it (403 history_limited otherwise). */
async function pickedDayActivities(app: FastifyInstance, request: FastifyRequest, pick: z.infer<typeof dayPick>) {
  if ('day_id' in pick) {
    const { day, activities } = await dayWithActivities(app, request, pick.day_id);
    assertViewable(app, request, day.date);
    return activities;
  }
  assertViewable(app, request, pick.date);
  return activitiesOfDay(app.deps.pool, viewerOf(request), dayOn(dayOwnerOf(request), pick.date).day_id);
}

export const activityRpcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/logs/batch-edit', {
    config: { readModels: ['contacts', ...BOOK_BY_TAGGING_READ_MODELS] },
    schema: {
      tags: ['activities'],
      summary: 'Tags, marks internal, ignores or describes many of your activities at once',
      description: "Tagged to a contact, open activities are also booked on the contact's one default project path when your booking settings ask for it (auto_book_default).",
      body: batchEditBody,
      response: { 200: many, ...refusals },
    },
    handler: async (request) => {
      const { logs, activity_description, ...rest } = request.body;
      await assertContacts(app, request, [rest.contact_id ?? null]);
      const changes = { ...rest, ...(activity_description !== undefined ? { description: activity_description } : {}) };
      const tagged = await changeOwnActivities(app, request, logs, (activityIds) => ({ type: 'ChangeActivities', activityIds, changes, at: now(app) }));
      return { data: await bookByTagging(app, request, rest.contact_id, tagged) };
    },
  });

  app.post('/v1/rpc/logs/assign-dimensions', {
    config: { readModels: ['dimensions'] },
    serializerCompiler: plainAnswers,
    schema: {
      tags: ['activities'],
      summary: 'Books activities on a project, subproject and working code (only complete, valid combinations)',
      body: assignDimensionsBody,
      response: { 200: many, ...errorAnswers(...DAY_COMMAND_REFUSALS, 'dimension_structure_invalid') },
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
      const { project_id, subproject_id, working_code_id } = validateBooking(await app.recentReads.dimensionTree(request.user.client_id), chosen);
      const booking = { project_id, subproject_id, working_code_id };
      return { data: await changeOwnActivities(app, request, logs, (activityIds) => ({ type: 'BookActivities', activityIds, booking, at: now(app) })) };
    },
  });

  app.post('/v1/rpc/logs/pending-tag', {
    schema: { tags: ['activities'], summary: 'Activity of a day still to tag: open, no contact, not internal', body: dayPick, response: { 200: many, ...unseen } },
    handler: async (request) => ({
      data: (await pickedDayActivities(app, request, request.body))
        .filter((row) => row.status === 'open' && !row.contact_id && !row.internal)
        .map(toActivityResource),
    }),
  });

  app.post('/v1/rpc/logs/pending-dimensions', {
    schema: { tags: ['activities'], summary: 'Activity of a day tagged but not booked yet', body: dayPick, response: { 200: many, ...unseen } },
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
        summary: 'A day’s activity clustered by subject (source and what it was about), with each cluster’s flags',
        body: dayPick,
        description: 'The contract shows only that clusters have subjects, logs and the flags checked, tagged, booked, contact, contact_id, changed_at and activities; a subject is a source with the context of what it was about.',
        response: { 200: z.object({ data: z.array(activityCluster) }), ...unseen },
      },
      handler: async (request) => ({ data: clusterBySubject(await pickedDayActivities(app, request, request.body)) }),
    });
  }
};
