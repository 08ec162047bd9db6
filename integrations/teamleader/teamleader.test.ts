import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleEntry, vendorError } from '../testing/entries.js';
import { TeamleaderFake, teamleaderIds } from '../testing/teamleader-server.js';
import { TeamleaderClient, type TeamleaderCredentials } from './client.js';
import { referenceMark } from './mapping.js';

let fake: TeamleaderFake;
let credentials: TeamleaderCredentials;

beforeEach(async () => {
  fake = await TeamleaderFake.start({ companies: 130 });
  credentials = { accessToken: 'teamleader-token', baseUrl: fake.baseUrl };
});

afterEach(async () => {
  // Every call matched Teamleader's documented shape (testing/contracts/teamleader.ts; Teamleader publishes no OpenAPI document).
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

const entry = sampleEntry({ target: { projectId: teamleaderIds.project, taskId: teamleaderIds.milestone, workTypeId: teamleaderIds.workType } });

describe('Teamleader: adding tracked time', () => {
  it('tracks seconds on the milestone with the work type, marking the description with the push reference', async () => {
    const result = await new TeamleaderClient(credentials).createTimeEntry({ ...entry, durationSeconds: 5400 });

    expect(fake.data.entries).toEqual([
      {
        id: result.externalId,
        user_id: teamleaderIds.user,
        started_at: '2024-03-04T09:30:00+01:00',
        duration: 5400,
        description: `Design review with ABC ${referenceMark(entry.reference)}`,
        work_type_id: teamleaderIds.workType,
        subject: { type: 'milestone', id: teamleaderIds.milestone },
      },
    ]);
    const [add] = fake.server.calls('timeTracking.add');
    expect(add).toMatchObject({ method: 'POST', path: '/timeTracking.add', headers: { authorization: 'Bearer teamleader-token' } });
  });

  it('tracks time on the client (company) when there is no milestone, for another user when given', async () => {
    await new TeamleaderClient(credentials).createTimeEntry({
      ...entry,
      startedAt: '2024-03-04T08:30:00Z',
      externalUserId: teamleaderIds.otherUser,
      target: { clientId: teamleaderIds.company },
    });
    expect(fake.data.entries[0]).toMatchObject({
      user_id: teamleaderIds.otherUser,
      started_at: '2024-03-04T08:30:00+00:00',
      subject: { type: 'company', id: teamleaderIds.company },
    });
  });
});

describe('Teamleader: idempotency across retries (check-then-create on the description mark)', () => {
  it('a retry after the answer was lost finds the entry instead of adding a second one', async () => {
    const client = new TeamleaderClient(credentials);
    fake.server.faults.script([{ type: 'drop', after: true }], { path: /timeTracking\.add/ });

    await vendorError(client.createTimeEntry(entry), 'unavailable');
    const retried = await client.createTimeEntry(entry);

    expect(fake.data.entries).toHaveLength(1);
    expect(retried).toEqual({ externalId: fake.data.entries[0]?.id, created: false });
  });

  it('a retry after a timeout adds one entry', async () => {
    const client = new TeamleaderClient(credentials, { timeoutMs: 1500 });
    fake.server.faults.script([{ type: 'hang', after: true }], { path: /timeTracking\.add/ });
    await vendorError(client.createTimeEntry(entry), 'unavailable');
    await client.createTimeEntry(entry);
    expect(fake.data.entries).toHaveLength(1);
  });

  it('looks up by user and a window around the start, and matches on the mark only', async () => {
    const client = new TeamleaderClient(credentials);
    await client.createTimeEntry({ ...entry, reference: 'an-earlier-push' });
    expect(await client.findTimeEntry(entry)).toBeNull();
    const { externalId } = await client.createTimeEntry({ ...entry, externalUserId: teamleaderIds.user });

    expect(await client.findTimeEntry({ ...entry, externalUserId: teamleaderIds.user })).toEqual({ externalId, created: false });
    const lookup = fake.server.calls('timeTracking.list').at(-1);
    expect(lookup?.body).toEqual({
      filter: { user_id: teamleaderIds.user, started_after: '2024-03-04T07:30:00+00:00', started_before: '2024-03-04T09:30:00+00:00' },
      page: { size: 100, number: 1 },
    });
  });
});

describe('Teamleader: listing', () => {
  it('lists companies page by page, projects with their customer, milestones, work types and users', async () => {
    const client = new TeamleaderClient(credentials);
    const companies = await client.listClients();
    expect(companies).toHaveLength(130);
    expect(companies.slice(0, 2)).toEqual([
      { id: teamleaderIds.company, name: 'Brouwerij De Ster', active: true },
      { id: expect.any(String), name: 'Company 2', active: false },
    ]);
    expect(fake.server.calls('companies.list').map((r) => r.body)).toEqual([{ page: { size: 100, number: 1 } }, { page: { size: 100, number: 2 } }]);
    expect(await client.listProjects()).toEqual([{ id: teamleaderIds.project, name: 'Website relaunch', clientId: teamleaderIds.company, active: true }]);
    expect(await client.listTasks(teamleaderIds.project)).toEqual([{ id: teamleaderIds.milestone, name: 'Design', projectId: teamleaderIds.project, active: true }]);
    expect(await client.listWorkTypes()).toEqual([{ id: teamleaderIds.workType, name: 'Consultancy', active: true }]);
    expect((await client.listUsers()).map((u) => u.name)).toEqual(['Lotte Peeters', 'Jan Claes']);
  });

  it("checks the connection with the token's user", async () => {
    expect(await new TeamleaderClient(credentials).checkConnection()).toEqual({
      user: { id: teamleaderIds.user, name: 'Lotte Peeters', email: 'lotte@example.test' },
    });
  });
});
