import type pg from 'pg';
import { activitiesChangedBy, DAY_STREAM_PREFIX, emptyDay, evolveDay, type Day, type DayEvent, type DayEventType, type DayRef } from '../../domain/days/index.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';
import { SOURCE_ACTIVITY_COLUMNS, SOURCE_ACTIVITY_TYPES, toActivity, toSourceActivityRow, type SourceActivityRow, type SourceDayRow } from './rows.js';
import { recomputeSourceTotals } from './totals.js';

type RecordedDayEvent = RecordedEvent<DayEvent>;
const dayOf = (event: RecordedDayEvent) => event.streamId.slice(DAY_STREAM_PREFIX.length);

/**
 * The day events that change what a source counts: whose day it is, an activity's times, correction and removal,
 * and publication (who may see it). Tags, bookings, descriptions and locking change none of it.
 */
const SOURCE_EVENT_TYPES: ReadonlySet<DayEventType> = new Set<DayEventType>([
  'DayOpened',
  'ActivityRegistered',
  'ActivityTrimmed',
  'ActivityRemoved',
  'ActivityRestored',
  'ActivitiesStatusSet',
  'DurationsCorrected',
  'DayPublished',
  'DayDeleted',
]);

interface Folding {
  day: Day;
  /** The day's rows were deleted by this batch (DayDeleted) before anything after it. */
  wiped: boolean;
  changed: Set<string>;
}

/**
 * Sources: what each organisation's activity came from, with its figures. A batch folds each touched day with
 * the domain's own `evolve`, from the rows its events refer to, writes the changed activity rows, and recomputes
 * the figures of the touched days and then of the (source, person) pairs those days hold.
 */
export const sourcesProjection: Projection<DayEvent> = {
  name: 'sources',
  streams: [DAY_STREAM_PREFIX],
  eventTypes: SOURCE_EVENT_TYPES,
  tables: ['sources', 'source_days', 'source_activities', 'source_day_totals', 'source_totals', 'sources_stream_revisions'],
  async apply(events, db) {
    const fresh = await unappliedEvents(db, 'sources_stream_revisions', events);
    if (fresh.length === 0) return;
    const foldings = await load(db, fresh);
    for (const event of fresh) {
      const folding = foldings.get(dayOf(event));
      if (folding) fold(folding, event);
    }
    await write(db, foldings);
  },
};

async function load(db: pg.ClientBase, events: RecordedDayEvent[]): Promise<Map<string, Folding>> {
  const dayIds = [...new Set(events.map(dayOf))];
  const activityIds = [...new Set(events.flatMap((event) => activitiesChangedBy(event)))];
  const { rows: days } = await db.query<SourceDayRow>('SELECT id, client_id, user_id, date::text, status FROM source_days WHERE id = ANY($1::uuid[])', [dayIds]);
  const { rows: activities } = await db.query<SourceActivityRow>('SELECT * FROM source_activities WHERE id = ANY($1::uuid[])', [activityIds]);
  const foldings = new Map<string, Folding>();
  for (const id of dayIds) {
    const row = days.find((day) => day.id === id);
    const own = activities.filter((activity) => activity.day_id === id);
    const day: Day = row
      ? {
          ref: { day_id: row.id, client_id: row.client_id, user_id: row.user_id, date: row.date },
          status: row.status,
          published_at: null,
          activities: new Map(own.map((activity) => [activity.id, toActivity(activity)])),
        }
      : emptyDay();
    foldings.set(id, { day, wiped: false, changed: new Set() });
  }
  return foldings;
}

function fold(folding: Folding, event: RecordedDayEvent): void {
  if (event.type === 'DayDeleted') {
    folding.wiped = true;
    folding.changed.clear();
  }
  folding.day = evolveDay(folding.day, event);
  for (const id of activitiesChangedBy(event)) folding.changed.add(id);
}

async function write(db: pg.ClientBase, foldings: Map<string, Folding>): Promise<void> {
  const wiped = [...foldings].filter(([, f]) => f.wiped).map(([id]) => id);
  if (wiped.length > 0) {
    await db.query('DELETE FROM source_activities WHERE day_id = ANY($1::uuid[])', [wiped]);
    await db.query('DELETE FROM source_days WHERE id = ANY($1::uuid[])', [wiped]);
  }
  const refs = [...foldings.values()].flatMap((f) => (f.day.ref ? [{ ref: f.day.ref, folding: f }] : []));
  if (refs.length > 0) {
    await db.query(
      `INSERT INTO source_days (id, client_id, user_id, date, status)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::text[])
       ON CONFLICT (id) DO UPDATE SET status = excluded.status`,
      [
        refs.map(({ ref }) => ref.day_id),
        refs.map(({ ref }) => ref.client_id),
        refs.map(({ ref }) => ref.user_id),
        refs.map(({ ref }) => ref.date),
        refs.map(({ folding }) => folding.day.status),
      ],
    );
  }
  const rows = refs.flatMap(({ ref, folding }) => changedRows(ref, folding));
  await upsertActivities(db, rows);
  await recomputeSourceTotals(db, [...foldings.keys()]);
}

function changedRows(ref: DayRef, folding: Folding): SourceActivityRow[] {
  return [...folding.changed].flatMap((id) => {
    const activity = folding.day.activities.get(id);
    return activity ? [toSourceActivityRow(activity, ref)] : [];
  });
}

/** The changed activity rows, and the sources they are from (a source's row, once there, never changes). */
const UPSERT_ACTIVITIES = `WITH changed AS (
    INSERT INTO source_activities (${SOURCE_ACTIVITY_COLUMNS.join(', ')})
    SELECT * FROM unnest(${SOURCE_ACTIVITY_COLUMNS.map((name, i) => `$${i + 1}::${SOURCE_ACTIVITY_TYPES[name]}[]`).join(', ')})
    ON CONFLICT (id) DO UPDATE SET ${SOURCE_ACTIVITY_COLUMNS.filter((name) => name !== 'id').map((name) => `${name} = excluded.${name}`).join(', ')}
    RETURNING day_id, source_id, source_type, source_identifier)
  INSERT INTO sources (id, client_id, type, identifier)
  SELECT DISTINCT ON (c.source_id) c.source_id, d.client_id, c.source_type, c.source_identifier
  FROM changed c JOIN source_days d ON d.id = c.day_id
  ON CONFLICT (id) DO NOTHING`;

async function upsertActivities(db: pg.ClientBase, rows: SourceActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query({
    name: 'sources_upsert_activities',
    text: UPSERT_ACTIVITIES,
    values: SOURCE_ACTIVITY_COLUMNS.map((name) => rows.map((row) => row[name])),
  });
}
