import { nameBasedUuid } from '../../domain/shared/name-uuid.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import { pushEventTypes, type PushEvent } from './events.js';
import type { VendorSystem } from '../../domain/push/systems.js';

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

/** The push events of a batch, with the push they belong to and their revision (what read models guard on). */
export function pushEventsIn(events: readonly RecordedEvent[]): Array<{ pushId: string; revision: number; event: PushEvent }> {
  return events
    .filter((recorded) => recorded.streamId.startsWith(PUSH_STREAM_PREFIX) && pushEventTypes.has(recorded.type))
    .map((recorded) => ({
      pushId: recorded.streamId.slice(PUSH_STREAM_PREFIX.length),
      revision: recorded.revision,
      event: { type: recorded.type, data: recorded.data } as PushEvent,
    }));
}
