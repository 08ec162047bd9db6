import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HarvestFake } from '../../integrations/testing/harvest-server.js';
import { connectCrm } from '../support/push-portal.js';
import { createTestOrganisation, startTestPortal, type TestPortal } from '../support/portal.js';
import { TestClock } from '../support/two-factor.js';

let test: TestPortal;
let harvest: HarvestFake;
const clock = new TestClock();

beforeAll(async () => {
  harvest = await HarvestFake.start({ rateLimit: false });
  test = await startTestPortal({ clock: clock.now, integrations: { allowBaseUrl: true } });
});
afterAll(async () => {
  await test.close();
  expect(harvest.server.violations()).toEqual([]);
  await harvest.server.close();
});

describe("the CRM's lists are kept for the organisation's external_crm.cache_duration", () => {
  it('answers the kept lists within it, reads the CRM again once they are older, and follows a shorter duration set later', async () => {
    const firm = await createTestOrganisation(test, 'Cache firm');
    const connected = await connectCrm(firm.admin, 'harvest', { access_token: 'harvest-token-ann', account_id: harvest.accountId, base_url: harvest.baseUrl });
    expect(connected.statusCode, connected.body).toBe(200);
    const synced = await firm.admin.post('/v1/rpc/crm/external/sync');
    expect(synced.statusCode, synced.body).toBe(200);
    const clientReads = () => harvest.server.calls(/\/clients$/).length;
    const lists = async () => {
      const response = await firm.admin.post('/v1/rpc/crm/external/lists');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { clients: Array<{ name: string }>; synchronized_at: string };
    };
    // A client is added in Harvest after the synchronization.
    harvest.data.clients.push({ id: 2999, name: 'Newly Signed', is_active: true });
    const readsBefore = clientReads();

    // An hour later the day's default keeps the lists: Harvest is not asked.
    clock.advance(3600);
    const kept = await lists();
    expect(kept.synchronized_at).toBe(synced.json().data.synchronized_at);
    expect(kept.clients.map((client) => client.name)).not.toContain('Newly Signed');
    expect(clientReads()).toBe(readsBefore);

    // Ten minutes is what the firm keeps them now: the hour-old lists are read again, outside the sync's cooldown.
    const set = await firm.admin.put('/v1/preferences/client/external_crm', { cache_duration: 600 });
    expect(set.statusCode, set.body).toBe(200);
    const read = await lists();
    expect(read.clients.map((client) => client.name)).toContain('Newly Signed');
    expect(read.synchronized_at).toBe(clock.now().toISOString());
    expect(clientReads()).toBe(readsBefore + 1);

    // Within those ten minutes they are kept again.
    clock.advance(599);
    expect((await lists()).synchronized_at).toBe(read.synchronized_at);
    expect(clientReads()).toBe(readsBefore + 1);
    clock.advance(2);
    expect((await lists()).synchronized_at).toBe(clock.now().toISOString());
    expect(clientReads()).toBe(readsBefore + 2);
  });

  it('answers the CRM’s refusal rather than lists older than the organisation keeps them', async () => {
    const firm = await createTestOrganisation(test, 'Refused firm');
    const connected = await connectCrm(firm.admin, 'harvest', { access_token: 'harvest-token-ann', account_id: harvest.accountId, base_url: harvest.baseUrl });
    expect(connected.statusCode, connected.body).toBe(200);
    expect((await firm.admin.post('/v1/rpc/crm/external/sync')).statusCode).toBe(200);
    expect((await firm.admin.put('/v1/preferences/client/external_crm', { cache_duration: 60 })).statusCode).toBe(200);
    clock.advance(61);
    harvest.server.faults.script([{ type: 'server_error', status: 503 }], { path: /\/clients$/ });
    const refused = await firm.admin.post('/v1/rpc/crm/external/lists');
    expect([refused.statusCode, refused.json().code]).toEqual([502, 'unexpected_result']);
    const retried = await firm.admin.post('/v1/rpc/crm/external/lists');
    expect(retried.json().data.synchronized_at).toBe(clock.now().toISOString());
  });
});
