import type pg from 'pg';
import { activitiesChangedBy, DAY_STREAM_PREFIX, dayEventTypes, emptyDay, type Day, type DayEvent } from '../../domain/days/index.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';
import { copyDayStreams } from './copy-streams.js';
import { changedActivityRows, fold, foldingFrom, type Folding } from './folding.js';
import { ACTIVITY_COLUMNS, ACTIVITY_TYPES, toActivity, type ActivityRow, type DayRow } from './rows.js';
import { arrayText } from './array-text.js';
import { referenceKeysOf } from './references.js';
import { computeAllTotals, computeMonthTotals, MONTH_TABLE_NAMES, recomputeTotals } from './totals.js';

type RecordedDayEvent = RecordedEvent<DayEvent>;
const dayOf = (event: RecordedDayEvent) => event.streamId.slice(DAY_STREAM_PREFIX.length);

/**
 * Days, activities and report totals. A batch folds each touched day with the domain's own `evolve`, starting
 * from the rows the events refer to (a tag on a day of 500 activities loads one row, not 500), writes the
 * changed rows in one statement, and recomputes the touched days' totals with set-based SQL (a rebuild's bulk in
 * commit order leaves those to finishRebuild, which derives them for the whole history at once; one stream by stream
 * writes each day's with the day, and leaves the month totals to finishStreams).
 */
export const dayFlowProjection: Projection<DayEvent> = {
  name: 'day-flow',
  streams: [DAY_STREAM_PREFIX],
  eventTypes: dayEventTypes,
  tables: [
    'days',
    'activities',
    'report_day_totals',
    ...MONTH_TABLE_NAMES,
    'day_flow_stream_revisions',
  ],
  // Apply finds rows by id, day (activities, report_day_totals) and month key only. The activities' first: the totals
  // of finishRebuild only read that table (finishStreams writes only the month totals, which have none deferred).
  deferredIndexes: [
    'activities_user_ended_idx',
    'activities_published_idx',
    'activities_open_refs_idx',
    'activities_user_date_idx',
    'days_user_date_idx',
    'days_published_idx',
    'report_day_totals_date_idx',
    'report_day_totals_user_idx',
  ],
  async apply(events, db, context) {
    const fresh = await unappliedEvents(db, 'day_flow_stream_revisions', events);
    if (fresh.length === 0) return;
    const foldings = await load(db, fresh);
    for (const event of fresh) fold(foldings.get(dayOf(event))!, event);
    await write(db, [...foldings.values()]);
    // The bulk of a rebuild leaves the figures and totals to finishRebuild: once, set-based, for the whole history.
    if (!context?.rebuilding) await recomputeTotals(db, [...foldings.values()].flatMap((f) => (f.ref ? [f.ref] : [])));
  },
  finishRebuild: computeAllTotals,
  rebuildStreams: copyDayStreams,
  finishStreams: computeMonthTotals,
};

async function load(db: pg.ClientBase, events: RecordedDayEvent[]): Promise<Map<string, Folding>> {
  const referenced = new Map<string, Set<string>>();
  for (const event of events) {
    const dayId = dayOf(event);
    const ids = referenced.get(dayId) ?? referenced.set(dayId, new Set()).get(dayId)!;
    for (const id of activitiesChangedBy(event)) ids.add(id);
  }
  const dayIds = [...referenced.keys()];
  const { rows: days } = await db.query<DayRow>(
    `SELECT id, client_id, user_id, date::text, status, published_at FROM days WHERE id = ANY($1::uuid[])`,
    [dayIds],
  );
  // Only a day with a row can have activity rows: a batch that opens its days (most of a rebuild) reads none.
  const activityIds = days.flatMap((day) => [...referenced.get(day.id)!]);
  const { rows: activities } =
    activityIds.length === 0 ? { rows: [] as ActivityRow[] } : await db.query<ActivityRow>(`SELECT * FROM activities WHERE id = ANY($1::uuid[])`, [activityIds]);
  const foldings = new Map<string, Folding>();
  for (const id of dayIds) {
    const row = days.find((day) => day.id === id);
    const own = activities.filter((activity) => activity.day_id === id);
    const day: Day = row
      ? {
          ref: { day_id: row.id, client_id: row.client_id, user_id: row.user_id, date: row.date },
          status: row.status,
          published_at: row.published_at,
          activities: new Map(own.map((activity) => [activity.id, toActivity(activity)])),
        }
      : emptyDay();
    foldings.set(id, foldingFrom(day, row?.status ?? null));
  }
  return foldings;
}

