import type pg from 'pg';

/** A person's detector as the portal shows it: one of their buckets, and how much it sent lately. */
export interface DetectorRow {
  /** The bucket's id, as its watcher names it (aw-watcher-window_<hostname>). */
  name: string;
  type: string;
  client: string;
  hostname: string;
  created_at: Date;
  /** Where its newest detection ends; null before the first. */
  last_event_at: Date | null;
  /** Its detections that started at or after `since`. */
  recent_events: number;
}

/**
 * The person's buckets, by hostname and name, each with the number of its detections since a moment. The count
 * reads the (bucket, timestamp) index: a heartbeat that extends a detection adds none, so this is the number of
 * distinct observations, not of heartbeats.
 */
export async function listDetectors(db: pg.Pool, userId: string, since: Date): Promise<DetectorRow[]> {
  const { rows } = await db.query<DetectorRow>(
    `SELECT b.name, b.type, b.client, b.hostname, b.created_at, b.last_event_at,
       (SELECT count(*)::int FROM detections d WHERE d.bucket_id = b.id AND d.timestamp >= $2) AS recent_events
     FROM detection_buckets b
     WHERE b.user_id = $1
     ORDER BY b.hostname, b.name`,
    [userId, since],
  );
  return rows;
}

/** How many detections of one bucket started on a local date. */
export interface DetectorDayRow {
  name: string;
  date: string;
  events: number;
}

/** Per bucket of the person and local date in their zone, the detections that started then, from a moment on. */
export async function detectionsPerDay(db: pg.Pool, userId: string, timeZone: string, since: Date): Promise<DetectorDayRow[]> {
  const { rows } = await db.query<DetectorDayRow>(
    `SELECT b.name, (d.timestamp AT TIME ZONE $2)::date::text AS date, count(*)::int AS events
     FROM detection_buckets b JOIN detections d ON d.bucket_id = b.id
     WHERE b.user_id = $1 AND d.timestamp >= $3
     GROUP BY 1, 2`,
    [userId, timeZone, since],
  );
  return rows;
}
