import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  effectiveChapter,
  effectivePreferences,
  FREE_CHAPTERS,
  KNOWN_CHAPTERS,
  preferenceStream,
  type PreferenceOwner,
} from '../../../domain/preferences/index.js';
import type { Role } from '../../../identity/users.js';
import { loadPreferenceLayers } from '../../../projections/preferences/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { blockCalculationRoutes } from './block-calculation.js';
import { dropPreferences, dropQuery, dropRefusals } from './drop.js';
import { chapterBodies, chapterParams, freeChapterBody, preferenceEntries, setRefusals } from './schemas.js';
import { say } from '../../../i18n/text.js';

const tags = ['preferences'];
const EMPTY = 'An empty object or no body answers 422 no_preference_provided.';

export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/preferences', {
    schema: {
      tags,
      summary: 'Your effective preferences',
      description:
        'Every key of every known chapter, and of the other chapters anyone set: the value you set, else your ' +
        "organisation's, else the default (api-contract §9.5). Nested entries (log_thresholds per source, work_schedule per day) merge across those layers.",
      response: { 200: preferenceEntries },
    },
    handler: async (request) => {
      const layers = await loadPreferenceLayers(app.deps.pool, request.user.client_id, request.user.id);
      return { data: effectivePreferences(layers.client, layers.user, 'user') };
    },
  });

  app.get('/v1/preferences/client', {
    schema: {
      tags,
      summary: "Your organisation's effective preferences",
      description:
        "Every key of every known chapter, and of the other chapters the organisation set: the organisation's value, else the default. " +
        'Everyone reads them (a person sees the value their own setting overrides); administrators set them with PUT /v1/preferences/client/{chapter}.',
      response: { 200: preferenceEntries },
    },
    handler: async (request) => {
      const layers = await loadPreferenceLayers(app.deps.pool, request.user.client_id, null);
      return { data: effectivePreferences(layers.client, undefined, 'client') };
    },
  });

  for (const chapter of KNOWN_CHAPTERS) {
    // Block calculation is an administrator's decision, also for their own account (as with /{userId}).
    const own: { roles?: readonly Role[] } = chapter === 'block_calculation_settings' ? { roles: ['admin'] } : {};
    app.put(`/v1/preferences/${chapter}`, {
      config: own,
      schema: { tags, summary: `Sets your own ${chapter}`, description: EMPTY, body: chapterBodies[chapter].nullish(), response: { 200: preferenceEntries, ...setRefusals } },
      handler: async (request) => setChapter(app, request, self(request), chapter, request.body),
    });
    app.put(`/v1/preferences/client/${chapter}`, {
      config: { roles: ['admin'] },
      schema: { tags, summary: `Sets the organisation's ${chapter} (administrators)`, description: EMPTY, body: chapterBodies[chapter].nullish(), response: { 200: preferenceEntries, ...setRefusals } },
      handler: async (request) => setChapter(app, request, organisation(request), chapter, request.body),
    });
  }

  const freeChapter = {
    tags,
    description: `Chapters without a fixed shape: ${FREE_CHAPTERS.join(', ')}. Another chapter answers 404 model_not_found. ${EMPTY}`,
    params: chapterParams,
    body: freeChapterBody.nullish(),
    response: { 200: preferenceEntries, ...setRefusals },
  };
  app.put('/v1/preferences/:chapter', {
    preValidation: async (request) => assertFreeChapter(request.params.chapter),
    schema: { ...freeChapter, summary: 'Sets your own preferences of a chapter' },
    handler: async (request) => setChapter(app, request, self(request), request.params.chapter, request.body),
  });
  app.put('/v1/preferences/client/:chapter', {
    config: { roles: ['admin'] },
    preValidation: async (request) => assertFreeChapter(request.params.chapter),
    schema: { ...freeChapter, summary: "Sets the organisation's preferences of a chapter (administrators)" },
    handler: async (request) => setChapter(app, request, organisation(request), request.params.chapter, request.body),
  });

  app.delete('/v1/preferences/:chapter', {
    schema: {
      tags,
      summary: "Drops your own values of a chapter: the organisation's apply again",
      description:
        'Answers your effective entries of the chapter, now the organisation’s (else the defaults) where you had your own. ' +
        '`keys` (comma-separated) drops only those keys; without it every key you set in the chapter. Block calculation ' +
        'settings are an administrator’s to drop, as to set (403 forbidden). A chapter without a value of your own (in those keys), ' +
        'or no chapter of api-contract §9.5, answers 404 model_not_found.',
      params: chapterParams,
      querystring: dropQuery,
      response: { 200: preferenceEntries, ...dropRefusals },
    },
    handler: async (request) => {
      if (request.params.chapter === 'block_calculation_settings' && request.user.role !== 'admin') throw new ApiError('forbidden');
      await dropPreferences(app, request, self(request), request.params.chapter, request.query.keys);
      return chapterOf(app, self(request), request.params.chapter);
    },
  });

  await app.register(blockCalculationRoutes);
};

const self = (request: FastifyRequest): PreferenceOwner => ({ client_id: request.user.client_id, user_id: request.user.id });
const organisation = (request: FastifyRequest): PreferenceOwner => ({ client_id: request.user.client_id, user_id: null });

/** Known chapters have routes of their own; this one takes the free chapters of the contract and nothing else. */
function assertFreeChapter(chapter: string): void {
  if (!(FREE_CHAPTERS as readonly string[]).includes(chapter)) throw new ApiError('model_not_found', say('preference_chapter_not_found', { chapter }));
}

/** Records the change and answers the owner's effective entries of the chapter. */
async function setChapter(app: FastifyInstance, request: FastifyRequest, owner: PreferenceOwner, chapter: string, values: Record<string, unknown> | null | undefined) {
  await execute(app, request, app.deps.preferences, preferenceStream(owner), { type: 'SetPreferences', owner, chapter, values: values ?? {}, at: app.deps.clock().toISOString() });
  return chapterOf(app, owner, chapter);
}

/** The owner's effective entries of one chapter. */
async function chapterOf(app: FastifyInstance, owner: PreferenceOwner, chapter: string) {
  const layers = await loadPreferenceLayers(app.deps.pool, owner.client_id, owner.user_id, chapter);
  const scope = owner.user_id ? 'user' : 'client';
  return { data: effectiveChapter(chapter, layers.client.get(chapter), layers.user.get(chapter), scope) };
}
