import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createVendorClient, VendorError, vendorNames, type VendorSystem } from '../../../integrations/index.js';
import { listConnections, saveConnection, setConnectionStatus, setMapping, type ConnectionSummary, type MappingKind } from '../../../integrations/connections/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { commonErrors, errorBody } from '../../errors/schema.js';
import { credentialsInput, crmStatus, systemEnum, toVendorCredentials } from './schemas.js';

const errors = { ...commonErrors, 404: errorBody, 412: errorBody, 429: errorBody, 502: errorBody };
const admin = { roles: ['admin'] as const };

/**
 * The minimal CRM connection calls (api-contract §7.13): connect with credentials (checked against the
 * system first), status, detach, and the id mappings pushes need. The step-by-step connect flow comes later.
 */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/services/crm/initiate', {
    config: admin,
    schema: {
      tags: ['crm'],
      summary: "Connects the organisation (Jira: you) to a system once its credentials work (422 invalid_credentials otherwise). Credentials are stored encrypted and never answered.",
      body: credentialsInput,
      response: { 200: z.object({ data: crmStatus }), ...errors },
    },
    handler: async (request) => {
      const input = request.body;
      if (input.credentials.base_url && !app.deps.integrations.allowBaseUrl) {
        throw new ApiError('validation_failed', undefined, { 'credentials.base_url': ['A base URL cannot be chosen on this server.'] });
      }
      const credentials = toVendorCredentials(input);
      const client = createVendorClient(credentials, { timeoutMs: app.deps.integrations.timeoutMs });
      let check;
      try {
        check = await client.checkConnection();
      } catch (error) {
        throw toApiError(error, input.system);
      }
      const userId = input.system === 'jira' && input.personal ? request.user.id : null;
      const at = app.deps.clock();
      const connection = await saveConnection(app.deps.pool, app.deps.integrations.cipher, {
        clientId: request.user.client_id,
        userId,
        credentials,
        account: check.account ?? (check.user ? { id: check.user.id, name: check.user.name } : null),
        at,
      });
      if (userId === null) {
        // One CRM per organisation: connecting another one detaches the previous.
        await app.deps.pool.query(
          `UPDATE connections SET status = 'detached', updated_at = $3 WHERE client_id = $1 AND user_id IS NULL AND system <> $2 AND status = 'active'`,
          [request.user.client_id, input.system, at],
        );
      }
      return { data: present(connection) };
    },
  });

  app.post('/v1/rpc/services/crm/status', {
    config: admin,
    schema: { tags: ['crm'], summary: "The organisation's CRM connection and its status flags; never a credential", response: { 200: z.object({ data: crmStatus }), ...errors } },
    handler: async (request) => ({ data: present(await current(app, request)) }),
  });

  app.delete('/v1/rpc/services/crm', {
    config: admin,
    schema: {
      tags: ['crm'],
      summary: "Detaches the organisation's CRM: no new pushes start; pushes under way fail as sync errors until it is connected again",
      response: { 200: z.object({ data: crmStatus }), ...errors },
    },
    handler: async (request) => {
      const connection = await current(app, request);
      if (!connection) throw new ApiError('model_not_found', 'No CRM is connected.');
      await setConnectionStatus(app.deps.pool, request.user.client_id, connection.system, 'detached', app.deps.clock());
      return { data: present({ ...connection, status: 'detached' }) };
    },
  });

  app.put('/v1/contacts/:id/external-crm', {
    config: admin,
    schema: {
      tags: ['crm'],
      summary: "Maps a contact to its client (company) in the connected CRM (412 precondition_failed without one)",
      params: z.object({ id: z.uuid() }),
      body: z.strictObject({ external_id: z.string().min(1).max(200) }),
      response: { 200: z.object({ data: mappingResource }), ...errors },
    },
    handler: async (request) => {
      await ownRow(app, request, 'contacts', request.params.id);
      return { data: await map(app, request, 'contact', request.params.id, request.body.external_id) };
    },
  });

  app.post('/v1/rpc/external-crm/dimensions', {
    config: admin,
    schema: {
      tags: ['crm'],
      summary: 'Maps a project, subproject or working code to its id in the connected CRM (412 precondition_failed without one)',
      body: z.strictObject({ dimension_id: z.uuid(), external_id: z.string().min(1).max(200), system: systemEnum.optional().describe('Default: the active CRM.') }),
      response: { 200: z.object({ data: mappingResource }), ...errors },
    },
    handler: async (request) => {
      const { rows } = await app.deps.pool.query<{ level: number }>(`SELECT level FROM dimensions WHERE client_id = $1 AND id = $2`, [request.user.client_id, request.body.dimension_id]);
      const level = rows[0]?.level;
      if (level === undefined) throw new ApiError('model_not_found');
      const kind: MappingKind = level === 1 ? 'project' : level === 2 ? 'subproject' : 'working_code';
      return { data: await map(app, request, kind, request.body.dimension_id, request.body.external_id, request.body.system) };
    },
  });

  app.put('/v1/users/:id/external-crm', {
    config: admin,
    schema: {
      tags: ['crm'],
      summary: "Maps a user to the connected CRM's user (Xero needs it; elsewhere time is booked as the token's user without it)",
      params: z.object({ id: z.uuid() }),
      body: z.strictObject({ external_id: z.string().min(1).max(200) }),
      response: { 200: z.object({ data: mappingResource }), ...errors },
    },
    handler: async (request) => {
      await ownRow(app, request, 'users', request.params.id);
      return { data: await map(app, request, 'user', request.params.id, request.body.external_id) };
    },
  });
};

