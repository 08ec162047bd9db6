import type { DetectionEvent } from './detection.js';

/** JSON with object keys in order, so equal data gives equal text whatever order its keys came in (as jsonb compares). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function sameData(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * aw-server's merge rule on times alone (milliseconds since the epoch, durations in seconds): a heartbeat that starts
 * no earlier than the last event and no later than its end plus the pulsetime extends it; the merged event keeps the
 * last event's start and lasts until whichever ends later. Null when the heartbeat falls outside.
 */
export function mergedDuration(lastStart: number, lastDuration: number, heartbeatStart: number, heartbeatDuration: number, pulsetime: number): number | null {
  if (heartbeatStart < lastStart || heartbeatStart > lastStart + (lastDuration + pulsetime) * 1000) return null;
  return Math.max(lastDuration, (heartbeatStart - lastStart) / 1000 + heartbeatDuration);
}

/**
 * aw-server's heartbeat merge: with equal data and `last.timestamp <= heartbeat.timestamp <= last.timestamp +
 * last.duration + pulsetime`, the last event extended to cover the heartbeat; else null (the heartbeat becomes an
 * event of its own). Times count in milliseconds, as JavaScript reads an ISO instant.
 */
export function heartbeatMerge<E extends DetectionEvent>(last: E, heartbeat: DetectionEvent, pulsetime: number): E | null {
  if (!sameData(last.data, heartbeat.data)) return null;
  const duration = mergedDuration(Date.parse(last.timestamp), last.duration, Date.parse(heartbeat.timestamp), heartbeat.duration, pulsetime);
  return duration === null ? null : { ...last, duration };
}

/**
 * The events a bucket holds after aw-server took these heartbeats in this order: each one merges into the result of
 * the previous heartbeat (aw-server keeps it as the bucket's last heartbeat, and so does detection/store.ts) or is
 * stored as an event of its own, which the next heartbeat then merges into. What a test needs to know what the
 * server made of the heartbeats a watcher sent.
 */
export function mergeHeartbeats(heartbeats: Iterable<DetectionEvent>, pulsetime: number): DetectionEvent[] {
  const events: DetectionEvent[] = [];
  for (const heartbeat of heartbeats) {
    const last = events.at(-1);
    const merged = last === undefined ? null : heartbeatMerge(last, heartbeat, pulsetime);
    if (merged === null) events.push(heartbeat);
    else events[events.length - 1] = merged;
  }
  return events;
}
