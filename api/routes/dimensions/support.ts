import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dimensionStream, type CodeDisplay, type DimensionCommand } from '../../../domain/dimensions/index.js';
import { findDimensionLevels, type DimensionLevelRow } from '../../../projections/dimensions/queries.js';
import { loadDimensionCodeDisplay } from '../../../projections/preferences/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { say } from '../../../i18n/text.js';

export function run(app: FastifyInstance, request: FastifyRequest, command: DimensionCommand) {
  return execute(app, request, app.deps.dimensions, dimensionStream(request.user.client_id), command);
}

export const now = (app: FastifyInstance) => app.deps.clock().toISOString();

/**
 * The organisation's three levels. They are set up (with default names) the first time anyone needs
 * them, so a fresh organisation answers its levels on the first read; the command is idempotent.
 */
export async function dimensionLevels(app: FastifyInstance, request: FastifyRequest): Promise<DimensionLevelRow[]> {
  const clientId = request.user.client_id;
  const levels = await findDimensionLevels(app.deps.pool, clientId);
  if (levels.length > 0) return levels;
  const outcome = await run(app, request, {
    type: 'InitialiseDimensionLevels',
    structureId: randomUUID(),
    levelIds: { 1: randomUUID(), 2: randomUUID(), 3: randomUUID() },
    at: now(app),
  });
  if (!outcome.position) {
    // A concurrent first request set them up: wait until the read model shows that request's event.
    const [first] = await app.deps.store.readStream(dimensionStream(clientId), 0);
    if (first) await app.deps.runner.waitFor(first.position, 10_000);
  }
  return findDimensionLevels(app.deps.pool, clientId);
}

/** A level named in a path, by id or by number (1, 2, 3); another organisation's level is not found. */
export async function resolveLevel(app: FastifyInstance, request: FastifyRequest, ref: string): Promise<DimensionLevelRow> {
  const levels = await dimensionLevels(app, request);
  const level = /^[123]$/.test(ref) ? levels.find((row) => row.level === Number(ref)) : levels.find((row) => row.id === ref.toLowerCase());
  if (!level) throw new ApiError('model_not_found', say('dimension_level_not_found'));
  return level;
}

/** Where the reader sees a level's codes: their dimension_codes.display (theirs over the organisation's), else the level's own. */
export async function codeDisplayFor(app: FastifyInstance, request: FastifyRequest): Promise<(level: DimensionLevelRow) => CodeDisplay> {
  const chosen = await loadDimensionCodeDisplay(app.deps.pool, request.user.client_id, request.user.id);
  return (level) => chosen ?? level.code_display;
}
