import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordingSync } from '../../calendar/sources/testing.js';
import { seedMeetings } from '../testing/calendar-data.js';
import { GoogleCalendarFake } from '../testing/google-server.js';
import { GoogleCalendarReader } from './calendar.js';

const person = 'kim@firm.example';
let google: GoogleCalendarFake;
let calendar = 0;

beforeAll(async () => {
  google = await GoogleCalendarFake.start();
  google.tokens.set('google-token', person);
});
afterAll(() => google.server.close());
beforeEach(() => {
  google.server.faults.clear();
  calendar += 1;
  google.data.addCalendar(person, { id: `calendar-${calendar}@group.calendar.google.com`, name: `Calendar ${calendar}`, primary: calendar === 1 });
});

const reader = (token = 'google-token') => new GoogleCalendarReader({ accessToken: token, baseUrl: google.baseUrl }, { pageSize: 10 });
const calendarId = () => `calendar-${calendar}@group.calendar.google.com`;

describe('Google Calendar', () => {
  it('lists the person\'s calendars with the primary one marked', async () => {
    expect(await reader().listCalendars()).toContainEqual({ id: 'calendar-1@group.calendar.google.com', name: 'Calendar 1', primary: true });
  });

  it('a full sync with singleEvents over the window, paged by pageToken, then only changes by syncToken (cancelled → removed)', async () => {
    const [first] = seedMeetings(google.data, person, calendarId(), 25);
    const sync = recordingSync(reader(), calendarId());
    expect(await sync.sync()).toMatchObject({ pages: 3, upserted: 25 });
    expect(sync.applied[0]?.upserted[0]).toMatchObject({ start: '2026-03-02T09:00:00.000Z', attendees: ['contact0@client.example', person], organizer: person });
    const [full, , last] = google.server.calls('calendar.events.list');
    expect(full?.query.get('singleEvents')).toBe('true');
    expect(full?.query.get('timeMin')).toBe('2026-02-01T00:00:00.000Z');
    expect(last?.query.has('pageToken')).toBe(true);

    sync.applied.length = 0;
    google.data.remove(person, calendarId(), first!.id);
    seedMeetings(google.data, person, calendarId(), 1, 200);
    expect(await sync.sync()).toMatchObject({ pages: 1, upserted: 1, removed: 1 });
    expect(sync.removedIds()).toEqual([first!.id]);
    const incremental = google.server.calls('calendar.events.list').at(-1);
    expect(incremental?.query.has('syncToken')).toBe(true);
    expect(incremental?.query.has('timeMin')).toBe(false);
    expect(google.server.violations()).toEqual([]);
  });

  it('a page that fails mid-sync: the next sync resumes at that page, and no event is applied twice', async () => {
    seedMeetings(google.data, person, calendarId(), 35);
    const sync = recordingSync(reader(), calendarId());
    google.server.faults.script([null, { type: 'drop' }], { path: /\/events$/ });
    await expect(sync.sync()).rejects.toMatchObject({ kind: 'unavailable' });
    await sync.sync();
    const ids = sync.upsertedIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(35);
  });

  it('a sync token Google no longer knows (410 fullSyncRequired): a full sync again', async () => {
    seedMeetings(google.data, person, calendarId(), 5);
    const sync = recordingSync(reader(), calendarId());
    await sync.sync();
    google.forgetSyncTokens();
    expect(await sync.sync()).toMatchObject({ restarted: true, upserted: 5 });
    expect(google.server.calls('calendar.events.list').filter((call) => call.status === 410)).toHaveLength(1);
    expect(google.server.violations()).toEqual([]);
  });

  it('a 429 carries Retry-After; a token Google refuses is invalid_credentials', async () => {
    google.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 3 }]);
    await expect(reader().listCalendars()).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 3000 });
    await expect(reader('revoked').listCalendars()).rejects.toMatchObject({ kind: 'invalid_credentials', status: 401 });
  });
});
