import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStream, type DayEvent } from '../../domain/days/index.js';
import { activityIdOf } from '../../domain/detections/index.js';
import { openPortal } from '../../portal/portal.js';
import { createContact } from '../../tests/support/day-flow.js';
import { Detector, tokenOf } from '../../tests/support/detectors.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../../tests/support/portal.js';
import { condensePerson, type Condenser } from './run.js';

/** Yesterday (UTC): detections must lie within the retention, and a day there is one of the past. */
const DATE = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
const at = (clock: string) => `${DATE}T${clock}Z`;
const WINDOW = 'aw-watcher-window_laptop';

let test: TestPortal;
let firm: Organisation;
let condenser: Condenser;

beforeAll(async () => {
  // No job runs in this portal: each test condenses by calling the run itself.
  test = await startTestPortal({ jobs: { concurrency: 0 } });
  firm = await createTestOrganisation(test);
  const { pool, days, tagIndex, clock } = test.portal.deps;
  condenser = { pool, days, tagIndex, clock, quietAfterSeconds: 300 };
});
afterAll(async () => test.close());

interface Person {
  session: Session;
  detector: Detector;
  userId: string;
}

async function newPerson(): Promise<Person> {
  const session = await firm.member('user');
  const detector = new Detector(test.app, await tokenOf(session));
  expect(await detector.bucket(WINDOW)).toBe(200);
  return { session, detector, userId: (await session.get('/v1/users/self')).json().data.id };
}

/** Window events of the laptop, as [from, to, app, title]. */
async function windows(person: Person, ...events: Array<[string, string, string, string]>) {
  const payload = events.map(([from, to, app, title]) => ({ timestamp: at(from), duration: (Date.parse(at(to)) - Date.parse(at(from))) / 1000, data: { app, title } }));
  const answer = await person.detector.post(`/api/0/buckets/${WINDOW}/events`, payload);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The laptop has sent nothing for ten minutes: it is quiet. */
async function quiet(person: Person) {
  await test.portal.deps.pool.query("UPDATE detection_buckets SET last_received_at = now() - interval '10 minutes' WHERE user_id = $1", [person.userId]);
}

async function listed(person: Person) {
  const answer = await person.session.get('/v1/activities?sort=started_at:asc');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Array<{ id: string; day_id: string; started_at: string; ended_at: string; source: unknown; context: unknown; internal: boolean; tagged_by: unknown; contact_id: string | null; status: string; project_id: string | null }> }>().data;
}

/** The person's activities once the read models show `count` of them (the condenser does not wait for them). */
async function activities(person: Person, count: number) {
  await expect.poll(async () => (await listed(person)).length).toBe(count);
  return listed(person);
}

const summary = (list: Awaited<ReturnType<typeof listed>>) => list.map((a) => `${a.started_at.slice(11, 19)}–${a.ended_at.slice(11, 19)} ${JSON.stringify(a.context)}`);

