import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import { activityWatchErrorBody } from '../../errors/schema.js';

/** Every /api/0 call: an API token with the detections:write ability, nothing else (a session cookie alone is 401). */
export const tokenOnly: FastifyContextConfig = { token: 'detections:write', session: false };
export const tags = ['activitywatch'];
export const security: Array<Record<string, string[]>> = [{ bearer: [] }];

/** aw-server's error answers: 400 a rule (future, retention, duration, data size, bucket type), 422 a shape. */
export const errors = {
  400: activityWatchErrorBody,
  401: activityWatchErrorBody,
  403: activityWatchErrorBody,
  404: activityWatchErrorBody,
  413: activityWatchErrorBody,
  422: activityWatchErrorBody,
  503: activityWatchErrorBody,
} as const;

const dateTime = z.iso.datetime({ offset: true }).describe('RFC 3339, with Z or an offset.');
const data = z.record(z.string(), z.unknown());
const text = z.string().max(255).refine(storableText, STORABLE_MESSAGE);

export const info = z
  .object({ hostname: z.string(), version: z.string(), testing: z.boolean(), device_id: z.string() })
  .meta({ id: 'ActivityWatchInfo' });

export const bucket = z
  .object({
    id: z.string().describe("The watcher's bucket id, e.g. aw-watcher-window_<hostname>."),
    name: z.string().describe('The id again, as aw-server (Python) answers it.'),
    type: z.string(),
    client: z.string(),
    hostname: z.string(),
    created: z.string(),
    data,
    last_updated: z.string().nullable().describe('Where the newest event received ends.'),
    metadata: z.object({ start: z.string().nullable(), end: z.string().nullable() }).describe('The first start and the last end of its events.'),
  })
  .meta({ id: 'ActivityWatchBucket' });

export const bucketInput = z
  .object({
    client: text,
    type: text.describe('currentwindow, afkstatus or web.tab.current.'),
    hostname: text,
    data: data.optional(),
    created: dateTime.optional(),
  })
  .meta({ id: 'ActivityWatchBucketFields' });

export const event = z
  .object({ id: z.number().int(), timestamp: z.string(), duration: z.number().describe('Seconds.'), data })
  .meta({ id: 'ActivityWatchEvent' });

export const eventInput = z
  .object({
    id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullish().describe('Of an event of this bucket: replaces it.'),
    timestamp: dateTime,
    duration: z.number().default(0).describe('Seconds, 0 to 86400.'),
    data: data.describe('At most 64 KB of JSON.'),
  })
  .meta({ id: 'ActivityWatchEventFields' });

export const bucketParams = z.object({ bucket: text.min(1).describe("The bucket's id.") });
export const eventParams = bucketParams.extend({ event: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const range = z.object({ start: dateTime.optional(), end: dateTime.optional() });
