import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chooseStep, confirm, detach, initiate, oauthStep, personalGrant, reconnect, type ConnectContext } from '../../../integrations/connections/index.js';
import { authorizationUrl, isOAuthSystem, oauthClient } from '../../../integrations/oauth/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { answering, CONNECT_FLOW_REFUSALS, VENDOR_REFUSALS } from './errors.js';
import { grantKey, presentStatus } from './present.js';
import { camelCredentials, initiateInput, levelInput, reconnectInput, signInUrl, statusAnswer, stepInput, systemEnum, toVendorCredentials } from './schemas.js';
import { type ConnectionKind, systemsOf, vendorNames, type VendorSystem } from '../../../domain/push/systems.js';
import { say } from '../../../i18n/text.js';

/** A step changes the organisation's connection (admins) or the caller's own, and may call the system. */
const stepRefusals = errorAnswers('forbidden', ...CONNECT_FLOW_REFUSALS, ...VENDOR_REFUSALS);

/**
 * The connect flow of api-contract §7.13 (kind crm: Harvest, Teamleader, Xero) and §7.14 (kind ticket: Jira) under
 * /v1/rpc/services/{kind}: status, initiate (token credentials) or oauth-init, steps (oauth, tenant, cloud_site),
 * confirm, reconnect, detach. The organisation's connection is for admins; level user is a person's own grant.
 */
export const connectRoutes =
  (kind: ConnectionKind): FastifyPluginAsyncZod =>
  async (app) => {
    const base = `/v1/rpc/services/${kind}`;
    const tags = [kind === 'crm' ? 'crm' : 'ticket system'];
    const ok = { 200: statusAnswer, ...stepRefusals };
    const context = (): ConnectContext => ({ pool: app.deps.pool, cipher: app.deps.integrations.cipher, oauth: app.deps.integrations.oauth, timeoutMs: app.deps.integrations.timeoutMs, now: app.deps.clock });
    const answer = async (request: FastifyRequest) => ({ data: await presentStatus(app, request, kind) });

    app.post(`${base}/status`, {
      schema: {
        tags,
        summary: `The organisation's ${kind} connection, its flags and connect step${kind === 'ticket' ? ', and your own grant (user)' : ''}; readable by everyone, never a credential`,
        body: levelInput,
        response: { 200: statusAnswer },
      },
      handler: answer,
    });

    app.post(`${base}/initiate`, {
      schema: {
        tags,
        summary: 'Starts connecting with token credentials: checked with the system now (422 invalid_credentials when refused), stored encrypted; then the tenant, cloud_site or confirm step',
        body: initiateInput,
        response: ok,
      },
      handler: async (request) => {
        const input = request.body;
        const key = grantKey(request, kind, levelFor(input.system, kind, input.level));
        allowedBaseUrl(app, input.credentials);
        await answering(() => initiate(context(), key, toVendorCredentials(input)));
        return answer(request);
      },
    });

    app.post(`${base}/oauth-init/:system`, {
      schema: {
        tags,
        summary: "The system's sign-in URL (single-use, expiring state); the person returns to /integrations/external-… and the UI finishes with step oauth. 412 when the server has no OAuth app for it",
        params: z.strictObject({ system: systemEnum }),
        body: levelInput,
        response: { 200: signInUrl, ...stepRefusals },
      },
      handler: async (request) => {
        const { system } = request.params;
        const key = grantKey(request, kind, levelFor(system, kind, request.body?.level));
        if (!isOAuthSystem(system)) throw new ApiError('validation_failed', undefined, { system: [say('connects_with_token', { system: vendorNames[system] })] });
        const url = await answering(async () =>
          authorizationUrl(app.deps.pool, oauthClient(app.deps.integrations.oauth, system), { clientId: key.clientId, startedBy: request.user.id, connectionUser: key.userId, now: app.deps.clock() }),
        );
        return { data: { url } };
      },
    });

    app.post(`${base}/step/:step`, {
      schema: {
        tags,
        summary: 'One connect step: oauth {code, state}, tenant {tenant_id} (Xero), cloud_site {cloud_id} (Jira), confirm. A step the system refuses stays on the connection as connect_step_error',
        params: z.strictObject({ step: z.enum(['oauth', 'tenant', 'cloud_site', 'confirm']) }),
        body: stepInput,
        response: ok,
      },
      handler: async (request) => {
        const { step } = request.params;
        const body = request.body ?? {};
        const required = { oauth: ['code', 'state'], tenant: ['tenant_id'], cloud_site: ['cloud_id'], confirm: [] }[step] as Array<'code' | 'state' | 'tenant_id' | 'cloud_id'>;
        const missing = required.filter((field) => body[field] === undefined);
        if (missing.length > 0) throw new ApiError('validation_failed', undefined, Object.fromEntries(missing.map((field) => [field, [say('required_for_step')]])));
        if (step === 'oauth') {
          // The level is the one oauth-init was called with, kept with the state; an admin check happened there.
          await answering(() => oauthStep(context(), { clientId: request.user.client_id, userId: null, kind }, { code: body.code!, state: body.state! }, request.user.id));
          return answer(request);
        }
        const key = grantKey(request, kind, body.level);
        if (step === 'confirm') await answering(() => confirm(context(), key));
        else await answering(() => chooseStep(context(), key, step, (step === 'tenant' ? body.tenant_id : body.cloud_id)!));
        return answer(request);
      },
    });

    app.post(`${base}/confirm`, {
      schema: { tags, summary: 'Confirms the connection: it becomes active (for the organisation it replaces the previous system). Only from the confirm step', body: levelInput, response: ok },
      handler: async (request) => {
        await answering(() => confirm(context(), grantKey(request, kind, request.body?.level)));
        return answer(request);
      },
    });

    app.post(`${base}/reconnect`, {
      schema: { tags, summary: 'Checks the stored credentials again (refreshing OAuth tokens), or replaces token credentials, and makes the connection active again', body: reconnectInput, response: ok },
      handler: async (request) => {
        const { credentials, level } = request.body ?? {};
        const replacement = credentials && camelCredentials(allowedBaseUrl(app, credentials));
        await answering(() => reconnect(context(), grantKey(request, kind, level), replacement));
        return answer(request);
      },
    });

    app.delete(base, {
      schema: { tags, summary: 'Detaches the connection: no new pushes start; pushes under way fail as sync errors until connected again', body: levelInput, response: ok },
      handler: async (request) => {
        await answering(() => detach(context(), grantKey(request, kind, request.body?.level)));
        return answer(request);
      },
    });
  };

/** A system of this kind, and the user level only where each person connects their own grant. */
function levelFor(system: VendorSystem, kind: ConnectionKind, level: 'organisation' | 'user' | undefined) {
  if (!systemsOf[kind].includes(system)) throw new ApiError('validation_failed', undefined, { system: [say(kind === 'crm' ? 'not_a_crm' : 'not_a_ticket_system', { system: vendorNames[system] })] });
  if (level === 'user' && !personalGrant(system)) throw new ApiError('validation_failed', undefined, { level: [say('books_for_everyone', { system: vendorNames[system] })] });
  return level;
}

function allowedBaseUrl<T extends { base_url?: string | undefined }>(app: FastifyInstance, credentials: T): T {
  if (credentials.base_url && !app.deps.integrations.allowBaseUrl) {
    throw new ApiError('validation_failed', undefined, { 'credentials.base_url': [say('base_url_fixed')] });
  }
  return credentials;
}
