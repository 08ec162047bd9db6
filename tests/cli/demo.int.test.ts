import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../../cli/demo/index.js';
import { DEMO_CLIENTS, KNOWN_REFERENCES } from '../../cli/demo/master-data.js';
import { demoToday } from '../support/demo.js';
import { signIn, startTestPortal, type TestPortal } from '../support/portal.js';

interface Listed {
  id: string;
  started_at: string;
  ended_at: string;
  status: string;
  source: { type: string; identifier: string | null };
  context: Record<string, string>;
}

describe('the demo firm', () => {
  let test: TestPortal;
  // A working day's afternoon in Amsterdam, in the past and within the detections' retention.
  const today = demoToday();
  const date = today.toISODate()!;
  beforeAll(async () => {
    test = await startTestPortal();
    await seedDemo(test.portal, today.toJSDate());
  }, 180_000);
  afterAll(async () => test.close());

  it('lets every demo login sign in', async () => {
    for (const login of DEMO_LOGINS) {
      const self = await (await signIn(test.app, login.email, DEMO_PASSWORD)).get('/v1/users/self');
      expect(self.json().data).toMatchObject({ email: login.email, role: login.role });
    }
  });

  it('gives each user published days, days at other steps, and today still to process', async () => {
    const sanne = await signIn(test.app, 'sanne@demo.tally.test', DEMO_PASSWORD);
    const days = (await sanne.get('/v1/days?limit=50')).json().data as Array<{ date: string; status: string; activity_count: number }>;
    expect(days.filter((d) => d.status === 'published')).toHaveLength(6);
    expect(days.filter((d) => d.status === 'open').length).toBeGreaterThanOrEqual(4);
    const todays = (await sanne.get(`/v1/activities?date=eq:${date}&limit=1000`)).json().data as Array<{ status: string; ended_at: string }>;
    expect(todays.length).toBeGreaterThanOrEqual(3);
    expect(todays.every((a) => ['open', 'ignored'].includes(a.status) && Date.parse(a.ended_at) <= today.toMillis())).toBe(true);
    expect((await sanne.get('/v1/users/self')).json().data.day_processing.published_days).toBe(6);
  });

  it("shows the manager the users' published days with their bookings", async () => {
    const manager = await signIn(test.app, 'manager@demo.tally.test', DEMO_PASSWORD);
    const days = (await manager.get('/v1/days?limit=100')).json().data as Array<{ status: string }>;
    expect(days).toHaveLength(18);
    expect(days.every((d) => d.status === 'published')).toBe(true);
    // Published activity, that is: glances ignored by threshold stay in the published days as they were, unbooked.
    const activities = (await manager.get('/v1/activities?status=eq:published&limit=5')).json().data as Array<{ project_id: string | null; published_duration: number }>;
    expect(activities).toHaveLength(5);
    expect(activities.every((a) => a.project_id && a.published_duration > 0)).toBe(true);
    const ignored = (await manager.get('/v1/activities?status=eq:ignored&limit=5')).json().data as Array<{ project_id: string | null }>;
    expect(ignored.length).toBeGreaterThan(0);
    expect(ignored.every((a) => a.project_id === null)).toBe(true);
  });

  it("makes a user's day of what their laptop's watchers detected: documents, pages, absences cut out, glances too short to count, nothing overlapping", async () => {
    const sanne = await signIn(test.app, 'sanne@demo.tally.test', DEMO_PASSWORD);
    const days = (await sanne.get('/v1/days?limit=50&sort=date:asc')).json().data as Array<{ date: string; status: string }>;
    const open = days.filter((day) => day.status === 'open' && day.date !== date).at(-1)!;
    const activities = ((await sanne.get(`/v1/activities?date=eq:${open.date}&limit=1000`)).json().data as Listed[]).sort((a, b) => a.started_at.localeCompare(b.started_at));

    // From the window watcher: documents opened from the contacts' folders, by their app.
    expect(activities.some((a) => a.source.type === 'native' && a.source.identifier === 'EXCEL.EXE' && a.context.title?.startsWith('C:\\Klanten\\'))).toBe(true);
    // From the web watcher: the browser yields to its tabs, on the contacts' sites.
    const sites = new Set(DEMO_CLIENTS.map((contact) => contact.emailDomain));
    expect(activities.some((a) => a.source.type === 'web' && sites.has(a.source.identifier ?? ''))).toBe(true);
    expect(activities.some((a) => a.source.type === 'native' && a.source.identifier === 'chrome.exe')).toBe(false);
    // From the afk watcher: lunch is cut out, a gap of at least half an hour around midday.
    const gaps = activities.slice(1).map((a, n) => ({ from: activities[n]!.ended_at, seconds: (Date.parse(a.started_at) - Date.parse(activities[n]!.ended_at)) / 1000 }));
    expect(gaps.some((gap) => gap.seconds >= 30 * 60)).toBe(true);
    // Glances at the inbox are registered, ignored by threshold.
    expect(activities.some((a) => a.status === 'ignored' && a.source.identifier === 'OUTLOOK.EXE')).toBe(true);
    expect(gaps.every((gap) => gap.seconds >= 0)).toBe(true);
  });

  it("tags the older days' activity to the contacts whose folders and sites it shows", async () => {
    const sanne = await signIn(test.app, 'sanne@demo.tally.test', DEMO_PASSWORD);
    const contacts = (await sanne.get('/v1/contacts?limit=100')).json().data as Array<{ id: string; name: string }>;
    const folderOf = new Map(contacts.map((contact) => [contact.id, `C:\\Klanten\\${contact.name}\\`]));
    const days = (await sanne.get('/v1/days?limit=50&sort=date:asc')).json().data as Array<{ date: string }>;
    const activities = (await sanne.get(`/v1/activities?date=eq:${days[0]!.date}&limit=1000`)).json().data as Array<Listed & { contact_id: string | null; internal: boolean }>;
    const documents = activities.filter((a) => a.status !== 'ignored' && a.context.title?.startsWith('C:\\Klanten\\'));
    const ofTheirContact = documents.filter((a) => a.contact_id !== null && a.context.title!.startsWith(folderOf.get(a.contact_id)!));
    expect(ofTheirContact.length / documents.length).toBeGreaterThan(0.9);
  });

  it("received the detections through /api/0 with each user's own token: their sources list the contacts' sites", async () => {
    const sanne = await signIn(test.app, 'sanne@demo.tally.test', DEMO_PASSWORD);
    const detectors = (await sanne.get('/v1/detectors')).json().data as Array<{ id: string }>;
    expect(detectors.map((d) => d.id).sort()).toEqual(['aw-watcher-afk_laptop-sanne', 'aw-watcher-web-chrome_laptop-sanne', 'aw-watcher-window_laptop-sanne']);
    const tokens = (await sanne.get('/v1/auth/tokens')).json().data as Array<{ name: string }>;
    expect(tokens.map((t) => t.name)).toEqual(['laptop-sanne (agent)']);
    const sources = (await sanne.get('/v1/sources?limit=1000')).json().data as Array<{ type: string; identifier: string | null }>;
    expect(sources.filter((s) => s.type === 'web').map((s) => s.identifier)).toEqual(expect.arrayContaining(['goudenkorst.nl', 'start.exactonline.nl']));
  });

  it("tags today's activity of the clients whose references the firm knows by itself, and lists the newer clients' as pending tags", async () => {
    const sanne = await signIn(test.app, 'sanne@demo.tally.test', DEMO_PASSWORD);
    const contacts = (await sanne.get('/v1/contacts?limit=100')).json().data as Array<{ id: string; code: string }>;
    const known = new Set(contacts.filter((contact) => KNOWN_REFERENCES.has(contact.code)).map((contact) => contact.id));
    const todays = (await sanne.get(`/v1/activities?date=eq:${date}&limit=1000`)).json().data as Array<Listed & { contact_id: string | null; tagged_by: { reference: { value: string } } | null }>;
    const byTag = todays.filter((activity) => activity.tagged_by !== null);
    expect(byTag.length).toBeGreaterThan(0);
    expect(byTag.every((activity) => activity.contact_id !== null && known.has(activity.contact_id))).toBe(true);

    const pending = (await sanne.post('/v1/rpc/tags/pending', {})).json().data as Array<{ reference: { type: string; value: string }; duration: number }>;
    // A client's reference: its site, its mail domain or its folder (named after it).
    const ofClient = (value: string, known: boolean) =>
      DEMO_CLIENTS.some((contact) => KNOWN_REFERENCES.has(contact.code) === known && (value.includes(contact.emailDomain) || value.endsWith(`/${contact.fields.name}`)));
    expect(pending.some((tag) => ofClient(tag.reference.value, false))).toBe(true);
    expect(pending.some((tag) => ofClient(tag.reference.value, true))).toBe(false);
  });
});
