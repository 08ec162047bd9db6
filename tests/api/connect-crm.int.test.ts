import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, oauthSettings, signInWith, testPublicUrl } from '../support/connect.js';
import { HarvestFake } from '../../integrations/testing/harvest-server.js';
import { startPushPortal } from '../support/push-portal.js';
import { TeamleaderFake, teamleaderIds } from '../../integrations/testing/teamleader-server.js';
import { XeroFake, xeroOtherTenantId, xeroTenantId } from '../../integrations/testing/xero-server.js';
import { anonymous, createTestOrganisation, type Organisation, type Session } from '../support/portal.js';

let test: Awaited<ReturnType<typeof startPushPortal>>;
let harvest: HarvestFake;
let teamleader: TeamleaderFake;
let xero: XeroFake;
const answers: string[] = [];

/** Every answer is kept, to prove that no credential ever leaves the server. */
async function call(session: Session, method: 'post' | 'delete', url: string, body?: unknown) {
  const response = method === 'post' ? await session.post(url, body ?? {}) : await session.delete(url);
  answers.push(response.body);
  return response;
}
const status = async (session: Session) => (await call(session, 'post', '/v1/rpc/services/crm/status')).json().data;
const baseUrlField = { name: 'base_url', type: 'url', required: false };
const harvestCredentials = (token = 'harvest-token-ann') => ({ access_token: token, account_id: harvest.accountId, base_url: harvest.baseUrl });

beforeAll(async () => {
  [harvest, teamleader, xero] = await Promise.all([HarvestFake.start({ rateLimit: false }), TeamleaderFake.start({ rateLimit: false }), XeroFake.start({ rateLimit: false })]);
  test = await startPushPortal({ oauth: oauthSettings({ teamleader, xero }) });
});
afterAll(async () => {
  await test.close();
  for (const fake of [harvest, teamleader, xero]) {
    expect(fake.server.violations()).toEqual([]);
    await fake.server.close();
  }
  for (const body of answers) for (const secret of ['harvest-token-ann', 'at-', 'rt-', 'tally-test-secret']) expect(body).not.toContain(secret);
});

