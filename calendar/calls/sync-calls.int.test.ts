import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphFake } from '../../integrations/testing/graph-server.js';
import { createContact } from '../../tests/support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../../tests/support/portal.js';
import { syncCallRecords, type CallSyncDependencies } from './sync.js';

let test: TestPortal;
let graph: GraphFake;
let firm: Organisation;
let acme: string;
const tenantId = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

beforeAll(async () => {
  graph = await GraphFake.start();
  const microsoft = { ...graph.oauth.endpoints(graph.server.url), apiBaseUrl: graph.baseUrl };
  test = await startTestPortal({ integrations: { oauth: { publicUrl: 'http://portal.test', clients: { microsoft } } } });
  firm = await createTestOrganisation(test);
  acme = await createContact(firm.admin, 'Acme');
  expect((await firm.admin.post('/v1/tags', { type: 'email_domain', value: 'client.example', contact_id: acme })).statusCode).toBe(201);
});
afterAll(async () => {
  expect(graph.server.violations()).toEqual([]);
  await graph.server.close();
  await test.close();
});

const deps = (): CallSyncDependencies => {
  const { pool, days, tagIndex, integrations } = test.portal.deps;
  return { pool, days, tagIndex, cipher: integrations.cipher, oauth: integrations.oauth, timeoutMs: 5000, clock: () => new Date('2026-03-02T18:00:00Z') };
};

interface Listed {
  id: string;
  started_at: string;
  ended_at: string;
  source: unknown;
  context: Record<string, string>;
  contact_id: string | null;
}

async function listed(session: Session, count: number): Promise<Listed[]> {
  const read = async () => (await session.get('/v1/activities?sort=started_at:asc&limit=100')).json<{ data: Listed[] }>().data;
  await expect.poll(async () => (await read()).length).toBe(count);
  return read();
}

/** GET /v1/clients's integrations.microsoft as the firm's admin reads it, in `language`. */
async function firmMicrosoft(language = 'en') {
  const answer = await firm.admin.request({ method: 'GET', url: '/v1/clients', headers: { 'accept-language': language } });
  return answer.json().data.integrations.microsoft;
}

/** A person of the firm who is Teams user `entraId` in the tenant's directory. */
async function teamsUser(entraId: string): Promise<{ session: Session; email: string }> {
  const session = await firm.member('user');
  const email = (await session.get('/v1/users/self')).json().data.email.toLowerCase();
  graph.tenant.users.set(entraId, email);
  return { session, email };
}

