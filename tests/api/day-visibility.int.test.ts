import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStream } from '../../domain/days/index.js';
import { createContact, createDimension, register } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Session, type TestPortal } from '../support/portal.js';

interface TargetDay {
  dayId: string;
  /** The booked activity and the ignored one, in time order. */
  activityIds: string[];
}

/** 200, or status and code: what a caller learns from one answer. */
const outcome = (response: LightMyRequestResponse) => (response.statusCode === 200 ? 200 : `${response.statusCode} ${response.json().code}`);

/** Everything a viewer can learn about a day and its activity through the read calls. */
async function whatIsSeen(viewer: Session, { dayId, activityIds }: TargetDay) {
  const [activityId] = activityIds;
  const [activity, log, day, dayHistory, activityHistory, logHistory, activities, days, overview, logsOverview, pendingTag, pendingDimensions] = await Promise.all([
    viewer.get(`/v1/activities/${activityId}`),
    viewer.get(`/v1/logs/${activityId}`),
    viewer.get(`/v1/days/${dayId}?include=activities`),
    viewer.get(`/v1/days/${dayId}/history`),
    viewer.get(`/v1/activities/${activityId}/history`),
    viewer.get(`/v1/logs/${activityId}/history`),
    viewer.get(`/v1/activities?day_id=eq:${dayId}`),
    viewer.get('/v1/days?limit=1000'),
    viewer.post('/v1/rpc/activities/overview', { day_id: dayId }),
    viewer.post('/v1/rpc/logs/overview', { day_id: dayId }),
    viewer.post('/v1/rpc/logs/pending-tag', { day_id: dayId }),
    viewer.post('/v1/rpc/logs/pending-dimensions', { day_id: dayId }),
  ]);
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id).sort();
  const clustered = (response: LightMyRequestResponse) =>
    response.statusCode === 200 ? ids(response.json().data.flatMap((cluster: { logs: Array<{ id: string }> }) => cluster.logs)) : outcome(response);
  return {
    activity: outcome(activity),
    log: outcome(log),
    day: outcome(day),
    dayHistory: outcome(dayHistory),
    activityHistory: outcome(activityHistory),
    logHistory: outcome(logHistory),
    listedActivities: ids(activities.json().data),
    listedDay: days.json().data.some((row: { id: string }) => row.id === dayId),
    overview: clustered(overview),
    logsOverview: clustered(logsOverview),
    pendingTag: pendingTag.statusCode === 200 ? ids(pendingTag.json().data) : outcome(pendingTag),
    pendingDimensions: pendingDimensions.statusCode === 200 ? ids(pendingDimensions.json().data) : outcome(pendingDimensions),
  };
}

const hidden = {
  activity: '404 model_not_found',
  log: '404 model_not_found',
  day: '404 model_not_found',
  dayHistory: '404 model_not_found',
  activityHistory: '404 model_not_found',
  logHistory: '404 model_not_found',
  listedActivities: [],
  listedDay: false,
  overview: '404 model_not_found',
  logsOverview: '404 model_not_found',
  pendingTag: '404 model_not_found',
  pendingDimensions: '404 model_not_found',
};

const shown = (target: TargetDay) => ({
  activity: 200,
  log: 200,
  day: 200,
  dayHistory: 200,
  activityHistory: 200,
  logHistory: 200,
  listedActivities: [...target.activityIds].sort(),
  listedDay: true,
  overview: [...target.activityIds].sort(),
  logsOverview: [...target.activityIds].sort(),
  // Its activity is booked or ignored: nothing left to tag or book.
  pendingTag: [],
  pendingDimensions: [],
});

