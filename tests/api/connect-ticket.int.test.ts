import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, oauthSettings } from '../support/connect.js';
import { jiraCloudId, JiraFake } from '../../integrations/testing/jira-server.js';
import { bookingTargets, publishDay, startPushPortal } from '../support/push-portal.js';
import { createTestOrganisation, type Organisation, type Session } from '../support/portal.js';

let test: Awaited<ReturnType<typeof startPushPortal>>;
let jira: JiraFake;
let firm: Organisation;
let emma: Session;
const emmaAccount = '5b10ac8d82e05b22cc7d4ef5';

const ticketStatus = async (session: Session) => (await session.post('/v1/rpc/services/ticket/status', {})).json().data;

beforeAll(async () => {
  jira = await JiraFake.start();
  test = await startPushPortal({ oauth: oauthSettings({ jira }) });
  firm = await createTestOrganisation(test);
  emma = await firm.member('user');
});
afterAll(async () => {
  await test.close();
  expect(jira.server.violations()).toEqual([]);
  await jira.server.close();
});

describe("a person's own Jira grant", () => {
  it('connects through Atlassian sign-in, the cloud_site step and confirmation, as any signed-in user', async () => {
    expect(await ticketStatus(emma)).toMatchObject({ system: 'none', status: 'none', user: { status: 'none' } });
    jira.oauth.approveAs = emmaAccount;
    const init = await emma.post('/v1/rpc/services/ticket/oauth-init/jira', { level: 'user' });
    const url = new URL(init.json().data.url);
    expect(url.searchParams.get('audience')).toBe('api.atlassian.com');
    expect(url.searchParams.get('scope')).toContain('offline_access');
    expect(url.searchParams.get('redirect_uri')).toBe('http://portal.test/integrations/external-ticket-jira');
    const { code, state } = await approve(url.toString());

    const step = await emma.post('/v1/rpc/services/ticket/step/oauth', { code, state });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().data).toMatchObject({
      system: 'jira',
      status: 'none',
      user: { status: 'connecting', connect_active_step: 'cloud_site', connect_step_suggestion: { options: [{ id: jiraCloudId, name: 'example' }] } },
    });
    const sites = await emma.post('/v1/rpc/services/ticket/meta/cloud_sites', { level: 'user' });
    expect(sites.json().data).toEqual([{ id: jiraCloudId, name: 'example' }]);

    const site = await emma.post('/v1/rpc/services/ticket/step/cloud_site', { level: 'user', cloud_id: jiraCloudId });
    expect(site.json().data.user).toMatchObject({ connect_active_step: 'confirm', account: { id: emmaAccount, name: 'Emma Richards' } });
    const confirmed = await emma.post('/v1/rpc/services/ticket/confirm', { level: 'user' });
    expect(confirmed.json().data.user).toMatchObject({ status: 'active', connect_active_step: null });
    for (const body of [init.body, step.body, sites.body, site.body, confirmed.body]) expect(body).not.toMatch(/\b(at|rt)-[0-9a-f]{24}\b/);
  });

  it("is the caller's own: the organisation's connection stays for admins, and CRMs have no personal grant", async () => {
    expect((await emma.post('/v1/rpc/services/ticket/oauth-init/jira', {})).statusCode).toBe(403);
    expect((await emma.post('/v1/rpc/services/ticket/confirm', {})).statusCode).toBe(403);
    const personalCrm = await firm.admin.post('/v1/rpc/services/crm/initiate', { system: 'harvest', level: 'user', credentials: { access_token: 'x', account_id: '1' } });
    expect([personalCrm.statusCode, personalCrm.json().errors]).toEqual([422, { level: ["Harvest books for everyone with the organisation's connection."] }]);
    expect((await ticketStatus(firm.admin)).user).toMatchObject({ status: 'none' });
  });

  it("lists the caller's open assigned issues and the grant's user", async () => {
    const assigned = await emma.post('/v1/rpc/tickets/assigned');
    expect(assigned.json().data).toEqual([{ id: '10011', key: 'OPS-3', summary: 'Rotate the backup keys', status: 'To Do', project: { key: 'OPS', name: 'Operations' } }]);
    const agents = await emma.post('/v1/rpc/services/ticket/meta/agents', { level: 'user' });
    expect(agents.json().data).toEqual([{ id: emmaAccount, name: 'Emma Richards', email: 'emma@example.test' }]);
    const withoutGrant = await firm.admin.post('/v1/rpc/tickets/assigned');
    expect([withoutGrant.statusCode, withoutGrant.json().code]).toEqual([412, 'precondition_failed']);
  });

  it('pushes her published hours as a worklog authored by her', async () => {
    const targets = await bookingTargets(firm.admin, 'Ops work');
    const mapped = await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: targets.subproject, external_id: 'OPS-3', system: 'jira' });
    expect(mapped.statusCode, mapped.body).toBe(200);
    await publishDay(emma, '2026-03-02', [{ from: '09:00', to: '10:30', ...targets, description: 'Key rotation' }]);
    await expect.poll(() => jira.data.worklogs.filter((w) => w.issueId === '10011'), { timeout: 15_000 }).toEqual([
      expect.objectContaining({ authorAccountId: emmaAccount, timeSpentSeconds: 5400, started: '2026-03-02T09:00:00.000+0000' }),
    ]);
  });
});
