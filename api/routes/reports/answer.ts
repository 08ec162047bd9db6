import type { ReportCells, ReportKind, ReportTable } from '../../../projections/day-flow/reports.js';

/** What a report's meta says besides its totals, in the answer's order. */
export interface ReportInterval {
  start: string;
  end: string;
  group_by: 'day' | 'week' | 'month';
  history_from: string | null;
}

/**
 * A report's answer as JSON text, written straight from PostgreSQL's cells: the text JSON.stringify made of
 * `{data: [{period, key, name, activity_count, duration, booked_duration, published_duration}], meta: {...interval,
 * totals}}`, field for field and in the same order (answer.test.ts holds it to that), without the object per row
 * that node-pg, the route and the serialiser each made of a manager's users report at 2,000 people (24,000 rows,
 * 4.6 MB): shaping and stringifying those took 11–12 ms of the portal's 54–59 per call, writing the text takes 5–6
 * (docs/profiles.md). The figures' digits are written as PostgreSQL wrote them and summed into the totals in the same loop; every text goes
 * through JSON.stringify, a name once however many rows it labels.
 */
export function reportAnswerText(kind: ReportKind, table: ReportTable, names: ReadonlyMap<string, string>, interval: ReportInterval): string {
  const keyCount = table.keys.length;
  const keyLabels = table.keys.map((key, index) => `${index === 0 ? '' : ','}${JSON.stringify(key)}:`);
  // A row's name is that of its most specific id (a working code's before its project's), the last key that is a
  // text; a source type is its own name.
  const nameOf = (cell: string) => (kind === 'sources' ? cell : (names.get(cell) ?? null));
  // What a key writes (its object, its name) is the same in every period: written once per key, found by its cells.
  const keysWritten: KeyWritten = { next: new Map() };
  const keyText = (row: ReportCells) => {
    let text = '';
    let named: string | null = null;
    for (let index = 0; index < keyCount; index++) {
      const cell = row[index + 1] ?? null;
      if (typeof cell === 'string') named = cell;
      text += keyLabels[index] + JSON.stringify(cell);
    }
    return `${text}},"name":${JSON.stringify(named === null ? null : nameOf(named))},"activity_count":`;
  };
  const totals = { activity_count: 0, duration: 0, booked_duration: 0, published_duration: 0 };
  let text = '{"data":[';
  let separator = '';
  let period: ReportCells[number] = null;
  let periodText = '';
  for (const row of table.rows) {
    // The rows come by period: its text is written once per period.
    if (row[0] !== period) {
      period = row[0] ?? null;
      periodText = `{"period":${JSON.stringify(period)},"key":{`;
    }
    let key = keysWritten;
    for (let index = 1; index <= keyCount; index++) {
      const cell = row[index] ?? null;
      let next = key.next.get(cell);
      if (next === undefined) {
        next = { next: new Map() };
        key.next.set(cell, next);
      }
      key = next;
    }
    key.text ??= keyText(row);
    const activityCount = row[keyCount + 1];
    const duration = row[keyCount + 2];
    const bookedDuration = row[keyCount + 3];
    const publishedDuration = row[keyCount + 4];
    totals.activity_count += Number(activityCount);
    totals.duration += Number(duration);
    totals.booked_duration += Number(bookedDuration);
    totals.published_duration += Number(publishedDuration);
    text += `${separator}${periodText}${key.text}${String(activityCount)},"duration":${String(duration)},"booked_duration":${String(bookedDuration)},"published_duration":${String(publishedDuration)}}`;
    separator = ',';
  }
  return `${text}],"meta":${JSON.stringify({ ...interval, totals })}}`;
}

/** The keys written so far, by their cells in turn; `text` once all of a key's cells are taken. */
interface KeyWritten {
  text?: string;
  next: Map<ReportCells[number], KeyWritten>;
}
