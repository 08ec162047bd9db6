import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkSettings, currentConnection, saveSettings, settingFields } from '../../../integrations/connections/index.js';
import { refreshingClient } from '../../../integrations/oauth/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { answering, VENDOR_REFUSALS } from './errors.js';
import { grantKey, refreshOptions } from './present.js';
import { settingField, settingsAnswer, systemEnum } from './schemas.js';
import { vendorNames } from '../../../domain/push/systems.js';
import { say } from '../../../i18n/text.js';

/** api-contract §7.13: what can be set on the organisation's CRM connection (Teamleader's default work type), and setting it. */
export const connectSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/integration/crm/settings/meta', {
    schema: {
      tags: ['crm'],
      summary: "The settings a system has; choices come from the system when it is the organisation's active CRM (Harvest and Xero have none)",
      body: z.strictObject({ system: z.string().min(1).max(50) }),
      response: { 200: z.object({ data: z.object({ system: systemEnum, fields: z.array(settingField) }) }), ...errorAnswers('system_not_available', ...VENDOR_REFUSALS) },
    },
    handler: async (request) => {
      const parsed = systemEnum.safeParse(request.body.system);
      if (!parsed.success) throw new ApiError('system_not_available', say('system_not_available_here', { system: request.body.system, available: Object.values(vendorNames).join(', ') }));
      const active = await activeCrm(app, request.user.client_id);
      const fields = await answering(() => settingFields(parsed.data, active?.system === parsed.data ? active.client() : undefined));
      return { data: { system: parsed.data, fields } };
    },
  });

  app.post('/v1/rpc/integration/crm/settings', {
    schema: {
      tags: ['crm'],
      summary: "Reads ({}) or stores ({settings}, checked against the system: 422 with the refused fields) the settings of the organisation's active CRM connection; for admins",
      body: z.strictObject({ settings: z.record(z.string(), z.string().nullable()).optional().describe('null clears a setting; settings left out are cleared too') }).optional(),
      response: { 200: z.object({ data: settingsAnswer }), ...errorAnswers('forbidden', ...VENDOR_REFUSALS) },
    },
    handler: async (request) => {
      grantKey(request, 'crm', undefined);
      const active = await activeCrm(app, request.user.client_id);
      if (!active) throw new ApiError('precondition_failed', say('connect_crm_first'));
      const input = request.body?.settings;
      if (input === undefined) return { data: { system: active.system, settings: { ...active.settings } } };
      const checked = checkSettings(await answering(() => settingFields(active.system, active.client())), input);
      if ('errors' in checked) throw new ApiError('validation_failed', undefined, Object.fromEntries(Object.entries(checked.errors).map(([name, messages]) => [`settings.${name}`, messages])));
      await saveSettings(app.deps.pool, active.id, checked.settings);
      return { data: { system: active.system, settings: { ...checked.settings } } };
    },
  });
};

/** The organisation's active CRM connection, its settings and a client for it (made only when asked: it may call the system). */
async function activeCrm(app: FastifyInstance, clientId: string) {
  const connection = await currentConnection(app.deps.pool, app.deps.integrations.cipher, { clientId, userId: null, kind: 'crm' }, 'active');
  if (!connection?.credentials) return undefined;
  const stored = { ...connection, credentials: connection.credentials };
  return { id: connection.id, system: connection.system, settings: connection.settings, client: () => refreshingClient(stored, refreshOptions(app), { timeoutMs: app.deps.integrations.timeoutMs }) };
}
