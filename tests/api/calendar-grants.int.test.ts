import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCalendarConnection, type CalendarSyncDependencies } from '../../calendar/sources/sync-connection.js';
import { GoogleCalendarFake } from '../../integrations/testing/google-server.js';
import { GraphFake } from '../../integrations/testing/graph-server.js';
import { approve, testPublicUrl } from '../support/connect.js';
import { bookingTargets, connectCrm, publishDay, startPushPortal } from '../support/push-portal.js';
import { HarvestFake } from '../../integrations/testing/harvest-server.js';
import { synchronizeAll } from '../../integrations/connections/sync.js';
import { createTestOrganisation, type Organisation, type Session } from '../support/portal.js';

let test: Awaited<ReturnType<typeof startPushPortal>>;
let graph: GraphFake;
let google: GoogleCalendarFake;
let firm: Organisation;

beforeAll(async () => {
  [graph, google] = await Promise.all([GraphFake.start(), GoogleCalendarFake.start()]);
  graph.data.addCalendar('person-1', { id: 'work', name: 'Calendar', primary: true });
  graph.data.addCalendar('person-1', { id: 'team', name: 'Team', primary: false });
  google.data.addCalendar('person-1', { id: 'ann@example.com', name: 'Ann', primary: true });
  test = await startPushPortal({ oauth: { publicUrl: testPublicUrl, clients: { microsoft: { ...graph.oauth.endpoints(graph.server.url), apiBaseUrl: graph.baseUrl }, google: google.oauth.endpoints(google.baseUrl) } } });
  firm = await createTestOrganisation(test);
});
afterAll(async () => {
  await test.close();
  for (const fake of [graph, google]) {
    expect(fake.server.violations()).toEqual([]);
    await fake.server.close();
  }
});

function syncDeps(): CalendarSyncDependencies {
  const { pool, integrations } = test.portal.deps;
  return { pool, cipher: integrations.cipher, refresh: { pool, cipher: integrations.cipher, oauth: integrations.oauth, timeoutMs: 5000 }, apply: async () => undefined, clock: () => new Date() };
}

const profile = async (session: Session) => (await session.get('/v1/users/self')).json().data.profile;

/** Starts the grant, approves at the vendor, and finishes it from the return route as the portal's page does. */
async function grant(session: Session, system: 'microsoft' | 'google') {
  const started = system === 'google' ? await session.post('/v1/rpc/google/api', { enabled: true, scope: 'calendar' }) : await session.post('/v1/rpc/microsoft/graph?scope=calendar');
  expect(started.statusCode, started.body).toBe(200);
  const { code, state, returnedTo } = await approve(started.json().data.url);
  expect(returnedTo).toBe(`${testPublicUrl}/integrations/calendar-${system}`);
  return session.post(`/v1/rpc/calendar-grants/${system}`, { code, state });
}

