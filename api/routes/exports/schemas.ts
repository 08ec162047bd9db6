import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_PERIODS, EXPORT_TYPES } from '../../../exports/options.js';

/** A date as YYYY-MM-DD, or as DD-MM-YYYY (api-contract §9.6), read as the ISO date. */
const exportDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})$/, 'A date as YYYY-MM-DD or DD-MM-YYYY.')
  .transform((date) => (/^\d{2}-/.test(date) ? date.split('-').reverse().join('-') : date))
  .pipe(z.iso.date('Not a date of the calendar.'));

export const exportInput = z
  .strictObject({
    period: z.enum(EXPORT_PERIODS),
    date_start: exportDate.describe('The day; a day of the week, month or year; or a custom period’s first day.'),
    date_end: exportDate.optional().describe('A custom period’s last day, not before date_start.'),
    week: z.number().int().min(1).max(53).optional().describe('An ISO week number of date_start’s year (period week).'),
    format: z.enum(EXPORT_FORMATS),
    type: z.enum(EXPORT_TYPES).default('basic').describe('extended only of your own activity (product-spec §6).'),
    user_id: z
      .union([z.uuid(), z.literal('all')])
      .optional()
      .describe('Whose activity: yours when left out; a manager or administrator may name a person, or all, for their published days.'),
  })
  .meta({ id: 'ExportOptions' }); // Not ExportInput: the generated input variant of Export takes that name.

export const exportResource = z
  .object({
    id: z.uuid(),
    period: z.enum(EXPORT_PERIODS),
    date_start: z.string(),
    date_end: z.string(),
    format: z.enum(EXPORT_FORMATS),
    type: z.enum(EXPORT_TYPES),
    user_id: z.uuid().nullable().describe('Whose activity; null for everyone of the firm.'),
    status: z.enum(['pending', 'running', 'done', 'failed']).describe('Offered for download only when done.'),
    progress: z.number().int().min(0).max(100).describe('Per cent of the rows written.'),
    rows_total: z.number().int().nullable(),
    rows_done: z.number().int(),
    file_name: z.string(),
    file_size: z.number().int().nullable(),
    download_url: z.string().nullable().describe('Where the file is downloaded (by you only), once done.'),
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'Export' });

export const exportPick = z.strictObject({ id: z.uuid() });
