import { durationOf, sourceIdFor, type Activity, type DayRef, type DayStatus } from '../../domain/days/index.js';

/** An activity as `source_activities` holds it: what the sources' figures are counted from. */
export interface SourceActivityRow {
  id: string;
  day_id: string;
  source_id: string;
  source_type: Activity['source']['type'];
  source_identifier: string | null;
  source_name: string | null;
  // Dates when loaded from the table, ISO strings when they come from an event.
  started_at: string | Date;
  ended_at: string | Date;
  corrected_duration: number | null;
  duration: number;
  removed: boolean;
}

export interface SourceDayRow {
  id: string;
  client_id: string;
  user_id: string;
  date: string;
  status: DayStatus;
}

export const SOURCE_ACTIVITY_COLUMNS = [
  'id', 'day_id', 'source_id', 'source_type', 'source_identifier', 'source_name', 'started_at', 'ended_at',
  'corrected_duration', 'duration', 'removed',
] as const satisfies ReadonlyArray<keyof SourceActivityRow>;

export const SOURCE_ACTIVITY_TYPES: Record<(typeof SOURCE_ACTIVITY_COLUMNS)[number], string> = {
  id: 'uuid', day_id: 'uuid', source_id: 'uuid', source_type: 'text', source_identifier: 'text', source_name: 'text',
  started_at: 'timestamptz', ended_at: 'timestamptz', corrected_duration: 'int', duration: 'int', removed: 'boolean',
};

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The activity the day's `evolve` folds. The read model keeps only what its figures need; the fields it does not
 * keep start neutral, and evolve never reads them to change the ones it keeps (times, correction, removal).
 */
export function toActivity(row: SourceActivityRow): Activity {
  const startedAt = iso(row.started_at);
  return {
    id: row.id,
    started_at: startedAt,
    ended_at: iso(row.ended_at),
    original_duration: 0,
    corrected_duration: row.corrected_duration,
    corrected_by_hand: false,
    published_duration: null,
    contact_id: null,
    partner_contact_id: null,
    internal: false,
    description: null,
    customfields: {},
    source: { type: row.source_type, identifier: row.source_identifier, name: row.source_name },
    context: {},
    status: 'open',
    ignored_by_threshold: false,
    booking: null,
    tag_source: null,
    tagged_by: null,
    removed: row.removed,
    created_at: startedAt,
    updated_at: startedAt,
  };
}

export function toSourceActivityRow(activity: Activity, day: DayRef): SourceActivityRow {
  return {
    id: activity.id,
    day_id: day.day_id,
    source_id: sourceIdFor(day.client_id, activity.source),
    source_type: activity.source.type,
    // An empty identifier is no identifier (the id treats them alike).
    source_identifier: activity.source.identifier || null,
    source_name: activity.source.name,
    started_at: activity.started_at,
    ended_at: activity.ended_at,
    corrected_duration: activity.corrected_duration,
    duration: durationOf(activity),
    removed: activity.removed,
  };
}
