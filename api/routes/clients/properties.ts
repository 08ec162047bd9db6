import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IANAZone } from 'luxon';
import { z } from 'zod';
import { recordAudit } from '../../../identity/audit.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { forgetCachedSessions } from '../../plugins/authentication.js';
import { auditOrigin } from '../audit/origin.js';
import { clientProperties, PROPERTY_KEYS } from './schemas.js';

const tags = ['clients'];

/** GET /v1/clients/properties and POST …/{key}: the organisation's own settings that are state, not preferences. */
export const clientPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  const propertiesOf = async (clientId: string) => {
    const { rows } = await pool.query<z.infer<typeof clientProperties>>(
      'SELECT two_factor_required, time_zone, onboarded_at IS NOT NULL AS is_onboarded FROM clients WHERE id = $1',
      [clientId],
    );
    const properties = rows[0];
    if (!properties) throw new ApiError('model_not_found');
    return { data: properties };
  };

  app.get('/v1/clients/properties', {
    config: { twoFactorSetup: true },
    schema: { tags, summary: "Your organisation's properties", response: { 200: z.object({ data: clientProperties }) } },
    handler: async (request) => propertiesOf(request.user.client_id),
  });

  app.post('/v1/clients/properties/:key', {
    config: { roles: ['admin'] },
    schema: {
      tags,
      summary: "Sets one of the organisation's properties (administrators)",
      description:
        'two_factor_required takes true or false; requiring it needs two-factor on for the administrator first (412 precondition_failed): nobody locks the firm out by accident. ' +
        'time_zone takes an IANA zone (Europe/Amsterdam): the days of people without a zone of their own are local to it from then on. is_onboarded is read only.',
      params: z.object({ key: z.enum(PROPERTY_KEYS) }),
      body: z.strictObject({ value: z.union([z.boolean(), z.string().max(100)]) }),
      response: { 200: z.object({ data: clientProperties }), ...errorAnswers('precondition_failed') },
    },
    handler: async (request) => {
      const { user } = request;
      const { value } = request.body;
      if (request.params.key === 'two_factor_required') {
        if (typeof value !== 'boolean') throw new ApiError('validation_failed', undefined, { value: [say('property_true_or_false')] });
        if (value && !user.two_factor_enabled) throw new ApiError('precondition_failed', say('two_factor_for_yourself_first'));
        await pool.query('UPDATE clients SET two_factor_required = $2 WHERE id = $1', [user.client_id, value]);
        await recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: null, action: 'two_factor_requirement_changed', details: { required: value }, ...auditOrigin(request) });
      } else {
        if (typeof value !== 'string' || !IANAZone.isValidZone(value)) throw new ApiError('validation_failed', undefined, { value: [say('time_zone_unknown')] });
        const { rows } = await pool.query<{ before: string }>(
          'UPDATE clients c SET time_zone = $2 FROM clients b WHERE c.id = $1 AND b.id = c.id RETURNING b.time_zone AS before',
          [user.client_id, value],
        );
        const details = { key: 'time_zone', before: rows[0]?.before ?? null, after: value };
        await recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: null, action: 'organisation_property_changed', details, ...auditOrigin(request) });
      }
      // A signed-in person's session carries the firm's two-factor rule and time zone.
      forgetCachedSessions(app, (cached) => cached.client_id === user.client_id);
      return propertiesOf(user.client_id);
    },
  });
};
