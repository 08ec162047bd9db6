import type pg from 'pg';
import type { Language } from '../i18n/index.js';
import { keptAsJson, type KeptText } from '../i18n/text.js';
import type { ExportFormat, ExportPeriod, ExportType } from './options.js';

type ExportStatus = 'pending' | 'running' | 'done' | 'failed';

export interface ExportRow {
  id: string;
  client_id: string;
  user_id: string;
  subject_id: string | null;
  period: ExportPeriod;
  date_start: string;
  date_end: string;
  format: ExportFormat;
  type: ExportType;
  language: Language;
  time_zone: string;
  status: ExportStatus;
  rows_total: number | null;
  rows_done: number;
  attempts: number;
  file_key: string | null;
  file_size: string | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = `id, client_id, user_id, subject_id, period, to_char(date_start, 'YYYY-MM-DD') AS date_start,
  to_char(date_end, 'YYYY-MM-DD') AS date_end, format, type, language, time_zone, status, rows_total, rows_done, attempts,
  file_key, file_size, error, created_at, finished_at`;

export type NewExport = Pick<ExportRow, 'id' | 'client_id' | 'user_id' | 'subject_id' | 'period' | 'date_start' | 'date_end' | 'format' | 'type' | 'language' | 'time_zone'>;

export async function insertExport(db: pg.ClientBase | pg.Pool, row: NewExport): Promise<ExportRow> {
  const { rows } = await db.query<ExportRow>(
    `INSERT INTO exports (id, client_id, user_id, subject_id, period, date_start, date_end, format, type, language, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [row.id, row.client_id, row.user_id, row.subject_id, row.period, row.date_start, row.date_end, row.format, row.type, row.language, row.time_zone],
  );
  const [inserted] = rows;
  if (!inserted) throw new Error('The export was not recorded.');
  return inserted;
}

/** An export of the person who asked for it; nobody else's. */
export async function findOwnExport(pool: pg.Pool, userId: string, id: string): Promise<ExportRow | undefined> {
  const { rows } = await pool.query<ExportRow>(`SELECT ${COLUMNS} FROM exports WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0];
}

/** The person's exports, newest first (the export screen's history). */
export async function listOwnExports(pool: pg.Pool, userId: string, limit: number): Promise<ExportRow[]> {
  const { rows } = await pool.query<ExportRow>(`SELECT ${COLUMNS} FROM exports WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [userId, limit]);
  return rows;
}

/** Starts a run of an export still to be made (a new attempt); undefined when it is done, failed or gone. */
export async function startRun(pool: pg.Pool, id: string): Promise<ExportRow | undefined> {
  const { rows } = await pool.query<ExportRow>(
    `UPDATE exports SET status = 'running', attempts = attempts + 1, rows_done = 0, rows_total = NULL
     WHERE id = $1 AND status IN ('pending', 'running') RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0];
}

export async function noteProgress(pool: pg.Pool, id: string, done: number, total?: number): Promise<void> {
  await pool.query(`UPDATE exports SET rows_done = $2, rows_total = coalesce($3, rows_total) WHERE id = $1 AND status = 'running'`, [id, done, total ?? null]);
}

export async function markDone(pool: pg.Pool, id: string, fileKey: string, size: number): Promise<void> {
  await pool.query(`UPDATE exports SET status = 'done', file_key = $2, file_size = $3, finished_at = now() WHERE id = $1 AND status = 'running'`, [id, fileKey, size]);
}

/** Marks an export failed with why, kept as a text (said in the export's language when it is read). */
export async function markFailed(pool: pg.Pool, id: string, error: KeptText): Promise<void> {
  await pool.query(`UPDATE exports SET status = 'failed', error = $2, finished_at = now() WHERE id = $1 AND status IN ('pending', 'running')`, [id, keptAsJson(error)]);
}

/** Exports a run has started on and not finished: each is alive only while its run holds its lock (task.ts). */
export async function runningExports(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM exports WHERE status = 'running'`);
  return rows.map((row) => row.id);
}
