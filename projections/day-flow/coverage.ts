import type pg from 'pg';

/**
 * Per local date from `from` to `to` (inclusive), the time covered by a user's activity of every source but
 * manual (what detectors registered): overlapping activity, say the same hour seen on two devices, counts once,
 * and ignored activity counts too (it was detected). Activity removed by an overlap is left out. Dates without
 * such activity are absent. `since` is where `from` begins: it bounds the scan by the (user, ended_at) index.
 */
export async function detectedSecondsPerDate(db: pg.Pool, clientId: string, userId: string, period: { from: string; to: string; since: Date }): Promise<Map<string, number>> {
  const { rows } = await db.query<{ date: string; seconds: number }>(
    `WITH covered AS (
       SELECT date, range_agg(tstzrange(started_at, ended_at)) AS ranges
       FROM activities
       WHERE client_id = $1 AND user_id = $2 AND ended_at >= $5 AND date BETWEEN $3::date AND $4::date
         AND NOT removed AND source_type <> 'manual'
       GROUP BY date
     )
     SELECT date::text AS date, round(sum(extract(epoch FROM upper(r) - lower(r))))::int AS seconds
     FROM covered, unnest(ranges) AS r
     GROUP BY date`,
    [clientId, userId, period.from, period.to, period.since],
  );
  return new Map(rows.map((row) => [row.date, row.seconds]));
}
