import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { CredentialsCipher } from '../../integrations/connections/crypto.js';
import { findConnection, saveConnection } from '../../integrations/connections/store.js';
import type { CalendarCredentials } from '../../integrations/index.js';
import { oauthClient, requestToken, type OAuthSettings } from '../../integrations/oauth/index.js';
import { seedMeetings } from '../../integrations/testing/calendar-data.js';
import { GoogleCalendarFake } from '../../integrations/testing/google-server.js';
import { GraphFake } from '../../integrations/testing/graph-server.js';
import type { CalendarChanges } from '../event.js';
import { chooseCalendars } from './store.js';
import { syncCalendarConnection, type CalendarSyncDependencies } from './sync-connection.js';

let db: TestDatabase;
let graph: GraphFake;
let google: GoogleCalendarFake;
let oauth: OAuthSettings;
const cipher = new CredentialsCipher(randomBytes(32));
const applied: Array<{ user_id: string; changes: CalendarChanges }> = [];

beforeAll(async () => {
  db = await createTestDatabase();
  [graph, google] = await Promise.all([GraphFake.start(), GoogleCalendarFake.start()]);
  oauth = { publicUrl: 'http://127.0.0.1:3000', clients: { microsoft: graph.oauth.endpoints(graph.server.url), google: google.oauth.endpoints(google.baseUrl) } };
  for (const fake of [graph, google]) {
    fake.data.addCalendar('person-1', { id: 'work', name: 'Calendar', primary: true });
    seedMeetings(fake.data, 'person-1', 'work', 12);
  }
});
afterAll(async () => {
  for (const fake of [graph, google]) {
    expect(fake.server.violations()).toEqual([]);
    await fake.server.close();
  }
  await db.drop();
});

const deps = (): CalendarSyncDependencies => ({
  pool: db.pool,
  cipher,
  refresh: { pool: db.pool, cipher, oauth, timeoutMs: 5000 },
  apply: async (person, changes) => {
    applied.push({ user_id: person.user_id, changes });
  },
  clock: () => new Date('2026-03-01T08:00:00Z'),
  reader: { pageSize: 5 },
});

/** A person who granted access (authorization code through the vendor's fake authorization server) and chose a calendar. */
async function grantedPerson<S extends 'microsoft' | 'google'>(system: S): Promise<{ clientId: string; userId: string; system: S }> {
  const client = oauthClient(oauth, system);
  const authorize = new URL(client.authorizeUrl);
  for (const [name, value] of Object.entries({ response_type: 'code', client_id: client.clientId, redirect_uri: client.redirectUri, state: 's', access_type: 'offline' })) authorize.searchParams.set(name, value);
  const code = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get('code') ?? '';
  const tokens = await requestToken(client, { grant_type: 'authorization_code', code }, { now: new Date(), timeoutMs: 5000 });
  const key = { clientId: randomUUID(), userId: randomUUID(), system };
  // Stored as expiring within the refresh margin: the sync must refresh it first.
  const credentials: CalendarCredentials = { system, credentials: { ...tokens, expiresAt: new Date(Date.now() + 30_000).toISOString(), baseUrl: system === 'google' ? google.baseUrl : graph.baseUrl } };
  const connection = await saveConnection(db.pool, cipher, { clientId: key.clientId, userId: key.userId, credentials, at: new Date() });
  await chooseCalendars(db.pool, connection.id, [{ id: 'work', name: 'Calendar' }]);
  return key;
}

describe('syncing a person\'s Microsoft 365 connection', () => {
  it('refreshes an expiring access token once, then applies the chosen calendar\'s events for that person', async () => {
    const key = await grantedPerson('microsoft');
    const before = graph.server.calls('token').length;
    const outcomes = await syncCalendarConnection(deps(), key);
    expect(outcomes).toMatchObject([{ pages: 3, upserted: 12 }]);
    expect(graph.server.calls('token').length - before).toBe(1);
    expect(applied.filter((a) => a.user_id === key.userId).flatMap((a) => a.changes.upserted)).toHaveLength(12);
    // The next sync asks only for changes: nothing new, nothing applied.
    expect(await syncCalendarConnection(deps(), key)).toMatchObject([{ pages: 1, upserted: 0 }]);
  });

  it('reads no calendar of a person whose detections chapter has appointments off', async () => {
    const key = await grantedPerson('microsoft');
    await db.pool.query(
      `INSERT INTO preferences (client_id, owner_id, user_id, chapter, key, value, updated_at) VALUES ($1, $2, $2, 'detections', 'appointments', 'false', now())`,
      [key.clientId, key.userId],
    );
    const before = graph.server.calls('calendar.calendarView.delta').length;
    expect(await syncCalendarConnection(deps(), key)).toBeUndefined();
    expect(graph.server.calls('calendar.calendarView.delta')).toHaveLength(before);
  });

  it('a grant withdrawn at Microsoft (401, and the refresh refused): the connection is marked invalid and the person is told why', async () => {
    const key = await grantedPerson('microsoft');
    graph.oauth.revokeAccessTokens();
    graph.oauth.revokeAll();
    await expect(syncCalendarConnection(deps(), key)).rejects.toMatchObject({ kind: 'invalid_credentials' });
    const connection = await findConnection<CalendarCredentials>(db.pool, cipher, key.clientId, 'microsoft', key.userId);
    expect(connection).toMatchObject({ status: 'invalid', connectStepError: { code: 'invalid_credentials' } });
    // An invalid connection is not synced until the person grants access again.
    expect(await syncCalendarConnection(deps(), key)).toBeUndefined();
  });

  it('a grant withdrawn at Google (401, and the refresh refused): the connection is marked invalid, and it is read no more', async () => {
    const key = await grantedPerson('google');
    expect(await syncCalendarConnection(deps(), key)).toMatchObject([{ pages: 3, upserted: 12 }]);
    google.oauth.revokeAccessTokens();
    google.oauth.revokeAll();
    await expect(syncCalendarConnection(deps(), key)).rejects.toMatchObject({ kind: 'invalid_credentials' });
    const connection = await findConnection<CalendarCredentials>(db.pool, cipher, key.clientId, 'google', key.userId);
    expect(connection).toMatchObject({ status: 'invalid', connectStepError: { code: 'invalid_credentials' } });
    expect(await syncCalendarConnection(deps(), key)).toBeUndefined();
  });
});
