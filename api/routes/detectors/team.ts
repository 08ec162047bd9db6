import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../errors/schema.js';

export const teamDetection = z
  .object({
    user_id: z.uuid(),
    name_full: z.string(),
    detectors: z.number().int().describe('Buckets that sent at least one detection.'),
    last_detection_at: z.string().nullable().describe('Where the newest detection of any of their detectors ends; null: none connected yet.'),
  })
  .meta({ id: 'TeamDetection' });

/**
 * Who of the firm has a detector connected (administrators, for the dashboard): its active people by name, each with
 * how many of their detectors sent data and when the last did. Only that: what was detected stays the person's.
 */
export const teamDetectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/detectors/team', {
    config: { roles: ['admin'] },
    schema: {
      tags: ['detectors'],
      summary: "Who of the organisation's active people has connected a detector, and when it last sent data (administrators)",
      response: { 200: z.object({ data: z.array(teamDetection) }), ...errorAnswers('forbidden') },
    },
    handler: async (request) => {
      const { rows } = await app.deps.pool.query<{ user_id: string; name_full: string; detectors: number; last_detection_at: Date | null }>(
        `SELECT u.id AS user_id, concat_ws(' ', u.name_first, nullif(u.name_prefix, ''), u.name_last) AS name_full,
           count(b.id)::int AS detectors, max(b.last_event_at) AS last_detection_at
         FROM users u LEFT JOIN detection_buckets b ON b.user_id = u.id AND b.last_event_at IS NOT NULL
         WHERE u.client_id = $1 AND NOT u.is_deactivated AND u.deleted_at IS NULL AND u.password_hash IS NOT NULL
         GROUP BY u.id ORDER BY lower(u.name_first), lower(u.name_last), u.id`,
        [request.user.client_id],
      );
      return { data: rows.map((row) => ({ ...row, last_detection_at: row.last_detection_at?.toISOString() ?? null })) };
    },
  });
};
