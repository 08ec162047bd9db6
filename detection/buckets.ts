import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { BUCKET_TYPES as KIND_OF_TYPE, bucketKindOf, type BucketType } from '../domain/detections/index.js';
import { endOf, rfc3339 } from './sql.js';

/**
 * The bucket types the portal takes: those the condenser turns into activities, as the official watchers name
 * them (aw-watcher-window, aw-watcher-afk, aw-watcher-web).
 */
export const BUCKET_TYPES = Object.keys(KIND_OF_TYPE);

export const isBucketType = (type: string): type is BucketType => bucketKindOf(type) !== undefined;

interface BucketOwner {
  client_id: string;
  user_id: string;
}

/** A bucket as a watcher creates it; its name is the watcher's bucket id (aw-watcher-window_<hostname>). */
interface NewBucket {
  name: string;
  type: BucketType;
  client: string;
  hostname: string;
  data: Record<string, unknown>;
  /** When the watcher says it was created (an import); now otherwise. */
  created?: string | undefined;
}

export interface BucketRow {
  id: string;
  name: string;
  type: string;
  client: string;
  hostname: string;
  data: Record<string, unknown>;
  created: string;
  /** Where the newest detection received ends. */
  last_updated: string | null;
  /** The first start and the last end of its detections; null while it has none. */
  start: string | null;
  end: string | null;
}

/** Creates the person's bucket; false when they already have one of that name (which stays as it is). */
export async function createBucket(db: pg.Pool, owner: BucketOwner, bucket: NewBucket): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO detection_buckets (id, client_id, user_id, name, type, client, hostname, data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()))
     ON CONFLICT (user_id, name) DO NOTHING`,
    [randomUUID(), owner.client_id, owner.user_id, bucket.name, bucket.type, bucket.client, bucket.hostname, bucket.data, bucket.created ?? null],
  );
  return rowCount === 1;
}

const BUCKET_SELECT = `SELECT b.id, b.name, b.type, b.client, b.hostname, b.data, ${rfc3339('b.created_at')} AS created,
    ${rfc3339('b.last_event_at')} AS last_updated, ${rfc3339('m.first_start')} AS start, ${rfc3339('m.last_end')} AS "end"
  FROM detection_buckets b
  LEFT JOIN LATERAL (SELECT min(d.timestamp) AS first_start, max(${endOf('d')}) AS last_end FROM detections d WHERE d.bucket_id = b.id) m ON true`;

/** The person's buckets, by name. */
export async function listBuckets(db: pg.Pool, userId: string): Promise<BucketRow[]> {
  const { rows } = await db.query<BucketRow>(`${BUCKET_SELECT} WHERE b.user_id = $1 ORDER BY b.name`, [userId]);
  return rows;
}

/** One of the person's buckets by name, with the extent of its detections. */
export async function findBucket(db: pg.Pool, userId: string, name: string): Promise<BucketRow | undefined> {
  const { rows } = await db.query<BucketRow>(`${BUCKET_SELECT} WHERE b.user_id = $1 AND b.name = $2`, [userId, name]);
  return rows[0];
}

/** The id of one of the person's buckets, without the extent of its detections. */
export async function bucketId(db: pg.Pool, userId: string, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM detection_buckets WHERE user_id = $1 AND name = $2', [userId, name]);
  return rows[0]?.id;
}

/** Deletes one of the person's buckets with all its detections; false when they have no such bucket. */
export async function deleteBucket(db: pg.Pool, userId: string, name: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM detection_buckets WHERE user_id = $1 AND name = $2', [userId, name]);
  return rowCount === 1;
}
