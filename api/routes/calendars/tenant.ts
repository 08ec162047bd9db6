import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disableCallRecords, forgetCallRecordsRefusal } from '../../../calendar/calls/store.js';
import { forgetTenant, recordTenant } from '../../../calendar/tenant.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { answering } from '../connect/errors.js';
import { portalMicrosoftApp, tenantConsentUrl } from './firm-microsoft.js';
import { revoked } from './schemas.js';
import { say } from '../../../i18n/text.js';

const tags = ['calendars'];
const admin = { roles: ['admin'] as const };
const guid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'A directory (tenant) id: a GUID');

const tenantInput = z
  .strictObject({
    tenant_id: guid.or(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'A GUID or a verified domain such as firm.onmicrosoft.com')).describe("The firm's Microsoft Entra directory (tenant) id or domain."),
    client_id: guid.optional().describe("The firm's own app registration; without it the portal's app (MICROSOFT_CLIENT_ID) is consented to."),
    client_secret: z.string().min(1).max(1024).optional().describe('The secret of that app registration; stored encrypted, never answered.'),
  })
  .refine((input) => (input.client_id === undefined) === (input.client_secret === undefined), { message: 'Give client_id and client_secret together', path: ['client_secret'] });

const tenantAnswer = z
  .object({
    data: z.object({
      tenant_id: z.string(),
      client_id: z.string(),
      consent_url: z.url().describe("Microsoft's admin-consent page for the tenant: the admin approves the app for everyone, then returns to /integrations/calendar-microsoft."),
    }),
  })
  .meta({ id: 'MicrosoftTenant' });

/** An admin's tenant consent for Microsoft 365 (api-contract §7.2 /microsoft/tenant): recorded, then approved at Microsoft. */
export const microsoftTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/microsoft/tenant', {
    config: admin,
    schema: {
      tags,
      summary: "Records the firm's Microsoft 365 tenant and answers the admin-consent URL to approve the app for everyone in it (admins)",
      body: tenantInput,
      response: { 200: tenantAnswer, ...errorAnswers('forbidden', 'validation_failed', 'precondition_failed') },
    },
    handler: async (request) => {
      const { tenant_id: tenantId, client_id: ownApp, client_secret: clientSecret } = request.body;
      const clientId = ownApp ?? (await answering(async () => portalMicrosoftApp(app)));
      await recordTenant(app.deps.pool, app.deps.integrations.cipher, request.user.client_id, { tenantId, clientId: ownApp, clientSecret }, app.deps.clock());
      // The admin goes on to Microsoft's consent page: a refusal of the call records is of the consent before it.
      await forgetCallRecordsRefusal(app.deps.pool, request.user.client_id);
      return { data: { tenant_id: tenantId, client_id: clientId, consent_url: tenantConsentUrl(app, tenantId, clientId) } };
    },
  });

  app.delete('/v1/microsoft/tenant', {
    config: admin,
    schema: {
      tags,
      summary: "Forgets the firm's Microsoft 365 tenant (admins): Teams call records are no longer read; people's own grants stay",
      response: { 200: revoked, ...errorAnswers('forbidden', 'model_not_found') },
    },
    handler: async (request) => {
      if (!(await forgetTenant(app.deps.pool, request.user.client_id))) throw new ApiError('model_not_found', say('tenant_not_recorded'));
      // Call records are read with the tenant's consent: without a tenant they cannot be, and a tenant recorded later starts with them off.
      await disableCallRecords(app.deps.pool, request.user.client_id);
      return { data: { revoked: true as const } };
    },
  });
};
