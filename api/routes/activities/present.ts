import type { FastifyRequest } from 'fastify';
import { displayStatus, type Day, type DayOwner } from '../../../domain/days/index.js';
import { taggableReferences } from '../../../domain/tags/index.js';
import { subjectOf } from '../../../projections/day-flow/references.js';
import { iso, toActivity, toActivityRow, type ActivityRow } from '../../../projections/day-flow/rows.js';
import { ApiError } from '../../errors/catalogue.js';
import type { Viewer } from '../../../projections/day-flow/queries.js';
import type { ActivityResource } from './schemas.js';
import { say } from '../../../i18n/text.js';

export function toActivityResource(row: ActivityRow): ActivityResource {
  return {
    id: row.id,
    user_id: row.user_id,
    day_id: row.day_id,
    date: row.date,
    started_at: iso(row.started_at),
    ended_at: iso(row.ended_at),
    date_start: iso(row.started_at),
    date_end: iso(row.ended_at),
    duration: row.duration,
    original_duration: row.original_duration,
    corrected_duration: row.corrected_duration,
    published_duration: row.published_duration,
    contact_id: row.contact_id,
    partner_contact_id: row.partner_contact_id,
    internal: row.internal,
    description: row.description,
    customfields: row.customfields,
    status: row.status as ActivityResource['status'],
    display_status: displayStatus(toActivity(row)),
    flags: { ignored_by_threshold: row.ignored_by_threshold, corrected_by_hand: row.corrected_by_hand },
    source: { type: row.source_type, identifier: row.source_identifier, name: row.source_name },
    context: row.context,
    project_id: row.project_id,
    subproject_id: row.subproject_id,
    working_code_id: row.working_code_id,
    is_deleted: row.removed,
    day_status: row.day_status as ActivityResource['day_status'],
    // A person's hand since: the tag that tagged it once is history, not what it is now.
    tagged_by: row.tag_source === 'tag' ? row.tagged_by : null,
    references: taggableReferences(subjectOf(row)),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** An activity as its day's state holds it, in the read model's shape. */
export function activityOfDay(day: Day | undefined, id: string): ActivityResource {
  const activity = day?.activities.get(id);
  if (!day?.ref || !activity) throw new ApiError('model_not_found', say('activity_not_found'));
  return toActivityResource(toActivityRow(activity, day.ref, day.status));
}

/**
 * Who is reading: the user, who also sees the organisation's published days when a manager, except through
 * an API token, which reads only its person's own data.
 */
export function viewerOf(request: FastifyRequest): Viewer {
  const { client_id, id, role } = request.user;
  return { client_id, user_id: id, sees_published: request.apiToken === null && (role === 'manager' || role === 'admin') };
}

/** The signed-in user as the owner of their days (in their time zone, else their organisation's). */
export function dayOwnerOf(request: FastifyRequest): DayOwner {
  const { client_id, id, time_zone } = request.user;
  return { client_id, user_id: id, time_zone };
}
