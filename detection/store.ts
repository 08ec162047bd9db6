import type pg from 'pg';
import type { DetectionInput } from './acceptance.js';
import { dataHash, endOf, rfc3339 } from './sql.js';

/** A stored detection as aw-server answers an event: its id, start (RFC 3339), duration in seconds and data. */
interface Detection {
  id: number;
  timestamp: string;
  duration: number;
  data: Record<string, unknown>;
}

type DetectionRow = Omit<Detection, 'id'> & { id: string };

const DETECTION_COLUMNS = `d.id, ${rfc3339('d.timestamp')} AS timestamp, d.duration, d.data`;
/** aw-server's order: newest start first; of equal starts the one ending first, then the oldest. */
const NEWEST_FIRST = `d.timestamp DESC, ${endOf('d')}, d.id`;

const toDetection = (row: DetectionRow): Detection => ({ ...row, id: Number(row.id) });

/**
 * aw-server's heartbeat rule, on the bucket's last heartbeat (its last_heartbeat_* columns): equal data and a
 * heartbeat starting within [last start, last end + pulsetime] extend the last detection to
 * max(its end, the heartbeat's end); anything else is a new detection.
 */
const MERGES = `(b.last_heartbeat_hash = h.hash AND h.at >= b.last_heartbeat_at
  AND h.at <= b.last_heartbeat_at + make_interval(secs => b.last_heartbeat_duration + h.pulsetime))`;

/**
 * One statement per heartbeat. Updating the bucket's row locks it: a second heartbeat on the bucket waits, then
 * decides on the row as the first left it (PostgreSQL re-reads an updated row before updating it again), so two
 * heartbeats never both insert. The row says which detection a merge extends (its id, start, duration and data
 * hash) or gives a new detection its id; the upsert writes it. ON CONFLICT finds the detection to extend even when
 * another transaction inserted it after this statement began, which a plain UPDATE of detections would not see.
 * Answers the resulting detection's id, start and duration, or nothing when the person has no such bucket.
 */
const HEARTBEAT = `
WITH h AS (
  SELECT $3::timestamptz AS at, $4::float8 AS duration, $5::jsonb AS data, ${dataHash('$5::jsonb')} AS hash, $6::float8 AS pulsetime
), bucket AS (
  UPDATE detection_buckets b SET
    last_heartbeat_id = CASE WHEN ${MERGES} THEN b.last_heartbeat_id ELSE nextval('detections_id_seq') END,
    last_heartbeat_at = CASE WHEN ${MERGES} THEN b.last_heartbeat_at ELSE h.at END,
    last_heartbeat_duration = CASE WHEN ${MERGES}
      THEN greatest(b.last_heartbeat_duration, extract(epoch FROM h.at - b.last_heartbeat_at)::float8 + h.duration)
      ELSE h.duration END,
    last_heartbeat_hash = h.hash,
    last_event_at = greatest(b.last_event_at, h.at + make_interval(secs => h.duration)),
    last_received_at = now()
  FROM h
  WHERE b.user_id = $1 AND b.name = $2
  RETURNING b.id, b.last_heartbeat_id, b.last_heartbeat_at, b.last_heartbeat_duration
)
INSERT INTO detections AS d (id, bucket_id, timestamp, duration, data)
SELECT bucket.last_heartbeat_id, bucket.id, bucket.last_heartbeat_at, bucket.last_heartbeat_duration, h.data FROM bucket, h
ON CONFLICT (id) DO UPDATE SET duration = excluded.duration
RETURNING d.id, ${rfc3339('d.timestamp')} AS timestamp, d.duration`;

/**
 * Applies a heartbeat; answers the detection it extended or started, or undefined when the person has no such
 * bucket. Its data is the heartbeat's: a merged detection's data is equal to it, so it is not read back.
 */
export async function heartbeat(db: pg.Pool, userId: string, bucketName: string, beat: DetectionInput, pulsetime: number): Promise<Detection | undefined> {
  // Named: each connection plans the statement once, not for every heartbeat.
  const values = [userId, bucketName, beat.timestamp, beat.duration, JSON.stringify(beat.data), pulsetime];
  const { rows } = await db.query<Omit<DetectionRow, 'data'>>({ name: 'detection-heartbeat', text: HEARTBEAT, values });
  return rows[0] && toDetection({ ...rows[0], data: beat.data });
}

/** A detection id the bucket does not have: replacing it is refused, and nothing of the batch is stored. */
export class UnknownDetectionError extends Error {
  constructor(readonly detectionId: number) {
    super(`Unknown detection ${detectionId}`);
  }
}

/**
 * Stores detections in the bucket, in one transaction, answering them with their ids in the order given. One
 * with the `id` of a detection of this bucket replaces it (aw-server's insert-or-replace); an id the bucket does
 * not have is refused (UnknownDetectionError), as the ids are the portal's, not the sender's. Afterwards the
 * bucket's newest detection is what its next heartbeat may extend, as aw-server forgets its last heartbeat on an
 * insert. Undefined when the person has no such bucket.
 */
