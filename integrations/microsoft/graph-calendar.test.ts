import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordingSync } from '../../calendar/sources/testing.js';
import { seedMeetings } from '../testing/calendar-data.js';
import { GraphFake } from '../testing/graph-server.js';
import { VendorError } from '../vendor.js';
import { GraphCalendarReader } from './calendar.js';

const person = 'sam@firm.example';
let graph: GraphFake;
let calendar = 0;

beforeAll(async () => {
  graph = await GraphFake.start();
  graph.tokens.set('graph-token', person);
});
afterAll(() => graph.server.close());
beforeEach(() => {
  graph.server.faults.clear();
  calendar += 1;
  graph.data.addCalendar(person, { id: `calendar-${calendar}`, name: `Calendar ${calendar}`, primary: calendar === 1 });
});

const reader = (token = 'graph-token') => new GraphCalendarReader({ accessToken: token, baseUrl: graph.baseUrl }, { pageSize: 10 });
const calendarId = () => `calendar-${calendar}`;

describe('Microsoft Graph calendars', () => {
  it('lists the person\'s calendars with the default one marked', async () => {
    const calendars = await reader().listCalendars();
    expect(calendars).toContainEqual({ id: 'calendar-1', name: 'Calendar 1', primary: true });
    expect(graph.server.violations()).toEqual([]);
  });

  it('reads a full round page by page through @odata.nextLink, as events with attendees in lower case and UTC times', async () => {
    seedMeetings(graph.data, person, calendarId(), 25);
    const sync = recordingSync(reader(), calendarId());
    const outcome = await sync.sync();
    expect(outcome).toMatchObject({ pages: 3, upserted: 25, removed: 0 });
    expect(sync.applied[0]?.upserted[0]).toEqual({
      external_id: `${calendarId()}-event-0`,
      title: 'Meeting 0',
      start: '2026-03-02T09:00:00.000Z',
      end: '2026-03-02T10:00:00.000Z',
      all_day: false,
      location: 'Client office',
      attendees: ['contact0@client.example', person],
      organizer: person,
    });
    expect(graph.server.calls('calendar.calendarView.delta')[0]?.query.get('startDateTime')).toBe('2026-02-01T00:00:00.000Z');
    expect(graph.server.violations()).toEqual([]);
  });

  it('asks only what changed since the @odata.deltaLink: a changed and a new event, and a deleted one as removed', async () => {
    const [first, second] = seedMeetings(graph.data, person, calendarId(), 12);
    const sync = recordingSync(reader(), calendarId());
    await sync.sync();
    sync.applied.length = 0;
    graph.data.put(person, calendarId(), { ...first!, subject: 'Moved meeting', start: '2026-03-20T13:00:00.000Z', end: '2026-03-20T14:00:00.000Z' });
    graph.data.remove(person, calendarId(), second!.id);
    seedMeetings(graph.data, person, calendarId(), 1, 100);
    const outcome = await sync.sync();
    expect(outcome).toMatchObject({ pages: 1, upserted: 2, removed: 1 });
    expect(sync.applied[0]?.upserted.map((e) => [e.external_id, e.title, e.start])).toEqual([
      [first!.id, 'Moved meeting', '2026-03-20T13:00:00.000Z'],
      [`${calendarId()}-event-100`, 'Meeting 100', expect.any(String)],
    ]);
    expect(sync.removedIds()).toEqual([second!.id]);
    expect(graph.server.calls('calendar.calendarView.delta').at(-1)?.query.has('$deltatoken')).toBe(true);
  });

  it('a page that fails mid-round: the next sync resumes at that page, and no event is applied twice', async () => {
    seedMeetings(graph.data, person, calendarId(), 35);
    const sync = recordingSync(reader(), calendarId());
    graph.server.faults.script([null, null, { type: 'server_error', status: 503 }], { path: /calendarView\/delta/ });
    await expect(sync.sync()).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    expect(sync.upsertedIds()).toHaveLength(20);
    await sync.sync();
    const ids = sync.upsertedIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(35);
    expect(graph.server.calls('calendar.calendarView.delta').filter((call) => call.path.includes(calendarId()) && call.query.has('startDateTime'))).toHaveLength(1);
  });

  it('a 429 carries Retry-After, and the round goes on from the page it met', async () => {
    seedMeetings(graph.data, person, calendarId(), 15);
    const sync = recordingSync(reader(), calendarId());
    graph.server.faults.script([null, { type: 'rate_limit', retryAfterSeconds: 7 }], { path: /calendarView\/delta/ });
    const error = await sync.sync().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 7000 });
    await sync.sync();
    expect(sync.upsertedIds()).toHaveLength(15);
  });

  it('a delta link Graph forgot (410): a full round again', async () => {
    seedMeetings(graph.data, person, calendarId(), 5);
    const sync = recordingSync(reader(), calendarId());
    await sync.sync();
    graph.forgetDeltaTokens();
    const outcome = await sync.sync();
    expect(outcome).toMatchObject({ restarted: true, upserted: 5 });
    expect(graph.server.calls('calendar.calendarView.delta').filter((call) => call.status === 410)).toHaveLength(1);
  });

  it('an access token Graph does not accept is invalid_credentials (401)', async () => {
    await expect(reader('expired').listCalendars()).rejects.toMatchObject({ kind: 'invalid_credentials', status: 401 });
  });
});
