import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStream } from '../../domain/days/index.js';
import { createContact, createDimension, register } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

const N = 20;
/** HH:MM for the i-th ten-minute slot from 08:00. */
const slot = (i: number, offset = 0) => {
  const minutes = 8 * 60 + i * 10 + offset;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

describe('many requests on one day at the same time', () => {
  let test: TestPortal;
  let firm: Organisation;
  let user: Session;
  const contacts: string[] = [];
  const projects: string[] = [];
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
    user = await firm.member('user');
    for (let i = 0; i < N; i++) {
      contacts.push(await createContact(firm.admin, `Klant ${i}`));
      projects.push(await createDimension(firm.admin, 1, `Project ${i}`));
    }
  });
  afterAll(async () => test.close());

  const eventsOf = async (dayId: string) => (await test.portal.deps.store.readStream(dayStream(dayId))).map((e) => ({ type: e.type, data: e.data }));

  it(`loses no update when ${N} requests tag and ${N} requests book activities of the same day at once`, async () => {
    const activities: Array<Awaited<ReturnType<typeof register>>> = [];
    for (let i = 0; i < N; i++) activities.push(await register(user, slot(i), slot(i, 5), { context: { title: `Call ${i}` } }));
    const dayId = activities[0]!.day_id;
    expect(new Set(activities.map((a) => a.day_id))).toEqual(new Set([dayId]));

    const tagged = await Promise.all(activities.map((a, i) => user.put(`/v1/activities/${a.id}`, { contact_id: contacts[i] })));
    expect(tagged.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    tagged.forEach((response, i) => expect(response.json().data).toMatchObject({ id: activities[i]!.id, contact_id: contacts[i] }));

    const booked = await Promise.all(
      activities.map((a, i) => user.post('/v1/rpc/logs/assign-dimensions', { logs: [a.id], slots: [{ level: 1, dimension_id: projects[i] }] })),
    );
    expect(booked.map((r) => r.statusCode)).toEqual(Array(N).fill(200));

    const listed = (await user.get(`/v1/activities?day_id=eq:${dayId}&sort=started_at:asc`)).json().data;
    expect(listed.map((a: { id: string; contact_id: string; project_id: string; status: string }) => [a.id, a.contact_id, a.project_id, a.status])).toEqual(
      activities.map((a, i) => [a.id, contacts[i], projects[i], 'booked']),
    );
    const events = await eventsOf(dayId);
    const tags = events.filter((e) => e.type === 'ActivitiesTagged');
    const bookings = events.filter((e) => e.type === 'ActivitiesBooked');
    expect([tags.length, bookings.length]).toEqual([N, N]);
    expect(tags.map((e) => [...(e.data.activity_ids as string[]), e.data.contact_id]).sort()).toEqual(activities.map((a, i) => [a.id, contacts[i]]).sort());
    expect(bookings.map((e) => [...(e.data.activity_ids as string[]), (e.data.booking as { project_id: string }).project_id]).sort()).toEqual(
      activities.map((a, i) => [a.id, projects[i]]).sort(),
    );
    const day = (await user.get(`/v1/days/${dayId}`)).json().data;
    expect(day).toMatchObject({ activity_count: N, time_booked: N * 300, time_unbooked: 0 });
  });

  it(`ends with the last tag when ${N} requests tag the same activity at once: read model and stream agree`, async () => {
    const activity = await register(user, '', '', { started_at: '2026-03-05T09:00:00Z', ended_at: '2026-03-05T10:00:00Z' });
    const answers = await Promise.all(contacts.map((contact_id) => user.put(`/v1/activities/${activity.id}`, { contact_id })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    const tags = (await eventsOf(activity.day_id)).filter((e) => e.type === 'ActivitiesTagged');
    expect(tags).toHaveLength(N);
    expect(new Set(tags.map((e) => e.data.contact_id))).toEqual(new Set(contacts));
    const last = tags.at(-1)!.data.contact_id;
    expect((await user.get(`/v1/activities/${activity.id}`)).json().data.contact_id).toBe(last);
  });

  it('publishes a day once when two publish requests race: the other answers 409 day_published', async () => {
    // Ten days, each raced by two publishes at once, so that some pairs really interleave.
    const days: Array<Awaited<ReturnType<typeof register>>> = [];
    for (let i = 10; i < 20; i++) {
      const activity = await register(user, '', '', { started_at: `2026-03-${i}T09:00:00Z`, ended_at: `2026-03-${i}T10:00:00Z` });
      expect((await user.post('/v1/rpc/logs/assign-dimensions', { logs: [activity.id], slots: { project_id: projects[0] } })).statusCode).toBe(200);
      days.push(activity);
    }

    const answers = await Promise.all(days.flatMap(({ day_id }) => [0, 1].map(() => user.post('/v1/rpc/days/publish', { day_id }))));
    for (const [i, activity] of days.entries()) {
      const pair = answers.slice(2 * i, 2 * i + 2);
      const outcomes = pair.map((r) => (r.statusCode === 200 ? [200, r.json().data.status] : [r.statusCode, r.json().code])).sort();
      expect(outcomes).toEqual([
        [200, 'published'],
        [409, 'day_published'],
      ]);
      const published = (await eventsOf(activity.day_id)).filter((e) => e.type === 'DayPublished');
      expect(published).toHaveLength(1);
      expect(published[0]!.data.durations).toEqual({ [activity.id]: 3600 });
    }
  });

  it('opens a new day once when its first registrations race, and keeps every one of them', async () => {
    const date = '2026-03-04';
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        user.post('/v1/activities', { started_at: `${date}T${slot(i)}:00Z`, ended_at: `${date}T${slot(i, 5)}:00Z`, context: { title: `Mail ${i}` } }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(201));
    const dayIds = new Set(answers.map((r) => r.json().data.day_id));
    expect(dayIds.size).toBe(1);
    const [dayId] = dayIds;

    const events = await eventsOf(dayId);
    expect(events.filter((e) => e.type === 'DayOpened')).toHaveLength(1);
    expect(events[0]!.type).toBe('DayOpened');
    expect(events.filter((e) => e.type === 'ActivityRegistered')).toHaveLength(N);
    expect(events.filter((e) => e.type === 'ActivityTrimmed' || e.type === 'ActivityRemoved')).toEqual([]);

    const days = (await user.get(`/v1/days?date=eq:${date}`)).json().data;
    expect(days).toEqual([expect.objectContaining({ id: dayId, activity_count: N, duration: N * 300 })]);
  });
});
