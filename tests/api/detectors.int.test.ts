import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Detector, tokenOf } from '../support/detectors.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** The portal's clock: Thursday 2026-03-12, 10:00 in Amsterdam (the test firm's zone). */
const NOW = new Date('2026-03-12T09:00:00Z');
const HOUR = 3600;

/** A window watcher's heartbeat on a date at a UTC time, as aw-watcher-window sends it. */
const windowBeat = (date: string, time: string, app: string) => ({ timestamp: `${date}T${time}Z`, duration: 0, data: { app, title: `${app} on ${date}` } });

async function selfId(session: Session): Promise<string> {
  return (await session.get('/v1/users/self')).json().data.id;
}

async function register(session: Session, date: string, from: string, to: string, type: 'web' | 'native' | 'manual') {
  const response = await session.post('/v1/activities', {
    started_at: `${date}T${from}:00Z`,
    ended_at: `${date}T${to}:00Z`,
    source: { type, identifier: type === 'manual' ? null : 'example.com', name: type === 'manual' ? null : 'Example' },
    remove_overlapping: false,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('a person’s detectors and their coverage (GET /v1/detectors, /v1/detectors/coverage)', () => {
  let test: TestPortal;
  let firm: Organisation;
  let person: Session;
  let personId: string;

  beforeAll(async () => {
    test = await startTestPortal({ clock: () => NOW });
    firm = await createTestOrganisation(test);
    person = await firm.member('user');
    personId = await selfId(person);
    const laptop = new Detector(test.app, await tokenOf(person));
    await laptop.bucket('aw-watcher-window_laptop');
    await laptop.bucket('aw-watcher-afk_laptop', 'afkstatus');
    // Three observations of the window watcher in the last 7 days (two of them today), one 9 days ago.
    for (const [date, time, app] of [['2026-03-03', '09:00:00', 'Word'], ['2026-03-10', '08:00:00', 'Word'], ['2026-03-12', '08:00:00', 'Excel'], ['2026-03-12', '08:30:00', 'Word']]) {
      expect((await laptop.heartbeat('aw-watcher-window_laptop', 2, windowBeat(date!, time!, app!))).statusCode).toBe(200);
    }
    // A colleague's bucket of the same name is another bucket.
    const colleague = new Detector(test.app, await tokenOf(await firm.member('user')));
    await colleague.bucket('aw-watcher-window_laptop');
    await colleague.heartbeat('aw-watcher-window_laptop', 2, windowBeat('2026-03-11', '12:00:00', 'Outlook'));
  });
  afterAll(async () => test.close());

  it('lists the person’s own buckets with their device, last detection and the detections of the last 7 days', async () => {
    const answer = await person.get('/v1/detectors');

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([
      {
        id: 'aw-watcher-afk_laptop',
        type: 'afkstatus',
        client: 'aw-watcher-window',
        hostname: 'laptop',
        created_at: expect.any(String),
        last_event_at: null,
        events_last_7_days: 0,
      },
      {
        id: 'aw-watcher-window_laptop',
        type: 'currentwindow',
        client: 'aw-watcher-window',
        hostname: 'laptop',
        created_at: expect.any(String),
        last_event_at: '2026-03-12T08:30:00.000Z',
        events_last_7_days: 3,
      },
    ]);
  });

  it('averages detected time per weekday over the four weeks before today against the work schedule: manual time and today left out, overlaps once', async () => {
    // Mondays: 09:00–11:00 and 10:00–12:00 overlap (3 h covered), and a week earlier 1 h: 4 h over four weeks.
    await register(person, '2026-03-09', '09:00', '11:00', 'web');
    await register(person, '2026-03-09', '10:00', '12:00', 'native');
    await register(person, '2026-03-02', '09:00', '10:00', 'native');
    // Manual time, today's activity and activity before the four weeks are not detected coverage.
    await register(person, '2026-03-10', '09:00', '11:00', 'manual');
    await register(person, '2026-03-12', '07:00', '08:00', 'web');
    await register(person, '2026-02-09', '09:00', '17:00', 'web');
    const schedule = await person.put('/v1/preferences/work_schedule', { schedule: { monday: { start: '09:00', end: '17:00' }, sunday: { start: null, end: null } } });
    expect(schedule.statusCode, schedule.body).toBe(200);

    const answer = await person.get('/v1/detectors/coverage');

    expect(answer.statusCode, answer.body).toBe(200);
    const coverage = answer.json().data;
    expect(coverage).toMatchObject({ user_id: personId, time_zone: 'Europe/Amsterdam', weeks: { start: '2026-02-12', end: '2026-03-11' }, schedule_source: 'user' });
    expect(coverage.weekdays.map((day: { weekday: string }) => day.weekday)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(coverage.weekdays[0]).toEqual({ weekday: 'monday', detected: HOUR, scheduled: 8 * HOUR });
    expect(coverage.weekdays[1]).toEqual({ weekday: 'tuesday', detected: 0, scheduled: 23 * HOUR + 59 * 60 });
    expect(coverage.weekdays[6]).toEqual({ weekday: 'sunday', detected: 0, scheduled: 0 });
  });

  it('says which detectors sent data on each of the last 7 days, today last', async () => {
    const coverage = (await person.get('/v1/detectors/coverage')).json().data;

    expect(coverage.days).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']);
    const window = coverage.detectors.find((detector: { id: string }) => detector.id === 'aw-watcher-window_laptop');
    expect(window.days.map((day: { events: number }) => day.events)).toEqual([0, 0, 0, 0, 1, 0, 2]);
    expect(window.last_event_at).toBe('2026-03-12T08:30:00.000Z');
    expect(coverage.detectors.map((detector: { id: string }) => detector.id)).toEqual(['aw-watcher-afk_laptop', 'aw-watcher-window_laptop']);
  });

  it('shows an administrator the detectors and coverage of a person of the organisation by user_id', async () => {
    const detectors = await firm.admin.get(`/v1/detectors?user_id=${personId}`);
    const coverage = await firm.admin.get(`/v1/detectors/coverage?user_id=${personId}`);

    expect(detectors.json().data.map((detector: { id: string }) => detector.id)).toEqual(['aw-watcher-afk_laptop', 'aw-watcher-window_laptop']);
    expect(coverage.json().data).toMatchObject({ user_id: personId, schedule_source: 'user' });
    expect((await firm.admin.get('/v1/detectors')).json().data).toEqual([]);
  });

  it('refuses another person’s user_id to anyone but an administrator (403), and an id of another firm (404)', async () => {
    const colleague = await firm.member('manager');
    const otherFirm = await createTestOrganisation(test, 'Other firm');
    const outsider = await otherFirm.member('user');
    const outsiderId = await selfId(outsider);
    await new Detector(test.app, await tokenOf(outsider)).bucket('aw-watcher-window_desktop');

    for (const url of [`/v1/detectors?user_id=${personId}`, `/v1/detectors/coverage?user_id=${personId}`]) {
      expect((await colleague.get(url)).json(), url).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await otherFirm.admin.get(url)).json(), url).toMatchObject({ status: 404, code: 'model_not_found' });
    }
    expect((await firm.admin.get(`/v1/detectors?user_id=${outsiderId}`)).json()).toMatchObject({ status: 404, code: 'model_not_found' });
    expect((await person.get(`/v1/detectors?user_id=${personId}`)).statusCode).toBe(200);
  });

  it('is for a signed-in person: 401 without a session, 403 with an API token', async () => {
    const reader = new Detector(test.app, await tokenOf(person, ['read', 'detections:write']));

    expect((await test.app.inject({ method: 'GET', url: '/v1/detectors' })).statusCode).toBe(401);
    expect((await reader.get('/v1/detectors')).statusCode).toBe(403);
    expect((await reader.get('/v1/detectors/coverage')).statusCode).toBe(403);
  });
});
