import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../identity/audit.js';
import { auditOrigin } from '../audit/origin.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { forgetCachedSessions } from '../../plugins/authentication.js';
import { say } from '../../../i18n/text.js';

/** The organisation's settings that are state of its own, not preferences: for now, whether it requires two-factor sign-in. */
const clientProperties = z
  .object({ two_factor_required: z.boolean().describe('Everyone signs in with two-factor; who has not turned it on is asked to before anything else.') })
  .meta({ id: 'ClientProperties' });

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  const propertiesOf = async (clientId: string) => {
    const { rows } = await pool.query<z.infer<typeof clientProperties>>('SELECT two_factor_required FROM clients WHERE id = $1', [clientId]);
    return { data: rows[0] ?? { two_factor_required: false } };
  };

  app.get('/v1/clients/properties', {
    config: { twoFactorSetup: true },
    schema: { tags: ['clients'], summary: "Your organisation's properties", response: { 200: z.object({ data: clientProperties }) } },
    handler: async (request) => propertiesOf(request.user.client_id),
  });

  app.post('/v1/clients/properties/:key', {
    config: { roles: ['admin'] },
    schema: {
      tags: ['clients'],
      summary: "Sets one of the organisation's properties (administrators)",
      description: 'Requiring two-factor sign-in needs it on for the administrator first (412 precondition_failed): nobody locks the firm out by accident.',
      params: z.object({ key: z.enum(['two_factor_required']) }),
      body: z.strictObject({ value: z.boolean() }),
      response: { 200: z.object({ data: clientProperties }), ...errorAnswers('precondition_failed') },
    },
    handler: async (request) => {
      const { user } = request;
      const required = request.body.value;
      if (required && !user.two_factor_enabled) throw new ApiError('precondition_failed', say('two_factor_for_yourself_first'));
      await pool.query('UPDATE clients SET two_factor_required = $2 WHERE id = $1', [user.client_id, required]);
      forgetCachedSessions(app, (cached) => cached.client_id === user.client_id);
      await recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: null, action: 'two_factor_requirement_changed', details: { required }, ...auditOrigin(request) });
      return propertiesOf(user.client_id);
    },
  });
};
