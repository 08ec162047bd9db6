import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFlowProjection } from '../../projections/day-flow/projection.js';
import { rebuildProjection } from '../../projections/rebuild.js';
import { createContact, createDimension } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

interface ActivityView {
  id: string;
  day_id: string;
  date: string;
  user_id: string;
  status: string;
  duration: number;
  published_duration: number | null;
  contact_id: string | null;
  internal: boolean;
  project_id: string | null;
  source: { type: string };
}

const DATES = ['2026-01-28', '2026-01-30', '2026-02-02', '2026-02-03', '2026-02-17', '2026-03-02'];

describe('reports', () => {
  let test: TestPortal;
  let firm: Organisation;
  let users: Session[];
  let manager: Session;
  let contacts: string[];
  let projects: string[];

  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
    users = [await firm.member('user'), await firm.member('user')];
    manager = await firm.member('manager');
    contacts = [await createContact(firm.admin, 'Alfa'), await createContact(firm.admin, 'Bravo')];
    projects = [await createDimension(firm.admin, 1, 'Audit'), await createDimension(firm.admin, 1, 'Advies')];
    await playRandomDays();
  }, 120_000);
  afterAll(async () => test.close());

  /** A random but repeatable stretch of work: registrations, tags, ignores, bookings, corrections, publishes, deletes. */
  async function playRandomDays() {
    const step = fc.record({
      who: fc.integer({ min: 0, max: 1 }),
      date: fc.constantFrom(...DATES),
      action: fc.oneof(
        { weight: 12, arbitrary: fc.constant('register') },
        { weight: 3, arbitrary: fc.constantFrom('tag', 'ignore', 'book', 'round') },
        { weight: 1, arbitrary: fc.constantFrom('publish', 'delete-activity', 'delete-day') },
      ),
      hour: fc.integer({ min: 6, max: 20 }),
      minutes: fc.integer({ min: 1, max: 50 }),
      pick: fc.nat(),
      source: fc.constantFrom('web', 'email', 'document', 'phone'),
    });
    for (const s of fc.sample(step, { numRuns: 220, seed: 424242 })) {
      const session = users[s.who]!;
      const start = new Date(`${s.date}T${String(s.hour).padStart(2, '0')}:00:00Z`);
      const mine = (await session.get(`/v1/activities?date=eq:${s.date}&limit=1000`)).json().data as ActivityView[];
      const target = mine[s.pick % Math.max(mine.length, 1)];
      switch (s.action) {
        case 'register':
          await session.post('/v1/activities', {
            started_at: start.toISOString(),
            ended_at: new Date(start.getTime() + s.minutes * 60_000 + s.pick % 59_000).toISOString(),
            source: { type: s.source },
            context: { title: `task ${s.pick % 5}` },
          });
          break;
        case 'tag':
          if (target) await session.put(`/v1/activities/${target.id}`, s.pick % 3 === 0 ? { internal: true } : { contact_id: contacts[s.pick % 2] });
          break;
        case 'ignore':
          if (target) await session.put(`/v1/activities/${target.id}`, { status: 'ignored' });
          break;
        case 'book':
          if (target) await session.post('/v1/rpc/logs/assign-dimensions', { logs: [target.id], slots: { project_id: projects[s.pick % 2] } });
          break;
        case 'round':
          if (target) await session.post('/v1/rpc/days/corrections', { day_id: target.day_id, action: 'round' });
          break;
        case 'publish':
          if (target) {
            await session.post('/v1/rpc/logs/assign-dimensions', { logs: mine.filter((a) => a.status === 'open').map((a) => a.id), slots: { project_id: projects[0] } });
            await session.post('/v1/rpc/days/publish', { day_id: target.day_id, confirm: true });
          }
          break;
        case 'delete-activity':
          if (target) await session.delete(`/v1/activities/${target.id}`);
          break;
        case 'delete-day':
          if (target) await session.delete(`/v1/days/${target.day_id}`);
          break;
      }
    }
  }

  async function allActivities(session: Session): Promise<ActivityView[]> {
    return (await session.get('/v1/activities?limit=1000&date=gte:2026-01-01')).json().data;
  }

  function expectedTotals(activities: ActivityView[], key: (a: ActivityView) => string, period: (a: ActivityView) => string) {
    const totals = new Map<string, { activity_count: number; duration: number; booked_duration: number; published_duration: number }>();
    for (const a of activities) {
      const id = `${period(a)}|${key(a)}`;
      const t = totals.get(id) ?? { activity_count: 0, duration: 0, booked_duration: 0, published_duration: 0 };
      t.activity_count++;
      t.duration += a.duration; // docs/figures.md: a day's duration, ignored activity too
      if (a.status === 'booked' || a.status === 'published') t.booked_duration += a.duration;
      t.published_duration += a.published_duration ?? 0;
      totals.set(id, t);
    }
    return Object.fromEntries([...totals].sort(([a], [b]) => a.localeCompare(b)));
  }

  async function reported(session: Session, kind: string, groupBy: string, keyOf: (key: Record<string, unknown>) => string, start = '2026-01-01', end = '2026-03-31', userIds?: string[]) {
    const response = await session.post(`/v1/rpc/reports/interval/${kind}`, { start, end, group_by: groupBy, user_ids: userIds });
    expect(response.statusCode, response.body).toBe(200);
    // Written as text from PostgreSQL's cells (api/routes/reports/answer.ts): JSON, as JSON.stringify writes it.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(JSON.stringify(response.json()));
    const rows = response.json().data as Array<{ period: string; key: Record<string, unknown>; activity_count: number; duration: number; booked_duration: number; published_duration: number }>;
    const figures = ['activity_count', 'duration', 'booked_duration', 'published_duration'] as const;
    expect(response.json().meta.totals).toEqual(Object.fromEntries(figures.map((figure) => [figure, rows.reduce((sum, row) => sum + row[figure], 0)])));
    const totals = new Map<string, { activity_count: number; duration: number; booked_duration: number; published_duration: number }>();
    for (const row of rows) {
      const id = `${row.period}|${keyOf(row.key)}`;
      const t = totals.get(id) ?? { activity_count: 0, duration: 0, booked_duration: 0, published_duration: 0 };
      t.activity_count += row.activity_count;
      t.duration += row.duration;
      t.booked_duration += row.booked_duration;
      t.published_duration += row.published_duration;
      totals.set(id, t);
    }
    return Object.fromEntries([...totals].sort(([a], [b]) => a.localeCompare(b)));
  }

  const byMonth = (a: ActivityView) => a.date.slice(0, 7);
  const byDay = (a: ActivityView) => a.date;
  const byWeek = (a: ActivityView) => {
    const date = new Date(`${a.date}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date.toISOString().slice(0, 10);
  };

  it('matches the activity logs exactly, per contact, project, source and user, by day, week and month', async () => {
    for (const session of users) {
      const activities = await allActivities(session);
      expect(activities.length).toBeGreaterThan(10);
      const contact = (k: Record<string, unknown>) => `${k.contact_id ?? '-'}|${k.internal}`;
      expect(await reported(session, 'contacts', 'month', contact)).toEqual(expectedTotals(activities, (a) => `${a.contact_id ?? '-'}|${a.internal}`, byMonth));
      expect(await reported(session, 'dimensions', 'day', (k) => `${k.project_id ?? '-'}`)).toEqual(expectedTotals(activities, (a) => `${a.project_id ?? '-'}`, byDay));
      expect(await reported(session, 'sources', 'week', (k) => String(k.source_type))).toEqual(expectedTotals(activities, (a) => a.source.type, byWeek));
      expect(await reported(session, 'users', 'month', (k) => String(k.user_id), '2026-02-01', '2026-02-28')).toEqual(
        expectedTotals(activities.filter((a) => a.date.startsWith('2026-02')), (a) => a.user_id, byMonth),
      );
    }
  });

  it("shows a manager the published days of the organisation's users, and only those", async () => {
    const visible = await allActivities(manager);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((a) => a.status === 'published' || a.status === 'ignored')).toBe(true);
    expect(await reported(manager, 'users', 'month', (k) => String(k.user_id))).toEqual(expectedTotals(visible, (a) => a.user_id, byMonth));
  });

  it("counts a manager's own open days beside everyone's published ones, per contact, project and source", async () => {
    const date = DATES[3]!;
    const own = await manager.post('/v1/activities', {
      started_at: `${date}T07:00:00.000Z`,
      ended_at: `${date}T07:45:00.000Z`,
      source: { type: 'email' },
      context: { title: 'the manager at work' },
    });
    const visible = await allActivities(manager);
    const ownId: string = own.json().data.id;
    expect(visible.filter((a) => a.status === 'open').map((a) => a.id)).toEqual([ownId]);
    expect(visible.length).toBeGreaterThan(1);
    const contact = (k: Record<string, unknown>) => `${k.contact_id ?? '-'}|${k.internal}`;
    expect(await reported(manager, 'contacts', 'month', contact)).toEqual(expectedTotals(visible, (a) => `${a.contact_id ?? '-'}|${a.internal}`, byMonth));
    expect(await reported(manager, 'dimensions', 'month', (k) => `${k.project_id ?? '-'}`)).toEqual(expectedTotals(visible, (a) => `${a.project_id ?? '-'}`, byMonth));
    expect(await reported(manager, 'sources', 'month', (k) => String(k.source_type))).toEqual(expectedTotals(visible, (a) => a.source.type, byMonth));
  });

  it('names each row by its key: the contact (none when internal), the most specific dimension, the source type, the person', async () => {
    const rowsOf = async (kind: string) =>
      (await manager.post(`/v1/rpc/reports/interval/${kind}`, { start: '2026-01-01', end: '2026-03-31', group_by: 'week' })).json().data as Array<{ key: Record<string, string | boolean | null>; name: string | null }>;
    const named = { [contacts[0]!]: 'Alfa', [contacts[1]!]: 'Bravo', [projects[0]!]: 'Audit', [projects[1]!]: 'Advies' };
    const contactRows = await rowsOf('contacts');
    expect(contactRows.length).toBeGreaterThan(0);
    for (const row of contactRows) expect(row.name).toBe(typeof row.key.contact_id === 'string' ? named[row.key.contact_id] : null);
    const dimensionRows = await rowsOf('dimensions');
    expect(dimensionRows.some((row) => row.name !== null)).toBe(true);
    for (const row of dimensionRows) expect(row.name).toBe(typeof row.key.project_id === 'string' ? named[row.key.project_id] : null);
    for (const row of await rowsOf('sources')) expect(row.name).toBe(row.key.source_type);
    const people = new Map<unknown, Set<string | null>>();
    for (const row of await rowsOf('users')) people.set(row.key.user_id, (people.get(row.key.user_id) ?? new Set()).add(row.name));
    expect([...people.values()].map((names) => names.size)).toEqual([...people.values()].map(() => 1));
    expect([...people.values()].flatMap((names) => [...names]).every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
  });

  it("adds a manager's own published and open days of a month into one row of the users report, and counts only the people asked for", async () => {
    const register = async (date: string, title: string) =>
      (await manager.post('/v1/activities', { started_at: `${date}T08:00:00.000Z`, ended_at: `${date}T08:30:00.000Z`, source: { type: 'document' }, context: { title } })).json()
        .data as ActivityView;
    await register(DATES[2]!, 'the manager leaves open');
    const published = await register(DATES[4]!, 'the manager publishes');
    await manager.post('/v1/rpc/logs/assign-dimensions', { logs: [published.id], slots: { project_id: projects[0] } });
    await manager.post('/v1/rpc/days/publish', { day_id: published.day_id, confirm: true });
    const visible = await allActivities(manager);
    const managerId = published.user_id;
    expect(new Set(visible.filter((a) => a.user_id === managerId && a.date.startsWith('2026-02')).map((a) => a.status))).toEqual(new Set(['open', 'published']));

    const answer = await manager.post('/v1/rpc/reports/interval/users', { start: '2026-01-01', end: '2026-03-31', group_by: 'month' });
    const keys = (answer.json().data as Array<{ period: string; key: { user_id: string } }>).map((row) => `${row.period}|${row.key.user_id}`);
    expect(keys).toEqual([...new Set(keys)].sort());
    expect(await reported(manager, 'users', 'month', (k) => String(k.user_id))).toEqual(expectedTotals(visible, (a) => a.user_id, byMonth));

    const colleague = (await allActivities(users[0]!))[0]!.user_id;
    for (const chosen of [[managerId, colleague], [colleague]]) {
      expect(await reported(manager, 'users', 'month', (k) => String(k.user_id), '2026-01-01', '2026-03-31', chosen)).toEqual(
        expectedTotals(visible.filter((a) => chosen.includes(a.user_id)), (a) => a.user_id, byMonth),
      );
    }
  });

  it("keeps the firm's published month totals equal to the sum of its people's published rows, live and rebuilt", async () => {
    const pool = test.portal.deps.pool;
    const kinds = { contacts: 'contact_id, internal', dimensions: 'project_id, subproject_id, working_code_id', sources: 'source_type' };
    const compare = async () => {
      const tables: Record<string, { firm: unknown[]; people: unknown[] }> = {};
      for (const [kind, keys] of Object.entries(kinds)) {
        const sums = 'activity_count::int, duration::int, booked_duration::int, published_duration::int';
        const firm = await pool.query(`SELECT client_id, month::text, ${keys}, ${sums} FROM report_firm_month_${kind} t ORDER BY t::text`);
        const people = await pool.query(
          `SELECT client_id, month::text, ${keys}, sum(activity_count)::int AS activity_count, sum(duration)::int AS duration,
             sum(booked_duration)::int AS booked_duration, sum(published_duration)::int AS published_duration
           FROM report_month_${kind} WHERE published GROUP BY client_id, month, ${keys}`,
        );
        const order = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
        tables[kind] = { firm: order(firm.rows), people: order(people.rows) };
      }
      return tables;
    };
    const live = await compare();
    for (const { firm, people } of Object.values(live)) {
      expect(firm.length).toBeGreaterThan(0);
      expect(firm).toEqual(people);
    }
    await rebuildProjection(pool, test.portal.deps.store, dayFlowProjection, { batchSize: 37 });
    expect(await compare()).toEqual(live);
  });

  it('refuses intervals over 12 months or ending before they start', async () => {
    const tooLong = await users[0]!.post('/v1/rpc/reports/interval/contacts', { start: '2025-01-01', end: '2026-01-02', group_by: 'month' });
    expect([tooLong.statusCode, tooLong.json().code, Object.keys(tooLong.json().errors)]).toEqual([422, 'validation_failed', ['end']]);
    const backwards = await users[0]!.post('/v1/rpc/reports/interval/users', { start: '2026-02-01', end: '2026-01-01' });
    expect(backwards.statusCode).toBe(422);
  });

  it('rebuilds the day-flow read models identical to the live ones, row for row', async () => {
    const tables = [
      'days', 'activities', 'report_day_totals', 'report_month_contacts', 'report_month_dimensions', 'report_month_sources', 'report_month_users',
      'report_firm_month_contacts', 'report_firm_month_dimensions', 'report_firm_month_sources',
    ];
    const dump = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (table) => [table, (await test.portal.deps.pool.query(`SELECT * FROM ${table} t ORDER BY t::text`)).rows]),
        ),
      );
    const live = await dump();
    expect(live.activities.length).toBeGreaterThan(10);
    await rebuildProjection(test.portal.deps.pool, test.portal.deps.store, dayFlowProjection, { batchSize: 37 });
    expect(await dump()).toEqual(live);
  });
});
