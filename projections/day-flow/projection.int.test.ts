import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayDecider, dayIdFor, dayStream, type Day, type DayCommand, type DayEvent, type DayRef } from '../../domain/days/index.js';
import { CommandHandler } from '../../eventstore/command-handler.js';
import { START } from '../../eventstore/port.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { projectThrough } from '../../tests/support/visibility.js';
import { inTransaction } from '../checkpoints.js';
import { applyWanted } from '../projection.js';
import { rebuildProjection } from '../rebuild.js';
import { ProjectionRunner } from '../runner.js';
import { dayFlowProjection } from './projection.js';
import { referenceKeysOf } from './references.js';

const clientId = crypto.randomUUID();
const userId = crypto.randomUUID();
const at = '2026-03-02T18:00:00.000Z';
const ref = (date: string): DayRef => ({ day_id: dayIdFor(userId, date), client_id: clientId, user_id: userId, date });
const t = (date: string, hhmm: string) => `${date}T${hhmm}:00.000Z`;

describe('day-flow projection', () => {
  let db: TestDatabase;
  let days: CommandHandler<Day, DayCommand, DayEvent>;
  let runner: ProjectionRunner;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
    days = new CommandHandler(store, dayDecider);
    runner = new ProjectionRunner(db.pool, store, [dayFlowProjection]);
  });
  afterAll(async () => db.drop());

  async function run(date: string, command: DayCommand) {
    const { position } = await days.handle(dayStream(dayIdFor(userId, date)), command, { client_id: clientId, user_id: userId, request: null });
    if (position) await projectThrough({ pool: db.pool, store, runner }, dayFlowProjection, position);
  }
  const register = (date: string, id: string, from: string, to: string, source: 'web' | 'email' = 'web') =>
    run(date, {
      type: 'RegisterActivity',
      day: ref(date),
      activity: {
        activity_id: id, started_at: t(date, from), ended_at: t(date, to), contact_id: null, partner_contact_id: null,
        internal: false, description: null, source: { type: source, identifier: null, name: null }, context: { title: id },
      },
      removeOverlapping: true,
      ignoreThreshold: 60,
      at,
    });
  const query = async (sql: string, params: unknown[] = []) => (await db.pool.query(sql, params)).rows;

  it('projects activities, the day and its report totals through the whole flow', async () => {
    const date = '2026-03-02';
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const contact = crypto.randomUUID();
    const project = crypto.randomUUID();
    await register(date, a, '09:00', '10:00');
    await register(date, b, '09:30', '10:30');
    await register(date, c, '11:00', '11:01');
    expect(await query('SELECT id, duration, original_duration, status, ignored_by_threshold FROM activities ORDER BY started_at')).toEqual([
      { id: a, duration: 1800, original_duration: 3600, status: 'open', ignored_by_threshold: false },
      { id: b, duration: 3600, original_duration: 3600, status: 'open', ignored_by_threshold: false },
      { id: c, duration: 60, original_duration: 60, status: 'open', ignored_by_threshold: false },
    ]);
    await run(date, { type: 'ChangeActivities', activityIds: [a, b], changes: { contact_id: contact }, at });
    await run(date, { type: 'ChangeActivities', activityIds: [c], changes: { status: 'ignored' }, at });
    await run(date, { type: 'BookActivities', activityIds: [a, b], booking: { project_id: project, subproject_id: null, working_code_id: null }, at });
    await run(date, { type: 'CorrectDurations', action: 'set', activityId: a, duration: 2160, settings: { blockSize: 360, roundType: 'regular', ignoreThreshold: 25 }, at });
    expect(await query('SELECT status, duration, time_booked, time_unbooked, activity_count FROM days')).toEqual([
      { status: 'open', duration: 2160 + 3600 + 60, time_booked: 2160 + 3600, time_unbooked: 60, activity_count: 3 },
    ]);
    await run(date, { type: 'PublishDay', confirmUnbooked: true, at });
    expect(await query('SELECT id, status, day_status, duration, corrected_duration, published_duration FROM activities ORDER BY started_at')).toEqual([
      { id: a, status: 'published', day_status: 'published', duration: 2160, corrected_duration: 2160, published_duration: 2160 },
      { id: b, status: 'published', day_status: 'published', duration: 3600, corrected_duration: null, published_duration: 3600 },
      { id: c, status: 'ignored', day_status: 'published', duration: 60, corrected_duration: null, published_duration: null },
    ]);
    expect(await query('SELECT published, contact_id, project_id, activity_count::int, duration::int, booked_duration::int, published_duration::int FROM report_day_totals ORDER BY activity_count DESC')).toEqual([
      { published: true, contact_id: contact, project_id: project, activity_count: 2, duration: 5760, booked_duration: 5760, published_duration: 5760 },
      // Ignored activity counts in the day's duration, as the day counts it (docs/figures.md), and is never booked or published.
      { published: true, contact_id: null, project_id: null, activity_count: 1, duration: 60, booked_duration: 0, published_duration: 0 },
    ]);
    expect(await query('SELECT month::text, sum(published_duration)::int AS published FROM report_month_contacts GROUP BY month')).toEqual([
      { month: '2026-03-01', published: 5760 },
    ]);
    // The firm's published month totals: the same sums without the person.
    expect(await query('SELECT month::text, contact_id, activity_count, published_duration::int FROM report_firm_month_contacts ORDER BY activity_count DESC')).toEqual([
      { month: '2026-03-01', contact_id: contact, activity_count: 2, published_duration: 5760 },
      { month: '2026-03-01', contact_id: null, activity_count: 1, published_duration: 0 },
    ]);
  });

  it("keeps an activity's reference keys as the tags read them, quotes, backslashes and braces too", async () => {
    const date = '2026-03-04';
    const id = crypto.randomUUID();
    await run(date, {
      type: 'RegisterActivity',
      day: ref(date),
      activity: {
        activity_id: id, started_at: t(date, '09:00'), ended_at: t(date, '10:00'), contact_id: null, partner_contact_id: null, internal: false,
        description: null, source: { type: 'native', identifier: 'C:\\Tools\\"odd".exe', name: null }, context: { company: 'Quote " back \\ {a,b}', title: 'x' },
      },
      removeOverlapping: true,
      ignoreThreshold: 60,
      at,
    });
    const [row] = await query('SELECT refs, source_type, source_identifier, source_name, context FROM activities WHERE id = $1', [id]);
    expect(row.refs.some((key: string) => key.includes('"') && key.includes('\\'))).toBe(true);
    expect(row.refs).toEqual(referenceKeysOf(row));
    await run(date, { type: 'DeleteDay', at });
  });

  it('changes nothing when a batch is applied again, and forgets a deleted day everywhere', async () => {
    const dump = async () => ({
      days: await query('SELECT * FROM days ORDER BY id'),
      activities: await query('SELECT * FROM activities ORDER BY id'),
      totals: await query('SELECT * FROM report_day_totals ORDER BY day_id, activity_count'),
      months: await query(`SELECT * FROM report_month_contacts t ORDER BY t::text`),
      monthDimensions: await query(`SELECT * FROM report_month_dimensions t ORDER BY t::text`),
      monthUsers: await query(`SELECT * FROM report_month_users t ORDER BY t::text`),
      firmMonths: await query(`SELECT * FROM report_firm_month_contacts t ORDER BY t::text`),
      firmMonthSources: await query(`SELECT * FROM report_firm_month_sources t ORDER BY t::text`),
    });
    const before = await dump();
    const events = await store.readAll(START, 1000);
    await inTransaction(db.pool, (tx) => applyWanted(dayFlowProjection, events, tx));
    expect(await dump()).toEqual(before);

    const date = '2026-03-03';
    await register(date, crypto.randomUUID(), '09:00', '10:00');
    // The open day counts in its user's month beside the published one, until it is deleted.
    expect(await query('SELECT published, activity_count, duration::int FROM report_month_users ORDER BY published')).toEqual([
      { published: false, activity_count: 1, duration: 3600 },
      { published: true, activity_count: 3, duration: 5820 },
    ]);
    await run(date, { type: 'DeleteDay', at });
    expect(await dump()).toEqual(before);
  });

  it('rebuilds stream by stream into the live rows: days split across batches, a day deleted and opened again, and what is appended meanwhile', async () => {
    const date = '2026-03-05';
    await register(date, crypto.randomUUID(), '09:00', '10:00');
    await run(date, { type: 'DeleteDay', at });
    await register(date, crypto.randomUUID(), '11:00', '12:00');
    await register(date, crypto.randomUUID(), '13:00', '14:00', 'email');
    const tables = dayFlowProjection.tables;
    const dump = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await query(`SELECT * FROM ${table} t ORDER BY t::text`)])));
    let live: Record<string, unknown> | undefined;
    // Once the rebuild knows where its read stream by stream stops, an activity is registered on a day it will have
    // folded, and projected by the live runner: the rebuild must take it in after its bulk.
    class AppendingMeanwhile extends PostgresEventStore {
      override async readablePosition() {
        const upTo = await super.readablePosition();
        await register(date, crypto.randomUUID(), '20:00', '21:00');
        live = await dump();
        return upTo;
      }
    }
    await rebuildProjection(db.pool, new AppendingMeanwhile(db.pool), dayFlowProjection, { batchSize: 3 });
    expect(live?.activities).toContainEqual(expect.objectContaining({ started_at: new Date(t(date, '20:00')) }));
    expect(await dump()).toEqual(live);
  });
});
