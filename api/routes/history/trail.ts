import { dayDecider, type Activity, type Day, type DayEvent, type DayEventType } from '../../../domain/days/index.js';
import { foldStream } from '../../../domain/shared/decider.js';
import type { RecordedEvent } from '../../../eventstore/port.js';
import type { HistoryChange } from './schemas.js';

export interface TrailEntry {
  event_id: string;
  type: DayEventType;
  recorded_at: string;
  user_id: string | null;
  request: string | null;
  changes: HistoryChange[];
}

const ACTIVITY_FIELDS = [
  'started_at', 'ended_at', 'contact_id', 'partner_contact_id', 'internal', 'description', 'status',
  'corrected_duration', 'published_duration', 'removed',
] as const;

/**
 * The history of a day (or of one activity in it): each event with who, when, in which request, and every
 * field it changed from before to after. Replays the day with the domain's own evolve, so the trail explains
 * exactly the numbers the read models show.
 */
export function dayTrail(events: readonly RecordedEvent<DayEvent>[], activityId?: string): TrailEntry[] {
  const trail: TrailEntry[] = [];
  let day: Day = dayDecider.initialState();
  for (const recorded of events) {
    const before = day;
    day = foldStream(dayDecider, [recorded], before);
    const changes = [
      ...(activityId ? [] : dayChanges(before, day)),
      ...activityChanges(before, day, activityId),
    ];
    if (changes.length === 0 && activityId) continue;
    trail.push({
      event_id: recorded.id,
      type: recorded.type,
      recorded_at: recorded.recordedAt.toISOString(),
      user_id: textOrNull(recorded.metadata.user_id),
      request: textOrNull(recorded.metadata.request),
      changes,
    });
  }
  return trail;
}

function dayChanges(before: Day, after: Day): HistoryChange[] {
  const changes: HistoryChange[] = [];
  if (before.status !== after.status) changes.push({ activity_id: null, field: 'status', before: before.status, after: after.status });
  if (before.ref === null && after.ref) changes.push({ activity_id: null, field: 'date', before: null, after: after.ref.date });
  if (before.activities.size > 0 && after.activities.size === 0 && after.ref === null) {
    changes.push({ activity_id: null, field: 'activities', before: before.activities.size, after: 0 });
  }
  return changes;
}

type ActivityField = (typeof ACTIVITY_FIELDS)[number];

/** A change of one of the fields, its values typed by that field (so it is the schema's HistoryChange of it). */
type FieldChange<Fields extends ActivityField> = { [Field in Fields]: { activity_id: string; field: Field; before: Activity[Field] | null; after: Activity[Field] } }[Fields];

function fieldChange<Field extends ActivityField>(activityId: string, field: Field, before: Activity[Field] | null, after: Activity[Field]): FieldChange<Field> {
  return { activity_id: activityId, field, before, after };
}

function activityChanges(before: Day, after: Day, only?: string): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const [id, next] of after.activities) {
    if (only && id !== only) continue;
    const previous = before.activities.get(id);
    if (previous === next) continue;
    for (const field of ACTIVITY_FIELDS) {
      // A new activity has no earlier value: null, so a registration does not list fields it leaves empty.
      const was = previous?.[field] ?? null;
      if (was !== next[field]) changes.push(fieldChange(id, field, was, next[field]));
    }
    const booking = (a: Activity | undefined) => (a?.booking ? JSON.stringify(a.booking) : null);
    if (booking(previous) !== booking(next)) {
      changes.push({ activity_id: id, field: 'booking', before: previous?.booking ?? null, after: next.booking });
    }
    // The tag that tagged it by itself; a person's hand or an untagging clears it.
    const tag = (a: Activity | undefined) => (a?.tagged_by ? JSON.stringify(a.tagged_by) : null);
    if (tag(previous) !== tag(next)) changes.push({ activity_id: id, field: 'tagged_by', before: previous?.tagged_by ?? null, after: next.tagged_by });
    // Where detected activity came from, as it was registered (it never changes afterwards).
    if (previous === undefined && next.detection !== undefined) changes.push({ activity_id: id, field: 'detection', before: null, after: next.detection });
  }
  return changes;
}

/** A metadata field the event store keeps as it was written: text, or null when there is none. */
function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
