import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dimensionStream, type ProjectContact } from '../../../domain/dimensions/index.js';
import { activeCrmMappings } from '../../../integrations/connections/index.js';
import { findCustomFields } from '../../../projections/custom-fields/queries.js';
import { DIMENSION_COLUMNS, type DimensionRow } from '../../../projections/dimensions/queries.js';
import { errorAnswers } from '../../errors/schema.js';
import { customFieldsAnswer, toCustomFieldResource } from '../custom-fields/schemas.js';
import { toDimensionResource, toLevelResource } from './present.js';
import { dimensionLevelResource, dimensionResource } from './schemas.js';
import { codeDisplayFor, dimensionLevels, now, run } from './support.js';

const tags = ['dimensions'];
const admin = { roles: ['admin'] } as const;
const refusals = errorAnswers('concurrency_conflict');

const structureCall = z
  .strictObject({ include_archived: z.boolean().default(false).describe('Archived dimensions too.') })
  .meta({ id: 'DimensionStructureCall' });
const structureAnswer = z
  .object({ id: z.uuid(), levels: z.array(dimensionLevelResource), data: z.array(dimensionResource).describe('Every dimension of every level, by level and name.') })
  .meta({ id: 'DimensionStructure' });
const initialised = z
  .object({ id: z.uuid(), levels: z.array(dimensionLevelResource), created: z.number().int().describe('How many dimensions this call made.') })
  .meta({ id: 'DimensionsInitialised' });
const cacheCleared = z
  .object({
    cleared: z.array(z.string()).describe('The in-process caches this call emptied.'),
    message: z.string(),
  })
  .meta({ id: 'DimensionCacheCleared' });

/** The name of the internal project a firm that books on projects starts from. */
const FIRST_PROJECT = 'Internal';

const INITIALISE: Record<'contact' | 'project' | 'empty', string> = {
  contact: 'Sets the firm up to book on contacts: a project for every active contact that has none yet (named after it, with its code unless another project has that code). Running it again adds projects for new contacts only.',
  project: `Sets the firm up to book on projects: when it has no project yet, an internal default project named ${FIRST_PROJECT} to start from.`,
  empty: 'Sets up the three levels only, with nothing on them.',
};

/** The dimension calls of api-contract §7.11 besides the resources: the whole structure, initialising, custom fields, the cache. */
export const dimensionRpcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/dimensions', {
    schema: {
      tags,
      summary: "The firm's whole dimension structure in one answer: levels and every dimension",
      description: 'What a booking form needs at once; active dimensions unless include_archived is true, at most 5000.',
      body: structureCall.nullish(),
      response: { 200: structureAnswer, ...refusals },
    },
    handler: async (request) => {
      const levels = await dimensionLevels(app, request);
      const { rows } = await app.deps.pool.query<DimensionRow>(
        `SELECT ${DIMENSION_COLUMNS} FROM dimensions WHERE client_id = $1 AND ($2 OR deleted_at IS NULL) ORDER BY level, lower(name), id LIMIT 5000`,
        [request.user.client_id, request.body?.include_archived ?? false],
      );
      const mapped = await activeCrmMappings(app.deps.pool, request.user.client_id, rows.map((row) => row.id));
      const levelOf = new Map(levels.map((level) => [level.level, level]));
      const display = await codeDisplayFor(app, request);
      return {
        id: levels[0]!.structure_id,
        levels: levels.map((row) => toLevelResource(row, request.user.client_id)),
        data: rows.map((row) => toDimensionResource(row, display(levelOf.get(row.level)!), mapped.get(row.id) ?? null)),
      };
    },
  });

  for (const kind of ['contact', 'project', 'empty'] as const) {
    app.post(`/v1/rpc/dimensions/initialize/${kind}`, {
      config: admin,
      schema: { tags, summary: `Initialises the dimensions: ${kind} (administrators)`, description: INITIALISE[kind], response: { 200: initialised, ...refusals } },
      handler: async (request) => {
        await dimensionLevels(app, request);
        const at = now(app);
        const outcome =
          kind === 'contact'
            ? await run(app, request, { type: 'InitialiseDimensions', kind, contacts: await activeContacts(app, request), at })
            : kind === 'project'
              ? await run(app, request, { type: 'InitialiseDimensions', kind, name: FIRST_PROJECT, at })
              : undefined;
        const levels = await dimensionLevels(app, request);
        return { id: levels[0]!.structure_id, levels: levels.map((row) => toLevelResource(row, request.user.client_id)), created: outcome?.events.length ?? 0 };
      },
    });
  }

  app.post('/v1/rpc/dimensions/custom_fields', {
    schema: {
      tags,
      summary: "The firm's custom fields for dimensions",
      description: 'Their values are on each dimension under customfields; POST /v1/rpc/custom_fields defines them.',
      response: { 200: customFieldsAnswer },
    },
    handler: async (request) => ({ data: (await findCustomFields(app.deps.pool, request.user.client_id, 'dimension')).map(toCustomFieldResource) }),
  });

  app.post('/v1/rpc/dimensions/clear-cache', {
    config: admin,
    schema: {
      tags,
      summary: "Empties this process's cache of the firm's dimensions (administrators)",
      description:
        'The dimension read models are always current (every change is projected before its call answers), so no read is served stale. ' +
        "The one in-process cache is the firm's dimension structure kept by the command handler, which proves itself current on every change; " +
        'clearing it only makes the next change read the structure afresh from the event store. Other portal processes keep theirs.',
      response: { 200: cacheCleared },
    },
    handler: async (request) => {
      const cleared = app.deps.dimensions.forget(dimensionStream(request.user.client_id));
      return {
        cleared: cleared ? ['dimension structure'] : [],
        message: cleared
          ? 'The dimension structure kept by this process was dropped; the next change reads it afresh. Lists and reads were current already.'
          : 'Nothing was cached in this process; lists and reads are always current.',
      };
    },
  });
};

async function activeContacts(app: FastifyInstance, request: FastifyRequest): Promise<ProjectContact[]> {
  const { rows } = await app.deps.pool.query<ProjectContact>(
    'SELECT id, name, code FROM contacts WHERE client_id = $1 AND deleted_at IS NULL ORDER BY lower(name), id',
    [request.user.client_id],
  );
  return rows;
}
