import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayDecider, dayIdFor, dayStream, sourceIdFor, type Day, type DayCommand, type DayEvent, type DayRef, type SourceType } from '../../domain/days/index.js';
import { CommandHandler } from '../../eventstore/command-handler.js';
import { START, type GlobalPosition } from '../../eventstore/port.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { projectThrough } from '../../tests/support/visibility.js';
import { inTransaction, readCheckpoint } from '../checkpoints.js';
import type { Viewer } from '../day-flow/queries.js';
import { applyWanted, type Projection } from '../projection.js';
import { rebuildProjection } from '../rebuild.js';
import { ProjectionRunner } from '../runner.js';
import { sourcesProjection } from './projection.js';
import { findSource, SOURCE_COLUMNS, visibleSources } from './queries.js';

const clientId = crypto.randomUUID();
const [ada, bob] = [crypto.randomUUID(), crypto.randomUUID()];
const at = '2026-03-05T18:00:00.000Z';
const t = (date: string, hhmm: string) => `${date}T${hhmm}:00.000Z`;
const ref = (userId: string, date: string): DayRef => ({ day_id: dayIdFor(userId, date), client_id: clientId, user_id: userId, date });
const github = sourceIdFor(clientId, { type: 'web', identifier: 'github.com' });
const mail = sourceIdFor(clientId, { type: 'email', identifier: 'ada@firm.test' });
const own = (userId: string): Viewer => ({ client_id: clientId, user_id: userId, sees_published: false });
const manager: Viewer = { client_id: clientId, user_id: crypto.randomUUID(), sees_published: true };
const booking = { project_id: crypto.randomUUID(), subproject_id: null, working_code_id: null };

