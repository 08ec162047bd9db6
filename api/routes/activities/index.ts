import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayAt } from '../../../domain/days/index.js';
import { ContactBookings } from '../../../projections/dimensions/contact-bookings.js';
import { findActivities, visibleTo, ACTIVITY_SELECT } from '../../../projections/day-flow/queries.js';
import type { ActivityRow } from '../../../projections/day-flow/rows.js';
import { loadLogThresholds } from '../../../projections/preferences/queries.js';
import { BOOK_BY_TAGGING_READ_MODELS, bookByTagging } from './book-by-tagging.js';
import { changeOwnActivities, DAY_COMMAND_REFUSALS, dayOfOwnActivity, runOnDay } from '../../day-commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { plainAnswers } from '../../plain-answers.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { dayOwnerOf, toActivityResource, viewerOf } from './present.js';
import { activityInput, activityList, activityParams, activityResource, activityUpdate } from './schemas.js';
import { readByToken } from '../tokens/schemas.js';
import { assertViewable, viewableDates } from '../../plugins/plans.js';
import { checkedValues } from '../custom-fields/index.js';
import { say } from '../../../i18n/text.js';

const one = z.object({ data: activityResource });
const refusals = errorAnswers(...DAY_COMMAND_REFUSALS);

/**
 * Activity (log) calls, served under both /v1/activities and /v1/logs (api-contract §7.5 gives both).
 * Activity is its user's until the day is published; then managers of the organisation see it too.
 */
export function activityRoutes(base: '/v1/activities' | '/v1/logs'): FastifyPluginAsyncZod {
  const tags = [base === '/v1/logs' ? 'logs' : 'activities'];
  return async (app) => {
    app.get(base, {
      config: readByToken,
      schema: {
        tags,
        summary: 'Activity you may see: your own, and published activity of your organisation when you are a manager',
        description:
          "Default 100 per page, newest first (ended_at desc); deleted activity only with is_deleted=bool:true. Activity of days before your plan's history (api-contract §9.3) is left out.",
        querystring: listQuerySchema(activityList),
        response: { 200: listResponse(activityResource) },
      },
      handler: async (request, reply) => {
        const query = parseListQuery(activityList, request.query);
        const params: unknown[] = [];
        const where = visibleTo(viewerOf(request), params, "day_status = 'published'") + viewableDates(app, request, params);
        const { rows, total } = await runList<ActivityRow>(app.deps.pool, activityList, query, { select: ACTIVITY_SELECT, from: 'activities', where, params });
        return sendList(reply, activityList, query, rows.map(toActivityResource), total);
      },
    });

    app.post(base, {
      schema: { tags, summary: 'Registers activity on your day (trimming your overlapping activity unless told not to)', body: activityInput, response: { 201: one, ...errorAnswers('day_published', 'day_locked', 'concurrency_conflict') } },
      handler: async (request, reply) => {
        const input = request.body;
        await assertContacts(app, request, [input.contact_id, input.partner_contact_id]);
        const day = dayAt(dayOwnerOf(request), input.started_at);
        const thresholds = await loadLogThresholds(app.deps.pool, request.user.client_id, request.user.id);
        const activityId = randomUUID();
        const activity = {
          activity_id: activityId,
          started_at: new Date(input.started_at).toISOString(),
          ended_at: new Date(input.ended_at).toISOString(),
          contact_id: input.contact_id,
          partner_contact_id: input.partner_contact_id,
          internal: input.internal,
          description: input.description,
          source: input.source,
          context: input.context,
        };
        const tag = await new ContactBookings(app.recentReads).withBooking(day, await app.deps.tagIndex.decidingTagOf(day, activity));
        await runOnDay(app, request, day.day_id, {
          type: 'RegisterActivity',
          day,
          activity,
          ...(tag ? { tag } : {}),
          removeOverlapping: input.remove_overlapping,
          ignoreThreshold: thresholds.ignore[input.source.type] ?? 0,
          at: now(app),
        });
        return reply.code(201).send({ data: await present(app, request, activityId) });
      },
    });

    app.get(`${base}/:id`, {
      config: readByToken,
      schema: { tags, summary: 'One activity', params: activityParams, response: { 200: one, ...errorAnswers('history_limited') } },
      handler: async (request) => {
        const data = await present(app, request, request.params.id);
        assertViewable(app, request, data.date);
        return { data };
      },
    });

    app.put(`${base}/:id`, {
      // Answers from the day's state; reads only the contacts read model (the activity's day: ActivityDays).
      config: { readModels: ['contacts', 'custom-fields', ...BOOK_BY_TAGGING_READ_MODELS] },
      serializerCompiler: plainAnswers,
      schema: { tags, summary: 'Tags, marks internal, ignores or describes your activity, or sets its custom field values', params: activityParams, body: activityUpdate, response: { 200: one, ...refusals } },
      handler: async (request) => {
        const { id } = request.params;
        const { customfields, ...changes } = request.body;
        await assertContacts(app, request, [changes.contact_id ?? null]);
        const values = await checkedValues(app, request, 'activity', customfields);
        const tagged = await changeOwnActivities(app, request, [id], (activityIds) => ({
          type: 'ChangeActivities',
          activityIds,
          changes: values ? { ...changes, customfields: values } : changes,
          at: now(app),
        }));
        const [activity] = await bookByTagging(app, request, request.body.contact_id, tagged);
        return { data: activity! };
      },
    });

    app.delete(`${base}/:id`, {
      schema: { tags, summary: 'Deletes your activity (restorable with PATCH until the day is published)', params: activityParams, response: { 200: one, ...refusals } },
      handler: async (request) => {
        const { id } = request.params;
        await runOnDay(app, request, await dayOfOwnActivity(app, request, id), { type: 'RemoveActivity', activityId: id, at: now(app) });
        return { data: await present(app, request, id) };
      },
    });

    app.patch(`${base}/:id`, {
      schema: { tags, summary: 'Restores your deleted (or overlapped) activity', params: activityParams, response: { 200: one, ...refusals } },
      handler: async (request) => {
        const { id } = request.params;
        await runOnDay(app, request, await dayOfOwnActivity(app, request, id), { type: 'RestoreActivity', activityId: id, at: now(app) });
        return { data: await present(app, request, id) };
      },
    });
  };
}

/** A tag must name an active contact of the caller's organisation. */
export async function assertContacts(app: FastifyInstance, request: FastifyRequest, ids: ReadonlyArray<string | null | undefined>) {
  for (const [index, id] of ids.entries()) {
    if (!id) continue;
    const contact = await app.recentReads.contact(request.user.client_id, id);
    if (!contact || contact.deleted_at) {
      throw new ApiError('validation_failed', undefined, { [index === 0 ? 'contact_id' : 'partner_contact_id']: [say('contact_unknown_or_archived')] });
    }
  }
}

async function present(app: FastifyInstance, request: FastifyRequest, id: string) {
  const [row] = await findActivities(app.deps.pool, viewerOf(request), [id]);
  if (!row) throw new ApiError('model_not_found', say('activity_not_found'));
  return toActivityResource(row);
}

export const now = (app: FastifyInstance) => app.deps.clock().toISOString();
