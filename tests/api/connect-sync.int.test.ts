import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synchronizeAll } from '../../integrations/connections/index.js';
import { HarvestFake } from '../../integrations/testing/harvest-server.js';
import { connectCrm, startPushPortal } from '../support/push-portal.js';
import { createTestOrganisation, type Organisation } from '../support/portal.js';

let test: Awaited<ReturnType<typeof startPushPortal>>;
let harvest: HarvestFake;

async function connectedFirm(name: string): Promise<Organisation> {
  const firm = await createTestOrganisation(test, name);
  const connected = await connectCrm(firm.admin, 'harvest', { access_token: 'harvest-token-ann', account_id: harvest.accountId, base_url: harvest.baseUrl });
  expect(connected.statusCode, connected.body).toBe(200);
  return firm;
}

beforeAll(async () => {
  harvest = await HarvestFake.start({ rateLimit: false });
  test = await startPushPortal();
});
afterAll(async () => {
  await test.close();
  expect(harvest.server.violations()).toEqual([]);
  await harvest.server.close();
});

describe('synchronizing the external lists', () => {
  it("answers and keeps Harvest's clients, projects, tasks and users, then refuses again within the hour", async () => {
    const firm = await connectedFirm('Sync firm');
    const synced = await firm.admin.post('/v1/rpc/crm/external/sync');
    expect(synced.statusCode, synced.body).toBe(200);
    const lists = synced.json().data;
    expect(lists.clients.length).toBe(harvest.data.clients.length);
    expect(lists.projects[0]).toEqual({ id: expect.any(String), name: expect.any(String), client_id: expect.any(String) });
    expect(lists.tasks.length).toBeGreaterThan(0);
    expect(lists.tasks.every((t: { project_id: string | null }) => lists.projects.some((p: { id: string }) => p.id === t.project_id))).toBe(true);
    expect(lists.users).toContainEqual({ id: '1001', name: 'Ann Admin', email: 'ann@example.test' });
    const { rows } = await test.portal.deps.pool.query<{ kind: string; count: string }>(
      `SELECT kind, count(*) FROM external_items WHERE client_id = $1 GROUP BY kind ORDER BY kind`,
      [firm.clientId],
    );
    expect(Object.fromEntries(rows.map((r) => [r.kind, Number(r.count)]))).toEqual({ client: lists.clients.length, project: lists.projects.length, task: lists.tasks.length, user: lists.users.length });

    const again = await firm.admin.post('/v1/rpc/crm/external/sync');
    expect([again.statusCode, again.json().code, again.json().title]).toEqual([429, 'cooldown_or_crm_sync_already', 'You can start the synchronization once per hour']);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3000);
    const status = (await firm.admin.post('/v1/rpc/services/crm/status')).json().data;
    expect(status.last_synchronized_at).toBe(lists.synchronized_at);
    expect(Date.parse(status.synchronize_available_at) - Date.parse(lists.synchronized_at)).toBe(3_600_000);
  });

  it('runs exactly one of two racing synchronizations', async () => {
    const firm = await connectedFirm('Racing firm');
    const before = harvest.server.calls(/\/users$/).length;
    const answers = await Promise.all([firm.admin.post('/v1/rpc/crm/external/sync'), firm.admin.post('/v1/rpc/crm/external/sync')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(harvest.server.calls(/\/users$/).length - before).toBe(1);
  });

  it('gives the hour back when the system fails, and needs an active connection', async () => {
    const firm = await connectedFirm('Failing firm');
    harvest.server.faults.script([{ type: 'server_error', status: 503 }], { path: /\/clients$/ });
    const failed = await firm.admin.post('/v1/rpc/crm/external/sync');
    expect([failed.statusCode, failed.json().code]).toEqual([502, 'unexpected_result']);
    expect((await firm.admin.post('/v1/rpc/crm/external/sync')).statusCode).toBe(200);
    const unconnected = await createTestOrganisation(test, 'No CRM');
    expect((await unconnected.admin.post('/v1/rpc/crm/external/sync')).statusCode).toBe(412);
  });

  it('reads the last synchronization back for admins, without a cooldown; before any: empty lists and no time', async () => {
    const firm = await connectedFirm('Reading firm');
    const read = async () => {
      const response = await firm.admin.post('/v1/rpc/crm/external/lists');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await read()).toEqual({ clients: [], projects: [], tasks: [], users: [], synchronized_at: null });

    const synced = (await firm.admin.post('/v1/rpc/crm/external/sync')).json().data;
    const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));
    const [first, second] = [await read(), await read()];
    expect(second).toEqual(first);
    expect(first.synchronized_at).toBe(synced.synchronized_at);
    for (const list of ['clients', 'projects', 'tasks', 'users'] as const) expect(byId(first[list]), list).toEqual(byId(synced[list]));

    const user = await firm.member('user');
    for (const url of ['/v1/rpc/crm/external/lists', '/v1/rpc/ticket/external/lists']) {
      const refused = await user.post(url);
      expect([refused.statusCode, refused.json().code], url).toEqual([403, 'forbidden']);
    }
    const ticket = await firm.admin.post('/v1/rpc/ticket/external/lists');
    expect(ticket.json().data, ticket.body).toEqual({ clients: [], projects: [], tasks: [], users: [], synchronized_at: null });
  });

  it('the nightly run synchronizes every connected organisation that may', async () => {
    const firm = await connectedFirm('Nightly firm');
    const deps = test.portal.deps;
    await synchronizeAll({ pool: deps.pool, cipher: deps.integrations.cipher, oauth: deps.integrations.oauth, timeoutMs: 2000 }, { timeoutMs: 2000, now: () => new Date() });
    const status = (await firm.admin.post('/v1/rpc/services/crm/status')).json().data;
    expect(status.last_synchronized_at).not.toBeNull();
  });
});
