import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayStream, type Day, type DayCommand } from '../domain/days/index.js';
import { activitiesOfDay, findDay } from '../projections/day-flow/queries.js';
import { execute, type ExecuteOptions } from './commands.js';
import { ApiError, type ErrorCode } from './errors/catalogue.js';
import { activityOfDay, viewerOf } from './routes/activities/present.js';
import { say } from '../i18n/text.js';

/**
 * What a command on a user's day can be refused with besides invalid input: a day or activity that is not the
 * caller's, a day published or being published, a race with other changes of the day lost too often.
 */
export const DAY_COMMAND_REFUSALS = ['model_not_found', 'day_published', 'day_locked', 'concurrency_conflict'] as const satisfies readonly ErrorCode[];

/** Runs a command on one of the signed-in user's days (others' days are not theirs to change). */
export async function runOnDay(app: FastifyInstance, request: FastifyRequest, dayId: string, command: DayCommand, options?: ExecuteOptions) {
  const outcome = await execute(app, request, app.deps.days, dayStream(dayId), command, options);
  app.activityDays.registered(outcome.state.ref, outcome.events);
  return outcome;
}

/**
 * Runs a command that changes activities of the signed-in user's days and answers them as the commands left
 * them (what the read model shows once it has caught up), without waiting for the read models.
 */
export async function changeOwnActivities(app: FastifyInstance, request: FastifyRequest, ids: readonly string[], command: (activityIds: string[]) => DayCommand) {
  const days = new Map<string, Day>();
  for (const [dayId, activityIds] of await ownActivitiesByDay(app, request, ids)) {
    days.set(dayId, (await runOnDay(app, request, dayId, command(activityIds), { waitForReadModels: false })).state);
  }
  return [...new Set(ids)].map((id) => {
    const day = [...days.values()].find((candidate) => candidate.activities.has(id));
    return activityOfDay(day, id);
  });
}

/** The signed-in user's own activities by id, grouped by day; 404 when any is unknown or someone else's. */
async function ownActivitiesByDay(app: FastifyInstance, request: FastifyRequest, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const days = await app.activityDays.find(app.deps.pool, unique);
  const byDay = new Map<string, string[]>();
  for (const id of unique) {
    const day = days.get(id);
    if (day?.user_id !== request.user.id) throw new ApiError('model_not_found', say('activities_not_found'));
    const ids = byDay.get(day.day_id);
    if (ids) ids.push(id);
    else byDay.set(day.day_id, [id]);
  }
  return byDay;
}

/** A day the signed-in user may change: their own. */
export async function ownDay(app: FastifyInstance, request: FastifyRequest, dayId: string) {
  const day = await findDay(app.deps.pool, viewerOf(request), dayId);
  if (!day || day.user_id !== request.user.id) throw new ApiError('model_not_found', say('day_not_found'));
  return day;
}

export async function dayWithActivities(app: FastifyInstance, request: FastifyRequest, dayId: string) {
  const viewer = viewerOf(request);
  const day = await findDay(app.deps.pool, viewer, dayId);
  if (!day) throw new ApiError('model_not_found', say('day_not_found'));
  return { day, activities: await activitiesOfDay(app.deps.pool, viewer, dayId) };
}

/** The day of one of the signed-in user's own activities. */
export async function dayOfOwnActivity(app: FastifyInstance, request: FastifyRequest, activityId: string): Promise<string> {
  const [dayId] = (await ownActivitiesByDay(app, request, [activityId])).keys();
  return dayId!;
}
