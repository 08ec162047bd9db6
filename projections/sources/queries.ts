import type pg from 'pg';
import type { SourceType } from '../../domain/days/index.js';
import { visibleTo, type Viewer } from '../day-flow/queries.js';

/** A source with its figures over the activity a viewer may see. */
export interface SourceRow {
  id: string;
  type: SourceType;
  identifier: string | null;
  name: string | null;
  first_seen: Date;
  last_seen: Date;
  duration: number;
  activity_count: number;
}

// A firm's seconds from one source can pass 2^31: the sum is read as float8, exact far beyond that, and a number.
export const SOURCE_COLUMNS = 'id, type, identifier, name, first_seen, last_seen, duration, activity_count';

/**
 * The organisation's sources as `viewer` sees them, as a table to list from (its columns are SourceRow's): the
 * figures of the viewer's own activity and, for managers and admins, of other people's published days, by the
 * rule reports use. A source none of that activity came from is not in it.
 */
export function visibleSources(viewer: Viewer, params: unknown[]): string {
  const visible = visibleTo(viewer, params, 'published');
  const clientParam = params.length - 2;
  return `(
    SELECT s.id, s.type, s.identifier, f.name, f.first_seen, f.last_seen, f.duration, f.activity_count
    FROM sources s CROSS JOIN LATERAL (
      SELECT (array_agg(name ORDER BY last_seen DESC, name DESC) FILTER (WHERE name IS NOT NULL))[1] AS name,
        min(first_seen) AS first_seen, max(last_seen) AS last_seen, sum(duration)::float8 AS duration,
        sum(activity_count)::int AS activity_count
      FROM source_totals WHERE source_id = s.id AND ${visible}
      HAVING count(*) > 0) f
    WHERE s.client_id = $${clientParam}) visible_sources`;
}

export async function findSource(db: pg.Pool, viewer: Viewer, id: string): Promise<SourceRow | undefined> {
  const params: unknown[] = [id];
  const { rows } = await db.query<SourceRow>(`SELECT ${SOURCE_COLUMNS} FROM ${visibleSources(viewer, params)} WHERE id = $1`, params);
  return rows[0];
}
