import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** The kinds of in-app notification (migrations/1700000000244_notifications.sql). */
export const NOTIFICATION_KINDS = ['booking_reminder'] as const;
type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  /** The local date it is about (the day to book and publish). */
  date: string;
  details: { unpublished_seconds?: number };
  created_at: Date;
  read_at: Date | null;
}

/**
 * Adds a person's notification of a kind for a date, unless they have one already: answers whether this call made
 * it, so that whatever goes with it (a mail) goes once, however many processes or retries try.
 */
export async function notifyOnce(
  db: pg.Pool,
  person: { client_id: string; user_id: string },
  notification: { kind: NotificationKind; date: string; details: NotificationRow['details'] },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO notifications (id, client_id, user_id, kind, date, details, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind, date) DO NOTHING`,
    [randomUUID(), person.client_id, person.user_id, notification.kind, notification.date, notification.details, now],
  );
  return rowCount === 1;
}

/** A person's notifications, newest first, and how many of all theirs are unread. */
export async function listNotifications(db: pg.Pool, userId: string, limit: number): Promise<{ rows: NotificationRow[]; unread: number }> {
  const [list, count] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT id, kind, date::text AS date, details, created_at, read_at FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [userId, limit],
    ),
    db.query<{ unread: number }>('SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]),
  ]);
  return { rows: list.rows, unread: count.rows[0]?.unread ?? 0 };
}

/** Marks one of a person's notifications read (or unread again); undefined when they have no such one. */
export async function markNotification(db: pg.Pool, userId: string, id: string, read: boolean, now: Date): Promise<NotificationRow | undefined> {
  const { rows } = await db.query<NotificationRow>(
    `UPDATE notifications SET read_at = CASE WHEN $3 THEN coalesce(read_at, $4) END WHERE id = $1 AND user_id = $2
     RETURNING id, kind, date::text AS date, details, created_at, read_at`,
    [id, userId, read, now],
  );
  return rows[0];
}
