import { say } from '../../../i18n/text.js';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { descriptionDecider, descriptionStream, type DescriptionActor, type DescriptionCommand, type DescriptionFields } from '../../../domain/descriptions/index.js';
import { CommandHandler } from '../../../eventstore/command-handler.js';
import { findDimension } from '../../../projections/dimensions/queries.js';
import { DESCRIPTION_COLUMNS, findDescription, offeredDescriptions, VISIBLE_DESCRIPTIONS, type DescriptionRow } from '../../../projections/descriptions/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { resolveLevel } from '../dimensions/support.js';
import { toDescriptionResource } from './present.js';
import {
  descriptionChange,
  descriptionInput,
  descriptionList,
  descriptionParams,
  descriptionResource,
  descriptionUsers,
  descriptionView,
  dimensionDescriptionInput,
  dimensionDescriptionParams,
} from './schemas.js';

const one = z.object({ data: descriptionResource });
const many = z.object({ data: z.array(descriptionResource) });
const refusals = errorAnswers('forbidden', 'model_not_found', 'concurrency_conflict');
const tags = ['descriptions'];
const WHO = 'Administrators keep the firm\'s descriptions (403 forbidden for anyone else); everyone keeps their own personal ones.';

/** Standard descriptions (api-contract §7.11): the texts offered when booking, per dimension, with dynamic tags. */
export const descriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one writer of descriptions: only these calls change them.
  const descriptions = new CommandHandler(app.deps.store, descriptionDecider);
  const now = () => app.deps.clock();

  app.get('/v1/descriptions', {
    schema: {
      tags,
      summary: "The firm's descriptions and the caller's personal ones",
      description: 'Default page 20, sorted by description; filter by dimension_id, user_id (the owner), enabled and personal.',
      querystring: listQuerySchema(descriptionList),
      response: { 200: listResponse(descriptionResource) },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(descriptionList, request.query);
      const { rows, total } = await runList<DescriptionRow>(app.deps.pool, descriptionList, query, {
        select: DESCRIPTION_COLUMNS,
        from: 'descriptions d',
        where: VISIBLE_DESCRIPTIONS,
        params: [request.user.client_id, request.user.id],
      });
      const at = now();
      return sendList(reply, descriptionList, query, rows.map((row) => toDescriptionResource(row, request, at)), total);
    },
  });

  app.get('/v1/descriptions/:id', {
    schema: { tags, summary: 'One description', params: descriptionParams, response: { 200: one } },
    handler: async (request) => ({ data: await present(request, request.params.id) }),
  });

  app.post('/v1/rpc/descriptions/create', {
    schema: {
      tags,
      summary: 'Creates a description',
      description: `${WHO} Enabled unless enabled is false; personal when personal is true; offered to the people users names, or to everyone.`,
      body: descriptionInput,
      response: { 201: one, ...refusals },
    },
    handler: async (request, reply) => {
      const { users, level: _level, ...fields } = request.body;
      return reply.code(201).send({ data: await create(request, fields, users) });
    },
  });

  app.post('/v1/dimension_levels/:level_id/dimensions/:dimension_id/descriptions', {
    schema: {
      tags,
      summary: 'Creates a description for a dimension',
      description: `${WHO} The level is named by id or number (1, 2, 3); the dimension must be of that level.`,
      params: dimensionDescriptionParams,
      body: dimensionDescriptionInput,
      response: { 201: one, ...refusals },
    },
    handler: async (request, reply) => {
      const level = await resolveLevel(app, request, request.params.level_id);
      const dimension = await findDimension(app.deps.pool, request.user.client_id, request.params.dimension_id);
      if (!dimension || dimension.level !== level.level) throw new ApiError('model_not_found', say('dimension_not_found'));
      const { users, ...fields } = request.body;
      return reply.code(201).send({ data: await create(request, { ...fields, dimension_id: dimension.id }, users) });
    },
  });

  app.put('/v1/descriptions/:id', {
    schema: { tags, summary: 'Changes a description', description: WHO, params: descriptionParams, body: descriptionChange, response: { 200: one, ...refusals } },
    handler: async (request) => {
      const row = await visible(request, request.params.id);
      await assertDimension(request, request.body.dimension_id);
      await run(request, row.id, { type: 'ChangeDescription', fields: request.body, actor: actorOf(request), at: now().toISOString() });
      return { data: await present(request, row.id) };
    },
  });

  app.delete('/v1/descriptions/:id', {
    schema: { tags, summary: 'Deletes a description, answering it as it was', description: WHO, params: descriptionParams, response: { 200: one, ...refusals } },
    handler: async (request) => {
      const before = await present(request, request.params.id);
      await run(request, before.id, { type: 'DeleteDescription', actor: actorOf(request), at: now().toISOString() });
      return { data: before };
    },
  });

  app.post('/v1/descriptions/:id/users', {
    schema: {
      tags,
      summary: 'Sets the people a description is offered to',
      description: `${WHO} A personal description names nobody (422 naming users).`,
      params: descriptionParams,
      body: descriptionUsers,
      response: { 200: one, ...refusals },
    },
    handler: async (request) => {
      const row = await visible(request, request.params.id);
      await assertPeople(request, request.body.users);
      await run(request, row.id, { type: 'SetDescriptionUsers', user_ids: request.body.users, actor: actorOf(request), at: now().toISOString() });
      return { data: await present(request, row.id) };
    },
  });

  app.post('/v1/rpc/descriptions/view', {
    schema: {
      tags,
      summary: 'The descriptions offered to the caller when booking',
      description:
        'Enabled ones that are the caller\'s personal ones, for everyone, or naming the caller; for one of the booking\'s dimensions or for any ' +
        "booking. Each with its text: the dynamic tags written out for the caller's day, zone and language.",
      body: descriptionView,
      response: { 200: many },
    },
    handler: async (request) => {
      const rows = await offeredDescriptions(app.deps.pool, request.user.client_id, request.user.id, request.body?.dimension_ids ?? []);
      const at = now();
      return { data: rows.map((row) => toDescriptionResource(row, request, at)) };
    },
  });

  async function create(request: FastifyRequest, fields: DescriptionFields, users: string[]) {
    await assertDimension(request, fields.dimension_id);
    await assertPeople(request, users);
    const id = randomUUID();
    const command: DescriptionCommand = {
      type: 'CreateDescription',
      client_id: request.user.client_id,
      fields,
      user_ids: users,
      actor: actorOf(request),
      at: now().toISOString(),
    };
    await run(request, id, command);
    return present(request, id);
  }

  function run(request: FastifyRequest, id: string, command: DescriptionCommand) {
    return execute(app, request, descriptions, descriptionStream(id), command);
  }

  async function visible(request: FastifyRequest, id: string): Promise<DescriptionRow> {
    const row = await findDescription(app.deps.pool, request.user.client_id, request.user.id, id);
    if (!row) throw new ApiError('model_not_found', say('description_not_found'));
    return row;
  }

  async function present(request: FastifyRequest, id: string) {
    return toDescriptionResource(await visible(request, id), request, now());
  }

  async function assertDimension(request: FastifyRequest, dimensionId: string | null): Promise<void> {
    if (dimensionId && !(await findDimension(app.deps.pool, request.user.client_id, dimensionId))) {
      throw new ApiError('validation_failed', undefined, { dimension_id: ['This dimension does not exist.'] });
    }
  }

  /** The people a description is offered to are the firm's. */
  async function assertPeople(request: FastifyRequest, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const { rows } = await app.deps.pool.query<{ id: string }>('SELECT id FROM users WHERE client_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL', [
      request.user.client_id,
      userIds,
    ]);
    const known = new Set(rows.map((row) => row.id));
    const unknown = userIds.filter((id) => !known.has(id.toLowerCase()));
    if (unknown.length > 0) throw new ApiError('validation_failed', undefined, { users: unknown.map((id) => `${id} is nobody in this organisation.`) });
  }
};

const actorOf = (request: FastifyRequest): DescriptionActor => ({ id: request.user.id, admin: request.user.role === 'admin' });
