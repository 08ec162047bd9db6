import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectRoot } from '../../../config/settings.js';
import { nameBasedUuid } from '../../../domain/shared/name-uuid.js';
import { dataRefusal } from '../../../detection/acceptance.js';
import { BUCKET_TYPES, createBucket, deleteBucket, findBucket, isBucketType, listBuckets, type BucketRow } from '../../../detection/buckets.js';
import { ApiError } from '../../errors/catalogue.js';
import { eventRoutes, noBucket } from './events.js';
import { bucket, bucketInput, bucketParams, errors, info, security, tags, tokenOnly } from './schemas.js';
import { asWritten } from '../../../i18n/message.js';

const VERSION = `tally-${(JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version}`;
const HOSTNAME = os.hostname();

/**
 * The ActivityWatch-compatible surface: aw-server's REST API at /api/0 (info, buckets, events, heartbeats),
 * with its paths, JSON shapes, status codes and error shape, so that the official watchers and aw-client work
 * against the portal with an API token (detections:write). Buckets and their detections are the token's
 * person's: another person's bucket of the same name is another bucket. docs/detection.md says what differs.
 */
export const activityWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/0/info', {
    config: tokenOnly,
    schema: { tags, security, summary: "The server's info, as aw-server gives it (a watcher checks it can reach the server)", response: { 200: info, ...errors } },
    handler: async () => ({ hostname: HOSTNAME, version: VERSION, testing: false, device_id: nameBasedUuid(`tally-portal:${HOSTNAME}`) }),
  });

  app.get('/api/0/buckets/', {
    config: tokenOnly,
    schema: { tags, security, summary: 'Your buckets, by id', response: { 200: z.record(z.string(), bucket), ...errors } },
    handler: async (request) => Object.fromEntries((await listBuckets(app.deps.pool, request.user.id)).map((row) => [row.name, present(row)])),
  });

  app.get('/api/0/buckets/:bucket', {
    config: tokenOnly,
    schema: { tags, security, summary: 'One of your buckets', params: bucketParams, response: { 200: bucket, ...errors } },
    handler: async (request) => {
      const row = await findBucket(app.deps.pool, request.user.id, request.params.bucket);
      if (!row) throw noBucket(request.params.bucket);
      return present(row);
    },
  });

  app.post('/api/0/buckets/:bucket', {
    config: tokenOnly,
    schema: {
      tags,
      security,
      summary: 'Creates a bucket of yours: 200, or 304 when you have it already (which a watcher does at every start)',
      description: `Types taken: ${BUCKET_TYPES.join(', ')} (what the portal turns into activity); others answer 400.`,
      params: bucketParams,
      body: bucketInput,
      response: { 200: z.undefined(), 304: z.undefined(), ...errors },
    },
    handler: async (request, reply) => {
      const { type, client, hostname, data = {}, created } = request.body;
      if (!isBucketType(type)) throw new ApiError('bad_request', asWritten(`Unknown bucket type '${type}': the portal takes ${BUCKET_TYPES.join(', ')}`));
      if (/\s/.test(hostname) && hostname !== '!local') throw new ApiError('bad_request', asWritten(`Invalid hostname ${JSON.stringify(hostname)}: hostname may not contain whitespace`));
      const refusal = dataRefusal(data);
      if (refusal) throw new ApiError('bad_request', asWritten(`Invalid bucket: ${refusal}`));
      const owner = { client_id: request.user.client_id, user_id: request.user.id };
      const made = await createBucket(app.deps.pool, owner, { name: request.params.bucket, type, client, hostname, data, created });
      return reply.code(made ? 200 : 304).send();
    },
  });

  app.delete('/api/0/buckets/:bucket', {
    config: tokenOnly,
    schema: {
      tags,
      security,
      summary: 'Deletes a bucket of yours with all its events (aw-client adds ?force=1, which is not needed here)',
      params: bucketParams,
      querystring: z.object({ force: z.string().optional() }),
      response: { 200: z.undefined(), ...errors },
    },
    handler: async (request, reply) => {
      if (!(await deleteBucket(app.deps.pool, request.user.id, request.params.bucket))) throw noBucket(request.params.bucket);
      return reply.code(200).send();
    },
  });

  await app.register(eventRoutes);
};

/** aw-server's bucket: its id is the watcher's name (ours, a uuid, stays inside). */
function present({ start, end, ...row }: BucketRow): z.infer<typeof bucket> {
  return { ...row, id: row.name, metadata: { start, end } };
}
