import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { scheduledSeconds, WEEKDAYS } from '../../../domain/preferences/index.js';
import { detectionsPerDay, listDetectors, type DetectorRow } from '../../../detection/detectors.js';
import { findUserOfOrganisation, type UserRow } from '../../../identity/users.js';
import { detectedSecondsPerDate } from '../../../projections/day-flow/coverage.js';
import { loadWorkSchedule } from '../../../projections/preferences/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { coverageAnswer, detectorList, detectorQuery } from './schemas.js';
import { coveragePeriods, weekdayAverages } from './coverage.js';
import { say } from '../../../i18n/text.js';

const tags = ['detectors'];
const WHOSE =
  "A person sees their own; an administrator may pass user_id of one of the organisation's people (403 for others who do, 404 for an id " +
  'the organisation does not have). Managers see published days, not detections: raw detections stay their person’s and the administrator’s.';

/**
 * The detectors screen's reads, for a signed-in session: a person's detectors (their buckets at /api/0, which
 * that surface lists only to an API token) and how well detection covers their work (docs/detection.md).
 */
export const detectorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The person asked about: the caller, or for an administrator one of the organisation's people. */
  async function whose(request: FastifyRequest, userId: string | undefined): Promise<UserRow> {
    if (userId === undefined || userId === request.user.id) return request.user;
    if (request.user.role !== 'admin') throw new ApiError('forbidden', say('detectors_admins_only'));
    const person = await findUserOfOrganisation(app.deps.pool, request.user.client_id, userId);
    if (!person) throw new ApiError('model_not_found', say('user_not_found'));
    return person;
  }

  app.get('/v1/detectors', {
    schema: {
      tags,
      summary: 'Your detectors: your buckets with their device, last detection and detections of the last 7 days',
      description: WHOSE,
      querystring: detectorQuery,
      response: { 200: detectorList, ...errorAnswers('forbidden', 'model_not_found') },
    },
    handler: async (request) => {
      const person = await whose(request, request.query.user_id);
      const { recent } = coveragePeriods(app.deps.clock(), person.time_zone);
      return { data: (await listDetectors(app.deps.pool, person.id, recent.since)).map(presentDetector) };
    },
  });

  app.get('/v1/detectors/coverage', {
    schema: {
      tags,
      summary: 'Detection coverage: detected hours per weekday against the work schedule, and which detectors sent data on each of the last 7 days',
      description: WHOSE,
      querystring: detectorQuery,
      response: { 200: coverageAnswer, ...errorAnswers('forbidden', 'model_not_found') },
    },
    handler: async (request) => {
      const person = await whose(request, request.query.user_id);
      const { weeks, recent } = coveragePeriods(app.deps.clock(), person.time_zone);
      const [detected, schedule, detectors, perDay] = await Promise.all([
        detectedSecondsPerDate(app.deps.pool, person.client_id, person.id, weeks),
        loadWorkSchedule(app.deps.pool, person.client_id, person.id),
        listDetectors(app.deps.pool, person.id, recent.since),
        detectionsPerDay(app.deps.pool, person.id, person.time_zone, recent.since),
      ]);
      const averages = weekdayAverages(detected);
      const scheduled = scheduledSeconds(schedule.schedule);
      const events = new Map(perDay.map((row) => [`${row.name}\u0000${row.date}`, row.events]));
      return {
        data: {
          user_id: person.id,
          time_zone: person.time_zone,
          weeks: { start: weeks.from, end: weeks.to },
          schedule_source: schedule.source,
          weekdays: WEEKDAYS.map((weekday) => ({ weekday, detected: averages[weekday], scheduled: scheduled[weekday] })),
          days: recent.dates,
          detectors: detectors.map((row) => ({
            ...presentDetector(row),
            days: recent.dates.map((date) => ({ date, events: events.get(`${row.name}\u0000${date}`) ?? 0 })),
          })),
        },
      };
    },
  });
};

function presentDetector(row: DetectorRow) {
  return {
    id: row.name,
    type: row.type,
    client: row.client,
    hostname: row.hostname,
    created_at: row.created_at.toISOString(),
    last_event_at: row.last_event_at?.toISOString() ?? null,
    events_last_7_days: row.recent_events,
  };
}
