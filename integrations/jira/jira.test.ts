import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleEntry, vendorError } from '../testing/entries.js';
import { JiraFake, jiraCloudId } from '../testing/jira-server.js';
import { JiraClient, listJiraSites, type JiraCredentials } from './client.js';
import { referenceProperty } from './mapping.js';

let fake: JiraFake;
let credentials: JiraCredentials;

beforeEach(async () => {
  fake = await JiraFake.start({ pageSize: 2 });
  credentials = { accessToken: 'jira-token-mia', cloudId: jiraCloudId, baseUrl: fake.baseUrl };
});

afterEach(async () => {
  // Every request matched our Jira contract (testing/contracts/jira.ts), and so did every answer of the fake.
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

const entry = sampleEntry({ target: { issueKey: 'PRJ-12' }, description: 'Reviewed the design\nwith ABC' });

describe('Jira: adding a worklog', () => {
  it("logs seconds at Jira's started format, the description as ADF and our reference as a worklog property", async () => {
    const result = await new JiraClient(credentials).createTimeEntry({ ...entry, durationSeconds: 5400 });

    expect(result).toEqual({ externalId: expect.stringMatching(/^\d+$/), created: true });
    expect(fake.data.worklogs).toEqual([
      {
        id: result.externalId,
        issueId: '10010',
        authorAccountId: '5b10a2844c20165700ede21g',
        started: '2024-03-04T08:30:00.000+0000',
        timeSpentSeconds: 5400,
        comment: {
          type: 'doc',
          version: 1,
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Reviewed the design' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'with ABC' }] },
          ],
        },
        properties: [{ key: referenceProperty, value: { reference: entry.reference } }],
      },
    ]);
    const [post] = fake.server.calls('addWorklog');
    expect(post?.path).toBe(`/ex/jira/${jiraCloudId}/rest/api/3/issue/PRJ-12/worklog`);
    expect(post?.headers.authorization).toBe('Bearer jira-token-mia');
  });

  it("makes the token's user the author: each person's time needs their own grant", async () => {
    await new JiraClient(credentials).createTimeEntry(entry);
    await new JiraClient({ ...credentials, accessToken: 'jira-token-emma' }).createTimeEntry({ ...entry, reference: 'emma-push', externalUserId: 'ignored' });
    expect(fake.data.worklogs.map((w) => w.authorAccountId)).toEqual(['5b10a2844c20165700ede21g', '5b10ac8d82e05b22cc7d4ef5']);
  });

  it('leaves the comment out when there is no description', async () => {
    await new JiraClient(credentials).createTimeEntry({ ...entry, description: '  ' });
    expect(fake.data.worklogs[0]?.comment).toBeUndefined();
  });

  it('refuses an entry without an issue key before calling Jira', async () => {
    await vendorError(new JiraClient(credentials).createTimeEntry({ ...entry, target: { projectId: '10000' } }), 'invalid_request');
    expect(fake.server.requests).toEqual([]);
  });
});

describe('Jira: idempotency across retries (check-then-create on the worklog property)', () => {
  it('a retry after the answer was lost finds the worklog instead of adding a second one', async () => {
    const client = new JiraClient(credentials);
    fake.server.faults.script([{ type: 'drop', after: true }], { method: 'POST' });

    await vendorError(client.createTimeEntry(entry), 'unavailable');
    const retried = await client.createTimeEntry(entry);

    expect(fake.data.worklogs).toHaveLength(1);
    expect(retried).toEqual({ externalId: fake.data.worklogs[0]?.id, created: false });
    const lookups = fake.server.calls('getIssueWorklog');
    expect(lookups.at(-1)?.query.get('expand')).toBe('properties');
  });

  it('a retry after a timeout adds one worklog', async () => {
    const client = new JiraClient(credentials, { timeoutMs: 1500 });
    fake.server.faults.script([{ type: 'hang', after: true }], { method: 'POST' });
    await vendorError(client.createTimeEntry(entry), 'unavailable');
    await client.createTimeEntry(entry);
    expect(fake.data.worklogs).toHaveLength(1);
  });

  it('finds our worklog among others started at the same time, across pages', async () => {
    const client = new JiraClient(credentials);
    await client.createTimeEntry({ ...entry, reference: 'first' });
    await client.createTimeEntry({ ...entry, reference: 'second' });
    const { externalId } = await client.createTimeEntry(entry);

    expect(await client.findTimeEntry(entry)).toEqual({ externalId, created: false });
    expect(await client.findTimeEntry({ ...entry, reference: 'never-pushed' })).toBeNull();
    expect(fake.data.worklogs).toHaveLength(3);
  });
});

describe('Jira: listing', () => {
  it('lists projects with their key across pages; Jira has no clients or tasks to map', async () => {
    const client = new JiraClient(credentials);
    expect(await client.listProjects()).toEqual([
      { id: '10000', code: 'PRJ', name: 'Portal rebuild', active: true },
      { id: '10001', code: 'OPS', name: 'Operations', active: true },
      { id: '10002', code: 'OLD', name: 'Old things', active: false },
    ]);
    expect(await client.listClients()).toEqual([]);
    expect(await client.listTasks()).toEqual([]);
  });

  it("checks the connection with the token's user", async () => {
    const user = { id: '5b10a2844c20165700ede21g', name: 'Mia Krystof', email: 'mia@example.test' };
    expect(await new JiraClient(credentials).checkConnection()).toEqual({ user });
    expect(await new JiraClient(credentials).listUsers()).toEqual([user]);
  });

  it('lists the sites a token reaches, for choosing the cloud id when connecting', async () => {
    expect(await listJiraSites('jira-token-mia', { baseUrl: fake.baseUrl })).toEqual([
      { cloudId: jiraCloudId, name: 'example', url: 'https://example.atlassian.net' },
    ]);
  });
});