describe('the sources read model', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let days: CommandHandler<Day, DayCommand, DayEvent>;
  let runner: ProjectionRunner;
  let last: GlobalPosition | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
    days = new CommandHandler(store, dayDecider);
    runner = new ProjectionRunner(db.pool, store, [sourcesProjection]);
  });
  afterAll(async () => db.drop());

  async function run(userId: string, date: string, command: DayCommand) {
    const { position } = await days.handle(dayStream(dayIdFor(userId, date)), command, { client_id: clientId, user_id: userId, request: null });
    if (position) {
      last = position;
      await projectThrough({ pool: db.pool, store, runner }, sourcesProjection, position);
    }
  }
  const register = (userId: string, date: string, id: string, from: string, to: string, source: { type: SourceType; identifier: string | null; name: string | null }) =>
    run(userId, date, {
      type: 'RegisterActivity',
      day: ref(userId, date),
      activity: {
        activity_id: id, started_at: t(date, from), ended_at: t(date, to), contact_id: null, partner_contact_id: null,
        internal: false, description: null, source, context: {},
      },
      removeOverlapping: true,
      ignoreThreshold: 0,
      at,
    });
  const web = (name: string) => ({ type: 'web' as const, identifier: 'github.com', name });
  const email = { type: 'email' as const, identifier: 'ada@firm.test', name: 'Ada' };
  const figures = async (viewer: Viewer, id: string) => {
    const row = await findSource(db.pool, viewer, id);
    return row && { name: row.name, first_seen: row.first_seen.toISOString(), last_seen: row.last_seen.toISOString(), duration: row.duration, activity_count: row.activity_count };
  };
  const listed = async (viewer: Viewer) => {
    const params: unknown[] = [];
    const { rows } = await db.pool.query(`SELECT ${SOURCE_COLUMNS} FROM ${visibleSources(viewer, params)} ORDER BY identifier`, params);
    return rows.map((row: { type: string; identifier: string | null }) => `${row.type}:${row.identifier}`);
  };
  const dump = async () =>
    Object.fromEntries(
      await Promise.all(
        sourcesProjection.tables.map(async (table) => [table, (await db.pool.query(`SELECT * FROM ${table} t ORDER BY t::text`)).rows] as const),
      ),
    );

  const monday = '2026-03-02';
  const tuesday = '2026-03-03';
  const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

  it('counts the live activity of a source as the day counts it: trimmed to what is left, removed not at all', async () => {
    await register(ada, monday, a, '09:00', '10:00', web('GitHub'));
    // The newer activity trims the first to 09:00–09:30.
    await register(ada, monday, b, '09:30', '10:30', web('GitHub — pull request'));
    await register(ada, monday, c, '11:00', '11:30', email);
    expect(await figures(own(ada), github)).toEqual({
      name: 'GitHub — pull request', first_seen: t(monday, '09:00'), last_seen: t(monday, '10:30'), duration: 1800 + 3600, activity_count: 2,
    });
    expect(await listed(own(ada))).toEqual(['email:ada@firm.test', 'web:github.com']);

    await run(ada, monday, { type: 'RemoveActivity', activityId: c, at });
    expect(await figures(own(ada), mail)).toBeUndefined();
    expect(await listed(own(ada))).toEqual(['web:github.com']);
    await run(ada, monday, { type: 'RestoreActivity', activityId: c, at });
    expect(await figures(own(ada), mail)).toMatchObject({ duration: 1800, activity_count: 1 });
  });

  it('counts a corrected duration, and shows other people’s activity to managers only once published', async () => {
    await run(ada, monday, { type: 'BookActivities', activityIds: [a, b, c], booking, at });
    await run(ada, monday, { type: 'CorrectDurations', action: 'set', activityId: a, duration: 2160, settings: { blockSize: 360, roundType: 'regular', ignoreThreshold: 25 }, at });
    expect(await figures(own(ada), github)).toMatchObject({ duration: 2160 + 3600 });
    expect(await figures(own(bob), github)).toBeUndefined();
    expect(await figures(manager, github)).toBeUndefined();

    await run(ada, monday, { type: 'PublishDay', confirmUnbooked: true, at });
    expect(await figures(manager, github)).toMatchObject({ duration: 2160 + 3600 });
    expect(await figures(own(bob), github)).toBeUndefined();

    // Bob's own open day: he sees his, the manager only Ada's published one.
    await register(bob, monday, crypto.randomUUID(), '13:00', '14:00', web('GitHub issues'));
    expect(await figures(own(bob), github)).toEqual({
      name: 'GitHub issues', first_seen: t(monday, '13:00'), last_seen: t(monday, '14:00'), duration: 3600, activity_count: 1,
    });
    expect(await figures(manager, github)).toMatchObject({ name: 'GitHub — pull request', duration: 2160 + 3600, activity_count: 2 });
  });

  it('takes the latest name and the span of every day, and forgets a deleted day', async () => {
    const before = await figures(own(ada), github);
    await register(ada, tuesday, crypto.randomUUID(), '08:00', '08:10', web('GitHub'));
    expect(await figures(own(ada), github)).toEqual({
      name: 'GitHub', first_seen: t(monday, '09:00'), last_seen: t(tuesday, '08:10'), duration: 2160 + 3600 + 600, activity_count: 3,
    });
    await run(ada, tuesday, { type: 'DeleteDay', at });
    expect(await figures(own(ada), github)).toEqual(before);
  });

  it('gives one source of time added by hand, without an identifier', async () => {
    await register(ada, tuesday, crypto.randomUUID(), '15:00', '16:00', { type: 'manual', identifier: null, name: null });
    expect(await figures(own(ada), sourceIdFor(clientId, { type: 'manual', identifier: null }))).toMatchObject({ name: null, duration: 3600 });
    expect(await listed(own(ada))).toEqual(['email:ada@firm.test', 'web:github.com', 'manual:null']);
  });

  it('changes nothing when a batch is applied again', async () => {
    const before = await dump();
    const events = await store.readAll(START, 1000);
    await inTransaction(db.pool, (tx) => applyWanted(sourcesProjection, events, tx));
    expect(await dump()).toEqual(before);
  });

  it('resumes after being killed mid-batch without counting anything twice', async () => {
    const live = await dump();
    await db.pool.query(`TRUNCATE ${sourcesProjection.tables.join(', ')}; DELETE FROM projection_checkpoints WHERE projection = 'sources'`);
    const fresh = new ProjectionRunner(db.pool, store, [], { batchSize: 4 });
    expect(await fresh.step(sourcesProjection)).toBe(4);
    const afterFirstBatch = await dump();
    const checkpoint = await readCheckpoint(db.pool, sourcesProjection.name);
    // The database connection dies halfway through the second batch, as when the process is killed.
    const dying: Projection = {
      ...sourcesProjection,
      async apply(events, tx) {
        await applyWanted(sourcesProjection, events.slice(0, 2), tx);
        await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
      },
    };
    await expect(fresh.step(dying)).rejects.toThrow();
    expect(await dump()).toEqual(afterFirstBatch);
    expect(await readCheckpoint(db.pool, sourcesProjection.name)).toEqual(checkpoint);
    while ((await fresh.step(sourcesProjection)) > 0);
    expect(await dump()).toEqual(live);
  });

  it('rebuilds (npm run rebuild) into rows identical to the live ones', async () => {
    const live = await dump();
    const result = await rebuildProjection(db.pool, store, sourcesProjection, { batchSize: 3 });
    expect(await dump()).toEqual(live);
    expect(result.position).toEqual(last);
    expect(await readCheckpoint(db.pool, sourcesProjection.name)).toEqual(result.position);
  });
});
