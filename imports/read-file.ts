import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Translatable } from '../i18n/message.js';
import { say } from '../i18n/text.js';

/** The largest file a contact import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** A file the import cannot read, and why, for the person who uploaded it (in their language); the message is its English. */
export class ImportFileError extends Error {
  constructor(readonly said: Translatable) {
    super(said.in('en'));
  }
}

export interface ImportColumn {
  index: number;
  /** The header; a column without one is named by its place ("Column 3"). */
  name: string;
  /** No row has a value in it. */
  empty: boolean;
  /** The first few values, to map it by. */
  sample: string[];
}

export interface ImportTable {
  file_type: 'csv' | 'xlsx';
  /** How the text of a CSV was written: UTF-8, or Windows' Western encoding (Excel's "CSV" on Windows). */
  encoding: 'utf-8' | 'windows-1252' | null;
  columns: ImportColumn[];
  /** The rows under the header, each a cell per column (blank cells ''); blank rows left out. */
  rows: string[][];
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1');

/**
 * CSV text as written: UTF-8 (with or without a byte order mark), else Windows-1252 (which reads Latin-1 too).
 * Bytes below the tab (NUL and the like) are no text at all: such a file is no CSV.
 */
function csvText(file: Buffer): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  if (file.subarray(0, 4096).some((byte) => byte < 9)) throw new ImportFileError(say('import_not_csv_or_xlsx'));
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(file).replace(/^\ufeff/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(file), encoding: 'windows-1252' };
  }
}

/** The separator of the header line: the most frequent of ';', ',' and tab (Dutch Excel writes ';'). */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((candidate) => [candidate, header.split(candidate).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(file: Buffer): { rows: string[][]; encoding: 'utf-8' | 'windows-1252' } {
  const { text, encoding } = csvText(file);
  try {
    const rows: string[][] = parse(text, { delimiter: separatorOf(text), relax_column_count: true, skip_empty_lines: true, trim: true });
    return { rows, encoding };
  } catch (error) {
    throw new ImportFileError(say('import_csv_unreadable', { reason: error instanceof Error ? error.message : String(error) }));
  }
}

async function readXlsx(file: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(Readable.from([file]));
  } catch {
    throw new ImportFileError(say('import_excel_unreadable'));
  }
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text.trim();
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return rows;
}

/** Reads an uploaded file: CSV or XLSX by its content (not its name), the first line its header. */
export async function readImportFile(file: Buffer): Promise<ImportTable> {
  if (file.length === 0) throw new ImportFileError(say('import_file_empty'));
  const isXlsx = file.subarray(0, 4).equals(ZIP);
  const { rows, encoding } = isXlsx ? { rows: await readXlsx(file), encoding: null } : readCsv(file);
  const [header = [], ...body] = rows.filter((row) => row.some((cell) => cell !== ''));
  if (header.length === 0) throw new ImportFileError(say('import_no_header'));
  const width = Math.max(header.length, ...body.slice(0, 1000).map((row) => row.length));
  const columns = Array.from({ length: width }, (_, index): ImportColumn => {
    const values = body.map((row) => row[index] ?? '').filter((value) => value !== '');
    return { index, name: header[index] || `Column ${index + 1}`, empty: values.length === 0, sample: values.slice(0, 3) };
  });
  return { file_type: isXlsx ? 'xlsx' : 'csv', encoding, columns, rows: body };
}
