import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAllTagged, durationOf, notBookedActivities, roundedDuration, unbookedDuration, type BlockSettings, type DayCommand } from '../../../domain/days/index.js';
import { toActivity } from '../../../projections/day-flow/rows.js';
import { loadBlockCalculationSettings } from '../../../projections/preferences/queries.js';
import { DAY_COMMAND_REFUSALS, dayWithActivities, ownDay, runOnDay } from '../../day-commands.js';
import { errorAnswers } from '../../errors/schema.js';
import { now } from '../activities/index.js';
import {
  correctionsBody,
  dayIdBody,
  dayResource,
  initPublishBody,
  initPublishMeta,
  prepareBookingAnswer,
  prepareCorrectionsAnswer,
  publishBody,
  toDayResource,
} from './schemas.js';

const withDay = z.object({ data: dayResource });

export const dayRpcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/days/prepare-booking', {
    schema: {
      tags: ['days'],
      summary: 'Checks that every activity of your day that is not ignored is tagged (else 422 prepare_booking), and answers its timeline',
      description: 'The contract shows only that suggestions and a timeline are read: this portal suggests nothing yet (always []), and the timeline is the day’s activity in order.',
      body: dayIdBody,
      response: { 200: z.object({ data: prepareBookingAnswer }), ...errorAnswers('model_not_found', 'prepare_booking') },
    },
    handler: async (request) => {
      await ownDay(app, request, request.body.day_id);
      const { day, activities } = await dayWithActivities(app, request, request.body.day_id);
      assertAllTagged(activities.map(toActivity));
      const resource = toDayResource(day, activities);
      return { data: { day: resource, suggestions: [], timeline: resource.activities ?? [] } };
    },
  });

  app.post('/v1/rpc/days/prepare-corrections', {
    schema: {
      tags: ['days'],
      summary: 'Whether your day can be corrected (all activity booked), which activity is not booked yet, and what rounding would give',
      description:
        'The contract shows booked and invalid_logs; this portal adds the block size and rounding of your settings, and per booked activity its duration now and rounded to the block size.',
      body: dayIdBody,
      response: { 200: z.object({ data: prepareCorrectionsAnswer }), ...errorAnswers('model_not_found') },
    },
    handler: async (request) => {
      await ownDay(app, request, request.body.day_id);
      const { activities } = await dayWithActivities(app, request, request.body.day_id);
      const settings = await blockSettings(app, request);
      const dayActivities = activities.map(toActivity);
      const invalid = notBookedActivities(dayActivities).map((a) => a.id);
      const proposals = dayActivities
        .filter((a) => a.status === 'booked')
        .map((a) => ({ activity_id: a.id, duration: durationOf(a), rounded: roundedDuration(a, settings), set_by_hand: a.corrected_by_hand }));
      return { data: { booked: invalid.length === 0, invalid_logs: invalid, block_size: settings.blockSize, round_type: settings.roundType, proposals } };
    },
  });

  app.post('/v1/rpc/days/corrections', {
    schema: {
      tags: ['days'],
      summary: 'Corrects durations to the block size once all activity is booked (422 prepare_corrections, correct_block_size)',
      body: correctionsBody,
      response: { 200: withDay, ...errorAnswers(...DAY_COMMAND_REFUSALS, 'prepare_corrections', 'correct_block_size') },
    },
    handler: async (request) => {
      const { body } = request;
      const { day_id } = body;
      await ownDay(app, request, day_id);
      const at = now(app);
      let command: DayCommand;
      if (body.action === 'reset') command = { type: 'CorrectDurations', action: 'reset', at };
      else if (body.action === 'round') {
        const includeSetByHand = body.parameters?.round_set_by_hand ?? false;
        command = { type: 'CorrectDurations', action: 'round', settings: await blockSettings(app, request), includeSetByHand, at };
      } else {
        const { parameters } = body;
        command = { type: 'CorrectDurations', action: 'set', activityId: parameters.activity_id, duration: parameters.duration, settings: await blockSettings(app, request), at };
      }
      return dayAfter(app, request, day_id, command);
    },
  });

  app.post('/v1/rpc/days/init-publish', {
    schema: {
      tags: ['days'],
      summary: 'Locks your day for publishing once all activity is booked or ignored (422 init_publish); cancel=true unlocks it',
      body: initPublishBody,
      description: 'The contract does not show the answer: the day, and in meta its unbooked (ignored) seconds and the warning publishing will need a confirmation for.',
      response: { 200: z.object({ data: dayResource, meta: initPublishMeta }), ...errorAnswers(...DAY_COMMAND_REFUSALS, 'init_publish') },
    },
    handler: async (request) => {
      const { day_id, cancel } = request.body;
      await ownDay(app, request, day_id);
      const { state } = await runOnDay(app, request, day_id, cancel ? { type: 'CancelPublish', at: now(app) } : { type: 'InitPublish', at: now(app) });
      const unbooked = unbookedDuration(state.activities.values());
      const warning = unbooked > 0 ? `This day has ${Number((unbooked / 3600).toFixed(2))} h of unbooked time; publishing needs your confirmation.` : null;
      return { data: await dayResourceOf(app, request, day_id), meta: { unbooked_duration: unbooked, warning } };
    },
  });

  app.post('/v1/rpc/days/publish', {
    schema: {
      tags: ['days'],
      summary: 'Publishes your day: managers see it, and it never changes again. Unbooked time needs confirm=true (else 422 publish).',
      body: publishBody,
      response: { 200: withDay, ...errorAnswers(...DAY_COMMAND_REFUSALS, 'init_publish', 'publish') },
    },
    handler: async (request) => {
      const { day_id, confirm } = request.body;
      await ownDay(app, request, day_id);
      return dayAfter(app, request, day_id, { type: 'PublishDay', confirmUnbooked: confirm, at: now(app) });
    },
  });
};

async function dayAfter(app: FastifyInstance, request: FastifyRequest, dayId: string, command: DayCommand) {
  await runOnDay(app, request, dayId, command);
  return { data: await dayResourceOf(app, request, dayId) };
}

async function dayResourceOf(app: FastifyInstance, request: FastifyRequest, dayId: string) {
  const { day, activities } = await dayWithActivities(app, request, dayId);
  return toDayResource(day, activities);
}

async function blockSettings(app: FastifyInstance, request: FastifyRequest): Promise<BlockSettings> {
  const settings = await loadBlockCalculationSettings(app.deps.pool, request.user.client_id, request.user.id);
  return { blockSize: settings.forced_block_size, roundType: settings.round_type, ignoreThreshold: settings.ignore_threshold };
}
