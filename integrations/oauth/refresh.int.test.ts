import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, type Organisation } from '../../tests/support/portal.js';
import { currentConnection, type Connection } from '../connections/index.js';
import { oauthSettings, signInWith } from '../../tests/support/connect.js';
import { bookingTargets, publishDay, startPushPortal } from '../../tests/support/push-portal.js';
import { TeamleaderFake, teamleaderIds } from '../testing/teamleader-server.js';
import { refreshingClient } from './client.js';
import { freshConnection } from './refresh.js';

let test: Awaited<ReturnType<typeof startPushPortal>>;
let teamleader: TeamleaderFake;

const tokenRequests = () => teamleader.server.calls('token').length;
const options = () => {
  const deps = test.portal.deps;
  return { pool: deps.pool, cipher: deps.integrations.cipher, oauth: deps.integrations.oauth, timeoutMs: 5000 };
};
async function stored(firm: Organisation): Promise<Connection> {
  const record = await currentConnection(test.portal.deps.pool, test.portal.deps.integrations.cipher, { clientId: firm.clientId, userId: null, kind: 'crm' });
  return { ...record!, credentials: record!.credentials! };
}

/**
 * Teamleader connected through OAuth with an access token of 60 s (inside the refresh margin) or, `lasting`, of an
 * hour (no refresh before a call); refreshed ones last an hour.
 */
async function connectedFirm(name: string, lasting = false): Promise<Organisation> {
  const firm = await createTestOrganisation(test, name);
  teamleader.oauth.expiresIn = lasting ? 3600 : 60;
  expect((await signInWith(firm.admin, 'crm', 'teamleader')).statusCode).toBe(200);
  teamleader.oauth.expiresIn = 3600;
  expect((await firm.admin.post('/v1/rpc/services/crm/confirm')).json().data.status).toBe('active');
  return firm;
}

beforeAll(async () => {
  teamleader = await TeamleaderFake.start({ rateLimit: false });
  test = await startPushPortal({ oauth: oauthSettings({ teamleader }) });
});
afterAll(async () => {
  await test.close();
  expect(teamleader.server.violations()).toEqual([]);
  await teamleader.server.close();
});

