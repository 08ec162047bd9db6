import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferenceStream } from '../../../domain/preferences/index.js';
import { loadBlockCalculationSettings } from '../../../projections/preferences/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { dropPreferences, dropQuery, dropRefusals } from './drop.js';
import { chapterBodies, setRefusals, userBlockCalculationSettings, userParams } from './schemas.js';
import { say } from '../../../i18n/text.js';

const tags = ['preferences'];

/** A user's block calculation settings: they read their own; administrators read and set those of their organisation's users. */
export const blockCalculationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/preferences/block_calculation_settings/:userId', {
    schema: {
      tags,
      summary: "A user's effective block calculation settings (yours, or any of your organisation's as administrator)",
      params: userParams,
      response: { 200: userBlockCalculationSettings, ...errorAnswers('forbidden') },
    },
    handler: async (request) => {
      const userId = await colleague(app, request, request.params.userId);
      return { data: { user_id: userId, ...(await loadBlockCalculationSettings(app.deps.pool, request.user.client_id, userId)) } };
    },
  });

  app.put('/v1/preferences/block_calculation_settings/:userId', {
    config: { roles: ['admin'] },
    schema: {
      tags,
      summary: "Sets a user's block calculation settings (administrators)",
      description: 'Block sizes in seconds; round_type regular, up or down. An empty object or no body answers 422 no_preference_provided.',
      params: userParams,
      body: chapterBodies.block_calculation_settings.nullish(),
      response: { 200: userBlockCalculationSettings, ...setRefusals },
    },
    handler: async (request) => {
      const userId = await colleague(app, request, request.params.userId);
      const owner = { client_id: request.user.client_id, user_id: userId };
      await execute(app, request, app.deps.preferences, preferenceStream(owner), {
        type: 'SetPreferences',
        owner,
        chapter: 'block_calculation_settings',
        values: request.body ?? {},
        at: app.deps.clock().toISOString(),
      });
      return { data: { user_id: userId, ...(await loadBlockCalculationSettings(app.deps.pool, request.user.client_id, userId)) } };
    },
  });

  app.delete('/v1/preferences/block_calculation_settings/:userId', {
    config: { roles: ['admin'] },
    schema: {
      tags,
      summary: "Drops a user's own block calculation settings: the organisation's apply again (administrators)",
      description:
        "`keys` (comma-separated, e.g. forced_block_size) drops only those; without it all of the user's own. Answers the user's effective " +
        'settings. A user without settings of their own (in those keys) answers 404 model_not_found.',
      params: userParams,
      querystring: dropQuery,
      response: { 200: userBlockCalculationSettings, ...dropRefusals },
    },
    handler: async (request) => {
      const userId = await colleague(app, request, request.params.userId);
      await dropPreferences(app, request, { client_id: request.user.client_id, user_id: userId }, 'block_calculation_settings', request.query.keys);
      return { data: { user_id: userId, ...(await loadBlockCalculationSettings(app.deps.pool, request.user.client_id, userId)) } };
    },
  });
};

/** Yourself, or (administrators) a user of your organisation; another organisation's users are not found. */
async function colleague(app: FastifyInstance, request: FastifyRequest, userId: string): Promise<string> {
  const id = userId.toLowerCase();
  if (id === request.user.id) return id;
  if (request.user.role !== 'admin') throw new ApiError('forbidden', say('settings_admins_only'));
  const { rowCount } = await app.deps.pool.query('SELECT 1 FROM users WHERE id = $1 AND client_id = $2 AND deleted_at IS NULL', [id, request.user.client_id]);
  if (!rowCount) throw new ApiError('model_not_found');
  return id;
}
