import type pg from 'pg';
import type { ReportKind } from '../../projections/day-flow/reports.js';
import { MONTH_KEYS } from '../../projections/day-flow/totals.js';
import type { Viewer } from '../../projections/day-flow/queries.js';
import { latencies } from './support.js';

const KEYS: Record<ReportKind, readonly string[]> = { ...MONTH_KEYS, users: ['user_id'] };

/**
 * The report's totals without pre-aggregation: GROUP BY month and the kind's key over the activities rows,
 * with the same visibility (your own, and others' published days when you are a manager). One untimed run,
 * then `runs` timed ones; answers their latencies and the grand totals, to check the report against.
 */
export async function reportBaseline(pool: pg.Pool, viewer: Viewer, kind: ReportKind, interval: { start: string; end: string }, runs: number) {
  const keys = KEYS[kind].join(', ');
  const sql = `SELECT to_char(date, 'YYYY-MM') AS period, ${keys}, count(*)::int AS activity_count,
      coalesce(sum(duration) FILTER (WHERE status <> 'ignored'), 0)::int AS duration,
      coalesce(sum(duration) FILTER (WHERE status IN ('booked', 'published')), 0)::int AS booked_duration,
      coalesce(sum(published_duration), 0)::int AS published_duration
    FROM activities
    WHERE client_id = $1 AND date BETWEEN $2::date AND $3::date AND NOT removed
      AND (user_id = $4 OR ($5::boolean AND day_status = 'published'))
    GROUP BY 1, ${keys}
    ORDER BY 1, ${keys}`;
  const params = [viewer.client_id, interval.start, interval.end, viewer.user_id, viewer.sees_published];
  type Row = { activity_count: number; duration: number; booked_duration: number; published_duration: number };
  const { rows } = await pool.query<Row>(sql, params);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await pool.query(sql, params);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const sum = (field: keyof Row) => rows.reduce((total, row) => total + row[field], 0);
  return {
    rows: rows.length,
    totals: { activity_count: sum('activity_count'), duration: sum('duration'), booked_duration: sum('booked_duration'), published_duration: sum('published_duration') },
    latency: latencies(samples),
  };
}