describe('refreshing OAuth access tokens', () => {
  it('two processes refreshing the same expiring token make one token request and share the new pair', async () => {
    const firm = await connectedFirm('Race firm');
    const connection = await stored(firm);
    const before = tokenRequests();
    const [a, b] = await Promise.all([freshConnection(options(), connection), freshConnection(options(), connection)]);
    expect(tokenRequests() - before).toBe(1);
    expect(a.credentials.credentials.accessToken).toBe(b.credentials.credentials.accessToken);
    expect(a.credentials.credentials.accessToken).not.toBe(connection.credentials.credentials.accessToken);
    const after = await stored(firm);
    expect([after.version, after.credentials.credentials.accessToken]).toEqual([connection.version + 1, a.credentials.credentials.accessToken]);
  });

  it('the push worker refreshes before booking with an expiring token', async () => {
    const firm = await connectedFirm('Push firm');
    const user = await firm.member('user');
    const targets = await bookingTargets(firm.admin, 'Brouwerij');
    await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: targets.subproject, external_id: teamleaderIds.milestone });
    const before = await stored(firm);
    await publishDay(user, '2026-03-02', [{ from: '09:00', to: '10:00', ...targets, description: 'Brewing plan' }]);
    await expect.poll(() => teamleader.data.entries.filter((e) => e.description?.startsWith('Brewing plan')).length, { timeout: 15_000 }).toBe(1);
    const add = teamleader.server.calls('timeTracking.add').at(-1)!;
    const after = await stored(firm);
    expect(after.version).toBeGreaterThan(before.version);
    expect(add.headers.authorization).not.toBe(`Bearer ${before.credentials.credentials.accessToken}`);
  });

  it('a refused refresh marks the connection invalid; its pushes wait as invalid_credentials sync errors', async () => {
    const firm = await connectedFirm('Revoked firm');
    const user = await firm.member('user');
    const targets = await bookingTargets(firm.admin, 'Revoked');
    await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: targets.subproject, external_id: teamleaderIds.milestone });
    teamleader.oauth.revokeAll();
    const { dayId } = await publishDay(user, '2026-03-03', [{ from: '09:00', to: '10:00', ...targets }]);
    const errors = async () => (await firm.admin.post('/v1/rpc/activities/external-crm/errors', {})).json().data.filter((e: { day_id: string }) => e.day_id === dayId);
    await expect.poll(async () => (await errors()).map((e: { error: { code: string } }) => e.error.code), { timeout: 15_000 }).toEqual(['invalid_credentials']);
    const status = (await firm.admin.post('/v1/rpc/services/crm/status')).json().data;
    expect(status).toMatchObject({ system: 'teamleader', status: 'invalid', connect_step_error: { code: 'invalid_credentials' } });
    // The refusal is kept as a text: a Dutch reader reads it in Dutch.
    const dutch = await firm.admin.request({ method: 'POST', url: '/v1/rpc/services/crm/status', headers: { 'accept-language': 'nl' } });
    expect(dutch.json().data.connect_step_error.message).toMatch(/^Het vernieuwen van het toegangstoken is geweigerd \(.+\); koppel opnieuw\.$/);

    const reconnect = await firm.admin.post('/v1/rpc/services/crm/reconnect');
    expect([reconnect.statusCode, reconnect.json().code]).toEqual([422, 'invalid_credentials']);
    const regranted = await signInWith(firm.admin, 'crm', 'teamleader');
    expect(regranted.json().data).toMatchObject({ system: 'teamleader', status: 'active', connect_step_error: null });
  });

  it('a token revoked at the vendor before it expires: the push refreshes once after the 401 and still books', async () => {
    const firm = await connectedFirm('Rotated firm', true);
    const user = await firm.member('user');
    const targets = await bookingTargets(firm.admin, 'Rotated');
    await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: targets.subproject, external_id: teamleaderIds.milestone });
    const before = await stored(firm);
    const tokensBefore = tokenRequests();
    teamleader.oauth.revokeAccessTokens();
    await publishDay(user, '2026-03-04', [{ from: '09:00', to: '10:00', ...targets, description: 'Rotated plan' }]);
    await expect.poll(() => teamleader.data.entries.filter((e) => e.description?.startsWith('Rotated plan')).length, { timeout: 15_000 }).toBe(1);
    expect(tokenRequests() - tokensBefore).toBe(1);
    const after = await stored(firm);
    expect(after.version).toBe(before.version + 1);
    expect(teamleader.server.calls('timeTracking.add').at(-1)!.headers.authorization).toBe(`Bearer ${after.credentials.credentials.accessToken}`);
  });

  it('two calls answered 401 at once make one token request and both succeed with the new token', async () => {
    const firm = await connectedFirm('Racing 401 firm', true);
    const connection = await stored(firm);
    teamleader.oauth.revokeAccessTokens();
    const before = tokenRequests();
    const [a, b] = [refreshingClient(connection, options()), refreshingClient(connection, options())];
    const users = await Promise.all([a.listUsers(), b.listUsers(), a.listUsers()]);
    expect(users.map((list) => list.length > 0)).toEqual([true, true, true]);
    expect(tokenRequests() - before).toBe(1);
    expect((await stored(firm)).version).toBe(connection.version + 1);
  });

  it('a 401 whose refresh is refused: the push waits as an invalid_credentials sync error and the connection is invalid', async () => {
    const firm = await connectedFirm('Revoked at vendor firm', true);
    const user = await firm.member('user');
    const targets = await bookingTargets(firm.admin, 'Revoked at vendor');
    await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: targets.subproject, external_id: teamleaderIds.milestone });
    teamleader.oauth.revokeAccessTokens();
    teamleader.oauth.revokeAll();
    const { dayId } = await publishDay(user, '2026-03-05', [{ from: '09:00', to: '10:00', ...targets }]);
    const errors = async () => (await firm.admin.post('/v1/rpc/activities/external-crm/errors', {})).json().data.filter((e: { day_id: string }) => e.day_id === dayId);
    await expect.poll(async () => (await errors()).map((e: { error: { code: string } }) => e.error.code), { timeout: 15_000 }).toEqual(['invalid_credentials']);
    expect((await firm.admin.post('/v1/rpc/services/crm/status')).json().data).toMatchObject({ status: 'invalid', connect_step_error: { code: 'invalid_credentials' } });
  });
});