describe('the condenser', () => {
  it('registers the closed spans as activity on the day of their start, with ids of person, bucket and start, and where they came from', async () => {
    const person = await newPerson();
    await windows(person, ['09:00:00', '09:10:00', 'Word', 'Offer.docx'], ['09:10:00', '09:20:00', 'Outlook', 'Inbox'], ['09:20:00', '09:21:00', 'Word', 'Offer.docx']);

    const run = await condensePerson(condenser, person.userId, null);

    // The horizon is the laptop's newest detection less its window watcher's pulsetime: the last span is still open.
    expect(run).toMatchObject({ registered: 2, condensedUntil: at('09:20:00') });
    const registered = await activities(person, 2);
    expect(summary(registered)).toEqual(['09:00:00–09:10:00 {"title":"Offer.docx","process":"Word"}', '09:10:00–09:20:00 {"title":"Inbox","process":"Outlook"}']);
    expect(registered.map((a) => a.id)).toEqual([activityIdOf(person.userId, WINDOW, at('09:00:00')), activityIdOf(person.userId, WINDOW, at('09:10:00'))]);
    expect(registered[0]).toMatchObject({ source: { type: 'native', identifier: 'Word', name: 'Word' } });
    const events = await test.portal.deps.store.readStream<DayEvent>(dayStream(registered[0]!.day_id));
    const registration = events.find((event) => event.type === 'ActivityRegistered');
    expect(registration?.data).toMatchObject({ detection: { bucket: WINDOW, from: at('09:00:00'), to: at('09:10:00') } });
    expect(registration?.metadata).toMatchObject({ user_id: null });
    const history = (await person.session.get(`/v1/activities/${registered[0]!.id}/history`)).json().data;
    expect(history[0].changes).toContainEqual({ activity_id: registered[0]!.id, field: 'detection', before: null, after: { bucket: WINDOW, from: at('09:00:00'), to: at('09:10:00') } });
  });

  it('registers nothing twice when run again, and goes on from where it left off', async () => {
    const person = await newPerson();
    await windows(person, ['09:00:00', '09:10:00', 'Word', 'Offer.docx'], ['09:10:00', '09:20:00', 'Outlook', 'Inbox']);
    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 1, condensedUntil: at('09:10:00') });

    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 0, already: 0, condensedUntil: at('09:10:00') });
    await windows(person, ['09:20:00', '09:30:00', 'Excel', 'Hours.xlsx']);
    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 1, condensedUntil: at('09:20:00') });

    expect(summary(await activities(person, 2))).toEqual(['09:00:00–09:10:00 {"title":"Offer.docx","process":"Word"}', '09:10:00–09:20:00 {"title":"Inbox","process":"Outlook"}']);
  });

  it('tags detected activity by its tag as it registers it, as the activity calls do', async () => {
    const person = await newPerson();
    const tag = await person.session.post('/v1/tags', { type: 'process', value: 'Word', internal: true, scope: 'personal' });
    expect(tag.statusCode, tag.body).toBe(201);
    await windows(person, ['09:00:00', '09:10:00', 'Word', 'Offer.docx'], ['09:10:00', '09:20:00', 'Outlook', 'Inbox']);

    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 1 });

    const [word] = await activities(person, 1);
    expect(word).toMatchObject({ internal: true, tagged_by: { tag_id: tag.json().data.id, reference: { type: 'process', value: 'word' } } });
  });

  it("books detected activity its tag tags to a contact with one default path, when the person asked for it", async () => {
    const person = await newPerson();
    const contact = await createContact(firm.admin, 'Excel Inc');
    const project = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Excel support', contact_id: contact });
    expect(project.statusCode, project.body).toBe(201);
    expect((await person.session.put('/v1/preferences/booking_settings', { auto_book_default: true })).statusCode).toBe(200);
    const tag = await person.session.post('/v1/tags', { type: 'process', value: 'Excel', contact_id: contact, scope: 'personal' });
    expect(tag.statusCode, tag.body).toBe(201);
    await windows(person, ['09:00:00', '09:10:00', 'Excel', 'Budget.xlsx'], ['09:10:00', '09:20:00', 'Outlook', 'Inbox']);

    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 1 });

    const [excel] = await activities(person, 1);
    expect(excel).toMatchObject({ contact_id: contact, status: 'booked', project_id: project.json().data.id });
  });

  it("holds the horizon back by the afk watcher's pulsetime while its bucket has no detections yet (its first heartbeat is on its way)", async () => {
    const person = await newPerson();
    expect(await person.detector.bucket('aw-watcher-afk_laptop', 'afkstatus')).toBe(200);
    await windows(person, ['09:00:00', '09:10:00', 'Word', 'Offer.docx'], ['09:10:00', '09:20:00', 'Outlook', 'Inbox'], ['09:20:00', '09:21:00', 'Word', 'Offer.docx']);

    const run = await condensePerson(condenser, person.userId, null);

    // 09:21 less the afk watcher's 185 s is 09:17:55: the Outlook span may still be cut by an absence that starts in it.
    // Counting only buckets with detections, the window watcher's 2 s would close it (registered: 2).
    expect(run).toMatchObject({ registered: 1 });
    expect(summary(await activities(person, 1))).toEqual(['09:00:00–09:10:00 {"title":"Offer.docx","process":"Word"}']);
  });

  it('closes everything of a device that has received nothing for a while', async () => {
    const person = await newPerson();
    await windows(person, ['09:00:00', '09:10:00', 'Word', 'Offer.docx'], ['09:10:00', '09:12:00', 'Outlook', 'Inbox']);
    await quiet(person);

    const run = await condensePerson(condenser, person.userId, null);

    expect(run).toMatchObject({ registered: 2, lookAgainAt: null });
    await activities(person, 2);
    // Nothing is left open: the next run reads nothing it has condensed and registers nothing.
    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 0, already: 0 });
  });

  it('condenses a person once when several processes run it at the same time', async () => {
    const person = await newPerson();
    const slots = Array.from({ length: 30 }, (_, n) => `09:${String(n).padStart(2, '0')}:00`);
    await windows(person, ...slots.map((from, n): [string, string, string, string] => [from, slots[n + 1] ?? '09:30:00', n % 2 ? 'Word' : 'Outlook', `Item ${n}`]));
    await quiet(person);
    const other = await openPortal({ databaseUrl: test.db.url, logger: false, poolSize: 5, jobs: { concurrency: 0 } });
    try {
      const otherCondenser = { ...condenser, pool: other.deps.pool, days: other.deps.days };

      const runs = await Promise.all([condensePerson(condenser, person.userId, null), condensePerson(otherCondenser, person.userId, null)]);

      expect(runs.map((run) => (run?.registered ?? 0) + (run?.already ?? 0))).toEqual([30, 30]);
      expect(runs.reduce((sum, run) => sum + (run?.registered ?? 0), 0)).toBe(30);
      await activities(person, 30);
    } finally {
      await other.close();
    }
  });
});

