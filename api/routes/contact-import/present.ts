import type { z } from 'zod';
import type { ImportRow } from '../../../imports/queries.js';
import type { importResource } from './schemas.js';

const uploadUrlOf = (id: string) => `/files/imports/${id}`;

export function toImportResource(row: ImportRow): z.infer<typeof importResource> {
  const progress = row.status === 'processed' || row.status === 'finished' ? 100 : row.rows_total ? Math.floor((100 * row.rows_done) / row.rows_total) : 0;
  return {
    id: row.id,
    filename: row.filename,
    status: row.status,
    upload_url: row.status === 'prepared' || row.status === 'uploaded' || row.status === 'structured' ? uploadUrlOf(row.id) : null,
    file_type: row.file_type,
    encoding: row.encoding,
    columns: row.columns,
    mapping: row.mapping,
    rows_total: row.rows_total,
    rows_done: row.rows_done,
    rows_failed: row.rows_failed,
    progress: Math.min(progress, 100),
    error: row.error,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
