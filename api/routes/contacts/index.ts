import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactStream, NO_DETAILS, normaliseDetails, type ContactCommand, type ContactDetails } from '../../../domain/contacts/index.js';
import { CONTACT_COLUMNS, findContact, type ContactRow } from '../../../projections/contacts/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { toContactResources } from './present.js';
import { assertReferencesFree, syncReferenceTags } from './reference-tags.js';
import { contactInput, contactList, contactParams, contactResource } from './schemas.js';

const one = z.object({ data: contactResource });
/** A contact is the firm's, not one person's: archiving, restoring and deleting it are for administrators (docs/rules.md). */
const admin = { roles: ['admin'] } as const;
/**
 * A change is decided against the organisation's whole list of contacts: codes, names and references are unique in
 * it; a reference whose tag says otherwise is refused too (validation_failed naming it).
 */
const refusals = ['duplicate_contact_code', 'duplicate_contact_name', 'validation_failed', 'concurrency_conflict'] as const;

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
      return sendList(reply, contactList, query, await toContactResources(app, request, rows), total);
    },
  });

  app.post('/v1/contacts', {
    schema: {
      tags: ['contacts'],
      summary: 'Creates a contact',
      description: 'Its references each become a general tag pointing to it (docs/rules.md, Contacts).',
      body: contactInput,
      response: { 201: one, ...errorAnswers(...refusals) },
    },
    handler: async (request, reply) => {
      const contactId = randomUUID();
      await change(app, request, contactId, 'CreateContact', request.body);
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
      summary: 'Changes name, code, type, details and references',
      description:
        "Details left out are kept. References replace the contact's: an added one gets its general tag, a removed one loses it while the tag still points to the contact.",
      params: contactParams,
      body: contactInput,
      response: { 200: one, ...errorAnswers(...refusals) },
    },
    handler: async (request) => {
      const contactId = request.params.id;
      await change(app, request, contactId, 'UpdateContact', request.body);
      return { data: await present(app, request, contactId) };
    },
  });

  app.delete('/v1/contacts/:id', {
    config: admin,
    schema: {
      tags: ['contacts'],
      summary: 'Archives a contact (answering it), or with force=true deletes it for good (204) (administrators)',
      params: contactParams,
      querystring: z.strictObject({ force: z.enum(['true', 'false']).optional() }),
      response: { 200: one, 204: z.undefined(), ...errorAnswers('concurrency_conflict') },
    },
    handler: async (request, reply) => {
      const contactId = request.params.id;
      if (request.query.force === 'true') {
        const before = await currentDetails(app, request, contactId);
        await run(app, request, { type: 'DeleteContact', contactId, at: now(app) });
        await syncReferenceTags(app, request, contactId, before?.references ?? [], []);
        return reply.code(204).send();
      }
      await run(app, request, { type: 'ArchiveContact', contactId, at: now(app) });
      return { data: await present(app, request, contactId) };
    },
  });

  app.patch('/v1/contacts/:id', {
    config: admin,
    schema: { tags: ['contacts'], summary: 'Restores an archived contact (administrators)', params: contactParams, response: { 200: one, ...errorAnswers('concurrency_conflict') } },
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

type ContactBody = z.output<typeof contactInput>;

/**
 * Creates or updates a contact, then brings its references' general tags in step. The details are normalised and
 * the references checked against their tags first, so that a refusal changes nothing; details left out are kept.
 */
async function change(app: FastifyInstance, request: FastifyRequest, contactId: string, type: 'CreateContact' | 'UpdateContact', body: ContactBody) {
  const { name, code, type: contactType, ...given } = body;
  const before = type === 'UpdateContact' ? ((await currentDetails(app, request, contactId)) ?? notFound()) : NO_DETAILS;
  const kept = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
  const details = normaliseDetails({
    location: kept(given.location, before.location),
    email: kept(given.email, before.email),
    phone: kept(given.phone, before.phone),
    company_name: kept(given.company_name, before.company_name),
    references: kept(given.references, before.references),
  });
  await assertReferencesFree(app, request, contactId, details.references);
  await run(app, request, { type, contactId, fields: { name, code, type: contactType }, details, at: now(app) });
  await syncReferenceTags(app, request, contactId, before.references, details.references);
}

/** The contact's details as its stream tells them; undefined for a contact that does not exist (the command will say so). */
async function currentDetails(app: FastifyInstance, request: FastifyRequest, contactId: string): Promise<ContactDetails | undefined> {
  return (await app.deps.contacts.state(contactStream(request.user.client_id))).contacts.get(contactId)?.details;
}

async function present(app: FastifyInstance, request: FastifyRequest, id: string) {
  const row = await findContact(app.deps.pool, request.user.client_id, id);
  if (!row) notFound();
  const [resource] = await toContactResources(app, request, [row]);
  return resource ?? notFound();
}

const now = (app: FastifyInstance) => app.deps.clock().toISOString();

function notFound(): never {
  throw new ApiError('model_not_found');
}
