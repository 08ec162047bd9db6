import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotifications, markNotification, NOTIFICATION_KINDS, type NotificationRow } from '../../../notifications/store.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';

const tags = ['notifications'];

export const notification = z
  .object({
    id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS).describe('booking_reminder: the day still has time that is not published (api-contract §9.5 reminders).'),
    date: z.string().describe('The local date it is about (YYYY-MM-DD).'),
    unpublished_seconds: z.number().int().nullable().describe('booking_reminder: the seconds of the day not published when it was sent.'),
    created_at: z.string(),
    read_at: z.string().nullable(),
  })
  .meta({ id: 'Notification' });

const present = (row: NotificationRow): z.infer<typeof notification> => ({
  id: row.id,
  kind: row.kind,
  date: row.date,
  unpublished_seconds: row.details.unpublished_seconds ?? null,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
});

/** The signed-in person's notifications in the portal (the booking reminder), which the portal polls, and reading them. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/notifications', {
    schema: {
      tags,
      summary: 'Your notifications, newest first, and how many are unread',
      querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(100).optional().describe('How many (default 20).') }),
      response: { 200: z.object({ data: z.array(notification), meta: z.object({ unread: z.number().int() }) }) },
    },
    handler: async (request) => {
      const { rows, unread } = await listNotifications(app.deps.pool, request.user.id, request.query.limit ?? 20);
      return { data: rows.map(present), meta: { unread } };
    },
  });

  app.put('/v1/notifications/:id', {
    schema: {
      tags,
      summary: 'Marks one of your notifications read, or unread again',
      params: z.strictObject({ id: z.uuid() }),
      body: z.strictObject({ read: z.boolean() }),
      response: { 200: z.object({ data: notification }), ...errorAnswers('model_not_found') },
    },
    handler: async (request) => {
      const row = await markNotification(app.deps.pool, request.user.id, request.params.id, request.body.read, app.deps.clock());
      if (!row) throw new ApiError('model_not_found', say('notification_not_found'));
      return { data: present(row) };
    },
  });
};
