import { nameBasedUuid } from '../shared/name-uuid.js';
import type { VendorSystem } from './systems.js';

/**
 * One push per activity and target system, for good: the id is derived from both (a name-based UUID), so a
 * replayed DayPublished asks for the same push again (and the decider ignores it), and the vendor sees the
 * same reference on every attempt.
 */
export function pushIdFor(activityId: string, system: VendorSystem): string {
  return nameBasedUuid(`tally-push:${activityId}:${system}`);
}

export const PUSH_STREAM_PREFIX = 'push-';
export const pushStream = (pushId: string) => `${PUSH_STREAM_PREFIX}${pushId}`;

/** The push a push stream is of (what read models key their rows on). */
export const pushIdOf = (streamId: string) => streamId.slice(PUSH_STREAM_PREFIX.length);
