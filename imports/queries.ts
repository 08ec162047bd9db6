import type pg from 'pg';
import type { ImportColumn } from './read-file.js';

export type ImportStatus = 'prepared' | 'uploaded' | 'structured' | 'processing' | 'processed' | 'finished' | 'failed';

/** Which column (by name) becomes what of a contact (product-spec §3, Contact import). */
export interface ImportMapping {
  company_name: string;
  company_code?: string | undefined;
  email_addresses?: string[] | undefined;
  phone_numbers?: string[] | undefined;
}

export interface ImportRow {
  id: string;
  client_id: string;
  user_id: string;
  filename: string;
  status: ImportStatus;
  file_key: string | null;
  file_size: string | null;
  file_type: 'csv' | 'xlsx' | null;
  encoding: string | null;
  columns: ImportColumn[];
  mapping: ImportMapping | null;
  rows_total: number | null;
  rows_done: number;
  rows_failed: number;
  runs: number;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ImportRecord {
  row_number: number;
  company_code: string | null;
  company_name: string | null;
  email_addresses: string[];
  phone_numbers: string[];
  status: 'pending' | 'processed' | 'failed';
  validation_error: string | null;
  contact_id: string | null;
}

export async function insertImport(pool: pg.Pool, row: Pick<ImportRow, 'id' | 'client_id' | 'user_id' | 'filename'>): Promise<ImportRow> {
  const { rows } = await pool.query<ImportRow>(`INSERT INTO contact_imports (id, client_id, user_id, filename) VALUES ($1, $2, $3, $4) RETURNING *`, [
    row.id,
    row.client_id,
    row.user_id,
    row.filename,
  ]);
  const [inserted] = rows;
  if (!inserted) throw new Error('The import was not recorded.');
  return inserted;
}

/** An import of the organisation (an administrator's tool: any of them may follow it). */
export async function findImport(pool: pg.Pool, clientId: string, id: string): Promise<ImportRow | undefined> {
  const { rows } = await pool.query<ImportRow>(`SELECT * FROM contact_imports WHERE id = $1 AND client_id = $2`, [id, clientId]);
  return rows[0];
}

export async function listImports(pool: pg.Pool, clientId: string, limit: number): Promise<ImportRow[]> {
  const { rows } = await pool.query<ImportRow>(`SELECT * FROM contact_imports WHERE client_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [clientId, limit]);
  return rows;
}

/** Changes an import's fields, only from the statuses given (a stage out of turn changes nothing: undefined). */
export async function updateImport(
  db: pg.Pool | pg.ClientBase,
  id: string,
  from: readonly ImportStatus[],
  changes: Partial<Pick<ImportRow, 'status' | 'filename' | 'file_key' | 'file_size' | 'file_type' | 'encoding' | 'columns' | 'mapping' | 'rows_total' | 'error'>>,
): Promise<ImportRow | undefined> {
  const entries = Object.entries(changes);
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  const values = entries.map(([column, value]) => (column === 'columns' || column === 'mapping' ? JSON.stringify(value) : value));
  const { rows } = await db.query<ImportRow>(
    `UPDATE contact_imports SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 AND status = ANY($2) RETURNING *`,
    [id, from, ...values],
  );
  return rows[0];
}

export async function deleteImport(pool: pg.Pool, id: string): Promise<void> {
  await pool.query(`DELETE FROM contact_imports WHERE id = $1`, [id]);
}

export async function failedRecords(pool: pg.Pool, importId: string, limit: number, offset: number): Promise<{ records: ImportRecord[]; total: number }> {
  const [page, count] = await Promise.all([
    pool.query<ImportRecord>(`SELECT * FROM contact_import_records WHERE import_id = $1 AND status = 'failed' ORDER BY row_number LIMIT $2 OFFSET $3`, [importId, limit, offset]),
    pool.query<{ count: string }>(`SELECT count(*) FROM contact_import_records WHERE import_id = $1 AND status = 'failed'`, [importId]),
  ]);
  return { records: page.rows, total: Number(count.rows[0]?.count ?? 0) };
}
