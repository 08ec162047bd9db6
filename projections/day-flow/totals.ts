import type pg from 'pg';
import type { DayRef } from '../../domain/days/index.js';

/**
 * Recomputes the day figures and the report totals of the days a batch touched, from the activities rows
 * just written. Day totals per (day, contact, dimensions, source); month totals per (user, month) from them.
 */
export async function recomputeTotals(db: pg.ClientBase, days: readonly DayRef[]): Promise<void> {
  if (days.length === 0) return;
  const dayIds = days.map((day) => day.day_id);
  await db.query(
    `UPDATE days d SET
       duration = coalesce(t.duration, 0), time_booked = coalesce(t.booked, 0),
       time_unbooked = coalesce(t.duration, 0) - coalesce(t.booked, 0), activity_count = coalesce(t.n, 0)
     FROM unnest($1::uuid[]) AS touched(id)
     LEFT JOIN (
       SELECT day_id, sum(duration) AS duration, count(*) AS n,
              sum(duration) FILTER (WHERE status IN ('booked', 'published')) AS booked
       FROM activities WHERE day_id = ANY($1::uuid[]) AND NOT removed GROUP BY day_id
     ) t ON t.day_id = touched.id
     WHERE d.id = touched.id`,
    [dayIds],
  );
  await db.query('DELETE FROM report_day_totals WHERE day_id = ANY($1::uuid[])', [dayIds]);
  await db.query(
    `INSERT INTO report_day_totals (client_id, user_id, day_id, date, published, contact_id, internal, project_id,
       subproject_id, working_code_id, source_type, activity_count, duration, booked_duration, published_duration)
     SELECT client_id, user_id, day_id, date, day_status = 'published', contact_id, internal, project_id, subproject_id,
       working_code_id, source_type, count(*), coalesce(sum(duration) FILTER (WHERE status <> 'ignored'), 0),
       coalesce(sum(duration) FILTER (WHERE status IN ('booked', 'published')), 0),
       coalesce(sum(published_duration), 0)
     FROM activities WHERE day_id = ANY($1::uuid[]) AND NOT removed
     GROUP BY client_id, user_id, day_id, date, day_status, contact_id, internal, project_id, subproject_id, working_code_id, source_type`,
    [dayIds],
  );

  const months = [...new Map(days.map((day) => [`${day.user_id}|${day.date.slice(0, 7)}`, day])).values()];
  const users = months.map((day) => day.user_id);
  const starts = months.map((day) => `${day.date.slice(0, 7)}-01`);
  for (const [kind, keys] of Object.entries(MONTH_KEYS)) {
    const table = `report_month_${kind}`;
    const columns = ['client_id', 'user_id', 'published', ...keys];
    await db.query(
      `DELETE FROM ${table} r USING unnest($1::uuid[], $2::date[]) AS m(user_id, month) WHERE r.user_id = m.user_id AND r.month = m.month`,
      [users, starts],
    );
    await db.query(
      `INSERT INTO ${table} (month, ${columns.join(', ')}, activity_count, duration, booked_duration, published_duration)
       SELECT m.month, ${columns.map((c) => `t.${c}`).join(', ')},
         sum(t.activity_count), sum(t.duration), sum(t.booked_duration), sum(t.published_duration)
       FROM unnest($1::uuid[], $2::date[]) AS m(user_id, month)
       JOIN report_day_totals t ON t.user_id = m.user_id AND t.date >= m.month AND t.date < m.month + interval '1 month'
       GROUP BY m.month, ${columns.map((c) => `t.${c}`).join(', ')}`,
      [users, starts],
    );
  }
}

/** The month totals kept per report kind, and the key each groups by (reports/ reads them). */
export const MONTH_KEYS = {
  contacts: ['contact_id', 'internal'],
  dimensions: ['project_id', 'subproject_id', 'working_code_id'],
  sources: ['source_type'],
  users: [],
} as const satisfies Record<string, readonly string[]>;
