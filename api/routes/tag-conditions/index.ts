import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  tagConditionDecider,
  tagConditionIdFor,
  tagConditionStream,
  type ConditionTarget,
  type TagConditionCommand,
  type TagConditionFields,
} from '../../../domain/tag-conditions/index.js';
import { InvalidTagTargetError, normaliseReference, SYSTEM_ACTOR, tagIdFor, tagStream, type TagCommand } from '../../../domain/tags/index.js';
import { CommandHandler } from '../../../eventstore/command-handler.js';
import { findTagCondition, TAG_CONDITION_COLUMNS, type TagConditionRow } from '../../../projections/tag-conditions/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { assertContact, now, runTagCommands } from '../tags/commands.js';
import { tagConditionChange, tagConditionInput, tagConditionList, tagConditionParams, tagConditionResource, type TagConditionResource } from './schemas.js';
import { say } from '../../../i18n/text.js';

const one = z.object({ data: tagConditionResource });
const refusals = ['forbidden', 'model_not_found', 'concurrency_conflict'] as const;
const adminsOnly = 'Administrators only (403 forbidden for anyone else).';

/**
 * Tag conditions (permanent tags, product-spec §3): an administrator's rules that activity from a source is a
 * contact's or internal. Each keeps the source's general tag as it says, through the tag aggregate: made or changed
 * with the condition (forced or not), deleted with it. The contract lists the screen but no call: these are ours.
 */
