import type pg from 'pg';
import { bucketKindOf, type BucketKind, type Detection, type DeviceReport } from '../../domain/detections/index.js';
import { endOf, rfc3339 } from '../sql.js';

/** Whose detections: the person's organisation and time zone (theirs, else the organisation's). */
export interface Person {
  user_id: string;
  client_id: string;
  time_zone: string;
}

export async function findPerson(db: pg.Pool, userId: string): Promise<Person | undefined> {
  const { rows } = await db.query<Person>(
    'SELECT u.id AS user_id, u.client_id, coalesce(u.time_zone, c.time_zone) AS time_zone FROM users u JOIN clients c ON c.id = u.client_id WHERE u.id = $1',
    [userId],
  );
  return rows[0];
}

/** A device as the condenser sees it: what horizonOf needs, and when it will be quiet if nothing more arrives. */
export interface Device {
  report: DeviceReport;
  /** When the device counts as quiet unless it sends something before (ISO). */
  quietAt: string;
}

/**
 * The person's devices (the hostnames of their buckets, once one has detections): the kinds of all their buckets,
 * where their newest detection ends, and whether nothing arrived from them for `quietAfterSeconds` (PostgreSQL's
 * clock, which also dated their arrival). A bucket without detections yet counts among the kinds: a watcher whose
 * first heartbeat is still on its way (the afk watcher's, a tick late) must hold the horizon back by its pulsetime,
 * or the condenser closes the first minutes of the day before their afk state arrives, and they are never counted.
 */
export async function devicesOf(db: pg.Pool, userId: string, quietAfterSeconds: number): Promise<Device[]> {
  const { rows } = await db.query<{ hostname: string; types: string[]; newest_end: string; quiet: boolean; quiet_at: string }>(
    `SELECT hostname, array_agg(DISTINCT type) AS types, ${rfc3339('max(last_event_at)')} AS newest_end,
       coalesce(max(last_received_at), '-infinity') < now() - make_interval(secs => $2) AS quiet,
       ${rfc3339('(coalesce(max(last_received_at), now()) + make_interval(secs => $2))')} AS quiet_at
     FROM detection_buckets WHERE user_id = $1
     GROUP BY hostname HAVING max(last_event_at) IS NOT NULL ORDER BY hostname`,
    [userId, quietAfterSeconds],
  );
  return rows.map((row) => ({
    report: { hostname: row.hostname, kinds: row.types.flatMap((type) => kindOf(type)), newestEnd: row.newest_end, quiet: row.quiet },
    quietAt: row.quiet_at,
  }));
}

const kindOf = (type: string): BucketKind[] => {
  const kind = bucketKindOf(type);
  return kind === undefined ? [] : [kind];
};

/**
 * The person's detections that start at or after `readsFrom` and end at or after `endsFrom` (either null: no
 * bound), with their bucket's name, kind and device. Times as stored, to the microsecond.
 */
export async function readDetections(db: pg.Pool, userId: string, bounds: { readsFrom: string | null; endsFrom: string | null }): Promise<Detection[]> {
  const { rows } = await db.query<{ bucket: string; type: string; hostname: string; timestamp: string; duration: number; data: Record<string, unknown> }>(
    `SELECT b.name AS bucket, b.type, b.hostname, ${rfc3339('d.timestamp')} AS timestamp, d.duration, d.data
     FROM detection_buckets b JOIN detections d ON d.bucket_id = b.id
     WHERE b.user_id = $1 AND ($2::timestamptz IS NULL OR d.timestamp >= $2) AND ($3::timestamptz IS NULL OR ${endOf('d')} >= $3)`,
    [userId, bounds.readsFrom, bounds.endsFrom],
  );
  return rows.flatMap(({ type, ...row }) => kindOf(type).map((kind) => ({ ...row, kind })));
}
