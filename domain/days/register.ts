import type { Activity } from './activity.js';
import type { ActivityRegistration, DayEvent } from './events.js';

/**
 * The newest detection wins: activity of the same day that overlaps a new one is cut back to the part outside
 * it (the longer side when the new one falls inside), or removed when nothing is left. Nothing is lost: the
 * raw times stay in the trimmed activity's history and a removed activity can be restored.
 */
export function overlapEvents(
  activities: Iterable<Activity>,
  registration: Pick<ActivityRegistration, 'activity_id' | 'started_at' | 'ended_at'>,
  at: string,
): DayEvent[] {
  const start = Date.parse(registration.started_at);
  const end = Date.parse(registration.ended_at);
  const events: DayEvent[] = [];
  for (const other of activities) {
    if (other.removed) continue;
    const otherStart = Date.parse(other.started_at);
    const otherEnd = Date.parse(other.ended_at);
    if (otherEnd <= start || otherStart >= end) continue;
    const before = start - otherStart;
    const after = otherEnd - end;
    const by = { by_activity_id: registration.activity_id, at };
    if (before <= 0 && after <= 0) {
      events.push({ type: 'ActivityRemoved', data: { activity_id: other.id, reason: 'overlap', ...by } });
    } else if (before >= after) {
      events.push({ type: 'ActivityTrimmed', data: { activity_id: other.id, started_at: other.started_at, ended_at: registration.started_at, ...by } });
    } else {
      events.push({ type: 'ActivityTrimmed', data: { activity_id: other.id, started_at: registration.ended_at, ended_at: other.ended_at, ...by } });
    }
  }
  return events;
}