describe('Teams call records', () => {
  it('are switched on by an admin for the recorded tenant only', async () => {
    expect((await firm.admin.post('/v1/rpc/microsoft/teams', { tenant_id: tenantId })).statusCode).toBe(412);
    expect((await firm.admin.post('/v1/microsoft/tenant', { tenant_id: tenantId })).statusCode).toBe(200);
    const other = await firm.admin.post('/v1/rpc/microsoft/teams', { tenant_id: 'other.onmicrosoft.com' });
    expect([other.statusCode, Object.keys(other.json().errors ?? {})]).toEqual([422, ['tenant_id']]);
    expect((await (await firm.member('user')).post('/v1/rpc/microsoft/teams', { tenant_id: tenantId })).statusCode).toBe(403);
    const on = await firm.admin.post('/v1/rpc/microsoft/teams', { tenant_id: tenantId });
    expect(on.json()).toEqual({ data: { tenant_id: tenantId, call_records_enabled: true } });
  });

  it('become phone activity (peer to peer) and meeting activity (group calls) of the firm\'s participants, tagged by the others\' addresses, once however often read', async () => {
    const ann = await teamsUser('entra-ann');
    const bob = await teamsUser('entra-bob');
    graph.tenant.users.set('entra-piet', 'piet@client.example');
    graph.tenant.records.push(
      { id: 'call-1', type: 'peerToPeer', startDateTime: '2026-03-02T10:00:00Z', endDateTime: '2026-03-02T10:12:00Z', participants: ['entra-ann', 'entra-piet'] },
      { id: 'call-2', type: 'groupCall', startDateTime: '2026-03-02T13:00:00Z', endDateTime: '2026-03-02T14:30:00Z', participants: ['entra-bob', 'entra-ann', 'entra-piet', 'tel:+31201234567'] },
      { id: 'call-3', type: 'peerToPeer', startDateTime: '2026-03-02T15:00:00Z', endDateTime: '2026-03-02T15:05:00Z', participants: ['entra-bob', 'tel:+31207654321'] },
    );
    graph.tenant.pageSize = 2;
    expect((await bob.session.put('/v1/preferences/detections', { calls: false })).statusCode).toBe(200);

    expect(await syncCallRecords(deps(), firm.clientId)).toMatchObject({ pages: 2, calls: 3, registered: 3 });
    const anns = await listed(ann.session, 2);
    expect(anns[0]).toMatchObject({ started_at: '2026-03-02T10:00:00.000Z', ended_at: '2026-03-02T10:12:00.000Z', source: { type: 'phone', identifier: 'teams', name: 'Teams' }, context: { email: 'piet@client.example' }, contact_id: acme });
    expect(anns[1]).toMatchObject({ source: { type: 'appointment', identifier: 'teams', name: 'Teams meeting' }, context: { email: bob.email, number: '+31201234567' } });
    // Bob turned calls off: his meeting is registered, his call with a phone line is not.
    expect((await listed(bob.session, 1))[0]).toMatchObject({ started_at: '2026-03-02T13:00:00.000Z', context: { email: ann.email } });

    // The next round reads from an hour before this one began (records come late); read from the start again, nothing is registered twice.
    expect(await syncCallRecords(deps(), firm.clientId)).toMatchObject({ calls: 0 });
    expect(graph.server.calls('communications.ListCallRecords').at(-1)?.query.get('$filter')).toBe('startDateTime ge 2026-03-02T17:00:00.000Z');
    await test.portal.deps.pool.query(`UPDATE call_record_syncs SET cursor = NULL`);
    expect(await syncCallRecords(deps(), firm.clientId)).toMatchObject({ registered: 0, already: 3 });
    await listed(ann.session, 2);
    expect(graph.server.calls('tenant.token')).toHaveLength(3);
  });

  it('a page Graph answers 429: the job learns when to come back, and the next round goes on from that page', async () => {
    graph.tenant.records.push({ id: 'call-4', type: 'peerToPeer', startDateTime: '2026-03-02T17:30:00Z', endDateTime: '2026-03-02T17:40:00Z', participants: ['entra-ann', 'entra-piet'] });
    graph.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 30 }], { path: /callRecords/ });
    await expect(syncCallRecords(deps(), firm.clientId)).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 30_000 });
    expect(await syncCallRecords(deps(), firm.clientId)).toMatchObject({ calls: 1, registered: 1 });
  });

  it('an app token Graph refuses (401, expired): the round is refused; the next, with a new token, reads on from where the last stood and registers nothing twice', async () => {
    graph.tenant.records.push({ id: 'call-5', type: 'peerToPeer', startDateTime: '2026-03-02T17:45:00Z', endDateTime: '2026-03-02T17:50:00Z', participants: ['entra-ann', 'entra-piet'] });
    graph.tenant.appTokenSeconds = 0;
    await expect(syncCallRecords(deps(), firm.clientId)).rejects.toMatchObject({ kind: 'invalid_credentials', status: 401 });
    graph.tenant.appTokenSeconds = 3599;
    expect(await syncCallRecords(deps(), firm.clientId)).toMatchObject({ calls: 2, registered: 1, already: 1 });
  });

  it('a tenant that never consented (AADSTS700016 at its token endpoint): the round is refused, and the firm\'s admins are told in their language', async () => {
    graph.tenant.consent = 'none';
    await expect(syncCallRecords(deps(), firm.clientId)).rejects.toMatchObject({ kind: 'invalid_credentials', status: 400 });
    const microsoft = await firmMicrosoft();
    expect(microsoft).toMatchObject({ call_records_enabled: true, call_records_refused_at: '2026-03-02T18:00:00.000Z' });
    expect(microsoft.call_records_refusal).toMatch(/^Microsoft 365 refused the Teams call records \(unauthorized_client: AADSTS700016: Application with identifier '[^']+' was not found in the directory '[^']+'\. .+\): the tenant's admin must give consent again\.$/);
    expect(microsoft.call_records_refusal).not.toContain('Trace ID');
    expect((await firmMicrosoft('nl')).call_records_refusal).toMatch(/^Microsoft 365 heeft de Teams-gespreksgegevens geweigerd \(unauthorized_client: AADSTS700016: .+\): de beheerder van de tenant moet opnieuw toestemming geven\.$/);
  });

  it('a refused tenant\'s job is done after one token request, not retried by the job runner: the sweep tries it again five minutes on', async () => {
    const asked = graph.server.calls('tenant.token').length;
    const jobKey = `teams-calls:${firm.clientId}`;
    await test.portal.deps.jobs('teams-calls', { clientId: firm.clientId }, { jobKey, jobKeyMode: 'preserve_run_at' });
    const waiting = async () => (await test.portal.deps.pool.query(`SELECT 1 FROM graphile_worker.jobs WHERE key = $1`, [jobKey])).rowCount;
    await expect.poll(waiting, { timeout: 20_000 }).toBe(0);
    expect(graph.server.calls('tenant.token')).toHaveLength(asked + 1);
    expect(await firmMicrosoft()).toMatchObject({ call_records_refused_at: '2026-03-02T18:00:00.000Z' });
  });

  it('consent withdrawn (Graph answers 403): the admins are told why, since the first refusal, until a round reads the call records again', async () => {
    graph.tenant.consent = 'withdrawn';
    const later = { ...deps(), clock: () => new Date('2026-03-02T18:05:00Z') };
    await expect(syncCallRecords(later, firm.clientId)).rejects.toMatchObject({ kind: 'invalid_credentials', status: 403 });
    expect(await firmMicrosoft()).toMatchObject({
      call_records_refused_at: '2026-03-02T18:00:00.000Z',
      call_records_refusal: "Microsoft 365 refused the Teams call records (Authorization_RequestDenied: Insufficient privileges to complete the operation.): the tenant's admin must give consent again.",
    });

    graph.tenant.consent = 'given';
    expect(await syncCallRecords(later, firm.clientId)).toMatchObject({ pages: 1 });
    expect(await firmMicrosoft()).toMatchObject({ call_records_enabled: true, call_records_refused_at: null, call_records_refusal: null });
  });

  it('a refusal is forgotten when the admin switches call records on again or records the tenant again; an app secret refused says to check the app', async () => {
    graph.tenant.consent = 'withdrawn';
    await expect(syncCallRecords(deps(), firm.clientId)).rejects.toMatchObject({ status: 403 });
    expect((await firm.admin.post('/v1/rpc/microsoft/teams', { tenant_id: tenantId })).statusCode).toBe(200);
    expect(await firmMicrosoft()).toMatchObject({ call_records_enabled: true, call_records_refused_at: null });

    graph.tenant.consent = 'given';
    const ownApp = { tenant_id: tenantId, client_id: '3c2b1a09-8f7e-4d6c-b5a4-f3e2d1c0b9a8', client_secret: 'not the secret' };
    expect((await firm.admin.post('/v1/microsoft/tenant', ownApp)).statusCode).toBe(200);
    await expect(syncCallRecords(deps(), firm.clientId)).rejects.toMatchObject({ kind: 'invalid_credentials', status: 401 });
    expect((await firmMicrosoft()).call_records_refusal).toBe(
      "Microsoft 365 refused the app's token for the Teams call records (invalid_client): check the app registration's client id and secret, record the tenant again and give consent again.",
    );
    expect((await firm.admin.post('/v1/microsoft/tenant', { tenant_id: tenantId })).statusCode).toBe(200);
    expect(await firmMicrosoft()).toMatchObject({ call_records_enabled: true, call_records_refused_at: null, call_records_refusal: null });
    expect(await syncCallRecords(deps(), firm.clientId)).toMatchObject({ pages: 1 });
  });

  it('are read no more once switched off', async () => {
    expect((await firm.admin.delete('/v1/rpc/microsoft/teams')).statusCode).toBe(200);
    expect(await syncCallRecords(deps(), firm.clientId)).toBeUndefined();
    expect((await firm.admin.delete('/v1/rpc/microsoft/teams')).statusCode).toBe(404);
  });
});
