import type pg from 'pg';
import type { VendorSystem } from '../../domain/push/systems.js';

export interface SyncErrorRow {
  push_id: string;
  activity_id: string;
  day_id: string;
  user_id: string;
  date: string;
  system: VendorSystem;
  contact_id: string | null;
  project_id: string | null;
  subproject_id: string | null;
  working_code_id: string | null;
  published_duration: number;
  description: string | null;
  error_code: string;
  error_kind: string;
  error_message: string;
  error_status: number | null;
  attempts: number;
  next_attempt_at: Date | null;
  failed_at: Date;
}

export interface SyncErrorFilter {
  system?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  errorCode?: string | undefined;
  userId?: string | undefined;
  page: number;
  limit: number;
}

const LISTED = 'error_code IS NOT NULL';

/** The organisation's sync errors, newest day first, one page. */
export async function listSyncErrors(db: pg.Pool, clientId: string, filter: SyncErrorFilter): Promise<{ rows: SyncErrorRow[]; total: number }> {
  const where = `client_id = $1 AND ${LISTED} AND ($2::text IS NULL OR system = $2) AND ($3::date IS NULL OR date >= $3) AND ($4::date IS NULL OR date <= $4)
    AND ($5::text IS NULL OR error_code = $5) AND ($6::uuid IS NULL OR user_id = $6)`;
  const params = [clientId, filter.system ?? null, filter.dateFrom ?? null, filter.dateTo ?? null, filter.errorCode ?? null, filter.userId ?? null];
  const [{ rows }, count] = await Promise.all([
    db.query<SyncErrorRow>(
      `SELECT push_id, activity_id, day_id, user_id, to_char(date, 'YYYY-MM-DD') AS date, system, contact_id, project_id, subproject_id,
              working_code_id, published_duration, description, error_code, error_kind, error_message, error_status, attempts, next_attempt_at, failed_at
         FROM sync_errors WHERE ${where} ORDER BY date DESC, failed_at DESC, push_id LIMIT $7 OFFSET $8`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    ),
    db.query<{ count: string }>(`SELECT count(*) FROM sync_errors WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count.rows[0]!.count) };
}

/** The pushes of the given activities of the organisation (any state), to retry or cancel. */
export async function pushesOfActivities(db: pg.Pool, clientId: string, activityIds: readonly string[]): Promise<Array<{ push_id: string; activity_id: string; status: string }>> {
  const { rows } = await db.query<{ push_id: string; activity_id: string; status: string }>(
    `SELECT push_id, activity_id, status FROM push_queue WHERE client_id = $1 AND activity_id = ANY($2::uuid[])`,
    [clientId, [...new Set(activityIds)]],
  );
  return rows;
}

/** Every listed sync error's push (retry-all). */
export async function listedPushIds(db: pg.Pool, clientId: string): Promise<string[]> {
  const { rows } = await db.query<{ push_id: string }>(`SELECT push_id FROM sync_errors WHERE client_id = $1 AND ${LISTED}`, [clientId]);
  return rows.map((row) => row.push_id);
}

type SyncStatus = 'busy' | 'done' | 'error' | 'unknown';

export interface DaySyncState {
  status: SyncStatus;
  activities: Array<{ activity_id: string; system: VendorSystem; status: 'busy' | 'done' | 'error' | 'cancelled'; external_id: string | null; error_code: string | null; error_message: string | null; attempts: number; next_attempt_at: Date | null }>;
}

/**
 * A day's sync status (product-spec §4): unknown without pushes, error when any push's last attempt failed and
 * it waits for a person, busy while any is still going (also retrying after a failure), done otherwise.
 */
export async function daySyncState(db: pg.Pool, clientId: string, dayId: string): Promise<DaySyncState> {
  const { rows } = await db.query<{ activity_id: string; system: VendorSystem; status: string; external_id: string | null; error: { code: string; message: string } | null; attempts: number; next_attempt_at: Date | null }>(
    `SELECT activity_id, system, status, external_id, error, attempts, next_attempt_at FROM push_queue WHERE client_id = $1 AND day_id = $2 ORDER BY activity_id, system`,
    [clientId, dayId],
  );
  const activities = rows.map((row) => {
    const status: DaySyncState['activities'][number]['status'] =
      row.status === 'succeeded' ? 'done' : row.status === 'cancelled' ? 'cancelled' : row.next_attempt_at === null ? 'error' : 'busy';
    const failing = status === 'error' || status === 'busy';
    return {
      activity_id: row.activity_id,
      system: row.system,
      status,
      external_id: row.external_id,
      error_code: failing ? (row.error?.code ?? null) : null,
      error_message: failing ? (row.error?.message ?? null) : null,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at,
    };
  });
  const status: SyncStatus =
    activities.length === 0 ? 'unknown' : activities.some((a) => a.status === 'error') ? 'error' : activities.some((a) => a.status === 'busy') ? 'busy' : 'done';
  return { status, activities };
}
