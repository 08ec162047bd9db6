import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { between, randomFrom } from '../../domain/shared/random.js';
import { createContact, createDimension } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Session, type TestPortal } from '../support/portal.js';

/** A day as the day screen, the week, the dashboard and the manager read it (GET /v1/days, /v1/days/{id}). */
interface DayFigures {
  id: string;
  date: string;
  status: string;
  duration: number;
  original_duration: number;
  time_booked: number;
  time_unbooked: number;
  activity_count: number;
}

interface ActivityFigures {
  id: string;
  day_id: string;
  status: string;
  duration: number;
  original_duration: number;
  published_duration: number | null;
}

/** Three weeks of March 2026, the seeded days' dates. */
const DATES = Array.from({ length: 21 }, (_, i) => `2026-03-${String(i + 2).padStart(2, '0')}`);

/**
 * docs/figures.md: detected, corrected, booked, unbooked and published are each computed once, so every screen
 * that shows a day shows the same figures for it. Random days (seeded: a failure replays) are registered, tagged,
 * ignored, booked, corrected by hand and rounded, some published; then each call a screen reads must agree.
 */
describe('the figures of a day are the same on every screen', () => {
  let test: TestPortal;
  let user: Session;
  let manager: Session;

  beforeAll(async () => {
    test = await startTestPortal();
    const firm = await createTestOrganisation(test);
    user = await firm.member('user');
    manager = await firm.member('manager');
    const contact = await createContact(firm.admin, 'Bakkerij de Gouden Korst');
    const project = await createDimension(firm.admin, 1, 'Jaarrekening');
    const random = randomFrom(20260302);
    for (const date of DATES.filter(() => random() < 0.7)) await playDay(user, date, random, contact, project);
  }, 120_000);
  afterAll(async () => test.close());

  it('shows a day alike in its own screen, in the list the week and the dashboard read, in its activities and in the reports', async () => {
    const listed = await daysOf(user);
    expect(listed.length).toBeGreaterThan(8);
    const report = await reportByDay(user);
    for (const day of listed) {
      const own = (await user.get(`/v1/days/${day.id}`)).json().data as DayFigures;
      expect(figures(own), day.date).toEqual(figures(day));
      const activities = (await user.get(`/v1/activities?day_id=eq:${day.id}&limit=1000`)).json().data as ActivityFigures[];
      expect({ duration: sum(activities, 'duration'), original_duration: sum(activities, 'original_duration') }, day.date).toEqual({
        duration: day.duration,
        original_duration: day.original_duration,
      });
      expect(day.time_booked + day.time_unbooked, day.date).toBe(day.duration);
      expect(report.get(day.date), day.date).toEqual({
        duration: day.duration,
        booked_duration: day.time_booked,
        published_duration: day.status === 'published' ? sum(activities, 'published_duration') : 0,
      });
    }
  });

  it("shows a manager a published day's hours as its person sees them, and the reports agree", async () => {
    const published = (await daysOf(user)).filter((day) => day.status === 'published');
    expect(published.length).toBeGreaterThan(2);
    const seen = new Map((await daysOf(manager)).map((day) => [day.id, day]));
    const report = await reportByDay(manager);
    for (const day of published) {
      expect(figures(seen.get(day.id)!), day.date).toEqual(figures(day));
      expect(report.get(day.date)?.published_duration, day.date).toBe(day.time_booked);
    }
  });

  it("keeps a duration set by hand when rounding every activity, and rounds it when asked to", async () => {
    const open = (await daysOf(user)).find((day) => day.status === 'open' && day.time_unbooked === 0 && day.activity_count > 1);
    expect(open).toBeDefined();
    const [first] = (await user.get(`/v1/activities?day_id=eq:${open!.id}&limit=1000`)).json().data as ActivityFigures[];
    expect((await user.post('/v1/rpc/days/corrections', { day_id: open!.id, action: 'set', parameters: { activity_id: first!.id, duration: 7200 } })).statusCode).toBe(200);
    const proposals = (await user.post('/v1/rpc/days/prepare-corrections', { day_id: open!.id })).json().data.proposals as Array<{ activity_id: string; set_by_hand: boolean }>;
    expect(proposals.find((proposal) => proposal.activity_id === first!.id)?.set_by_hand).toBe(true);

    const rounded = await user.post('/v1/rpc/days/corrections', { day_id: open!.id, action: 'round' });
    const after = (rounded.json().data.activities as ActivityFigures[]).find((activity) => activity.id === first!.id);
    expect(after?.duration).toBe(7200);

    const roundedToo = await user.post('/v1/rpc/days/corrections', { day_id: open!.id, action: 'round', parameters: { round_set_by_hand: true } });
    expect((roundedToo.json().data.activities as ActivityFigures[]).find((activity) => activity.id === first!.id)?.duration).not.toBe(7200);
  });
});

