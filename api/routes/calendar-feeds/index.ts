import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFeed, deleteFeed, feedsOf, findFeed, type FeedRow } from '../../../calendar/ics/feeds.js';
import { forgetFeed, readFeed } from '../../../calendar/ics/sync.js';
import type { GlobalPosition } from '../../../eventstore/port.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { languageOfRequest } from '../../errors/language.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/index.js';
import { say, sayKept, sayKeptJson } from '../../../i18n/text.js';
import { addFeedBody, feedParams, feedResource } from './schemas.js';

/** An uploaded calendar of five years is a few MB; the API's 1 MB body limit is for everything else. */
const FEED_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * The signed-in person's ICS feeds (calendar/ics): added by URL or file and read at once, so its appointments are
 * there when the call answers; read again every five minutes; removed with their appointments.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = async (request: FastifyRequest, id: string): Promise<FeedRow> => {
    const feed = await findFeed(app.deps.pool, id);
    if (!feed || feed.user_id !== request.user.id) throw new ApiError('model_not_found');
    return feed;
  };
  const waitFor = async (request: FastifyRequest, position: GlobalPosition | undefined) => {
    if (position && !(await app.deps.runner.waitFor(position))) request.log.warn({ position }, 'read models did not catch up in time; answering with what they show');
  };

  app.get('/v1/rpc/calendars/ics', {
    schema: { tags: ['appointments'], summary: 'Your ICS feeds', response: { 200: z.object({ data: z.array(feedResource) }) } },
    handler: async (request) => {
      const feeds = await feedsOf(app.deps.pool, request.user.id);
      // The language is asked only when there is an error to say in it.
      const language = feeds.some((feed) => feed.last_error) ? await languageOfRequest(app.deps.pool, request) : DEFAULT_LANGUAGE;
      return { data: feeds.map((feed) => toFeedResource(feed, language)) };
    },
  });

  app.post('/v1/rpc/calendars/ics', {
    bodyLimit: FEED_BODY_LIMIT,
    schema: {
      tags: ['appointments'],
      summary: 'Adds an ICS feed by URL or file, and reads it at once',
      description:
        'A URL (http or https, at most 10 MB, answering within 30 seconds) is read again every five minutes; a file\'s text is kept and read again as the window ' +
        '(a month back, three ahead) moves on. Its events become appointments by your appointment conditions. A feed that cannot be read is refused (422 validation_failed, with the reason).',
      body: addFeedBody,
      response: { 201: z.object({ data: feedResource }), ...errorAnswers('validation_failed') },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const id = randomUUID();
      const source = 'url' in body ? { url: body.url, content: null } : { url: null, content: body.content };
      await addFeed(app.deps.pool, { id, client_id: request.user.client_id, user_id: request.user.id, name: body.name, ...source });
      // Tests serve their feeds on this machine, as they name vendors' base URLs (allowBaseUrl); a portal never does.
      const read = await readFeed(app.deps, id, { internalAddresses: app.deps.integrations.allowBaseUrl });
      if (!read?.ok) {
        await deleteFeed(app.deps.pool, id);
        const reason = read ? sayKept(read.error) : say('feed_unreadable');
        throw new ApiError('validation_failed', reason, { ['url' in body ? 'url' : 'content']: [reason] });
      }
      await waitFor(request, read.applied.position);
      const feed = await own(request, id);
      // A feed just read has no error to say, in whatever language.
      return reply.status(201).send({ data: toFeedResource(feed, DEFAULT_LANGUAGE) });
    },
  });

  app.delete('/v1/rpc/calendars/ics/:id', {
    schema: {
      tags: ['appointments'],
      summary: 'Removes an ICS feed, and cancels its appointments that are not on published days',
      params: feedParams,
      response: { 204: z.null(), ...errorAnswers('model_not_found') },
    },
    handler: async (request, reply) => {
      const feed = await own(request, request.params.id);
      await deleteFeed(app.deps.pool, feed.id);
      await waitFor(request, (await forgetFeed(app.deps, feed)).position);
      return reply.status(204).send(null);
    },
  });
};

function toFeedResource(feed: FeedRow, language: Language): z.infer<typeof feedResource> {
  return {
    id: feed.id,
    name: feed.name,
    kind: feed.url === null ? 'file' : 'url',
    url: feed.url,
    last_read_at: feed.last_read_at?.toISOString() ?? null,
    last_error: feed.last_error === null ? null : sayKeptJson(feed.last_error).in(language),
    notes: feed.notes,
    event_count: Object.keys(feed.last_read).length,
  };
}
