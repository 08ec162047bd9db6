import type pg from 'pg';
import { ACTIVITY_STATUSES, SOURCE_TYPES } from '../domain/days/index.js';
import { textsIn, type Language } from '../i18n/index.js';
import type { ExportType } from './options.js';

/** The columns; each one's header is the server's text `export_<column>` in the asker's language (i18n/texts). */
type ExportColumn = 'person' | 'date' | 'start' | 'end' | 'hours' | 'contact' | 'description' | 'status' | 'detected' | 'corrected' | 'project' | 'subproject' | 'working_code' | 'source' | 'internal';

const BASIC: readonly ExportColumn[] = ['person', 'date', 'start', 'end', 'hours', 'contact', 'description', 'status'];
const EXTENDED: readonly ExportColumn[] = [...BASIC, 'detected', 'corrected', 'project', 'subproject', 'working_code', 'source', 'internal'];
const columnsOf = (type: ExportType) => (type === 'basic' ? BASIC : EXTENDED);

export const headersOf = (type: ExportType, language: Language) => {
  const text = textsIn(language);
  return columnsOf(type).map((column) => text(`texts:export_${column}`));
};

/** How the locale writes a date (PostgreSQL's to_char). */
const DATE_FORMATS: Record<Language, string> = { nl: 'DD-MM-YYYY', en: 'YYYY-MM-DD', de: 'DD.MM.YYYY', fr: 'DD/MM/YYYY' };
/** How the locale writes the decimal point of hours: a comma where Dutch, German and French Excel expect one. */
const DECIMAL_POINTS: Record<Language, string> = { nl: ',', en: '.', de: ',', fr: ',' };

/** What an export reads: whose activity, which dates, in whose zone and language. */
export interface ExportSelection {
  client_id: string;
  /** Who asked: their own activity is exported whatever its day's state. */
  user_id: string;
  /** One person, or null for everyone of the firm. */
  subject_id: string | null;
  date_start: string;
  date_end: string;
  type: ExportType;
  language: Language;
  time_zone: string;
}

/**
 * Another person's activity only from published days, and their published hours (docs/rules.md, visibility); an
 * activity removed (deleted or cut away) is no activity. Names, not ids; times in the asker's zone.
 */
function where(selection: ExportSelection): { sql: string; params: unknown[] } {
  const params: unknown[] = [selection.client_id, selection.date_start, selection.date_end, selection.user_id];
  let sql = `a.client_id = $1 AND a.date BETWEEN $2 AND $3 AND NOT a.removed AND (a.user_id = $4 OR a.day_status = 'published')`;
  if (selection.subject_id !== null) {
    params.push(selection.subject_id);
    sql += ` AND a.user_id = $${params.length}`;
  }
  return { sql, params };
}

export async function countRows(client: pg.ClientBase, selection: ExportSelection): Promise<number> {
  const { sql, params } = where(selection);
  const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM activities a WHERE ${sql}`, params);
  return Number(rows[0]?.count ?? 0);
}

/**
 * The cursor's query: one array per activity, its cells in the order of columnsOf(type), made ready by PostgreSQL
 * (names, local dates and times, the status, the source's type and the internal flag in words, hours with two
 * decimals) so that a row costs the writer nothing but its line. Hours are numbers for Excel, else text in the
 * locale's way (a decimal comma).
 */
export function rowsQuery(selection: ExportSelection, hoursAs: 'number' | 'text'): { sql: string; params: unknown[] } {
  const { sql, params } = where(selection);
  // A parameter is added where the query uses it: PostgreSQL cannot type one it never reads.
  const param = (value: string) => `$${params.push(value)}::text`;
  const text = textsIn(selection.language);
  /** A code of one of our closed lists (never a person's input) as the export's language says it. */
  const inWords = (column: string, codes: readonly string[], key: (code: string) => string) =>
    `CASE ${column} ${codes.map((code) => `WHEN '${code}' THEN ${param(text(`texts:${key(code)}`))}`).join(' ')} ELSE ${column} END`;
  const zone = param(selection.time_zone);
  const dateFormat = param(DATE_FORMATS[selection.language]);
  const hoursOf = (seconds: string) =>
    hoursAs === 'number' ? `round(${seconds} / 3600.0, 2)::float8` : `replace(to_char(${seconds} / 3600.0, 'FM999999990.00'), '.', ${param(DECIMAL_POINTS[selection.language])})`;
  const hours = hoursOf(`CASE WHEN a.user_id = $4 THEN a.duration ELSE coalesce(a.published_duration, a.duration) END`);
  const basic = `concat_ws(' ', u.name_first, u.name_prefix, u.name_last), to_char(a.date, ${dateFormat}),
    to_char(a.started_at AT TIME ZONE ${zone}, 'HH24:MI'), to_char(a.ended_at AT TIME ZONE ${zone}, 'HH24:MI'),
    ${hours}, c.name, a.description, ${inWords('a.status', ACTIVITY_STATUSES, (status) => `export_status_${status}`)}`;
  const extended = () => `, ${hoursOf('a.original_duration')}, ${hoursOf('a.corrected_duration')}, p.name, s.name, w.name,
    coalesce(a.source_name, ${inWords('a.source_type', SOURCE_TYPES, (type) => `export_source_${type}`)}),
    CASE WHEN a.internal THEN ${param(text('texts:export_yes'))} WHEN NOT a.internal THEN ${param(text('texts:export_no'))} END`;
  const dimension = (alias: string, column: string) => `LEFT JOIN dimensions ${alias} ON ${alias}.client_id = a.client_id AND ${alias}.id = a.${column}`;
  const joins =
    selection.type === 'extended' ? `${dimension('p', 'project_id')} ${dimension('s', 'subproject_id')} ${dimension('w', 'working_code_id')}` : '';
  // Person by person (a nested loop over the firm's people in name order): PostgreSQL sorts one person's activity at a
  // time in memory and the first rows come at once, instead of sorting the whole period on disk before the first.
  return {
    sql: `SELECT ${basic}${selection.type === 'extended' ? extended() : ''}
      FROM (SELECT id, name_first, name_prefix, name_last FROM users WHERE client_id = $1 ORDER BY name_last, name_first, id) u
      CROSS JOIN LATERAL (SELECT * FROM activities a WHERE ${sql} AND a.user_id = u.id) a
      LEFT JOIN contacts c ON c.client_id = a.client_id AND c.id = a.contact_id
      ${joins}
      ORDER BY u.name_last, u.name_first, u.id, a.started_at, a.id`,
    params,
  };
}