export async function insertDetections(db: pg.Pool, userId: string, bucketName: string, detections: readonly DetectionInput[]): Promise<Detection[] | undefined> {
  return inLockedBucket(db, userId, bucketName, async (client, bucketId) => {
    const given = detections.flatMap((detection) => (detection.id === undefined ? [] : [detection.id]));
    if (given.length > 0) {
      const { rows } = await client.query<{ id: string }>('SELECT id FROM detections WHERE bucket_id = $1 AND id = ANY($2::bigint[])', [bucketId, given]);
      const known = new Set(rows.map((row) => Number(row.id)));
      const unknown = given.find((id) => !known.has(id));
      if (unknown !== undefined) throw new UnknownDetectionError(unknown);
    }
    // The bucket's last_updated: where the newest of these ends, if later than what it had; and when it last received any.
    const { rows } = await client.query<DetectionRow>(
      `WITH written AS (
         INSERT INTO detections AS d (id, bucket_id, timestamp, duration, data)
         SELECT coalesce(e.id, nextval('detections_id_seq')), $1, e.at, e.duration, e.data
         FROM unnest($2::bigint[], $3::timestamptz[], $4::float8[], $5::jsonb[]) AS e(id, at, duration, data)
         ON CONFLICT (id) DO UPDATE SET timestamp = excluded.timestamp, duration = excluded.duration, data = excluded.data, received_at = now()
         RETURNING d.id, d.timestamp, d.duration, d.data
       ), noted AS (
         UPDATE detection_buckets SET last_event_at = greatest(last_event_at, (SELECT max(${endOf('d')}) FROM written d)), last_received_at = now() WHERE id = $1
       )
       SELECT ${DETECTION_COLUMNS} FROM written d`,
      [
        bucketId,
        detections.map((detection) => detection.id ?? null),
        detections.map((detection) => detection.timestamp),
        detections.map((detection) => detection.duration),
        detections.map((detection) => JSON.stringify(detection.data)),
      ],
    );
    return rows.map(toDetection);
  });
}

/** Deletes one detection of the bucket (none when it has no such one); undefined when there is no such bucket. */
export async function deleteDetection(db: pg.Pool, userId: string, bucketName: string, detectionId: number): Promise<true | undefined> {
  return inLockedBucket(db, userId, bucketName, async (client, bucketId) => {
    await client.query('DELETE FROM detections WHERE bucket_id = $1 AND id = $2', [bucketId, detectionId]);
    return true as const;
  });
}

/**
 * Runs `change` in a transaction that holds the bucket's row (so no heartbeat runs meanwhile), then makes the
 * bucket's newest detection the one its next heartbeat may extend.
 */
async function inLockedBucket<T>(db: pg.Pool, userId: string, bucketName: string, change: (client: pg.PoolClient, bucketId: string) => Promise<T>): Promise<T | undefined> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: string }>('SELECT id FROM detection_buckets WHERE user_id = $1 AND name = $2 FOR UPDATE', [userId, bucketName]);
    const bucketId = rows[0]?.id;
    if (bucketId === undefined) {
      await client.query('ROLLBACK');
      return undefined;
    }
    const result = await change(client, bucketId);
    await client.query(
      `UPDATE detection_buckets b SET (last_heartbeat_id, last_heartbeat_at, last_heartbeat_duration, last_heartbeat_hash) =
         (SELECT d.id, d.timestamp, d.duration, ${dataHash('d.data')} FROM detections d WHERE d.bucket_id = b.id ORDER BY ${NEWEST_FIRST} LIMIT 1)
       WHERE b.id = $1`,
      [bucketId],
    );
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

interface DetectionRange {
  /** From (RFC 3339): detections ending before it are left out, those starting before it are cut to it. */
  start?: string | undefined;
  /** Until: detections starting after it are left out, those ending after it are cut to it. */
  end?: string | undefined;
  limit?: number | undefined;
}

/** Where detections overlapping the range are: `$1` the bucket, `$2` and `$3` the range's ends (or null). */
const IN_RANGE = `d.bucket_id = $1 AND ($2::timestamptz IS NULL OR ${endOf('d')} >= $2) AND ($3::timestamptz IS NULL OR d.timestamp <= $3)`;

/** The bucket's detections overlapping the range, newest first, cut to the range as aw-server answers them. */
export async function findDetections(db: pg.Pool, bucketId: string, range: DetectionRange): Promise<Detection[]> {
  if (range.start && range.end && Date.parse(range.start) > Date.parse(range.end)) return [];
  const { rows } = await db.query<DetectionRow>(
    `SELECT d.id, ${rfc3339('c.start')} AS timestamp, d.data,
       CASE WHEN c.start = d.timestamp AND c.stop = ${endOf('d')} THEN d.duration ELSE extract(epoch FROM c.stop - c.start)::float8 END AS duration
     FROM detections d, LATERAL (SELECT greatest(d.timestamp, $2::timestamptz) AS start, least(${endOf('d')}, $3::timestamptz) AS stop) c
     WHERE ${IN_RANGE}
     ORDER BY ${NEWEST_FIRST}
     LIMIT $4`,
    [bucketId, range.start ?? null, range.end ?? null, range.limit ?? null],
  );
  return rows.map(toDetection);
}

/** How many of the bucket's detections overlap the range. */
export async function countDetections(db: pg.Pool, bucketId: string, range: DetectionRange): Promise<number> {
  if (range.start && range.end && Date.parse(range.start) > Date.parse(range.end)) return 0;
  const { rows } = await db.query<{ count: string }>(`SELECT count(*) AS count FROM detections d WHERE ${IN_RANGE}`, [bucketId, range.start ?? null, range.end ?? null]);
  return Number(rows[0]?.count ?? 0);
}

/** One detection of the bucket. */
export async function findDetection(db: pg.Pool, bucketId: string, detectionId: number): Promise<Detection | undefined> {
  const { rows } = await db.query<DetectionRow>(`SELECT ${DETECTION_COLUMNS} FROM detections d WHERE d.bucket_id = $1 AND d.id = $2`, [bucketId, detectionId]);
  return rows[0] && toDetection(rows[0]);
}