describe('granting access to a calendar', () => {
  it('makes a Microsoft 365 connection that reads the primary calendar, and lets the person choose others', async () => {
    const person = await firm.member('user');
    expect(await profile(person)).toEqual({
      google: { api_enabled: false, api_email_enabled: false, credentials_valid: false },
      microsoft: { graph_enabled: false, graph_email_enabled: false, credentials_valid: false, access_token_invalid: false },
    });
    const finished = await grant(person, 'microsoft');
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data).toEqual([
      { id: 'work', name: 'Calendar', primary: true, chosen: true },
      { id: 'team', name: 'Team', primary: false, chosen: false },
    ]);
    expect((await profile(person)).microsoft).toEqual({ graph_enabled: true, graph_email_enabled: false, credentials_valid: true, access_token_invalid: false });

    const chosen = await person.post('/v1/rpc/microsoft/calendars', { calendar_ids: ['team'] });
    expect(chosen.json().data.map((c: { id: string; chosen: boolean }) => [c.id, c.chosen])).toEqual([['work', false], ['team', true]]);
    expect((await person.post('/v1/rpc/microsoft/calendars', {})).json().data.map((c: { chosen: boolean }) => c.chosen)).toEqual([false, true]);
  });

  it('refuses a calendar that is not the person’s, and a return whose state is unknown or used', async () => {
    const person = await firm.member('user');
    expect((await grant(person, 'microsoft')).statusCode).toBe(200);
    const unknown = await person.post('/v1/rpc/microsoft/calendars', { calendar_ids: ['someone-elses'] });
    expect([unknown.statusCode, unknown.json().code, Object.keys(unknown.json().errors ?? {})]).toEqual([422, 'validation_failed', ['calendar_ids']]);
    const replayed = await person.post('/v1/rpc/calendar-grants/microsoft', { code: 'a-code', state: 'never-handed-out' });
    expect([replayed.statusCode, replayed.json().code]).toEqual([422, 'validation_failed']);
    const malformed = await person.post('/v1/rpc/calendar-grants/outlook', { code: '' });
    expect([malformed.statusCode, malformed.json().code]).toEqual([422, 'validation_failed']);
  });

  it('says a refused grant in the reader’s language: Dutch', async () => {
    const person = await firm.member('user');
    expect((await grant(person, 'microsoft')).statusCode).toBe(200);
    const dutch = (url: string, payload: object) => person.request({ method: 'POST', url, payload, headers: { 'accept-language': 'nl' } });
    const unknown = await dutch('/v1/rpc/microsoft/calendars', { calendar_ids: ['someone-elses'] });
    expect([unknown.json().message, unknown.json().errors]).toEqual(['Kies uit je eigen agenda’s.', { calendar_ids: ['Niet een van je agenda’s: someone-elses.'] }]);
    const replayed = await dutch('/v1/rpc/calendar-grants/microsoft', { code: 'a-code', state: 'never-handed-out' });
    expect([replayed.json().message, replayed.json().errors]).toEqual(['Deze aanmelding is verlopen of al gebruikt; geef opnieuw toegang.', { state: ['Onbekende, gebruikte of verlopen state.'] }]);
  });

  it('grants and revokes Google; calendars cannot be listed without a grant', async () => {
    const person = await firm.member('user');
    const missing = await person.post('/v1/rpc/microsoft/calendars', {});
    expect([missing.statusCode, missing.json().code]).toEqual([412, 'precondition_failed']);
    const finished = await grant(person, 'google');
    expect(finished.json().data).toEqual([{ id: 'ann@example.com', name: 'Ann', primary: true, chosen: true }]);
    expect((await profile(person)).google).toEqual({ api_enabled: true, api_email_enabled: false, credentials_valid: true });
    expect((await person.post('/v1/rpc/google/api', { enabled: false, scope: 'calendar' })).json().data).toEqual({ revoked: true });
    expect((await profile(person)).google.api_enabled).toBe(false);
    const again = await person.delete('/v1/rpc/google/api');
    expect([again.statusCode, again.json().code]).toEqual([404, 'model_not_found']);
  });

  it('tells the person when Microsoft refused their grant during a sync', async () => {
    const person = await firm.member('user');
    await grant(person, 'microsoft');
    // The person removes the app at Microsoft: its tokens and refresh tokens stop working.
    graph.oauth.revokeAccessTokens();
    graph.oauth.revokeAll();
    const userId: string = (await person.get('/v1/users/self')).json().data.id;
    await expect(syncCalendarConnection(syncDeps(), { clientId: firm.clientId, userId, system: 'microsoft' })).rejects.toMatchObject({ kind: 'invalid_credentials' });
    expect((await profile(person)).microsoft).toEqual({ graph_enabled: true, graph_email_enabled: false, credentials_valid: false, access_token_invalid: true });
    const listed = await person.post('/v1/rpc/microsoft/calendars', {});
    expect([listed.statusCode, listed.json().code]).toEqual([412, 'precondition_failed']);
    expect((await person.delete('/v1/rpc/microsoft/graph?scope=calendar')).json().data).toEqual({ revoked: true });
    expect((await profile(person)).microsoft.access_token_invalid).toBe(false);
  });

  it('says what Microsoft refused during a sync in the reader’s language; a refusal kept before in English is said as it was written', async () => {
    const person = await firm.member('user');
    await grant(person, 'microsoft');
    // Microsoft refuses the person's tokens, and every new one it hands out: a refresh does not cure the 401.
    graph.oauth.revokeAccessTokens();
    graph.oauth.expiresIn = 0;
    const userId: string = (await person.get('/v1/users/self')).json().data.id;
    await expect(syncCalendarConnection(syncDeps(), { clientId: firm.clientId, userId, system: 'microsoft' })).rejects.toMatchObject({ kind: 'invalid_credentials', status: 401 });
    graph.oauth.expiresIn = 3600;
    const said = async (language: string) => {
      const answer = await person.request({ method: 'POST', url: '/v1/rpc/microsoft/calendars', payload: {}, headers: { 'accept-language': language } });
      expect(answer.statusCode).toBe(412);
      return answer.json().message as string;
    };
    const reason = 'InvalidAuthenticationToken: Access token has expired or is not yet valid.';
    expect(await said('en')).toBe(`Microsoft 365 refused access to your calendar (${reason}): grant it again.`);
    expect(await said('nl')).toBe(`Microsoft 365 heeft de toegang tot je agenda geweigerd (${reason}): geef opnieuw toegang.`);
    expect(await said('de')).toBe(`Microsoft 365 hat den Zugriff auf Ihren Kalender verweigert (${reason}): Gewähren Sie ihn erneut.`);
    expect(await said('fr')).toBe(`Microsoft 365 a refusé l’accès à votre agenda (${reason}) : accordez-le de nouveau.`);

    const { pool } = test.portal.deps;
    await pool.query(`UPDATE connections SET connect_step_error = $2 WHERE client_id = $1 AND user_id = $3 AND system = 'microsoft'`, [
      firm.clientId,
      { code: 'invalid_credentials', message: 'Microsoft 365: token revoked. Access to the calendar was withdrawn; grant it again.' },
      userId,
    ]);
    expect(await said('nl')).toBe('Microsoft 365: token revoked. Access to the calendar was withdrawn; grant it again.');
  });
});