describe('connecting Harvest with a token', () => {
  let firm: Organisation;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
  });

  it('checks the credentials with Harvest, waits for confirmation, then is active and locked', async () => {
    const meta = await call(firm.admin, 'post', '/v1/rpc/integration/crm/credentials/meta', { system: 'harvest' });
    expect(meta.json().data).toMatchObject({ auth: 'token', steps: ['credentials', 'confirm'], fields: [{ name: 'access_token', type: 'secret', required: true }, { name: 'account_id' }, baseUrlField] });

    const initiated = await call(firm.admin, 'post', '/v1/rpc/services/crm/initiate', { system: 'harvest', credentials: harvestCredentials() });
    expect(initiated.statusCode, initiated.body).toBe(200);
    expect(initiated.json().data).toMatchObject({ system: 'harvest', status: 'connecting', connect_active_step: 'confirm', account: { id: '1001', name: 'Ann Admin' }, locked: { client: false } });

    const confirmed = await call(firm.admin, 'post', '/v1/rpc/services/crm/confirm');
    expect(confirmed.json().data).toMatchObject({ system: 'harvest', status: 'active', connect_active_step: null, allowDisconnect: true, supportsContactSelection: true, locked: { client: true, user: false }, user: null });
    const { rows } = await test.portal.deps.pool.query<{ credentials: Buffer }>('SELECT credentials FROM connections WHERE client_id = $1', [firm.clientId]);
    expect(rows[0]!.credentials.toString('latin1')).not.toContain('harvest-token-ann');
  });

  it('refuses credentials Harvest refuses (422 invalid_credentials) and keeps the active connection working', async () => {
    const refused = await call(firm.admin, 'post', '/v1/rpc/services/crm/initiate', { system: 'harvest', credentials: harvestCredentials('wrong') });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'invalid_credentials']);
    expect(await status(firm.admin)).toMatchObject({ status: 'active', connect_step_error: { code: 'invalid_credentials' } });
  });

  it('reconnects an invalid connection with new credentials', async () => {
    await test.portal.deps.pool.query(`UPDATE connections SET status = 'invalid' WHERE client_id = $1`, [firm.clientId]);
    expect(await status(firm.admin)).toMatchObject({ status: 'invalid', locked: { client: false } });
    const wrong = await call(firm.admin, 'post', '/v1/rpc/services/crm/reconnect', { credentials: { access_token: 'wrong' } });
    expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'invalid_credentials']);
    expect(await status(firm.admin)).toMatchObject({ status: 'invalid' });
    const reconnected = await call(firm.admin, 'post', '/v1/rpc/services/crm/reconnect', { credentials: { access_token: 'harvest-token-bob' } });
    expect(reconnected.json().data).toMatchObject({ status: 'active', account: { id: '1002' }, connect_step_error: null });
  });

  it('is for admins: a user reads the status but gets 403 on every change; without a session 401', async () => {
    const user = await firm.member('user');
    expect(await status(user)).toMatchObject({ system: 'harvest', status: 'active', allowDisconnect: false });
    for (const [url, body] of [
      ['/v1/rpc/services/crm/initiate', { system: 'harvest', credentials: harvestCredentials() }],
      ['/v1/rpc/services/crm/confirm', {}],
      ['/v1/rpc/services/crm/reconnect', {}],
      ['/v1/rpc/services/crm/oauth-init/teamleader', {}],
      ['/v1/rpc/services/crm/step/tenant', { tenant_id: xeroTenantId }],
      ['/v1/rpc/crm/external/sync', {}],
    ] as const) {
      expect((await call(user, 'post', url, body)).statusCode, url).toBe(403);
    }
    expect((await call(user, 'delete', '/v1/rpc/services/crm')).statusCode).toBe(403);
    const nobody = await anonymous(test.app);
    expect((await call(nobody, 'post', '/v1/rpc/services/crm/status')).statusCode).toBe(401);
    expect((await call(nobody, 'post', '/v1/rpc/services/crm/initiate', { system: 'harvest', credentials: harvestCredentials() })).statusCode).toBe(401);
  });

  it('shows the mapping of contacts and dimensions in the active CRM as external_crm', async () => {
    const contact = (await firm.admin.post('/v1/contacts', { name: 'Mapped customer' })).json().data;
    expect(contact.external_crm).toBeNull();
    expect((await firm.admin.put(`/v1/contacts/${contact.id}/external-crm`, { external_id: '2001' })).statusCode).toBe(200);
    expect((await firm.admin.get(`/v1/contacts/${contact.id}`)).json().data.external_crm).toEqual({ system: 'harvest', external_id: '2001' });
    const listed = (await firm.admin.get('/v1/contacts?name=eq:Mapped customer')).json().data;
    expect(listed.map((c: { external_crm: unknown }) => c.external_crm)).toEqual([{ system: 'harvest', external_id: '2001' }]);
    const project = (await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Mapped project' })).json().data;
    await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: project.id, external_id: '3001' });
    expect((await firm.admin.get(`/v1/dimension_levels/1/dimensions/${project.id}`)).json().data.external_crm).toEqual({ system: 'harvest', external_id: '3001' });
  });

  it('shows the mapping of users in the active CRM as external_crm, on the list and to the user', async () => {
    const [mapped, unmapped] = [await firm.member('user'), await firm.member('user')];
    const self = async (session: Session) => (await session.get('/v1/users/self')).json().data;
    const [mappedId, unmappedId] = [(await self(mapped)).id, (await self(unmapped)).id];
    const crmOf = async () => {
      const users: Array<{ id: string; external_crm: unknown }> = (await firm.admin.get('/v1/users?limit=500')).json().data;
      return [mappedId, unmappedId].map((id) => users.find((user) => user.id === id)?.external_crm);
    };
    expect(await crmOf()).toEqual([null, null]);
    expect((await firm.admin.put(`/v1/users/${mappedId}/external-crm`, { external_id: '1002' })).statusCode).toBe(200);
    expect(await crmOf()).toEqual([{ system: 'harvest', external_id: '1002' }, null]);
    expect((await self(mapped)).external_crm).toEqual({ system: 'harvest', external_id: '1002' });
    expect((await self(unmapped)).external_crm).toBeNull();
  });

  it('detaches: the status shows no system', async () => {
    const detached = await call(firm.admin, 'delete', '/v1/rpc/services/crm');
    expect(detached.json().data).toMatchObject({ system: 'none', status: 'none' });
    expect((await call(firm.admin, 'delete', '/v1/rpc/services/crm')).statusCode).toBe(404);
  });
});

