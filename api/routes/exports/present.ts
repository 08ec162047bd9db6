import type { ExportRow } from '../../../exports/queries.js';
import { sayKeptJson } from '../../../i18n/text.js';
import { FILE_EXTENSIONS } from '../../../exports/writers.js';
import type { z } from 'zod';
import type { exportResource } from './schemas.js';

/** The file's name as a person saves it: what and when it covers. */
export const fileNameOf = (row: ExportRow) =>
  `${row.type === 'extended' ? 'activities-extended' : 'activities'}-${row.date_start}${row.date_end === row.date_start ? '' : `-${row.date_end}`}.${FILE_EXTENSIONS[row.format]}`;

const downloadUrlOf = (id: string) => `/files/exports/${id}`;

export function toExportResource(row: ExportRow): z.infer<typeof exportResource> {
  const progress = row.status === 'done' ? 100 : row.rows_total ? Math.floor((100 * row.rows_done) / row.rows_total) : 0;
  return {
    id: row.id,
    period: row.period,
    date_start: row.date_start,
    date_end: row.date_end,
    format: row.format,
    type: row.type,
    user_id: row.subject_id,
    status: row.status,
    progress: Math.min(progress, 100),
    rows_total: row.rows_total,
    rows_done: row.rows_done,
    file_name: fileNameOf(row),
    file_size: row.file_size === null ? null : Number(row.file_size),
    download_url: row.status === 'done' ? downloadUrlOf(row.id) : null,
    error: row.error === null ? null : sayKeptJson(row.error).in(row.language),
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
