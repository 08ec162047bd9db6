import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disableCallRecords, enableCallRecords } from '../../../calendar/calls/store.js';
import { findTenant } from '../../../calendar/tenant.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { revoked } from './schemas.js';

const tags = ['calendars'];
const admin = { roles: ['admin'] as const };

const teamsAnswer = z
  .object({ data: z.object({ tenant_id: z.string(), call_records_enabled: z.literal(true) }) })
  .meta({ id: 'TeamsCallRecords', description: "The client's integrations.microsoft (product-spec §3): call records are read for the firm's tenant." });

/**
 * Teams call records for the firm (api-contract §7.2 /rpc/microsoft/teams, product-spec §3's
 * integrations.microsoft.call_records_enabled): Graph gives call records only to an app the tenant's admin
 * consented to (application permission CallRecords.Read.All), so they are switched on for the firm's recorded
 * tenant, by an admin; each person's detections chapter (calls, meetings) decides what becomes their activity.
 */
export const microsoftTeamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/microsoft/teams', {
    config: admin,
    schema: {
      tags,
      summary: "Reads the Teams call records of the firm's Microsoft 365 tenant from now on (admins; the tenant recorded and consented to first): calls become phone activity, group calls meeting activity, of the firm's people who took part",
      body: z.strictObject({ tenant_id: z.string().min(1).max(255).describe('The tenant recorded with POST /v1/microsoft/tenant.') }),
      response: { 200: teamsAnswer, ...errorAnswers('forbidden', 'validation_failed', 'precondition_failed') },
    },
    handler: async (request) => {
      const tenant = await findTenant(app.deps.pool, app.deps.integrations.cipher, request.user.client_id);
      if (!tenant) throw new ApiError('precondition_failed', say('teams_tenant_first'));
      if (tenant.tenantId.toLowerCase() !== request.body.tenant_id.toLowerCase()) {
        throw new ApiError('validation_failed', undefined, { tenant_id: [say('teams_tenant_other', { tenant: tenant.tenantId })] });
      }
      await enableCallRecords(app.deps.pool, request.user.client_id, tenant.tenantId, app.deps.clock());
      return { data: { tenant_id: tenant.tenantId, call_records_enabled: true as const } };
    },
  });

  app.delete('/v1/rpc/microsoft/teams', {
    config: admin,
    schema: { tags, summary: 'Stops reading the Teams call records (admins); activity registered from them stays', response: { 200: revoked, ...errorAnswers('forbidden', 'model_not_found') } },
    handler: async (request) => {
      if (!(await disableCallRecords(app.deps.pool, request.user.client_id))) throw new ApiError('model_not_found', say('teams_not_read'));
      return { data: { revoked: true as const } };
    },
  });
};
