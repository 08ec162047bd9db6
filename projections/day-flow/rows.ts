import type { CustomValues } from '../../domain/custom-fields/index.js';
import { durationOf, type Activity, type DayRef, type DayStatus, type TaggedBy, type TagSource } from '../../domain/days/index.js';

/** An activity as the `activities` table holds it. */
export interface ActivityRow {
  id: string;
  client_id: string;
  user_id: string;
  day_id: string;
  date: string;
  started_at: string;
  ended_at: string;
  original_duration: number;
  corrected_duration: number | null;
  corrected_by_hand: boolean;
  duration: number;
  published_duration: number | null;
  contact_id: string | null;
  partner_contact_id: string | null;
  internal: boolean;
  description: string | null;
  customfields: CustomValues;
  source_type: string;
  source_identifier: string | null;
  source_name: string | null;
  context: Record<string, string>;
  status: string;
  ignored_by_threshold: boolean;
  project_id: string | null;
  subproject_id: string | null;
  working_code_id: string | null;
  removed: boolean;
  day_status: string;
  tag_source: TagSource;
  tagged_by: TaggedBy | null;
  created_at: string;
  updated_at: string;
}

export interface DayRow {
  id: string;
  client_id: string;
  user_id: string;
  date: string;
  status: DayStatus;
  published_at: string | null;
}

export const ACTIVITY_COLUMNS = [
  'id', 'client_id', 'user_id', 'day_id', 'date', 'started_at', 'ended_at', 'original_duration', 'corrected_duration',
  'corrected_by_hand', 'duration', 'published_duration', 'contact_id', 'partner_contact_id', 'internal', 'description', 'customfields', 'source_type',
  'source_identifier', 'source_name', 'context', 'status', 'ignored_by_threshold', 'project_id', 'subproject_id',
  'working_code_id', 'removed', 'day_status', 'tag_source', 'tagged_by', 'created_at', 'updated_at',
] as const satisfies ReadonlyArray<keyof ActivityRow>;

export const ACTIVITY_TYPES: Record<(typeof ACTIVITY_COLUMNS)[number], string> = {
  id: 'uuid', client_id: 'uuid', user_id: 'uuid', day_id: 'uuid', date: 'date', started_at: 'timestamptz',
  ended_at: 'timestamptz', original_duration: 'int', corrected_duration: 'int', corrected_by_hand: 'boolean', duration: 'int', published_duration: 'int',
  contact_id: 'uuid', partner_contact_id: 'uuid', internal: 'boolean', description: 'text', customfields: 'jsonb', source_type: 'text',
  source_identifier: 'text', source_name: 'text', context: 'jsonb', status: 'text', ignored_by_threshold: 'boolean',
  project_id: 'uuid', subproject_id: 'uuid', working_code_id: 'uuid', removed: 'boolean', day_status: 'text',
  tag_source: 'text', tagged_by: 'jsonb', created_at: 'timestamptz', updated_at: 'timestamptz',
};

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    started_at: iso(row.started_at),
    ended_at: iso(row.ended_at),
    original_duration: row.original_duration,
    corrected_duration: row.corrected_duration,
    corrected_by_hand: row.corrected_by_hand,
    published_duration: row.published_duration,
    contact_id: row.contact_id,
    partner_contact_id: row.partner_contact_id,
    internal: row.internal,
    description: row.description,
    customfields: row.customfields,
    source: { type: row.source_type as Activity['source']['type'], identifier: row.source_identifier, name: row.source_name },
    context: row.context,
    status: row.status as Activity['status'],
    ignored_by_threshold: row.ignored_by_threshold,
    booking: row.project_id ? { project_id: row.project_id, subproject_id: row.subproject_id, working_code_id: row.working_code_id } : null,
    removed: row.removed,
    tag_source: row.tag_source,
    tagged_by: row.tagged_by,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toActivityRow(activity: Activity, day: DayRef, dayStatus: DayStatus): ActivityRow {
  return {
    id: activity.id,
    client_id: day.client_id,
    user_id: day.user_id,
    day_id: day.day_id,
    date: day.date,
    started_at: activity.started_at,
    ended_at: activity.ended_at,
    original_duration: activity.original_duration,
    corrected_duration: activity.corrected_duration,
    corrected_by_hand: activity.corrected_by_hand,
    duration: durationOf(activity),
    published_duration: activity.published_duration,
    contact_id: activity.contact_id,
    partner_contact_id: activity.partner_contact_id,
    internal: activity.internal,
    description: activity.description,
    customfields: activity.customfields,
    source_type: activity.source.type,
    source_identifier: activity.source.identifier,
    source_name: activity.source.name,
    context: activity.context,
    status: activity.status,
    ignored_by_threshold: activity.ignored_by_threshold,
    project_id: activity.booking?.project_id ?? null,
    subproject_id: activity.booking?.subproject_id ?? null,
    working_code_id: activity.booking?.working_code_id ?? null,
    removed: activity.removed,
    day_status: dayStatus,
    tag_source: activity.tag_source,
    tagged_by: activity.tagged_by,
    created_at: activity.created_at,
    updated_at: activity.updated_at,
  };
}

/** toISOString's own form: such a string is its instant's ISO form already. */
const CANONICAL_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * An instant in toISOString's form, from the read model (a Date) or a day's state (a string, nearly always in that
 * form already: answering a tag converted ten of them, a tenth as fast through a Date).
 */
export function iso(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  return CANONICAL_INSTANT.test(value) ? value : new Date(value).toISOString();
}
