import type pg from 'pg';
import { copyFromStdin, copyText } from '../../db/copy.js';
import { emptyDay, type DayEvent } from '../../domain/days/index.js';
import type { StreamEvent } from '../../eventstore/port.js';
import { arrayText } from './array-text.js';
import { changedActivityRows, fold, foldingFrom, type Folding } from './folding.js';
import { dayFiguresAndTotals, type DayTotal } from './totals.js';
import { referenceKeysOf } from './references.js';
import { ACTIVITY_COLUMNS, ACTIVITY_TYPES, type ActivityRow } from './rows.js';

/** How values of a type are written in COPY's text format; uuids, dates, ISO times and numbers as they are. */
const ENCODE: Record<string, (value: unknown) => string> = {
  jsonb: (value) => copyText(JSON.stringify(value)),
  text: (value) => copyText(String(value)),
  boolean: (value) => (value ? 't' : 'f'),
};

const DAY_COLUMNS = ['id', 'client_id', 'user_id', 'date', 'status', 'published_at', 'updated_at', 'duration', 'original_duration', 'time_booked', 'time_unbooked', 'activity_count'];
const DAY_TOTAL_COLUMNS = [
  'client_id', 'user_id', 'day_id', 'date', 'published', 'contact_id', 'internal', 'project_id', 'subproject_id', 'working_code_id', 'source_type',
  'activity_count', 'duration', 'booked_duration', 'published_duration',
] as const satisfies ReadonlyArray<keyof DayTotal>;

/**
 * A rebuild's bulk for the day flow: folds each day stream whole from its first event, as `apply` would batch by
 * batch, and adds the open days' rows with their figures, their activities' rows, their day totals and each stream's
 * last revision to the fresh tables with COPY. Nothing is read back: each day starts empty, and no other stream
 * changes its rows. What is left is the month totals (computeMonthTotals), from the day totals.
 */
export async function copyDayStreams(events: readonly StreamEvent<DayEvent>[], db: pg.ClientBase): Promise<void> {
  const foldings: Folding[] = [];
  let revisions = '';
  for (let first = 0; first < events.length; ) {
    const streamId = events[first]!.streamId;
    const folding = foldingFrom(emptyDay(), null);
    let last = first;
    for (; last < events.length && events[last]!.streamId === streamId; last++) fold(folding, events[last]!);
    revisions += `${copyText(streamId)}\t${events[last - 1]!.revision}\n`;
    foldings.push(folding);
    first = last;
  }
  const days: string[] = [];
  const activities: string[] = [];
  const totals: string[] = [];
  for (const folding of foldings) {
    if (folding.day.ref === null) continue;
    const { day_id, client_id, user_id, date } = folding.day.ref;
    const rows = changedActivityRows([folding]);
    const { figures, totals: dayTotals } = dayFiguresAndTotals(rows);
    days.push(
      `${day_id}\t${client_id}\t${user_id}\t${date}\t${folding.day.status}\t${folding.day.published_at ?? '\\N'}\t${folding.updatedAt}\t` +
        `${figures.duration}\t${figures.original_duration}\t${figures.time_booked}\t${figures.time_unbooked}\t${figures.activity_count}\n`,
    );
    for (const row of rows) activities.push(activityLine(row));
    for (const total of dayTotals) totals.push(DAY_TOTAL_COLUMNS.map((column) => copyValue(total[column])).join('\t'));
  }
  await copyFromStdin(db, `COPY days (${DAY_COLUMNS.join(', ')}) FROM STDIN`, Buffer.from(days.join('')));
  activities.push('');
  await copyFromStdin(db, `COPY activities (${ACTIVITY_COLUMNS.join(', ')}, refs) FROM STDIN`, Buffer.from(activities.join('\n')));
  totals.push('');
  await copyFromStdin(db, `COPY report_day_totals (${DAY_TOTAL_COLUMNS.join(', ')}) FROM STDIN`, Buffer.from(totals.join('\n')));
  await copyFromStdin(db, 'COPY day_flow_stream_revisions (stream_id, revision) FROM STDIN', Buffer.from(revisions));
}

/** A day total's value in COPY's text format: uuids, dates and numbers as they are. */
function copyValue(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return typeof value === 'string' ? copyText(value) : String(value);
}

/** Each column's value in COPY's text format, by the column's type. */
const ENCODERS = ACTIVITY_COLUMNS.map((column) => {
  const encode = ENCODE[ACTIVITY_TYPES[column]] ?? String;
  return (row: ActivityRow) => {
    const value = row[column];
    return value === null || value === undefined ? '\\N' : encode(value);
  };
});

/**
 * An activity row in COPY's text format, its reference keys (`refs`) last, as the upsert writes them. Joined, not
 * added up value by value: a third of the time (V8 flattens one string instead of a chain of 34).
 */
function activityLine(row: ActivityRow): string {
  const values = ENCODERS.map((encode) => encode(row));
  values.push(copyText(arrayText(referenceKeysOf(row), true)));
  return values.join('\t');
}
