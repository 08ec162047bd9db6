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
 * 4.6 MB): those objects, their garbage and their stringifying were most of the portal's time for the call. The
 * figures' digits are written as PostgreSQL wrote them and summed into the totals in the same loop; every text goes
 * through JSON.stringify, a name once however many rows it labels.
 */
export function reportAnswerText(kind: ReportKind, table: ReportTable, names: ReadonlyMap<string, string>, interval: ReportInterval): string {
  const keyCount = table.keys.length;
  const keyLabels = table.keys.map((key, index) => `${index === 0 ? '' : ','}${JSON.stringify(key)}:`);
  // A row's name is that of its most specific id (a working code's before its project's), the last key that is a
  // text; a source type is its own name.
  const nameOf = kind === 'sources' ? (cell: string) => cell : (id: string) => names.get(id) ?? null;
  const namesText = new Map<string, string>();
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
    text += separator + periodText;
    separator = ',';
    let named: string | null = null;
    for (let index = 0; index < keyCount; index++) {
      const cell = row[index + 1] ?? null;
      if (typeof cell === 'string') named = cell;
      text += keyLabels[index] + JSON.stringify(cell);
    }
    let nameText = named === null ? 'null' : namesText.get(named);
    if (nameText === undefined && named !== null) {
      nameText = JSON.stringify(nameOf(named));
      namesText.set(named, nameText);
    }
    const activityCount = row[keyCount + 1];
    const duration = row[keyCount + 2];
    const bookedDuration = row[keyCount + 3];
    const publishedDuration = row[keyCount + 4];
    totals.activity_count += Number(activityCount);
    totals.duration += Number(duration);
    totals.booked_duration += Number(bookedDuration);
    totals.published_duration += Number(publishedDuration);
    text += `},"name":${nameText},"activity_count":${String(activityCount)},"duration":${String(duration)},"booked_duration":${String(bookedDuration)},"published_duration":${String(publishedDuration)}}`;
  }
  return `${text}],"meta":${JSON.stringify({ ...interval, totals })}}`;
}
