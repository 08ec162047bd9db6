import type pg from 'pg';
import { DAY_STREAM_PREFIX, dayIdFor } from '../../domain/days/index.js';
import { seconds } from './support.js';

export interface DayHistory {
  clientId: string;
  userIds: readonly string[];
  /** The first of the first month; the history covers `months` months of working days (Monday to Friday). */
  from: string;
  months: number;
  /** The organisation's contacts: each user works for 20 of them, two a day (morning and afternoon). */
  contactIds: readonly string[];
  /** Projects (level-1 dimensions): each half day is booked on one of them. */
  projectIds: readonly string[];
}

export const ACTIVITIES_PER_DAY = 40;
const CONTACTS_PER_USER = 20;
/** Days left open (booked, not published): one in UNPUBLISHED_EVERY per user, spread over the year. */
const UNPUBLISHED_EVERY = 12;
const DAYS_PER_STATEMENT = 1000;

// Where activity comes from, in turn: [type, identifier, name] as the day's decider stores it.
const SOURCES = JSON.stringify([
  { type: 'email', identifier: 'outlook', name: 'Outlook' },
  { type: 'document', identifier: 'word', name: 'Word' },
  { type: 'appointment', identifier: 'outlook', name: 'Outlook' },
  { type: 'web', identifier: 'chrome', name: 'Chrome' },
  { type: 'phone', identifier: 'teams', name: 'Teams' },
  { type: 'manual', identifier: null, name: null },
]);

const iso = (timestamp: string) => `to_char(${timestamp}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Writes a year of day-flow history straight into `events` and `event_streams` with INSERT … SELECT: per day
 * DayOpened, 40 ActivityRegistered (12-minute slots from 07:00 UTC, 6 to 12 minutes long, sources in turn),
 * the morning's and the afternoon's 20 activities each tagged to a contact and booked on a project, and
 * DayPublished with every activity's duration on all but one in twelve days. The data has exactly the shape
 * the day's decider gives it; stream revisions are consecutive; positions follow the calendar (day by day,
 * user by user). Each statement is a transaction of its own, so positions span many transaction ids.
 */
export async function seedDayHistory(pool: pg.Pool, history: DayHistory): Promise<{ days: number; publishedDays: number; events: number; activities: number; seconds: number }> {
  const start = process.hrtime.bigint();
  const days = calendar(history);
  await pool.query(`CREATE TABLE bench_seed_days (day_no int PRIMARY KEY, user_no int, user_id uuid, date date, day_id uuid, published boolean,
    contact_0 uuid, contact_1 uuid, project_0 uuid, project_1 uuid)`);
  for (let from = 0; from < days.length; from += 10_000) {
    const chunk = days.slice(from, from + 10_000);
    const column = <K extends keyof (typeof days)[number]>(key: K) => chunk.map((day) => day[key]);
    await pool.query(
      `INSERT INTO bench_seed_days SELECT * FROM unnest($1::int[], $2::int[], $3::uuid[], $4::date[], $5::uuid[], $6::boolean[], $7::uuid[], $8::uuid[], $9::uuid[], $10::uuid[])`,
      [column('dayNo'), column('userNo'), column('userId'), column('date'), column('dayId'), column('published'), column('contact0'), column('contact1'), column('project0'), column('project1')],
    );
  }
  let events = 0;
  const client = await pool.connect();
  try {
    // Each statement sorts its ~46,000 events into calendar order: in memory, not in temporary files.
    await client.query(`SET work_mem = '256MB'`);
    for (let from = 0; from < days.length; from += DAYS_PER_STATEMENT) {
      const inserted = await client.query(EVENTS_SQL, [from, from + DAYS_PER_STATEMENT, history.clientId, SOURCES, DAY_STREAM_PREFIX]);
      events += inserted.rowCount ?? 0;
    }
    await client.query('RESET work_mem');
  } finally {
    client.release();
  }
  await pool.query(`INSERT INTO event_streams (stream_id, revision) SELECT $1::text || day_id, CASE WHEN published THEN 45 ELSE 44 END FROM bench_seed_days`, [DAY_STREAM_PREFIX]);
  await pool.query('DROP TABLE bench_seed_days');
  // Hint bits and the visibility map, as a table that has been around for a while would have them.
  await pool.query('VACUUM (ANALYZE) events');
  await pool.query('VACUUM (ANALYZE) event_streams');
  const publishedDays = days.filter((day) => day.published).length;
  return { days: days.length, publishedDays, events, activities: days.length * ACTIVITIES_PER_DAY, seconds: seconds(start) };
}

/** Working days in calendar order, every user's day of a date after each other. */
function calendar({ userIds, from, months, contactIds, projectIds }: DayHistory) {
  const end = new Date(`${from}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + months);
  const dates: string[] = [];
  for (const date = new Date(`${from}T00:00:00Z`); date < end; date.setUTCDate(date.getUTCDate() + 1)) {
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) dates.push(date.toISOString().slice(0, 10));
  }
  const contact = (userNo: number, slot: number) => contactIds[(userNo * 7 + (slot % CONTACTS_PER_USER)) % contactIds.length]!;
  const project = (userNo: number, slot: number) => projectIds[(userNo + slot * 3) % projectIds.length]!;
  return dates.flatMap((date, dateNo) =>
    userIds.map((userId, userNo) => ({
      dayNo: dateNo * userIds.length + userNo,
      userNo,
      userId,
      date,
      dayId: dayIdFor(userId, date),
      published: (dateNo + userNo) % UNPUBLISHED_EVERY !== 0,
      contact0: contact(userNo, dateNo * 2),
      contact1: contact(userNo, dateNo * 2 + 1),
      project0: project(userNo, dateNo * 2),
      project1: project(userNo, dateNo * 2 + 1),
    })),
  );
}