describe('connecting Teamleader and Xero through OAuth', () => {
  let firm: Organisation;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
  });

  it('hands out the sign-in URL with a single-use state and the portal return route; the oauth step stores the tokens', async () => {
    const init = await call(firm.admin, 'post', '/v1/rpc/services/crm/oauth-init/teamleader');
    const url = new URL(init.json().data.url);
    expect(url.origin + url.pathname).toBe(`${teamleader.baseUrl}/oauth2/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${testPublicUrl}/integrations/external-crm-teamleader`);
    const { code, state, returnedTo } = await approve(url.toString());
    expect(returnedTo).toBe(`${testPublicUrl}/integrations/external-crm-teamleader`);

    const step = await call(firm.admin, 'post', '/v1/rpc/services/crm/step/oauth', { code, state });
    expect(step.json().data).toMatchObject({ system: 'teamleader', status: 'connecting', connect_active_step: 'confirm', account: { id: teamleaderIds.user, name: 'Lotte Peeters' } });
    const replayed = await call(firm.admin, 'post', '/v1/rpc/services/crm/step/oauth', { code, state });
    expect([replayed.statusCode, replayed.json().errors]).toEqual([422, { state: ['Unknown, used or expired state.'] }]);
    expect((await call(firm.admin, 'post', '/v1/rpc/services/crm/confirm')).json().data).toMatchObject({ system: 'teamleader', status: 'active' });
  });

  it('connecting Xero offers its tenants, takes one, and on confirm replaces Teamleader', async () => {
    const step = await signInWith(firm.admin, 'crm', 'xero');
    expect(step.json().data).toMatchObject({
      system: 'xero',
      status: 'connecting',
      connect_active_step: 'tenant',
      connect_step_suggestion: { options: [{ id: xeroTenantId, name: 'Demo Company (NL)' }, { id: xeroOtherTenantId, name: 'Other Company (BE)' }] },
    });
    const tenants = await call(firm.admin, 'post', '/v1/rpc/services/crm/meta/tenants');
    expect(tenants.json().data.map((t: { id: string }) => t.id)).toEqual([xeroTenantId, xeroOtherTenantId]);

    const early = await call(firm.admin, 'post', '/v1/rpc/services/crm/confirm');
    expect([early.statusCode, early.json().errors]).toEqual([422, { step: ['Expected tenant.'] }]);
    const chosen = await call(firm.admin, 'post', '/v1/rpc/services/crm/step/tenant', { tenant_id: xeroTenantId });
    expect(chosen.json().data).toMatchObject({ connect_active_step: 'confirm', account: { id: xeroTenantId, name: 'Demo Company (NL)' } });
    const confirmed = await call(firm.admin, 'post', '/v1/rpc/services/crm/confirm');
    expect(confirmed.json().data).toMatchObject({ system: 'xero', status: 'active', locked: { client: true } });
    const { rows } = await test.portal.deps.pool.query<{ system: string; status: string }>('SELECT system, status FROM connections WHERE client_id = $1 ORDER BY system', [firm.clientId]);
    expect(rows).toEqual([{ system: 'teamleader', status: 'detached' }, { system: 'xero', status: 'active' }]);
  });

  it('bad step input answers 422 with field errors and changes nothing', async () => {
    const before = await status(firm.admin);
    const cases = [
      ['/v1/rpc/services/crm/step/oauth', { code: 'x' }, { state: ['Required for this step.'] }],
      ['/v1/rpc/services/crm/step/oauth', { code: 'x', state: 'forged' }, { state: ['Unknown, used or expired state.'] }],
      ['/v1/rpc/services/crm/step/tenant', {}, { tenant_id: ['Required for this step.'] }],
      ['/v1/rpc/services/crm/step/tenant', { tenant_id: xeroOtherTenantId }, { step: ['Expected initiate.'] }],
      ['/v1/rpc/services/crm/initiate', { system: 'jira', credentials: { access_token: 'x' } }, { system: ['Jira is not a CRM.'] }],
      ['/v1/rpc/services/crm/initiate', { system: 'harvest', credentials: { access_token: 'x' } }, undefined],
      ['/v1/rpc/services/crm/oauth-init/harvest', {}, { system: ['Harvest connects with a personal access token: use initiate.'] }],
    ] as const;
    for (const [url, body, errors] of cases) {
      const response = await call(firm.admin, 'post', url, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(response.json().code).toBe('validation_failed');
      if (errors) expect(response.json().errors).toEqual(errors);
      else expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
    }
    expect((await call(firm.admin, 'post', '/v1/rpc/services/crm/step/credentials', {})).statusCode).toBe(422);
    expect(await status(firm.admin)).toEqual(before);
  });

  it('says a refused step in the reader’s language: Dutch', async () => {
    const dutch = (url: string, payload: object) => firm.admin.request({ method: 'POST', url, payload, headers: { 'accept-language': 'nl' } });
    const forged = await dutch('/v1/rpc/services/crm/step/oauth', { code: 'x', state: 'forged' });
    expect([forged.statusCode, forged.json().message, forged.json().errors]).toEqual([
      422,
      'Deze aanmelding is verlopen of al gebruikt; begin opnieuw met koppelen.',
      { state: ['Onbekende, gebruikte of verlopen state.'] },
    ]);
    const early = await dutch('/v1/rpc/services/crm/step/tenant', { tenant_id: xeroOtherTenantId });
    expect([early.json().message, early.json().errors]).toEqual(['De koppeling wacht niet op de stap tenant.', { step: ['Verwacht: initiate.'] }]);
  });

  it('a code the vendor refuses fails the oauth step and shows on the connection', async () => {
    const firm2 = await createTestOrganisation(test, 'Second firm');
    const init = await call(firm2.admin, 'post', '/v1/rpc/services/crm/oauth-init/teamleader');
    const { state } = await approve(init.json().data.url);
    const refused = await call(firm2.admin, 'post', '/v1/rpc/services/crm/step/oauth', { code: 'not-the-code', state });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'invalid_credentials']);
    expect(await status(firm2.admin)).toMatchObject({ system: 'teamleader', status: 'connecting', connect_active_step: 'oauth', connect_step_error: { code: 'invalid_credentials' } });
  });
});

