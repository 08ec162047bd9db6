import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callRecordSync } from '../../../calendar/calls/store.js';
import { adminConsentUrl, findTenant } from '../../../calendar/tenant.js';
import { sayKeptJson } from '../../../i18n/text.js';
import { oauthClient, oauthEnabled } from '../../../integrations/oauth/index.js';
import { languageOfRequest } from '../../errors/language.js';

/** Product-spec §3's integrations.microsoft of the client, as GET /v1/clients answers it. */
export const microsoftIntegration = z
  .object({
    tenant_id: z.string().describe('The tenant recorded with POST /v1/microsoft/tenant.'),
    client_id: z.string().nullable().describe("The app the tenant consents to: the firm's own app registration, else the portal's (null when the server has no Microsoft app)."),
    own_app: z.boolean().describe("The firm recorded an app registration of its own (its secret is never answered)."),
    consent_url: z
      .url()
      .nullable()
      .describe("Microsoft's admin-consent page for the tenant, to give (or give again) consent; null without an app. Microsoft tells only the admin's browser whether it was given."),
    call_records_enabled: z.boolean().describe("Teams call records are read for this tenant (POST and DELETE /v1/rpc/microsoft/teams)."),
    call_records_refused_at: z.iso
      .datetime()
      .nullable()
      .describe('When Microsoft first refused the call records (consent never given or withdrawn, or the app refused); null while they are read. Cleared by a read that succeeds, by recording the tenant again or by switching call records on again.'),
    call_records_refusal: z.string().nullable().describe("What Microsoft refused and what to do, in the reader's language; null while not refused."),
  })
  .meta({ id: 'MicrosoftIntegration', description: "The firm's Microsoft 365 tenant; null until an admin records one." });

/** Where Microsoft sends the admin back after consenting: the portal's Microsoft return page. */
const consentReturn = (app: FastifyInstance) => `${app.deps.integrations.oauth.publicUrl.replace(/\/$/, '')}/integrations/calendar-microsoft`;

/** The admin-consent URL for a tenant and the app it consents to (the firm's own, else the portal's). */
export function tenantConsentUrl(app: FastifyInstance, tenantId: string, clientId: string): string {
  return adminConsentUrl(tenantId, clientId, consentReturn(app));
}

/** The app the tenant consents to when the firm has none of its own; 412 through `answering` when the server has none. */
export const portalMicrosoftApp = (app: FastifyInstance) => oauthClient(app.deps.integrations.oauth, 'microsoft').clientId;

/**
 * The firm's Microsoft 365 tenant as an admin sees it: recorded, which app, whether call records are read, and
 * whether Microsoft refused them, said in the admin's language as a person's refused grant is.
 */
export async function presentMicrosoftIntegration(app: FastifyInstance, request: FastifyRequest): Promise<z.infer<typeof microsoftIntegration> | null> {
  const { pool, integrations } = app.deps;
  const clientId = request.user.client_id;
  const tenant = await findTenant(pool, integrations.cipher, clientId);
  if (!tenant) return null;
  const stored = await callRecordSync(pool, clientId);
  const calls = stored?.tenantId.toLowerCase() === tenant.tenantId.toLowerCase() ? stored : undefined;
  const consentingApp = tenant.clientId ?? (oauthEnabled(integrations.oauth, 'microsoft') ? portalMicrosoftApp(app) : null);
  const refusal = calls?.refusal ?? null;
  return {
    tenant_id: tenant.tenantId,
    client_id: consentingApp,
    own_app: Boolean(tenant.clientId),
    consent_url: consentingApp === null ? null : tenantConsentUrl(app, tenant.tenantId, consentingApp),
    call_records_enabled: calls !== undefined,
    call_records_refused_at: calls?.refusedAt?.toISOString() ?? null,
    call_records_refusal: refusal === null ? null : sayKeptJson(refusal).in(await languageOfRequest(pool, request)),
  };
}
