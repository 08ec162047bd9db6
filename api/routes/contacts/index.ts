import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactStream, type ContactCommand } from '../../../domain/contacts/index.js';
import { CONTACT_COLUMNS, findContact, type ContactRow } from '../../../projections/contacts/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { activeCrmMappings } from '../../../integrations/connections/index.js';
import { toContactResource } from './present.js';
import { contactInput, contactList, contactParams, contactResource } from './schemas.js';

const one = z.object({ data: contactResource });
/** A change is decided against the organisation's whole list of contacts: codes and names are unique in it. */
const refusals = ['duplicate_contact_code', 'duplicate_contact_name', 'concurrency_conflict'] as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/contacts', {
    schema: {
      tags: ['contacts'],
      summary: 'Contacts of the organisation',
      description: 'Active contacts by default; filter status=in:active,archived for all. Default page 100, sorted by name.',
      querystring: listQuerySchema(contactList),
      response: { 200: listResponse(contactResource) },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(contactList, request.query);
      const { rows, total } = await runList<ContactRow>(app.deps.pool, contactList, query, {
        select: CONTACT_COLUMNS,
        from: 'contacts',
        where: 'client_id = $1',
        params: [request.user.client_id],
      });
      const mapped = await activeCrmMappings(app.deps.pool, request.user.client_id, rows.map((row) => row.id));
      return sendList(reply, contactList, query, rows.map((row) => toContactResource(row, mapped.get(row.id) ?? null)), total);
    },
  });

  app.post('/v1/contacts', {
    schema: { tags: ['contacts'], summary: 'Creates a contact', body: contactInput, response: { 201: one, ...errorAnswers(...refusals) } },
    handler: async (request, reply) => {
      const contactId = randomUUID();
      await run(app, request, { type: 'CreateContact', contactId, fields: request.body, at: now(app) });
      return reply.code(201).send({ data: await present(app, request, contactId) });
    },
  });

  app.get('/v1/contacts/:id', {
    schema: { tags: ['contacts'], summary: 'One contact, archived ones included', params: contactParams, response: { 200: one } },
    handler: async (request) => ({ data: await present(app, request, request.params.id) }),
  });

  app.put('/v1/contacts/:id', {
    schema: {
      tags: ['contacts'],
      summary: 'Changes name, code and type',
      params: contactParams,
      body: contactInput,
      response: { 200: one, ...errorAnswers(...refusals) },
    },
    handler: async (request) => {
      const contactId = request.params.id;
      await run(app, request, { type: 'UpdateContact', contactId, fields: request.body, at: now(app) });
      return { data: await present(app, request, contactId) };
    },
  });

  app.delete('/v1/contacts/:id', {
    schema: {
      tags: ['contacts'],
      summary: 'Archives a contact (answering it), or with force=true deletes it for good (204)',
      params: contactParams,
      querystring: z.strictObject({ force: z.enum(['true', 'false']).optional() }),
      response: { 200: one, 204: z.undefined(), ...errorAnswers('concurrency_conflict') },
    },
    handler: async (request, reply) => {
      const contactId = request.params.id;
      if (request.query.force === 'true') {
        await run(app, request, { type: 'DeleteContact', contactId, at: now(app) });
        return reply.code(204).send();
      }
      await run(app, request, { type: 'ArchiveContact', contactId, at: now(app) });
      return { data: await present(app, request, contactId) };
    },
  });

  app.patch('/v1/contacts/:id', {
    schema: { tags: ['contacts'], summary: 'Restores an archived contact', params: contactParams, response: { 200: one, ...errorAnswers('concurrency_conflict') } },
    handler: async (request) => {
      const contactId = request.params.id;
      await run(app, request, { type: 'RestoreContact', contactId, at: now(app) });
      return { data: await present(app, request, contactId) };
    },
  });
};

function run(app: FastifyInstance, request: FastifyRequest, command: ContactCommand) {
  return execute(app, request, app.deps.contacts, contactStream(request.user.client_id), command);
}

async function present(app: FastifyInstance, request: FastifyRequest, id: string) {
  const row = await findContact(app.deps.pool, request.user.client_id, id);
  if (!row) throw new ApiError('model_not_found');
  const mapped = await activeCrmMappings(app.deps.pool, request.user.client_id, [id]);
  return toContactResource(row, mapped.get(id) ?? null);
}

const now = (app: FastifyInstance) => app.deps.clock().toISOString();