const mappingResource = z.object({ system: systemEnum, kind: z.enum(['contact', 'project', 'subproject', 'working_code', 'user']), id: z.uuid(), external_id: z.string() });

async function current(app: FastifyInstance, request: FastifyRequest): Promise<ConnectionSummary | undefined> {
  const all = await listConnections(app.deps.pool, request.user.client_id);
  return all.find((c) => c.userId === null && c.status === 'active') ?? all.find((c) => c.userId === null);
}

async function ownRow(app: FastifyInstance, request: FastifyRequest, table: 'contacts' | 'users', id: string) {
  const { rowCount } = await app.deps.pool.query(`SELECT 1 FROM ${table} WHERE client_id = $1 AND id = $2`, [request.user.client_id, id]);
  if (!rowCount) throw new ApiError('model_not_found');
}

async function map(app: FastifyInstance, request: FastifyRequest, kind: MappingKind, ourId: string, externalId: string, system?: VendorSystem) {
  const connection = system ? { system } : await current(app, request);
  if (!connection || ('status' in connection && connection.status !== 'active')) throw new ApiError('precondition_failed', 'Connect a CRM before mapping ids to it.');
  await setMapping(app.deps.pool, { clientId: request.user.client_id, system: connection.system, kind, ourId, externalId, at: app.deps.clock() });
  return { system: connection.system, kind, id: ourId, external_id: externalId };
}

function present(connection: ConnectionSummary | undefined): z.infer<typeof crmStatus> {
  return {
    system: connection?.system ?? 'none',
    status: connection?.status ?? 'none',
    account: connection?.account ?? null,
    connected_at: connection ? connection.updatedAt.toISOString() : null,
    allowDisconnect: connection?.status === 'active',
    allowManualInternalRelation: false,
    supportsContactSelection: connection !== undefined && connection.system !== 'jira',
    supportsEmptyInitialization: true,
    supportsSearch: false,
    locked: { client: false, user: false },
    connect_active_step: null,
    connect_step_error: null,
    connect_step_suggestion: null,
  };
}

/** A vendor's refusal as one of our catalogue's codes, with the system's name. */
export function toApiError(error: unknown, system: VendorSystem): ApiError {
  if (!(error instanceof VendorError)) return new ApiError('unexpected_result', `We received an unexpected result from ${vendorNames[system]}, try again later`);
  switch (error.kind) {
    case 'invalid_credentials':
      return new ApiError('invalid_credentials', `${vendorNames[system]} did not accept these credentials: ${error.vendorMessage}`);
    case 'invalid_request':
      return new ApiError('invalid_request', error.message);
    case 'rate_limited':
      return new ApiError('external_api_rate_limited', undefined, undefined, error.retryAfterMs ? { 'Retry-After': String(Math.ceil(error.retryAfterMs / 1000)) } : {});
    default:
      return new ApiError('unexpected_result', error.message);
  }
}