export const tagConditionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one writer of tag conditions: only these calls change them.
  const conditions = new CommandHandler(app.deps.store, tagConditionDecider);

  app.get('/v1/tag_conditions', {
    schema: {
      tags: ['tags'],
      summary: "The firm's tag conditions",
      description: `${adminsOnly} Default page 20, sorted by value; filter by type, status (contact, internal), contact_id and forced.`,
      querystring: listQuerySchema(tagConditionList),
      response: { 200: listResponse(tagConditionResource), ...errorAnswers('forbidden') },
    },
    handler: async (request, reply) => {
      assertAdmin(request);
      const query = parseListQuery(tagConditionList, request.query);
      const { rows, total } = await runList<TagConditionRow>(app.deps.pool, tagConditionList, query, {
        select: TAG_CONDITION_COLUMNS,
        from: 'tag_conditions',
        where: 'client_id = $1',
        params: [request.user.client_id],
      });
      return sendList(reply, tagConditionList, query, rows.map(toResource), total);
    },
  });

  app.post('/v1/tag_conditions', {
    schema: {
      tags: ['tags'],
      summary: 'Creates a tag condition, and its tag',
      description: `${adminsOnly} A source has one condition: a create asking what it says answers it (200), one asking otherwise 422 naming value. The source's general tag is made or changed to say the same, forced unless forced is false.`,
      body: tagConditionInput,
      response: { 200: one, 201: one, ...errorAnswers(...refusals) },
    },
    handler: async (request, reply) => {
      assertAdmin(request);
      const { type, forced } = request.body;
      const value = normaliseReference(type, request.body.value);
      const target = conditionTarget(request.body);
      await assertContact(app, request, target);
      const client_id = request.user.client_id;
      const condition: TagConditionFields = { condition_id: tagConditionIdFor({ client_id, type, value }), client_id, type, value, target, forced };
      const outcome = await run(request, condition.condition_id, { type: 'CreateTagCondition', condition, at: now(app) });
      await applyToTag(request, condition);
      return reply.code(outcome.events.length > 0 ? 201 : 200).send({ data: await present(request, condition.condition_id) });
    },
  });

  app.get('/v1/tag_conditions/:id', {
    schema: { tags: ['tags'], summary: 'One tag condition', description: adminsOnly, params: tagConditionParams, response: { 200: one, ...errorAnswers('forbidden') } },
    handler: async (request) => {
      assertAdmin(request);
      return { data: await present(request, request.params.id) };
    },
  });

  app.put('/v1/tag_conditions/:id', {
    schema: {
      tags: ['tags'],
      summary: "Changes a tag condition's contact or internal and its forcing, and its tag with it",
      description: `${adminsOnly} Neither contact_id nor internal named keeps what it is for; forced left out keeps its forcing.`,
      params: tagConditionParams,
      body: tagConditionChange,
      response: { 200: one, ...errorAnswers(...refusals) },
    },
    handler: async (request) => {
      assertAdmin(request);
      const row = await visible(request, request.params.id);
      const named = Boolean(request.body.contact_id) || request.body.internal === true;
      const target: ConditionTarget = named ? conditionTarget(request.body) : row.contact_id ? { status: 'contact', contact_id: row.contact_id } : { status: 'internal' };
      await assertContact(app, request, target);
      const forced = request.body.forced ?? row.forced;
      const outcome = await run(request, row.id, { type: 'ChangeTagCondition', target, forced, at: now(app) });
      if (outcome.state) await applyToTag(request, outcome.state);
      return { data: await present(request, row.id) };
    },
  });

  app.delete('/v1/tag_conditions/:id', {
    schema: {
      tags: ['tags'],
      summary: 'Removes a tag condition and its tag, answering the condition as it was',
      description: `${adminsOnly} The tag is deleted when forced, or while it still says what the condition said; one a person changed stays.`,
      params: tagConditionParams,
      response: { 200: one, ...errorAnswers(...refusals) },
    },
    handler: async (request) => {
      assertAdmin(request);
      const before = await present(request, request.params.id);
      const outcome = await run(request, before.id, { type: 'DeleteTagCondition', at: now(app) });
      if (outcome.events.length > 0) await releaseTag(request, before);
      return { data: before };
    },
  });

  function run(request: FastifyRequest, conditionId: string, command: TagConditionCommand) {
    return execute(app, request, conditions, tagConditionStream(conditionId), command);
  }

  function tagIdOf(condition: Pick<TagConditionFields, 'client_id' | 'type' | 'value'>) {
    return tagIdFor({ client_id: condition.client_id, scope: 'general', user_id: null, type: condition.type, value: condition.value });
  }

  async function applyToTag(request: FastifyRequest, condition: TagConditionFields) {
    const { client_id, type, value, target, forced } = condition;
    const tag = { client_id, scope: 'general' as const, user_id: null, type, value, target, nature: 'tag' as const, forced };
    await runTagCommands(app, request, [[tagIdOf(condition), [{ type: 'ApplyTagCondition', tag, actor: SYSTEM_ACTOR, at: now(app) }]]]);
  }

  async function releaseTag(request: FastifyRequest, condition: TagConditionResource) {
    const tagId = tagIdOf({ client_id: request.user.client_id, ...condition });
    const tag = await app.deps.tags.state(tagStream(tagId));
    if (!tag || tag.deleted) return;
    const saysTheSame = tag.target.status === condition.status && (tag.target.status !== 'contact' || tag.target.contact_id === condition.contact_id);
    const commands: TagCommand[] = [{ type: 'DeleteTag', actor: SYSTEM_ACTOR, at: now(app) }];
    if (tag.forced || saysTheSame) await runTagCommands(app, request, [[tagId, commands]]);
  }

  async function visible(request: FastifyRequest, id: string): Promise<TagConditionRow> {
    const row = await findTagCondition(app.deps.pool, request.user.client_id, id);
    if (!row) throw new ApiError('model_not_found', say('tag_condition_not_found'));
    return row;
  }

  async function present(request: FastifyRequest, id: string): Promise<TagConditionResource> {
    return toResource(await visible(request, id));
  }

  function toResource(row: TagConditionRow): TagConditionResource {
    return {
      id: row.id,
      type: row.type,
      value: row.value,
      status: row.internal ? 'internal' : 'contact',
      contact_id: row.contact_id,
      internal: row.internal,
      forced: row.forced,
      tag_id: tagIdOf(row),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }
};

function assertAdmin(request: FastifyRequest): void {
  if (request.user.role !== 'admin') throw new ApiError('forbidden', say('admins_tag_conditions'));
}

/** A condition makes its source's activity a contact's or internal: one of them. */
function conditionTarget(fields: { contact_id?: string | null | undefined; internal?: boolean | undefined }): ConditionTarget {
  if (fields.contact_id && fields.internal) throw new InvalidTagTargetError(say('tag_condition_one_target'), 'internal');
  if (fields.contact_id) return { status: 'contact', contact_id: fields.contact_id };
  if (fields.internal) return { status: 'internal' };
  throw new InvalidTagTargetError(say('tag_condition_target_missing'), 'contact_id');
}