describe('a day being published or published', () => {
  async function dayWithActivity(person: Person) {
    const manual = await person.session.post('/v1/activities', { started_at: at('12:00:00'), ended_at: at('12:30:00'), context: { title: 'Lunch meeting' } });
    expect(manual.statusCode, manual.body).toBe(201);
    const { id, day_id } = manual.json<{ data: { id: string; day_id: string } }>().data;
    expect((await person.session.put(`/v1/activities/${id}`, { status: 'ignored' })).statusCode).toBe(200);
    return day_id;
  }

  it('takes no detections once published: they are listed on the day as detected after publishing, once', async () => {
    const person = await newPerson();
    const dayId = await dayWithActivity(person);
    expect((await person.session.post('/v1/rpc/days/publish', { day_id: dayId, confirm: true })).json().data.status).toBe('published');
    await windows(person, ['09:00:00', '09:10:00', 'Word', 'Offer.docx'], ['09:10:00', '09:15:00', 'Outlook', 'Inbox']);
    await quiet(person);

    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 0, after_publishing: 2 });
    await test.portal.deps.pool.query('DELETE FROM condense_state WHERE user_id = $1', [person.userId]);
    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ after_publishing: 2 });

    const day = (await person.session.get(`/v1/days/${dayId}`)).json().data;
    const iso = (clock: string) => new Date(at(clock)).toISOString();
    expect(day.detected_after_publishing).toEqual([
      { started_at: iso('09:00:00'), ended_at: iso('09:10:00'), source: { type: 'native', identifier: 'Word', name: 'Word' }, context: { title: 'Offer.docx', process: 'Word' } },
      { started_at: iso('09:10:00'), ended_at: iso('09:15:00'), source: { type: 'native', identifier: 'Outlook', name: 'Outlook' }, context: { title: 'Inbox', process: 'Outlook' } },
    ]);
    await activities(person, 1);
    // A manager sees the published day, but not what its person's detectors sent.
    const managerView = (await firm.admin.get(`/v1/days/${dayId}`)).json().data;
    expect(managerView.status).toBe('published');
    expect(managerView.detected_after_publishing).toBeUndefined();
  });

  it('holds the cursor at a day being published, and registers its spans once publishing is cancelled', async () => {
    const person = await newPerson();
    const dayId = await dayWithActivity(person);
    expect((await person.session.post('/v1/rpc/days/init-publish', { day_id: dayId })).statusCode).toBe(200);
    await windows(person, ['09:00:00', '09:10:00', 'Word', 'Offer.docx']);
    await quiet(person);

    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 0, locked: 1, condensedUntil: null });
    expect((await person.session.post('/v1/rpc/days/init-publish', { day_id: dayId, cancel: true })).statusCode).toBe(200);
    expect(await condensePerson(condenser, person.userId, null)).toMatchObject({ registered: 1, locked: 0 });

    expect(summary(await activities(person, 2))).toEqual(['09:00:00–09:10:00 {"title":"Offer.docx","process":"Word"}', '12:00:00–12:30:00 {"title":"Lunch meeting"}']);
  });
});