/** One random day: activity of odd lengths in seconds, some ignored, the rest booked, some set by hand, rounded, maybe published. */
async function playDay(user: Session, date: string, random: () => number, contact: string, project: string) {
  const ids: string[] = [];
  let at = Date.parse(`${date}T07:00:00Z`);
  for (let i = between(random, 2, 7); i > 0; i -= 1) {
    at += between(random, 0, 1800) * 1000;
    const seconds = between(random, 20, 5400);
    const response = await user.post('/v1/activities', {
      started_at: new Date(at).toISOString(),
      ended_at: new Date(at + seconds * 1000).toISOString(),
      source: { type: 'web', identifier: 'chrome', name: 'Chrome' },
      context: { title: `Work ${i}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().data.id);
    at += seconds * 1000;
  }
  const ignored = ids.filter(() => random() < 0.2);
  const worked = ids.filter((id) => !ignored.includes(id));
  for (const id of ignored) await user.put(`/v1/activities/${id}`, { status: 'ignored' });
  if (worked.length === 0) return;
  await user.post('/v1/rpc/logs/batch-edit', { logs: worked, contact_id: contact });
  await user.post('/v1/rpc/logs/assign-dimensions', { logs: worked, slots: [{ level: 1, dimension_id: project }] });
  const dayId = (await user.get(`/v1/activities/${worked[0]}`)).json().data.day_id as string;
  if (random() < 0.4) await user.post('/v1/rpc/days/corrections', { day_id: dayId, action: 'set', parameters: { activity_id: worked[0], duration: 360 * between(random, 1, 20) } });
  if (random() < 0.5) await user.post('/v1/rpc/days/corrections', { day_id: dayId, action: 'round' });
  if (random() < 0.5) expect((await user.post('/v1/rpc/days/publish', { day_id: dayId, confirm: true })).statusCode).toBe(200);
}

async function daysOf(session: Session): Promise<DayFigures[]> {
  const response = await session.get('/v1/days?date=gte:2026-03-01&limit=1000');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The users report by day, summed per date (a manager's has a row per person). */
async function reportByDay(session: Session) {
  const response = await session.post('/v1/rpc/reports/interval/users', { start: '2026-03-01', end: '2026-03-31', group_by: 'day' });
  expect(response.statusCode, response.body).toBe(200);
  const byDate = new Map<string, { duration: number; booked_duration: number; published_duration: number }>();
  for (const row of response.json().data as Array<{ period: string; duration: number; booked_duration: number; published_duration: number }>) {
    const total = byDate.get(row.period) ?? { duration: 0, booked_duration: 0, published_duration: 0 };
    byDate.set(row.period, {
      duration: total.duration + row.duration,
      booked_duration: total.booked_duration + row.booked_duration,
      published_duration: total.published_duration + row.published_duration,
    });
  }
  return byDate;
}

const figures = ({ duration, original_duration, time_booked, time_unbooked, activity_count, status }: DayFigures) => ({
  duration,
  original_duration,
  time_booked,
  time_unbooked,
  activity_count,
  status,
});

const sum = (activities: readonly ActivityFigures[], field: 'duration' | 'original_duration' | 'published_duration') =>
  activities.reduce((total, activity) => total + (activity[field] ?? 0), 0);
