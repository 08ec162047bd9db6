import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialsMeta, currentConnection, type Connection, type ConnectionKey } from '../../../integrations/connections/index.js';
import { listJiraSites, listXeroTenants } from '../../../integrations/index.js';
import { freshConnection, isOAuthSystem, oauthEnabled, oauthSettingNames, refreshingClient } from '../../../integrations/oauth/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { UNAVAILABLE_TAG } from '../../plugins/openapi.js';
import { answering, VENDOR_REFUSALS } from './errors.js';
import { grantKey, refreshOptions } from './present.js';
import { connectSettingsRoutes } from './settings.js';
import { credentialsMetaAnswer, externalOption, externalUser, levelInput, systemEnum } from './schemas.js';
import { vendorNames } from '../../../domain/push/systems.js';
import { say } from '../../../i18n/text.js';

/** Lists read from the system with a grant: the organisation's (admins) or the caller's own; 412 without one. */
const grantRefusals = errorAnswers('forbidden', ...VENDOR_REFUSALS);
const options = z.object({ data: z.array(externalOption) });
const users = z.object({ data: z.array(externalUser) });

/** Calls of the catalogue for systems this portal does not connect to (AFAS, Exact, Zoho). */
const unavailable: Array<{ path: string; system: string }> = [
  { path: '/v1/rpc/services/crm/meta/divisions', system: 'Exact' },
  { path: '/v1/rpc/services/crm/meta/employees', system: 'AFAS' },
  { path: '/v1/rpc/services/crm/meta/domains', system: 'Zoho' },
  { path: '/v1/rpc/services/crm/meta/portals', system: 'Zoho' },
  { path: '/v1/rpc/services/crm/afas/init-otp', system: 'AFAS' },
  { path: '/v1/rpc/services/ticket/afas/init-otp', system: 'AFAS' },
];
const available = Object.values(vendorNames).join(', ');
/** Only on servers that allow it (tests against the vendors' contract servers): initiate refuses base_url elsewhere. */
const baseUrlField = { name: 'base_url', label: 'Base URL', type: 'url', required: false } as const;

/** What the connect screens need beside the flow: the credential form, tenants, sites, the system's users and its settings. */
export const connectMetaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(connectSettingsRoutes);

  app.post('/v1/rpc/integration/crm/credentials/meta', {
    schema: {
      tags: ['crm', 'ticket system'],
      summary:
        'How a system connects: token or OAuth, the credential fields of initiate (with an optional base_url where this server lets connections use another address, as in tests), and the steps (also for the ticket system Jira)',
      body: z.strictObject({ system: z.string().min(1).max(50) }),
      response: {
        200: z.object({ data: credentialsMetaAnswer }),
        ...errorAnswers('system_not_available'),
      },
    },
    handler: async (request) => {
      const parsed = systemEnum.safeParse(request.body.system);
      if (!parsed.success) throw new ApiError('system_not_available', say('system_not_available_here', { system: request.body.system, available }));
      const system = parsed.data;
      const meta = credentialsMeta[system];
      const fields = meta.auth === 'token' && app.deps.integrations.allowBaseUrl ? [...meta.fields, baseUrlField] : meta.fields;
      const oauth = isOAuthSystem(system);
      return { data: { ...meta, fields, enabled: !oauth || oauthEnabled(app.deps.integrations.oauth, system), settings: oauth ? oauthSettingNames(system) : [] } };
    },
  });

  app.post('/v1/rpc/services/crm/meta/tenants', {
    schema: { tags: ['crm'], summary: 'The Xero organisations (tenants) the stored grant reaches', body: levelInput, response: { 200: options, ...grantRefusals } },
    handler: async (request) => {
      const connection = await stored(app, grantKey(request, 'crm', request.body?.level), 'xero');
      const tenants = await answering(() => listXeroTenants(connection.credentials.credentials.accessToken, vendorOptions(app, connection.credentials.credentials.baseUrl)));
      return { data: tenants.map((t) => ({ id: t.tenantId, name: t.tenantName })) };
    },
  });

  app.post('/v1/rpc/services/ticket/meta/cloud_sites', {
    schema: { tags: ['ticket system'], summary: 'The Jira sites the stored grant reaches', body: levelInput, response: { 200: options, ...grantRefusals } },
    handler: async (request) => {
      const connection = await stored(app, grantKey(request, 'ticket', request.body?.level), 'jira');
      const sites = await answering(() => listJiraSites(connection.credentials.credentials.accessToken, vendorOptions(app, connection.credentials.credentials.baseUrl)));
      return { data: sites.map((s) => ({ id: s.cloudId, name: s.name })) };
    },
  });

  for (const [path, kind] of [['/v1/rpc/services/crm/meta/users', 'crm'], ['/v1/rpc/services/ticket/meta/agents', 'ticket']] as const) {
    app.post(path, {
      schema: { tags: [kind === 'crm' ? 'crm' : 'ticket system'], summary: "The connected system's users, to map ours to (Jira: the grant's own user)", body: levelInput, response: { 200: users, ...grantRefusals } },
      handler: async (request) => {
        const connection = await stored(app, grantKey(request, kind, request.body?.level));
        const found = await answering(() => refreshingClient(connection, refreshOptions(app), { timeoutMs: app.deps.integrations.timeoutMs }).listUsers());
        return { data: found.map((u) => ({ id: u.id, name: u.name, email: u.email ?? null })) };
      },
    });
  }

  for (const { path, system } of unavailable) {
    app.post(path, {
      schema: { tags: ['crm', UNAVAILABLE_TAG], summary: `${system} only: answers 422 system_not_available`, response: errorAnswers('system_not_available') },
      handler: async () => {
        throw new ApiError('system_not_available', say('system_not_available_here', { system, available }));
      },
    });
  }
};

function vendorOptions(app: FastifyInstance, baseUrl: string | undefined) {
  return { timeoutMs: app.deps.integrations.timeoutMs, ...(baseUrl ? { baseUrl } : {}) };
}

/** The grant's stored connection with a fresh access token; 412 when there is none (of that system). */
export async function stored(app: FastifyInstance, key: ConnectionKey, system?: 'xero' | 'jira'): Promise<Connection> {
  const connection = await currentConnection(app.deps.pool, app.deps.integrations.cipher, key);
  if (!connection?.credentials || (system && connection.system !== system)) {
    throw new ApiError('precondition_failed', system ? say('connect_system_first', { system: vendorNames[system] }) : say(key.kind === 'crm' ? 'connect_crm_first' : 'connect_ticket_system_first'));
  }
  return answering(() => freshConnection(refreshOptions(app), { ...connection, credentials: connection.credentials! }));
}
