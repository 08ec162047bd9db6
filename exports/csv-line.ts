import type { ExportCell } from './writers.js';

/** A cell needs quotes when it holds the separator, a quote or a line break (RFC 4180, as Excel reads it). */
const NEEDS_QUOTES = { ';': /[;"\r\n]/, ',': /[,"\r\n]/ } as const;
export type CsvDelimiter = keyof typeof NEEDS_QUOTES;

/**
 * One CSV line, joined by hand: a cell is quoted only when it must be, its quotes doubled. Costs a regular
 * expression test per cell instead of csv-stringify's per-record objects and options (exports write millions).
 */
export function csvLine(row: readonly ExportCell[], delimiter: CsvDelimiter): string {
  const needsQuotes = NEEDS_QUOTES[delimiter];
  let line = '';
  for (let index = 0; index < row.length; index++) {
    const cell = row[index];
    const text = cell === null || cell === undefined ? '' : String(cell);
    if (index > 0) line += delimiter;
    line += needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  return line;
}
