import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityNoteDecider, activityNoteStream } from '../../../domain/activity-notes/index.js';
import { CommandHandler } from '../../../eventstore/command-handler.js';
import { ACTIVITY_NOTE_COLUMNS, type ActivityNoteRow } from '../../../projections/activity-notes/queries.js';
import { dayOfOwnActivity } from '../../day-commands.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { noteInput, noteList, noteResource } from './schemas.js';

const tags = ['activity notes'];

const toNote = (row: ActivityNoteRow) => ({ ...row, timestamp: row.timestamp.toISOString() });

/** Activity notes (api-contract §7.5, product-spec §3 "Note"): a person's own remarks on their activities. */
export const activityNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one writer of notes.
  const notes = new CommandHandler(app.deps.store, activityNoteDecider);

  app.get('/v1/activity_notes', {
    schema: {
      tags,
      summary: 'Your notes on your activities',
      description: 'Default 100 per page, newest first (timestamp desc); filter by day_id or activity_id. Notes are their person\'s own: nobody else reads them.',
      querystring: listQuerySchema(noteList),
      response: { 200: listResponse(noteResource) },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(noteList, request.query);
      const { rows, total } = await runList<ActivityNoteRow>(app.deps.pool, noteList, query, {
        select: ACTIVITY_NOTE_COLUMNS,
        from: 'activity_notes',
        where: 'client_id = $1 AND user_id = $2',
        params: [request.user.client_id, request.user.id],
      });
      return sendList(reply, noteList, query, rows.map(toNote), total);
    },
  });

  app.put('/v1/activity_notes/:activity_id', {
    schema: {
      tags,
      summary: 'Writes the note of your activity (204 when an empty one clears it)',
      description: 'One note per activity, kept apart from the day: it may be written on a published day too, and is never booked or pushed.',
      params: z.strictObject({ activity_id: z.uuid({ message: 'Not a valid id.' }) }),
      body: noteInput,
      response: { 200: z.object({ data: noteResource }), 204: z.undefined(), ...errorAnswers('model_not_found', 'concurrency_conflict') },
    },
    handler: async (request, reply) => {
      const activityId = request.params.activity_id;
      const dayId = await dayOfOwnActivity(app, request, activityId);
      const { client_id, id: user_id } = request.user;
      const outcome = await execute(app, request, notes, activityNoteStream(activityId), {
        type: 'WriteActivityNote',
        note: { id: randomUUID(), client_id, user_id, day_id: dayId, activity_id: activityId, description: request.body.description },
        at: app.deps.clock().toISOString(),
      });
      const { rows } = await app.deps.pool.query<ActivityNoteRow>(`SELECT ${ACTIVITY_NOTE_COLUMNS} FROM activity_notes WHERE activity_id = $1 AND user_id = $2`, [
        activityId,
        user_id,
      ]);
      if (!rows[0]) {
        if (outcome.state === null) return reply.code(204).send();
        throw new ApiError('model_not_found');
      }
      return { data: toNote(rows[0]) };
    },
  });
};
