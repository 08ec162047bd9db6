import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentConnection, setMapping } from '../../../integrations/connections/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { systemEnum } from '../connect/schemas.js';
import type { MappingKind, VendorSystem } from '../../../domain/push/index.js';
import { say } from '../../../i18n/text.js';

/** A mapping names one of the organisation's own items, and a CRM (412 without one). */
const refusals = errorAnswers('model_not_found', 'precondition_failed');
const admin = { roles: ['admin'] as const };

/** The id mappings pushes need (contacts, dimensions, users → the connected CRM's ids); connecting is in ../connect. */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/v1/contacts/:id/external-crm', {
    config: admin,
    schema: {
      tags: ['crm'],
      summary: "Maps a contact to its client (company) in the connected CRM (412 precondition_failed without one)",
      params: z.object({ id: z.uuid() }),
      body: z.strictObject({ external_id: z.string().min(1).max(200) }),
      response: { 200: z.object({ data: mappingResource }), ...refusals },
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
      response: { 200: z.object({ data: mappingResource }), ...refusals },
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
      response: { 200: z.object({ data: mappingResource }), ...refusals },
    },
    handler: async (request) => {
      await ownRow(app, request, 'users', request.params.id);
      return { data: await map(app, request, 'user', request.params.id, request.body.external_id) };
    },
  });
};

const mappingResource = z
  .object({ system: systemEnum, kind: z.enum(['contact', 'project', 'subproject', 'working_code', 'user']), id: z.uuid(), external_id: z.string() })
  .meta({ id: 'ExternalCrmMapping', description: 'Our item (kind and id) and its id in the CRM.' });

/** The organisation's active CRM, if any. */
async function activeCrm(app: FastifyInstance, request: FastifyRequest) {
  return currentConnection(app.deps.pool, app.deps.integrations.cipher, { clientId: request.user.client_id, userId: null, kind: 'crm' }, 'active');
}

async function ownRow(app: FastifyInstance, request: FastifyRequest, table: 'contacts' | 'users', id: string) {
  const { rowCount } = await app.deps.pool.query(`SELECT 1 FROM ${table} WHERE client_id = $1 AND id = $2`, [request.user.client_id, id]);
  if (!rowCount) throw new ApiError('model_not_found');
}

async function map(app: FastifyInstance, request: FastifyRequest, kind: MappingKind, ourId: string, externalId: string, system?: VendorSystem) {
  const connection = system ? { system } : await activeCrm(app, request);
  if (!connection) throw new ApiError('precondition_failed', say('connect_crm_before_mapping'));
  await setMapping(app.deps.pool, { clientId: request.user.client_id, system: connection.system, kind, ourId, externalId, at: app.deps.clock() });
  return { system: connection.system, kind, id: ourId, external_id: externalId };
}
