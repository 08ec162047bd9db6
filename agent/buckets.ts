import { BUCKET_TYPES, isBucketType } from '../detection/buckets.js';
import type { AwBucket } from './aw-server.js';

/** What aw-watcher-web says as its bucket's hostname: a browser extension cannot know the machine's name. */
const UNKNOWN_HOST = 'unknown';

/** Whether the agent forwards a local bucket: the types the portal turns into activity, no others. */
export const isForwarded = (bucket: AwBucket): boolean => isBucketType(bucket.type);

export const skippedBecause = (bucket: AwBucket): string =>
  `Skipping bucket ${bucket.id} (type ${bucket.type}): the portal takes ${BUCKET_TYPES.join(', ')}`;

/**
 * The portal's bucket for a local one: the same id, type, client and hostname, except where the watcher did not
 * know the hostname (aw-watcher-web): the portal keeps a person's buckets of all their machines side by side, so
 * such a bucket gets the local aw-server's hostname, also at the end of its id. Two machines' browsers then stay
 * two buckets, and the condenser finds a browser's tabs on the host of its windows.
 */
export function portalBucketOf(local: AwBucket, hostname: string): AwBucket {
  if (local.hostname !== UNKNOWN_HOST) return local;
  const suffix = `_${hostname}`;
  return { ...local, hostname, id: local.id.endsWith(suffix) ? local.id : `${local.id}${suffix}` };
}
