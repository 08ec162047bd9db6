import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvLine } from './csv-line.js';
import type { ExportFormat } from './options.js';

/** A cell of an export: text, or hours as a number (written in the locale's way). */
export type ExportCell = string | number | null;


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

/** How hard the zip compresses the sheet: its fastest level, so that the compressor keeps up with the rows. */
const ZIP_LEVEL = 1;

/**
 * What of a stream the export waits on: whether its buffer is full, and its 'drain'. The zip's input is readable-stream
 * 2's PassThrough (archiver 5, exceljs's own), which says so only in its state, not as Node's writableNeedDrain.
 */
interface Drainable {
  _writableState: { needDrain: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

const isDrainable = (value: unknown): value is Drainable =>
  typeof value === 'object' &&
  value !== null &&
  'once' in value &&
  '_writableState' in value &&
  typeof value._writableState === 'object' &&
  value._writableState !== null &&
  'needDrain' in value._writableState &&
  typeof value._writableState.needDrain === 'boolean';

/**
 * Where exceljs's sheet stream (a StreamBuf) pipes its XML: archiver's input for the sheet, which it writes to without
 * heeding its backpressure. Rows committed faster than the zip compresses them pile up there, outside the JS heap (as
 * Buffers), so the export waits on that stream, not on the file. Neither is in exceljs's types: read with a check, which
 * fails every Excel export (and its tests) at once should a new exceljs make them otherwise.
 */
function zipInputOf(sheet: object): Drainable {
  const stream: unknown = Reflect.get(sheet, 'stream');
  const pipes: unknown = typeof stream === 'object' && stream !== null ? Reflect.get(stream, 'pipes') : undefined;
  const input: unknown = Array.isArray(pipes) ? pipes[0] : undefined;
  if (!isDrainable(input)) throw new Error("exceljs's sheet stream no longer pipes to the zip as the export expects.");
  return input;
}

async function drained(stream: Drainable): Promise<void> {
  if (stream._writableState.needDrain) await new Promise<void>((resolve) => stream.once('drain', resolve));
}

/**
 * Excel through exceljs's streaming writer, without shared strings or styles (both grow with the file): rows are
 * committed as they come, hours are numbers rounded to two decimals by the query. A batch waits until the zip has
 * taken in what the one before wrote, and the file until it has taken what the zip made.
 */
function excelWriter(stream: Writable, { headers }: WriterOptions): RowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false, zip: { zlib: { level: ZIP_LEVEL } } });
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow([...headers]).commit();
  const zipInput = zipInputOf(sheet);
  return {
    async write(rows) {
      for (const row of rows) sheet.addRow(row).commit();
      await drained(zipInput);
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
