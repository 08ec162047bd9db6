import { createHash } from 'node:crypto';
import type { VendorSystem } from '../vendor.js';

/**
 * One push per activity and target system, for good: the id is derived from both (a name-based UUID), so a
 * replayed DayPublished asks for the same push again (and the decider ignores it), and the vendor sees the
 * same reference on every attempt.
 */
export function pushIdFor(activityId: string, system: VendorSystem): string {
  const hex = createHash('sha1').update(`tally-push:${activityId}:${system}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export const pushStream = (pushId: string) => `push-${pushId}`;
export const PUSH_STREAM_PREFIX = 'push-';
