import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvLine } from './csv-line.js';

/** A cell of an export: text, or hours as a number (written in the locale's way). */
export type ExportCell = string | number | null;

/** The export formats (api-contract §9.6). */
export const EXPORT_FORMATS = ['csv', 'excel', 'text'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const FILE_EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', excel: 'xlsx', text: 'txt' };
export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  text: 'text/plain; charset=utf-8',
};

/** Writes an export's rows to a stream batch by batch, waiting for the stream to drain: memory stays flat. */
export interface RowWriter {
  write(rows: readonly ExportCell[][]): Promise<void>;
  /** Writes what is left; the stream is ended. */
  end(): Promise<void>;
}

export interface WriterOptions {
  headers: readonly string[];
  /** Whether the locale writes a decimal comma (nl, de, fr). */
  decimalComma: boolean;
}

async function send(stream: Writable, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** The cells as text: they come ready from the query (rows.ts), hours already in the locale's way. */
const asText = (cell: ExportCell): string => (cell === null ? '' : String(cell));

/**
 * CSV as the person's Excel reads it: where the decimal is a comma the separator is ';' (Dutch Excel splits on
 * it), and a byte order mark says UTF-8. A batch is one string, one write.
 */
function csvWriter(stream: Writable, { headers, decimalComma }: WriterOptions): RowWriter {
  const delimiter = decimalComma ? ';' : ',';
  const head = `\ufeff${csvLine(headers, delimiter)}\r\n`;
  let started = false;
  return {
    async write(rows) {
      let chunk = started ? '' : head;
      started = true;
      for (const row of rows) chunk += `${csvLine(row, delimiter)}\r\n`;
      await send(stream, chunk);
    },
    async end() {
      if (!started) await send(stream, head);
      stream.end();
    },
  };
}

/** Plain text: a line per activity, its columns separated by tabs (tabs and line breaks in a cell become spaces). */
function textWriter(stream: Writable, { headers }: WriterOptions): RowWriter {
  const line = (row: readonly ExportCell[]) => `${row.map((cell) => asText(cell).replace(/[\t\r\n]+/g, ' ')).join('\t')}\n`;
  let started = false;
  return {
    async write(rows) {
      let chunk = started ? '' : line(headers);
      started = true;
      for (const row of rows) chunk += line(row);
      await send(stream, chunk);
    },
    async end() {
      if (!started) await send(stream, line(headers));
      stream.end();
    },
  };
}

/**
 * Excel through exceljs's streaming writer, without shared strings or styles (both grow with the file): rows are
 * committed as they come, hours are numbers rounded to two decimals by the query.
 */
function excelWriter(stream: Writable, { headers }: WriterOptions): RowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow([...headers]).commit();
  return {
    async write(rows) {
      for (const row of rows) sheet.addRow(row).commit();
      if (stream.writableNeedDrain) await once(stream, 'drain');
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export function rowWriter(format: ExportFormat, stream: Writable, options: WriterOptions): RowWriter {
  switch (format) {
    case 'csv':
      return csvWriter(stream, options);
    case 'excel':
      return excelWriter(stream, options);
    case 'text':
      return textWriter(stream, options);
  }
}