async function write(db: pg.ClientBase, foldings: Folding[]): Promise<void> {
  const deletedIds = foldings.filter((f) => f.wiped).map((f) => f.ref!.day_id);
  if (deletedIds.length > 0) {
    await db.query('DELETE FROM activities WHERE day_id = ANY($1::uuid[])', [deletedIds]);
    await db.query('DELETE FROM days WHERE id = ANY($1::uuid[])', [deletedIds]);
  }
  const open = foldings.filter((f) => f.day.ref !== null);
  if (open.length > 0) {
    await db.query(
      `INSERT INTO days (id, client_id, user_id, date, status, published_at, updated_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::text[], $6::timestamptz[], $7::timestamptz[])
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, published_at = excluded.published_at, updated_at = excluded.updated_at`,
      [
        open.map((f) => f.day.ref!.day_id),
        open.map((f) => f.day.ref!.client_id),
        open.map((f) => f.day.ref!.user_id),
        open.map((f) => f.day.ref!.date),
        open.map((f) => f.day.status),
        open.map((f) => f.day.published_at),
        open.map((f) => f.updatedAt),
      ],
    );
    // Locking, unlocking and publishing a day changes every one of its activities' day_status. Only rows
    // written before this batch can be behind; the batch's own are written with the new status below.
    const restated = open.filter((f) => f.stored !== null && !f.wiped && f.stored !== f.day.status);
    if (restated.length > 0) {
      await db.query(
        `UPDATE activities a SET day_status = d.status FROM unnest($1::uuid[], $2::text[]) AS d(id, status)
         WHERE a.day_id = d.id AND a.day_status <> d.status`,
        [restated.map((f) => f.day.ref!.day_id), restated.map((f) => f.day.status)],
      );
    }
  }
  await upsertActivities(db, changedActivityRows(open));
}

/**
 * The rows and, last, each one's reference keys (`refs`, what re-tagging finds activity by): a list per row, passed
 * as the text of a text[] (unnest would flatten an array of arrays) and cast back here, which costs PostgreSQL far less
 * per row than a JSON list unpacked by a subquery.
 */
const WRITTEN = [...ACTIVITY_COLUMNS, 'refs'];
const UPSERT_ACTIVITIES = `INSERT INTO activities (${WRITTEN.join(', ')})
  SELECT ${ACTIVITY_COLUMNS.join(', ')}, refs::text[]
  FROM unnest(${[...ACTIVITY_COLUMNS.map((column, i) => `$${i + 1}::${ACTIVITY_TYPES[column]}[]`), `$${WRITTEN.length}::text[]`].join(', ')}) AS written(${WRITTEN.join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${WRITTEN.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`).join(', ')}`;

/** The column types whose values an array's text quotes (see arrayText). */
const QUOTED_TYPES: ReadonlySet<string> = new Set(['text', 'jsonb']);

async function upsertActivities(db: pg.ClientBase, rows: ActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columnText = (column: (typeof ACTIVITY_COLUMNS)[number]) => {
    const type = ACTIVITY_TYPES[column];
    const values = type === 'jsonb' ? rows.map((row) => (row[column] === null ? null : JSON.stringify(row[column]))) : rows.map((row) => row[column]);
    return arrayText(values, QUOTED_TYPES.has(type));
  };
  await db.query({
    name: 'day_flow_upsert_activities',
    text: UPSERT_ACTIVITIES,
    values: [...ACTIVITY_COLUMNS.map(columnText), arrayText(rows.map((row) => arrayText(referenceKeysOf(row), true)), true)],
  });
}