describe('who sees a day and its activity', () => {
  let test: TestPortal;
  let owner: Session;
  let viewers: Record<'owner' | 'colleague' | 'manager' | 'admin' | 'outsideManager' | 'outsideAdmin', Session>;
  let contact: string;
  let project: string;
  /** A project of the other organisation: a valid booking for its people, so only ownership can refuse it. */
  let outsideProject: string;
  let openDay: TargetDay;
  let lockedDay: TargetDay;
  let publishedDay: TargetDay;

  /** One booked activity and one ignored one on a date, tagged and booked by the owner. */
  async function prepareDay(date: string): Promise<TargetDay> {
    const t = (hhmm: string) => `${date}T${hhmm}:00Z`;
    const booked = await register(owner, '', '', { started_at: t('08:00'), ended_at: t('09:00'), contact_id: contact });
    const ignored = await register(owner, '', '', { started_at: t('09:00'), ended_at: t('09:30'), context: { title: 'Lunch' } });
    expect((await owner.put(`/v1/activities/${ignored.id}`, { status: 'ignored' })).statusCode).toBe(200);
    const booking = await owner.post('/v1/rpc/logs/assign-dimensions', { logs: [booked.id], slots: { project_id: project } });
    expect(booking.statusCode, booking.body).toBe(200);
    return { dayId: booked.day_id, activityIds: [booked.id, ignored.id] };
  }

  beforeAll(async () => {
    test = await startTestPortal();
    const firm = await createTestOrganisation(test, 'Kantoor Noord');
    const outside = await createTestOrganisation(test, 'Kantoor Zuid');
    owner = await firm.member('user');
    viewers = {
      owner,
      colleague: await firm.member('user'),
      manager: await firm.member('manager'),
      admin: firm.admin,
      outsideManager: await outside.member('manager'),
      outsideAdmin: outside.admin,
    };
    contact = await createContact(firm.admin, 'Garage Verhoeven');
    project = await createDimension(firm.admin, 1, 'Onderhoud');
    outsideProject = await createDimension(outside.admin, 1, 'Onderhoud');
    openDay = await prepareDay('2026-03-02');
    lockedDay = await prepareDay('2026-03-03');
    expect((await owner.post('/v1/rpc/days/init-publish', { day_id: lockedDay.dayId })).json().data.status).toBe('locked');
    publishedDay = await prepareDay('2026-03-04');
    const published = await owner.post('/v1/rpc/days/publish', { day_id: publishedDay.dayId, confirm: true });
    expect(published.json().data.status, published.body).toBe('published');
  });
  afterAll(async () => test.close());

  it('shows an open day only to its own user, not to a colleague, the manager, the admin or another organisation', async () => {
    expect(await whatIsSeen(viewers.owner, openDay)).toEqual(shown(openDay));
    for (const name of ['colleague', 'manager', 'admin', 'outsideManager', 'outsideAdmin'] as const) {
      expect({ name, ...(await whatIsSeen(viewers[name], openDay)) }).toEqual({ name, ...hidden });
    }
  });

  it('keeps a day that is being published (locked) private too', async () => {
    expect(await whatIsSeen(viewers.owner, lockedDay)).toEqual(shown(lockedDay));
    for (const name of ['colleague', 'manager', 'admin', 'outsideManager'] as const) {
      expect({ name, ...(await whatIsSeen(viewers[name], lockedDay)) }).toEqual({ name, ...hidden });
    }
  });

  it('shows a published day to the manager and the admin of its organisation, and still not to a colleague or another organisation', async () => {
    for (const name of ['owner', 'manager', 'admin'] as const) {
      expect({ name, ...(await whatIsSeen(viewers[name], publishedDay)) }).toEqual({ name, ...shown(publishedDay) });
    }
    for (const name of ['colleague', 'outsideManager', 'outsideAdmin'] as const) {
      expect({ name, ...(await whatIsSeen(viewers[name], publishedDay)) }).toEqual({ name, ...hidden });
    }
  });

  it('answers no activity, not 404, for a date of your own on which nothing is registered yet', async () => {
    const date = '2026-03-09';
    const calls = ['/v1/rpc/activities/overview', '/v1/rpc/logs/overview', '/v1/rpc/logs/pending-tag', '/v1/rpc/logs/pending-dimensions'];
    for (const name of ['owner', 'colleague', 'manager', 'outsideAdmin'] as const) {
      const answers = await Promise.all(calls.map((path) => viewers[name].post(path, { date })));
      expect({ name, answers: answers.map((answer) => [answer.statusCode, answer.json().data]) }).toEqual({ name, answers: calls.map(() => [200, []]) });
    }
  });

  it('gives the manager the published activity with its booking, the day with all its activity, and its history', async () => {
    const { manager } = viewers;
    const [bookedId, ignoredId] = publishedDay.activityIds;
    const activity = (await manager.get(`/v1/activities/${bookedId}`)).json().data;
    expect(activity).toMatchObject({
      id: bookedId,
      status: 'published',
      contact_id: contact,
      project_id: project,
      subproject_id: null,
      working_code_id: null,
      published_duration: 3600,
      day_status: 'published',
    });
    const day = (await manager.get(`/v1/days/${publishedDay.dayId}?include=activities`)).json().data;
    expect(day).toMatchObject({ status: 'published', time_booked: 3600, time_unbooked: 1800, activity_count: 2 });
    expect(day.activities.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [bookedId, 'published'],
      [ignoredId, 'ignored'],
    ]);
    const history = (await manager.get(`/v1/days/${publishedDay.dayId}/history`)).json().data;
    expect(history.map((entry: { type: string }) => entry.type)).toEqual([
      'DayOpened', 'ActivityRegistered', 'ActivityRegistered', 'ActivitiesStatusSet', 'ActivitiesBooked', 'DayPublished',
    ]);
    expect(history.at(-1).changes).toContainEqual({ activity_id: null, field: 'status', before: 'open', after: 'published' });
  });

  it('never lets anyone but its user change a day or its activity, before or after publishing, and appends nothing', async () => {
    for (const target of [openDay, publishedDay]) {
      const [activityId] = target.activityIds;
      const { dayId } = target;
      for (const name of ['colleague', 'manager', 'admin', 'outsideManager', 'outsideAdmin'] as const) {
        const caller = viewers[name];
        const ownProject = name.startsWith('outside') ? outsideProject : project;
        const before = await test.portal.deps.store.readStream(dayStream(dayId));
        const attempts = await Promise.all([
          caller.put(`/v1/activities/${activityId}`, { description: 'changed by someone else' }),
          caller.put(`/v1/logs/${activityId}`, { status: 'ignored' }),
          caller.delete(`/v1/activities/${activityId}`),
          caller.patch(`/v1/logs/${activityId}`),
          caller.post('/v1/rpc/logs/batch-edit', { logs: [activityId], internal: true }),
          caller.post('/v1/rpc/logs/assign-dimensions', { logs: [activityId], slots: { project_id: ownProject } }),
          caller.post('/v1/rpc/days/prepare-booking', { day_id: dayId }),
          caller.post('/v1/rpc/days/prepare-corrections', { day_id: dayId }),
          caller.post('/v1/rpc/days/corrections', { day_id: dayId, action: 'reset' }),
          caller.post('/v1/rpc/days/init-publish', { day_id: dayId }),
          caller.post('/v1/rpc/days/init-publish', { day_id: dayId, cancel: true }),
          caller.post('/v1/rpc/days/publish', { day_id: dayId, confirm: true }),
          caller.delete(`/v1/days/${dayId}`),
        ]);
        expect({ name, outcomes: attempts.map(outcome) }).toEqual({ name, outcomes: Array(attempts.length).fill('404 model_not_found') });
        expect(await test.portal.deps.store.readStream(dayStream(dayId))).toHaveLength(before.length);
      }
    }
    const unchanged = (await viewers.owner.get(`/v1/activities/${openDay.activityIds[0]}`)).json().data;
    expect(unchanged).toMatchObject({ description: null, status: 'booked', internal: false, is_deleted: false });
  });
});
