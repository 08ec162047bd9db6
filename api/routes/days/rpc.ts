import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotAllTaggedError, roundToBlocks, type BlockSettings, type DayCommand } from '../../../domain/days/index.js';
import { loadBlockCalculationSettings } from '../../../projections/preferences/queries.js';
import { dayWithActivities, ownDay, runOnDay } from '../../day-commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { commonErrors, errorBody } from '../../errors/schema.js';
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

const errors = { ...commonErrors, 404: errorBody, 409: errorBody };
const withDay = z.object({ data: dayResource });
const live = (status: string) => status !== 'ignored';

export const dayRpcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/days/prepare-booking', {
    schema: {
      tags: ['days'],
      summary: 'Checks that every activity of your day that is not ignored is tagged (else 422 prepare_booking), and answers its timeline',
      body: dayIdBody,
      response: { 200: z.object({ data: prepareBookingAnswer }), ...errors },
    },
    handler: async (request) => {
      await ownDay(app, request, request.body.day_id);
      const { day, activities } = await dayWithActivities(app, request, request.body.day_id);
      const untagged = activities.filter((a) => live(a.status) && !a.contact_id && !a.internal).map((a) => a.id);
      if (untagged.length > 0) throw new NotAllTaggedError(untagged);
      const resource = toDayResource(day, activities);
      return { data: { day: resource, suggestions: [], timeline: resource.activities ?? [] } };
    },
  });

  app.post('/v1/rpc/days/prepare-corrections', {
    schema: {
      tags: ['days'],
      summary: 'Whether your day can be corrected (all activity booked), which activity is not booked yet, and what rounding would give',
      body: dayIdBody,
      response: { 200: z.object({ data: prepareCorrectionsAnswer }), ...errors },
    },
    handler: async (request) => {
      await ownDay(app, request, request.body.day_id);
      const { activities } = await dayWithActivities(app, request, request.body.day_id);
      const settings = await blockSettings(app, request);
      const invalid = activities.filter((a) => a.status === 'open').map((a) => a.id);
      const proposals = activities
        .filter((a) => a.status === 'booked')
        .map((a) => {
          const detected = Math.round((Date.parse(String(a.ended_at)) - Date.parse(String(a.started_at))) / 1000);
          return { activity_id: a.id, duration: a.duration, rounded: roundToBlocks(detected, settings) };
        });
      return { data: { booked: invalid.length === 0, invalid_logs: invalid, block_size: settings.blockSize, round_type: settings.roundType, proposals } };
    },
  });

  app.post('/v1/rpc/days/corrections', {
    schema: {
      tags: ['days'],
      summary: 'Corrects durations to the block size once all activity is booked (422 prepare_corrections, correct_block_size)',
      body: correctionsBody,
      response: { 200: withDay, ...errors },
    },
    handler: async (request) => {
      const { day_id, action, parameters } = request.body;
      await ownDay(app, request, day_id);
      const at = now(app);
      let command: DayCommand;
      if (action === 'reset') command = { type: 'CorrectDurations', action, at };
      else if (action === 'round') command = { type: 'CorrectDurations', action, settings: await blockSettings(app, request), at };
      else {
        if (!parameters) throw new ApiError('validation_failed', undefined, { parameters: ['Give activity_id and duration.'] });
        command = { type: 'CorrectDurations', action, activityId: parameters.activity_id, duration: parameters.duration, settings: await blockSettings(app, request), at };
      }
      return dayAfter(app, request, day_id, command);
    },
  });

  app.post('/v1/rpc/days/init-publish', {
    schema: {
      tags: ['days'],
      summary: 'Locks your day for publishing once all activity is booked or ignored (422 init_publish); cancel=true unlocks it',
      body: initPublishBody,
      response: { 200: z.object({ data: dayResource, meta: initPublishMeta }), ...errors },
    },
    handler: async (request) => {
      const { day_id, cancel } = request.body;
      await ownDay(app, request, day_id);
      const { data } = await dayAfter(app, request, day_id, cancel ? { type: 'CancelPublish', at: now(app) } : { type: 'InitPublish', at: now(app) });
      const unbooked = (data.activities ?? []).filter((a) => a.status === 'ignored').reduce((sum, a) => sum + a.duration, 0);
      const warning = unbooked > 0 ? `This day has ${Number((unbooked / 3600).toFixed(2))} h of unbooked time; publishing needs your confirmation.` : null;
      return { data, meta: { unbooked_duration: unbooked, warning } };
    },
  });

  app.post('/v1/rpc/days/publish', {
    schema: {
      tags: ['days'],
      summary: 'Publishes your day: managers see it, and it never changes again. Unbooked time needs confirm=true (else 422 publish).',
      body: publishBody,
      response: { 200: withDay, ...errors },
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
  const { day, activities } = await dayWithActivities(app, request, dayId);
  return { data: toDayResource(day, activities) };
}

async function blockSettings(app: FastifyInstance, request: FastifyRequest): Promise<BlockSettings> {
  const settings = await loadBlockCalculationSettings(app.deps.pool, request.user.client_id, request.user.id);
  return { blockSize: settings.forced_block_size, roundType: settings.round_type, ignoreThreshold: settings.ignore_threshold };
}
