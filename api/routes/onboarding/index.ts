import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ONBOARDING_KEYS, ONBOARDING_TYPES, onboardingTasks, type OnboardingTask } from '../../../domain/onboarding/index.js';
import { findPerson } from '../../../identity/people.js';
import type { UserRow } from '../../../identity/users.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listMeta } from '../../lists/respond.js';
import { found } from '../users/support.js';
import { onboardingFacts } from './facts.js';

const tags = ['users'];
/** api-contract §9.2: onboarding tasks are paged 20 at a time, by type. */
const PAGE_SIZE = 20;

export const onboardingTask = z
  .object({
    id: z.enum(ONBOARDING_KEYS).describe('The key: a task is one per person, so its key names it.'),
    key: z.enum(ONBOARDING_KEYS),
    type: z.enum(ONBOARDING_TYPES),
    user_id: z.uuid(),
    reward: z.number().int().describe('Trial days the task is worth (colleague_invited: per accepted invite); 0 for none.'),
    is_required: z.boolean(),
    is_ignored: z.boolean().describe('Dismissed by the person (DELETE …/onboarding/{key}).'),
    completed_at: z.string().nullable().describe('When the person did what completes it (never set by a call: the portal sees it done).'),
    progress: z.object({ done: z.number().int(), required: z.number().int() }).nullable().describe('Steps of a task of several: published days towards day processing.'),
  })
  .meta({ id: 'OnboardingTask' });

const params = z.strictObject({ id: z.uuid() });

const present = (userId: string) => (task: OnboardingTask) => ({ ...task, id: task.key, user_id: userId, completed_at: task.completed_at?.toISOString() ?? null });

/**
 * A person's onboarding tasks (api-contract §7.3): the person themselves, or an administrator of their firm. Tasks
 * complete themselves from the portal's state (api/routes/onboarding/facts.ts); a person can only dismiss one.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;

  /** The person asked for, if the caller may see their tasks: yourself, or (administrators) one of your firm's people. */
  const personOf = async (request: FastifyRequest, id: string): Promise<UserRow> => {
    if (request.user.role !== 'admin' && id !== request.user.id) throw new ApiError('forbidden');
    return found(findPerson(pool, request.user.client_id, id));
  };
  const tasksOf = async (person: UserRow): Promise<OnboardingTask[]> => {
    const [facts, { rows }] = await Promise.all([
      onboardingFacts(pool, person),
      pool.query<{ key: string }>('SELECT key FROM onboarding_dismissals WHERE user_id = $1', [person.id]),
    ]);
    return onboardingTasks(facts, new Set(rows.map((row) => row.key)));
  };

  app.get('/v1/users/:id/onboarding', {
    // A day the caller just published counts at once.
    config: { readModels: ['day-flow'] },
    schema: {
      tags,
      summary: 'A person’s onboarding tasks by type (detection, essential, general, security): yourself, or one of your people (administrators)',
      description:
        'Tasks complete themselves from what the person did: a desktop or browser watcher sent detections, a calendar was connected, a day was published, ' +
        'seven days were published (day processing unlocks), a colleague was invited, two-factor sign-in was turned on, the firm connected its CRM.',
      params,
      querystring: z.strictObject({
        page: z.coerce.number().int().min(1).max(1000).optional(),
        limit: z.coerce.number().int().min(1).max(100).optional().describe(`Page size (default ${PAGE_SIZE}).`),
      }),
      response: { 200: z.object({ data: z.array(onboardingTask), meta: listMeta }), ...errorAnswers('forbidden', 'model_not_found') },
    },
    handler: async (request) => {
      const person = await personOf(request, request.params.id);
      const tasks = (await tasksOf(person)).map(present(person.id));
      const limit = request.query.limit ?? PAGE_SIZE;
      const page = request.query.page ?? 1;
      const data = tasks.slice((page - 1) * limit, page * limit);
      return { data, meta: { pagination: { count: data.length, total: tasks.length, per_page: limit, current_page: page, total_pages: Math.ceil(tasks.length / limit) } } };
    },
  });

  app.delete('/v1/users/:id/onboarding/:key', {
    schema: {
      tags,
      summary: 'Dismisses one of a person’s onboarding tasks: it stays in the list as ignored, and still completes when they do it',
      params: z.strictObject({ id: z.uuid(), key: z.string().max(100) }),
      response: { 200: z.object({ data: onboardingTask }), ...errorAnswers('forbidden', 'model_not_found') },
    },
    handler: async (request) => {
      const person = await personOf(request, request.params.id);
      const { key } = request.params;
      // A key of no task, or of one this person does not have (an administrator's task, asked of someone else).
      const task = (await tasksOf(person)).find((entry) => entry.key === key);
      if (!task) throw new ApiError('model_not_found', say('onboarding_task_not_found'));
      await pool.query(
        `INSERT INTO onboarding_dismissals (client_id, user_id, key, dismissed_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, key) DO NOTHING`,
        [person.client_id, person.id, key, app.deps.clock()],
      );
      return { data: present(person.id)({ ...task, is_ignored: true }) };
    },
  });
};
