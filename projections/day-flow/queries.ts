import type pg from 'pg';
import type { ActivityRow } from './rows.js';

/** Who is asking: their own activity always, other users' only once published and only for managers. */
export interface Viewer {
  client_id: string;
  user_id: string;
  sees_published: boolean;
}

/** SQL condition over a table with client_id, user_id and a published flag expression. */
export function visibleTo(viewer: Viewer, params: unknown[], published: string): string {
  params.push(viewer.client_id, viewer.user_id, viewer.sees_published);
  const n = params.length;
  return `client_id = $${n - 2} AND (user_id = $${n - 1} OR ($${n}::boolean AND ${published}))`;
}

export const ACTIVITY_SELECT = `id, client_id, user_id, day_id, date::text AS date, started_at, ended_at, original_duration,
  corrected_duration, corrected_by_hand, duration, published_duration, contact_id, partner_contact_id, internal, description, customfields, source_type,
  source_identifier, source_name, context, status, ignored_by_threshold, project_id, subproject_id, working_code_id,
  removed, day_status, tag_source, tagged_by, created_at, updated_at`;

export async function findActivities(db: pg.Pool, viewer: Viewer, ids: readonly string[]): Promise<ActivityRow[]> {
  const params: unknown[] = [ids];
  const { rows } = await db.query<ActivityRow>(
    `SELECT ${ACTIVITY_SELECT} FROM activities WHERE id = ANY($1::uuid[]) AND ${visibleTo(viewer, params, "day_status = 'published'")}`,
    params,
  );
  return rows;
}

export async function activitiesOfDay(db: pg.Pool, viewer: Viewer, dayId: string, withRemoved = false): Promise<ActivityRow[]> {
  const params: unknown[] = [dayId];
  const { rows } = await db.query<ActivityRow>(
    `SELECT ${ACTIVITY_SELECT} FROM activities
     WHERE day_id = $1 ${withRemoved ? '' : 'AND NOT removed'} AND ${visibleTo(viewer, params, "day_status = 'published'")}
     ORDER BY started_at, id`,
    params,
  );
  return rows;
}

export interface DayTotalsRow {
  id: string;
  client_id: string;
  user_id: string;
  date: string;
  status: 'open' | 'locked' | 'published';
  duration: number;
  /** Seconds as detected: the original durations of its live activities, before trims and corrections. */
  original_duration: number;
  time_booked: number;
  time_unbooked: number;
  activity_count: number;
  published_at: Date | null;
  updated_at: Date;
}

export const DAY_SELECT = `id, client_id, user_id, date::text AS date, status, duration, original_duration, time_booked, time_unbooked,
  activity_count, published_at, updated_at`;

export async function findDay(db: pg.Pool, viewer: Viewer, id: string): Promise<DayTotalsRow | undefined> {
  const params: unknown[] = [id];
  const { rows } = await db.query<DayTotalsRow>(
    `SELECT ${DAY_SELECT} FROM days WHERE id = $1 AND ${visibleTo(viewer, params, "status = 'published'")}`,
    params,
  );
  return rows[0];
}

export async function publishedDayCount(db: pg.Pool, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM days WHERE user_id = $1 AND status = 'published'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}