const EVENTS_SQL = `
  WITH d AS (SELECT * FROM bench_seed_days WHERE day_no >= $1 AND day_no < $2),
  a AS (
    SELECT d.day_no, n, n / 20 AS block, md5(d.day_id::text || '/' || n)::uuid AS id,
      d.date + time '07:00' + n * interval '12 minutes' AS started,
      360 + ((n * 7 + d.user_no) % 7) * 60 AS seconds,
      ($4::jsonb) -> ((n + d.user_no) % 6) AS source
    FROM d CROSS JOIN generate_series(0, ${ACTIVITIES_PER_DAY - 1}) AS n),
  blocks AS (SELECT day_no, block, jsonb_agg(id ORDER BY n) AS ids FROM a GROUP BY day_no, block),
  durations AS (SELECT day_no, jsonb_object_agg(id, seconds) AS durations FROM a GROUP BY day_no),
  e AS (
    -- Opened by the first registration, at its moment.
    SELECT day_no, 0 AS revision, 'DayOpened' AS type,
      jsonb_build_object('day_id', day_id, 'client_id', $3::uuid, 'user_id', user_id, 'date', date::text, 'at', ${iso("date + time '07:00' + (365 + (user_no % 7) * 60) * interval '1 second'")}) AS data
    FROM d
    UNION ALL
    SELECT day_no, 1 + n, 'ActivityRegistered', jsonb_build_object(
      'activity_id', id, 'started_at', ${iso('started')}, 'ended_at', ${iso("started + seconds * interval '1 second'")},
      'contact_id', null, 'partner_contact_id', null, 'internal', false, 'description', null, 'source', source,
      'context', jsonb_build_object('title', 'Subject ' || (n % 13)), 'ignored_by_threshold', false,
      'at', ${iso("started + (seconds + 5) * interval '1 second'")})
    FROM a
    UNION ALL
    SELECT b.day_no, 41 + b.block, 'ActivitiesTagged', jsonb_build_object(
      'activity_ids', b.ids, 'contact_id', CASE b.block WHEN 0 THEN d.contact_0 ELSE d.contact_1 END, 'internal', false,
      'at', ${iso("d.date + time '16:00' + b.block * interval '1 minute'")})
    FROM blocks b JOIN d USING (day_no)
    UNION ALL
    SELECT b.day_no, 43 + b.block, 'ActivitiesBooked', jsonb_build_object(
      'activity_ids', b.ids,
      'booking', jsonb_build_object('project_id', CASE b.block WHEN 0 THEN d.project_0 ELSE d.project_1 END, 'subproject_id', null, 'working_code_id', null),
      'at', ${iso("d.date + time '16:05' + b.block * interval '1 minute'")})
    FROM blocks b JOIN d USING (day_no)
    UNION ALL
    SELECT day_no, 45, 'DayPublished', jsonb_build_object('durations', t.durations, 'unbooked_duration', 0, 'at', ${iso("d.date + 1 + time '08:00'")})
    FROM durations t JOIN d USING (day_no) WHERE d.published)
  INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
  SELECT gen_random_uuid(), $5::text || d.day_id, e.revision, e.type, e.data,
    jsonb_build_object('client_id', $3::uuid, 'user_id', d.user_id, 'request', null)
  FROM e JOIN d USING (day_no)
  ORDER BY e.day_no, e.revision`;