describe('what the portal cannot do', () => {
  it('says which setting is missing when no OAuth app is configured (412)', async () => {
    const bare = await startPushPortal();
    try {
      const firm = await createTestOrganisation(bare);
      const response = await firm.admin.post('/v1/rpc/services/crm/oauth-init/xero', {});
      expect([response.statusCode, response.json().code]).toEqual([412, 'precondition_failed']);
      expect(response.json().message).toContain('XERO_CLIENT_ID');
      const german = await firm.admin.request({ method: 'POST', url: '/v1/rpc/services/crm/oauth-init/xero', payload: {}, headers: { 'accept-language': 'de' } });
      expect(german.json().message).toBe('Setzen Sie XERO_CLIENT_ID und XERO_CLIENT_SECRET auf dem Server, um sich über OAuth mit xero zu verbinden.');
    } finally {
      await bare.close();
    }
  });

  it('offers the optional base_url field only where the server allows base URLs, and only to token systems', async () => {
    const fieldsOf = async (admin: Session, system: string) => (await call(admin, 'post', '/v1/rpc/integration/crm/credentials/meta', { system })).json().data.fields;
    const firm = await createTestOrganisation(test);
    expect(await fieldsOf(firm.admin, 'harvest')).toContainEqual(expect.objectContaining(baseUrlField));
    expect(await fieldsOf(firm.admin, 'xero')).toEqual([]);
    const production = await startPushPortal({ allowBaseUrl: false });
    try {
      const elsewhere = await createTestOrganisation(production);
      expect((await fieldsOf(elsewhere.admin, 'harvest')).map((field: { name: string }) => field.name)).toEqual(['access_token', 'account_id']);
    } finally {
      await production.close();
    }
  });

  it('says which systems people can connect on this server, and names the settings that enable an OAuth system', async () => {
    const metaOf = async (admin: Session, system: string) => (await call(admin, 'post', '/v1/rpc/integration/crm/credentials/meta', { system })).json().data;
    const firm = await createTestOrganisation(test);
    // This portal has Teamleader's and Xero's OAuth apps, not Jira's.
    expect(await metaOf(firm.admin, 'harvest')).toMatchObject({ enabled: true, settings: [] });
    expect(await metaOf(firm.admin, 'xero')).toMatchObject({ enabled: true, settings: ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET'] });
    expect(await metaOf(firm.admin, 'jira')).toMatchObject({ enabled: false, settings: ['JIRA_CLIENT_ID', 'JIRA_CLIENT_SECRET'] });
  });

  it('answers 422 system_not_available for the catalogue calls of AFAS, Exact and Zoho', async () => {
    const firm = await createTestOrganisation(test);
    for (const url of ['/v1/rpc/services/crm/meta/divisions', '/v1/rpc/services/crm/meta/employees', '/v1/rpc/services/crm/meta/domains', '/v1/rpc/services/crm/meta/portals', '/v1/rpc/services/crm/afas/init-otp', '/v1/rpc/services/ticket/afas/init-otp']) {
      const response = await call(firm.admin, 'post', url, {});
      expect([response.statusCode, response.json().code], url).toEqual([422, 'system_not_available']);
    }
    const meta = await call(firm.admin, 'post', '/v1/rpc/integration/crm/credentials/meta', { system: 'afas' });
    expect([meta.statusCode, meta.json().code]).toEqual([422, 'system_not_available']);
    expect(meta.json().message).toContain('Available: Harvest, Teamleader, Xero, Jira');
  });
});
