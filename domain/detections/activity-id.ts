import { nameBasedUuid } from '../shared/name-uuid.js';
import { isoOf, toSeconds } from './buckets.js';

/**
 * The id of the activity a span registers: a name-based UUID of the person, the span's bucket and its start (read
 * as the whole second it rounds to), so condensing the same detections again gives the same ids and registers once.
 */
export function activityIdOf(userId: string, bucket: string, startedAt: string): string {
  return nameBasedUuid(`detection:${userId}:${bucket}:${isoOf(toSeconds(startedAt))}`);
}
