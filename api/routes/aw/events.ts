import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { detectionRefusal, pulsetimeRefusal, type DetectionInput } from '../../../detection/acceptance.js';
import { bucketId } from '../../../detection/buckets.js';
import { countDetections, deleteDetection, findDetection, findDetections, heartbeat, insertDetections, UnknownDetectionError } from '../../../detection/store.js';
import type { UserRow } from '../../../identity/users.js';
import { loadLoggedActivityRetention } from '../../../projections/preferences/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { plainAnswers } from '../../plain-answers.js';
import { bucketParams, errors, event, eventInput, eventParams, range, security, tags, tokenOnly } from './schemas.js';
import { asWritten } from '../../../i18n/message.js';

/** How long a person's retention, once read, holds: a changed data_retention preference shows within this. */
const RETENTION_CACHE_MS = 60_000;

export const noBucket = (name: string) => new ApiError('model_not_found', asWritten(`The requested bucket '${name}' does not exist`));

/** Events of a bucket and heartbeats (aw-server's /api/0/buckets/{id}/events… and …/heartbeat). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const refusalOf = detectionRules(app);

  app.get('/api/0/buckets/:bucket/events', {
    config: tokenOnly,
    schema: {
      tags,
      security,
      summary: 'Events of one of your buckets overlapping start…end, newest first, cut to the range',
      params: bucketParams,
      querystring: range.extend({ limit: z.coerce.number().int().min(-1).optional().describe('At most this many; -1 or none: all.') }),
      response: { 200: z.array(event), ...errors },
    },
    handler: async (request) => {
      const { limit, ...between } = request.query;
      return findDetections(app.deps.pool, await bucketOf(app, request.user, request.params.bucket), { ...between, limit: limit === -1 ? undefined : limit });
    },
  });

  app.get('/api/0/buckets/:bucket/events/count', {
    config: tokenOnly,
    schema: {
      tags,
      security,
      summary: 'How many events of one of your buckets overlap start…end',
      description: 'aw-client (JavaScript) sends the range as starttime and endtime: those are taken too.',
      params: bucketParams,
      querystring: range.extend({ starttime: range.shape.start, endtime: range.shape.end }),
      response: { 200: z.number().int(), ...errors },
    },
    handler: async (request) => {
      const { start = request.query.starttime, end = request.query.endtime } = request.query;
      return countDetections(app.deps.pool, await bucketOf(app, request.user, request.params.bucket), { start, end });
    },
  });

  app.get('/api/0/buckets/:bucket/events/:event', {
    config: tokenOnly,
    schema: { tags, security, summary: 'One event of one of your buckets', params: eventParams, response: { 200: event, ...errors } },
    handler: async (request) => {
      const found = await findDetection(app.deps.pool, await bucketOf(app, request.user, request.params.bucket), request.params.event);
      if (!found) throw new ApiError('model_not_found', asWritten(`The requested event '${request.params.event}' does not exist in bucket '${request.params.bucket}'`));
      return found;
    },
  });

  app.post('/api/0/buckets/:bucket/events', {
    config: tokenOnly,
    schema: {
      tags,
      security,
      summary: 'Stores events (one or a list) in one of your buckets; one with the id of an event of the bucket replaces it',
      description: 'All or nothing: one event refused (400, 404 for an id the bucket does not have) stores none. Answers the events with their ids.',
      params: bucketParams,
      body: z.union([eventInput, z.array(eventInput).max(10_000)]),
      response: { 200: z.array(event), ...errors },
    },
    handler: async (request) => {
      const detections = [request.body].flat().map(detectionOf);
      const refusal = await refusalOf(request.user, detections);
      if (refusal) throw new ApiError('bad_request', asWritten(refusal));
      const ids = detections.flatMap((one) => (one.id === undefined ? [] : [one.id]));
      if (new Set(ids).size < ids.length) throw new ApiError('bad_request', asWritten('Invalid events: an id may be replaced once per request'));
      try {
        const stored = await insertDetections(app.deps.pool, request.user.id, request.params.bucket, detections);
        if (!stored) throw noBucket(request.params.bucket);
        app.deps.condensing.soon(request.user.id);
        return stored;
      } catch (error) {
        if (!(error instanceof UnknownDetectionError)) throw error;
        throw new ApiError('model_not_found', asWritten(`The requested event '${error.detectionId}' does not exist in bucket '${request.params.bucket}'`));
      }
    },
  });

  app.delete('/api/0/buckets/:bucket/events/:event', {
    config: tokenOnly,
    schema: { tags, security, summary: 'Deletes one event of one of your buckets (200 also when it has no such event)', params: eventParams, response: { 200: z.undefined(), ...errors } },
    handler: async (request, reply) => {
      if (!(await deleteDetection(app.deps.pool, request.user.id, request.params.bucket, request.params.event))) throw noBucket(request.params.bucket);
      return reply.code(200).send();
    },
  });

  app.post('/api/0/buckets/:bucket/heartbeat', {
    config: tokenOnly,
    serializerCompiler: plainAnswers,
    schema: {
      tags,
      security,
      summary: 'A heartbeat: extends the last event when its data is equal and it starts within the last event’s end + pulsetime; a new event otherwise',
      description:
        "aw-server's rule: with last the bucket's last heartbeat, data equal and last.timestamp ≤ timestamp ≤ last.timestamp + last.duration + " +
        'pulsetime give last.duration = max(last.duration, timestamp + duration − last.timestamp). Answers the resulting event.',
      params: bucketParams,
      querystring: z.object({ pulsetime: z.coerce.number().optional().describe('Seconds, 0 to 86400; required.') }),
      body: eventInput,
      response: { 200: event, ...errors },
    },
    handler: async (request) => {
      const { pulsetime } = request.query;
      const beat = detectionOf(request.body);
      const refusal = pulsetimeRefusal(pulsetime) ?? (await refusalOf(request.user, [beat]));
      if (refusal || pulsetime === undefined) throw new ApiError('bad_request', refusal === undefined ? undefined : asWritten(refusal));
      const merged = await heartbeat(app.deps.pool, request.user.id, request.params.bucket, beat, pulsetime);
      if (!merged) throw noBucket(request.params.bucket);
      app.deps.condensing.soon(request.user.id);
      return merged;
    },
  });
};

/** An event as sent (Python's aw-client may send "id": null) as a detection to store. */
const detectionOf = ({ id, ...rest }: z.infer<typeof eventInput>): DetectionInput => ({ ...rest, id: id ?? undefined });

async function bucketOf(app: FastifyInstance, user: UserRow, name: string): Promise<string> {
  const id = await bucketId(app.deps.pool, user.id, name);
  if (!id) throw noBucket(name);
  return id;
}

/**
 * Why the first of these detections is refused (detection/acceptance.ts), against the portal's clock and the
 * person's retention, which is read once a minute per person rather than for every heartbeat.
 */
function detectionRules(app: FastifyInstance) {
  const retention = new LRUCache<string, number, UserRow>({
    max: 50_000,
    ttl: RETENTION_CACHE_MS,
    fetchMethod: (_userId, _stale, { context }) => loadLoggedActivityRetention(app.deps.pool, context.client_id, context.id),
  });
  return async (user: UserRow, detections: readonly DetectionInput[]): Promise<string | undefined> => {
    const days = await retention.forceFetch(user.id, { context: user });
    const now = app.deps.clock();
    return detections.map((detection) => detectionRefusal(detection, now, days)).find((refusal) => refusal !== undefined);
  };
}
