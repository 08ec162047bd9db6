import type pg from 'pg';
import { keptAsJson, type KeptText } from '../../i18n/text.js';

/** A person's ICS feed as stored (migrations/1700000000221_calendar-feeds.sql). */
export interface FeedRow {
  id: string;
  client_id: string;
  user_id: string;
  name: string;
  url: string | null;
  content: string | null;
  /** External id → end (ISO) of each event the last read gave. */
  last_read: Record<string, string>;
  last_read_at: Date | null;
  /** Why the last read failed (null after a read that went through): a kept text's JSON, said in the reader's language. */
  last_error: string | null;
  notes: string[];
  created_at: Date;
}

export async function findFeed(db: pg.Pool, feedId: string): Promise<FeedRow | undefined> {
  const { rows } = await db.query<FeedRow>('SELECT * FROM calendar_feeds WHERE id = $1', [feedId]);
  return rows[0];
}

export async function feedsOf(db: pg.Pool, userId: string): Promise<FeedRow[]> {
  const { rows } = await db.query<FeedRow>('SELECT * FROM calendar_feeds WHERE user_id = $1 ORDER BY created_at, id', [userId]);
  return rows;
}

export async function addFeed(db: pg.Pool, feed: Pick<FeedRow, 'id' | 'client_id' | 'user_id' | 'name' | 'url' | 'content'>): Promise<void> {
  await db.query('INSERT INTO calendar_feeds (id, client_id, user_id, name, url, content) VALUES ($1, $2, $3, $4, $5, $6)', [
    feed.id,
    feed.client_id,
    feed.user_id,
    feed.name,
    feed.url,
    feed.content,
  ]);
}

export async function deleteFeed(db: pg.Pool, feedId: string): Promise<void> {
  await db.query('DELETE FROM calendar_feeds WHERE id = $1', [feedId]);
}

/** A read that went through: what it gave becomes the last read. */
export async function recordRead(db: pg.Pool, feedId: string, read: { last_read: Record<string, string>; notes: string[]; at: Date }): Promise<void> {
  await db.query('UPDATE calendar_feeds SET last_read = $2, notes = $3, last_read_at = $4, last_error = NULL WHERE id = $1', [feedId, JSON.stringify(read.last_read), read.notes, read.at]);
}

/** A read that failed: the last read and its appointments stay, the error is shown with the feed. */
export async function recordFailure(db: pg.Pool, feedId: string, failure: { error: KeptText; at: Date }): Promise<void> {
  await db.query('UPDATE calendar_feeds SET last_error = $2, last_read_at = $3 WHERE id = $1', [feedId, keptAsJson(failure.error), failure.at]);
}

/** The feeds whose last read is older than `minutes` (or that were never read): the sweep reads them again. */
export async function feedsDue(db: pg.Pool, minutes: number): Promise<Pick<FeedRow, 'id' | 'user_id'>[]> {
  const { rows } = await db.query<Pick<FeedRow, 'id' | 'user_id'>>(
    `SELECT id, user_id FROM calendar_feeds WHERE coalesce(last_read_at, '-infinity') < now() - make_interval(mins => $1)`,
    [minutes],
  );
  return rows;
}
