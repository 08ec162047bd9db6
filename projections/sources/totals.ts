import type pg from 'pg';

/**
 * Recomputes the figures of the days a batch touched (per day and source, from their live activity) and then those
 * of every (source, person) pair whose day figures changed, from the day figures: a day costs its own activity,
 * a pair its days. Minimum, maximum and latest name cannot move by a difference, hence recomputed, not adjusted.
 */
export async function recomputeSourceTotals(db: pg.ClientBase, dayIds: readonly string[]): Promise<void> {
  if (dayIds.length === 0) return;
  const { rows: pairs } = await db.query<{ source_id: string; user_id: string }>({ name: 'sources_day_totals', text: DAY_TOTALS, values: [dayIds] });
  if (pairs.length === 0) return;
  await db.query({ name: 'sources_totals', text: TOTALS, values: [pairs.map((pair) => pair.source_id), pairs.map((pair) => pair.user_id)] });
}

/** The latest name among rows, skipping those without one. */
const latestName = (name: string, order: string) => `(array_agg(${name} ORDER BY ${order} DESC, ${name} DESC) FILTER (WHERE ${name} IS NOT NULL))[1]`;

// Every part of a statement sees its snapshot: each DELETE removes the old rows, never the ones inserted beside it.
const DAY_TOTALS = `
  WITH cleared AS (
    DELETE FROM source_day_totals WHERE day_id = ANY($1::uuid[]) RETURNING source_id, user_id),
  filled AS (
    INSERT INTO source_day_totals (day_id, source_id, client_id, user_id, published, name, first_seen, last_seen, duration, activity_count)
    SELECT a.day_id, a.source_id, d.client_id, d.user_id, d.status = 'published',
      ${latestName('a.source_name', 'a.ended_at')},
      min(a.started_at), max(a.ended_at), sum(a.duration), count(*)
    FROM source_activities a JOIN source_days d ON d.id = a.day_id
    WHERE a.day_id = ANY($1::uuid[]) AND NOT a.removed
    GROUP BY a.day_id, a.source_id, d.client_id, d.user_id, d.status
    RETURNING source_id, user_id)
  SELECT DISTINCT source_id, user_id FROM (SELECT * FROM cleared UNION ALL SELECT * FROM filled) pairs`;

const TOTALS = `
  WITH touched AS (SELECT * FROM unnest($1::uuid[], $2::uuid[]) AS touched(source_id, user_id)),
  cleared AS (
    DELETE FROM source_totals t USING touched WHERE t.source_id = touched.source_id AND t.user_id = touched.user_id)
  INSERT INTO source_totals (source_id, client_id, user_id, published, name, first_seen, last_seen, duration, activity_count)
  SELECT d.source_id, d.client_id, d.user_id, d.published, ${latestName('d.name', 'd.last_seen')},
    min(d.first_seen), max(d.last_seen), sum(d.duration), sum(d.activity_count)
  FROM touched JOIN source_day_totals d ON d.source_id = touched.source_id AND d.user_id = touched.user_id
  GROUP BY d.source_id, d.client_id, d.user_id, d.published`;
