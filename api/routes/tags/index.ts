import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY, normaliseReference, tagIdFor, tagStream, type TagCommand, type TagDraft } from '../../../domain/tags/index.js';
import { TAG_COLUMNS, VISIBLE_TAGS, type TagRow } from '../../../projections/tags/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { actorOf, assertContact, changeCommands, now, presentTag, requiredTarget, runTagCommands, visibleTag } from './commands.js';
import { toTagResource } from './present.js';
import { tagChange, tagInput, tagList, tagParams, tagPersonalization, tagResource } from './schemas.js';
import { say } from '../../../i18n/text.js';

const one = z.object({ data: tagResource });
/** What changing a tag may meet: an administrator's lock, a tag condition's tag, a lock asked for by a non-administrator. */
const changeRefusals = ['tag_locked', 'tag_forced', 'forbidden', 'concurrency_conflict'] as const;
const visibility = 'General tags are seen by everyone of the firm, a personal tag by its owner only (administrators included).';

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/tags', {
    schema: {
      tags: ['tags'],
      summary: 'Tags: the general ones of the firm and your own personal ones',
      description: `${visibility} Not deleted ones by default (is_deleted=bool:true for those). Default page 20, sorted by value.`,
      querystring: listQuerySchema(tagList),
      response: { 200: listResponse(tagResource) },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(tagList, request.query);
      const { rows, total } = await runList<TagRow>(app.deps.pool, tagList, query, {
        select: TAG_COLUMNS,
        from: 'tags',
        where: VISIBLE_TAGS,
        params: [request.user.client_id, request.user.id],
      });
      return sendList(reply, tagList, query, rows.map(toTagResource), total);
    },
  });

  app.post('/v1/tags', {
    schema: {
      tags: ['tags'],
      summary: 'Creates a tag',
      description:
        'The value is normalised first (422 naming value when it is no reference of its type). A reference has one tag per scope and owner: a ' +
        'create of one that has a tag asking the same answers that tag (200; two racing creates make one tag), one asking otherwise 409 tag_exists.',
      body: tagInput,
      response: { 200: one, 201: one, ...errorAnswers('tag_exists', 'model_not_found', ...changeRefusals) },
    },
    handler: async (request, reply) => {
      const { type, scope, nature } = request.body;
      const value = normaliseReference(type, request.body.value, { defaultCountry: DEFAULT_PHONE_COUNTRY });
      const target = requiredTarget(request.body);
      await assertContact(app, request, target);
      const draft: TagDraft = { client_id: request.user.client_id, scope, user_id: scope === 'personal' ? request.user.id : null, type, value, target, nature, forced: false };
      const tagId = tagIdFor(draft);
      const created = await runTagCommands(app, request, [[tagId, [{ type: 'CreateTag', tag: draft, actor: actorOf(request), at: now(app) }]]]);
      return reply.code(created ? 201 : 200).send({ data: await presentTag(app, request, tagId) });
    },
  });

  app.get('/v1/tags/:id', {
    schema: { tags: ['tags'], summary: 'One tag, deleted ones included', description: visibility, params: tagParams, response: { 200: one } },
    handler: async (request) => ({ data: await presentTag(app, request, request.params.id) }),
  });

  app.put('/v1/tags/:id', {
    schema: {
      tags: ['tags'],
      summary: "Changes a tag's contact, internal or ignored, its nature and (administrators) its lock",
      description: 'The reference, scope and owner never change. A locked tag only administrators change (403 tag_locked); a forced one nobody (409 tag_forced).',
      params: tagParams,
      body: tagChange,
      response: { 200: one, ...errorAnswers(...changeRefusals) },
    },
    handler: async (request) => {
      const tag = await visibleTag(app, request, request.params.id);
      const target = requiredTarget(request.body);
      await assertContact(app, request, target);
      const { locked, nature = tag.nature } = request.body;
      await runTagCommands(app, request, [[tag.id, changeCommands({ target, nature, locked }, actorOf(request), now(app))]]);
      return { data: await presentTag(app, request, tag.id) };
    },
  });

  app.put('/v1/tags/:id/personalize', {
    schema: {
      tags: ['tags'],
      summary: "Makes your own tag of a general tag's reference, overriding it for you",
      description:
        'Creates your personal tag of the reference, or changes it when you have one, and answers it. A locked general tag is personalized by ' +
        'administrators only (403 tag_locked), a forced one by nobody (409 tag_forced).',
      params: tagParams,
      body: tagPersonalization,
      response: { 200: one, ...errorAnswers(...changeRefusals) },
    },
    handler: async (request) => {
      const general = await visibleTag(app, request, request.params.id);
      if (general.scope !== 'general') throw new ApiError('validation_failed', undefined, { scope: [say('tag_personal_already')] });
      const target = requiredTarget(request.body);
      await assertContact(app, request, target);
      const { type, value } = general;
      const draft: TagDraft = { client_id: general.client_id, scope: 'personal', user_id: request.user.id, type, value, target, nature: request.body.nature ?? general.nature, forced: false };
      const state = await app.deps.tags.state(tagStream(general.id));
      const command: TagCommand = { type: 'PersonalizeTag', tag: draft, general: { locked: state?.locked ?? general.locked, forced: state?.forced ?? general.forced }, actor: actorOf(request), at: now(app) };
      await runTagCommands(app, request, [[tagIdFor(draft), [command]]]);
      return { data: await presentTag(app, request, tagIdFor(draft)) };
    },
  });

  app.delete('/v1/tags/:id', {
    schema: { tags: ['tags'], summary: 'Deletes a tag (it can be restored) and answers it', params: tagParams, response: { 200: one, ...errorAnswers(...changeRefusals) } },
    handler: async (request) => {
      const tag = await visibleTag(app, request, request.params.id);
      await runTagCommands(app, request, [[tag.id, [{ type: 'DeleteTag', actor: actorOf(request), at: now(app) }]]]);
      return { data: await presentTag(app, request, tag.id) };
    },
  });

  app.patch('/v1/tags/:id', {
    schema: { tags: ['tags'], summary: 'Restores a deleted tag', params: tagParams, response: { 200: one, ...errorAnswers(...changeRefusals) } },
    handler: async (request) => {
      const tag = await visibleTag(app, request, request.params.id);
      await runTagCommands(app, request, [[tag.id, [{ type: 'RestoreTag', actor: actorOf(request), at: now(app) }]]]);
      return { data: await presentTag(app, request, tag.id) };
    },
  });
};
