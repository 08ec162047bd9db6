import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { preferenceStream, type PreferenceOwner } from '../../../domain/preferences/index.js';
import { execute } from '../../commands.js';
import { errorAnswers } from '../../errors/schema.js';

export const dropQuery = z.strictObject({
  keys: z
    .string()
    .max(1000)
    .optional()
    .transform((keys) => keys?.split(',').map((key) => key.trim()).filter(Boolean))
    .describe('Comma-separated keys of the chapter to drop; without it every key of your own in the chapter.'),
});

/** What dropping can be refused with: a chapter or key without a value of one's own is not found. */
export const dropRefusals = errorAnswers('forbidden', 'model_not_found', 'concurrency_conflict');

/** Drops the owner's values of the chapter (or of some of its keys): the layer below applies to them again. */
export async function dropPreferences(app: FastifyInstance, request: FastifyRequest, owner: PreferenceOwner, chapter: string, keys: string[] | undefined): Promise<void> {
  await execute(app, request, app.deps.preferences, preferenceStream(owner), { type: 'DropPreferences', owner, chapter, keys, at: app.deps.clock().toISOString() });
}