describe('tenant consent', () => {
  it('records the tenant and answers Microsoft’s admin-consent URL, for admins only', async () => {
    const tenantId = '9188040d-6c67-4c5b-b112-36a304b66dad';
    const recorded = await firm.admin.post('/v1/microsoft/tenant', { tenant_id: tenantId });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const url = new URL(recorded.json().data.consent_url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://login.microsoftonline.com/${tenantId}/v2.0/adminconsent`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: recorded.json().data.client_id,
      scope: 'https://graph.microsoft.com/.default',
      redirect_uri: `${testPublicUrl}/integrations/calendar-microsoft`,
    });
    const user = await firm.member('user');
    expect((await user.post('/v1/microsoft/tenant', { tenant_id: tenantId })).statusCode).toBe(403);
    const notATenant = await firm.admin.post('/v1/microsoft/tenant', { tenant_id: 'not a tenant' });
    expect([notATenant.statusCode, notATenant.json().code, Object.keys(notATenant.json().errors)]).toEqual([422, 'validation_failed', ['tenant_id']]);
    const lonelySecret = await firm.admin.post('/v1/microsoft/tenant', { tenant_id: tenantId, client_secret: 's' });
    expect([lonelySecret.statusCode, Object.keys(lonelySecret.json().errors)]).toEqual([422, ['client_secret']]);
    expect((await firm.admin.delete('/v1/microsoft/tenant')).json().data).toEqual({ revoked: true });
    expect((await firm.admin.delete('/v1/microsoft/tenant')).statusCode).toBe(404);
  });

  it('shows admins the recorded tenant, its consent URL and whether Teams call records are read; forgetting the tenant switches them off', async () => {
    const microsoft = async () => (await firm.admin.get('/v1/clients')).json().data.integrations.microsoft;
    expect(await microsoft()).toBeNull();
    const tenantId = '0b7e6f5a-4c3d-4e2f-9a1b-8c7d6e5f4a3b';
    const recorded = (await firm.admin.post('/v1/microsoft/tenant', { tenant_id: tenantId })).json().data;
    expect(await microsoft()).toEqual({ tenant_id: tenantId, client_id: recorded.client_id, own_app: false, consent_url: recorded.consent_url, call_records_enabled: false, call_records_refused_at: null, call_records_refusal: null });
    expect((await firm.admin.post('/v1/rpc/microsoft/teams', { tenant_id: tenantId })).statusCode).toBe(200);
    expect((await microsoft()).call_records_enabled).toBe(true);

    expect((await firm.admin.delete('/v1/microsoft/tenant')).statusCode).toBe(200);
    expect(await microsoft()).toBeNull();
    expect((await firm.admin.delete('/v1/rpc/microsoft/teams')).statusCode).toBe(404);
    const ownApp = '3c2b1a09-8f7e-4d6c-b5a4-f3e2d1c0b9a8';
    await firm.admin.post('/v1/microsoft/tenant', { tenant_id: tenantId, client_id: ownApp, client_secret: 'the firm’s secret' });
    expect(await microsoft()).toMatchObject({ client_id: ownApp, own_app: true, call_records_enabled: false });
    expect(JSON.stringify(await microsoft())).not.toContain('the firm’s secret');
    expect((await firm.admin.delete('/v1/microsoft/tenant')).statusCode).toBe(200);
  });
});

describe('calendar grants are no place to push hours to', () => {
  it('pushes a day of a person with a Microsoft 365 grant, in a firm with a tenant, to the firm’s CRM only, and syncs no calendar connection nightly', async () => {
    const harvest = await HarvestFake.start({ rateLimit: false });
    try {
      const pushing = await createTestOrganisation(test, 'Calendar and CRM firm');
      const connected = await connectCrm(pushing.admin, 'harvest', { access_token: 'harvest-token-ann', account_id: harvest.accountId, base_url: harvest.baseUrl });
      expect(connected.statusCode, connected.body).toBe(200);
      const person = await pushing.member('user');
      expect((await grant(person, 'microsoft')).statusCode).toBe(200);
      expect((await pushing.admin.post('/v1/microsoft/tenant', { tenant_id: '9188040d-6c67-4c5b-b112-36a304b66dad' })).statusCode).toBe(200);
      const { contact, project, subproject } = await bookingTargets(pushing.admin, 'Calendar firm client');
      await publishDay(person, '2026-03-02', [{ from: '09:00', to: '10:00', contact, project, subproject }]);

      const { pool, integrations } = test.portal.deps;
      const requested = async () =>
        (await pool.query<{ system: string }>(`SELECT data->>'system' AS system FROM events WHERE type = 'PushRequested' AND data->>'client_id' = $1`, [pushing.clientId])).rows.map(
          (row) => row.system,
        );
      await expect.poll(requested).not.toEqual([]);
      expect(await requested()).toEqual(['harvest']);

      const refresh = { pool, cipher: integrations.cipher, oauth: integrations.oauth, timeoutMs: 5000 };
      const skipped: unknown[] = [];
      await synchronizeAll(refresh, { timeoutMs: 5000, now: () => new Date(), logger: { warn: (fields) => void skipped.push(fields) } });
      expect(skipped).toEqual([]);
    } finally {
      await harvest.server.close();
    }
  });
});
