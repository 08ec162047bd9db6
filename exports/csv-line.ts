import type { ExportCell } from './writers.js';

/** A cell needs quotes when it holds the separator, a quote or a line break (RFC 4180, as Excel reads it). */
const NEEDS_QUOTES = { ';': /[;"\r\n]/, ',': /[,"\r\n]/ } as const;
export type CsvDelimiter = keyof typeof NEEDS_QUOTES;
/**
 * A text a spreadsheet would take for a formula (OWASP, CSV injection): descriptions come from window titles and
 * calendar events, which others write. It is written with a leading apostrophe, which Excel shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV line, joined by hand: a cell is quoted only when it must be, its quotes doubled. Costs a regular
 * expression test per cell instead of csv-stringify's per-record objects and options (exports write millions).
 */
export function csvLine(row: readonly ExportCell[], delimiter: CsvDelimiter): string {
  const needsQuotes = NEEDS_QUOTES[delimiter];
  let line = '';
  for (let index = 0; index < row.length; index++) {
    const cell = row[index];
    const written = cell === null || cell === undefined ? '' : String(cell);
    const text = typeof cell === 'string' && FORMULA_START.test(written) ? `'${written}` : written;
    if (index > 0) line += delimiter;
    line += needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  return line;
}
