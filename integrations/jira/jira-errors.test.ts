import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleEntry, vendorError } from '../testing/entries.js';
import { JiraFake, jiraCloudId } from '../testing/jira-server.js';
import { JiraClient } from './client.js';

let fake: JiraFake;
let client: JiraClient;

beforeEach(async () => {
  fake = await JiraFake.start();
  client = new JiraClient({ accessToken: 'jira-token-mia', cloudId: jiraCloudId, baseUrl: fake.baseUrl });
});

afterEach(async () => {
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

const entry = sampleEntry({ target: { issueKey: 'PRJ-12' } });
const unexpected = 'We received an unexpected result from Jira, try again later';

describe("Jira: reading Jira's errors", () => {
  it('401 for a revoked grant is invalid_credentials', async () => {
    const revoked = new JiraClient({ accessToken: 'revoked', cloudId: jiraCloudId, baseUrl: fake.baseUrl });
    const error = await vendorError(revoked.createTimeEntry(entry), 'invalid_credentials');
    expect(error).toMatchObject({ status: 401, vendorMessage: 'Unauthorized; scope does not match' });
  });

  it("404 for an issue that does not exist is invalid_request with Jira's message", async () => {
    const error = await vendorError(client.createTimeEntry({ ...entry, target: { issueKey: 'PRJ-999' } }), 'invalid_request');
    expect(error).toMatchObject({ status: 404, vendorMessage: 'Issue does not exist or you do not have permission to see it.' });
  });

  it('429 with Retry-After is rate_limited and says how long to wait', async () => {
    fake.server.faults.script([null, { type: 'rate_limit', retryAfterSeconds: 3 }]);
    const error = await vendorError(client.createTimeEntry(entry), 'rate_limited');
    expect(error).toMatchObject({ code: 'external_api_rate_limited', retryAfterMs: 3000, vendorMessage: 'Rate limit exceeded.' });
    expect(fake.data.worklogs).toEqual([]);
  });

  it('500 is unavailable with the catalogue message', async () => {
    fake.server.faults.script([{ type: 'server_error', status: 500 }]);
    const error = await vendorError(client.listProjects(), 'unavailable');
    expect(error).toMatchObject({ status: 500, message: unexpected });
  });

  it('no answer within the timeout is unavailable', async () => {
    fake.server.faults.script([{ type: 'hang' }]);
    const impatient = new JiraClient({ accessToken: 'jira-token-mia', cloudId: jiraCloudId, baseUrl: fake.baseUrl }, { timeoutMs: 1500 });
    await vendorError(impatient.checkConnection(), 'unavailable');
  });

  it('a dropped connection is unavailable', async () => {
    fake.server.faults.script([{ type: 'drop' }]);
    await vendorError(client.createTimeEntry(entry), 'unavailable');
  });

  it('a 200 that is not Jira JSON is unexpected, naming the call', async () => {
    fake.server.faults.script([{ type: 'malformed' }]);
    const error = await vendorError(client.createTimeEntry(entry), 'unexpected');
    expect(error.vendorMessage).toBe('get issue worklogs: an answer of an unexpected shape (HTTP 200): Invalid input: expected object, received string');
  });
});

describe('Jira contract server', () => {
  const post = (body: unknown) =>
    fetch(`${fake.baseUrl}/ex/jira/${jiraCloudId}/rest/api/3/issue/PRJ-12/worklog`, {
      method: 'POST',
      headers: { Authorization: 'Bearer jira-token-mia', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("answers 400 {errorMessages, errors} to a started that is not Jira's format", async () => {
    const response = await post({ started: '2024-03-04T08:30:00.000+00:00', timeSpentSeconds: 60 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { started: expect.stringContaining('yyyy-MM-dd') } });
  });

  it('records a body that breaks the document as a contract violation', async () => {
    const response = await post({ started: '2024-03-04T08:30:00.000+0000', timeSpentSeconds: '3600' });
    expect(response.status).toBe(400);
    expect(fake.server.violations()).toEqual([
      `POST /ex/jira/${jiraCloudId}/rest/api/3/issue/PRJ-12/worklog: body/timeSpentSeconds must be integer`,
    ]);
    fake.server.requests.length = 0;
  });

  it('adds two worklogs for two identical requests: Jira has no idempotency key', async () => {
    await post({ started: '2024-03-04T08:30:00.000+0000', timeSpentSeconds: 60 });
    await post({ started: '2024-03-04T08:30:00.000+0000', timeSpentSeconds: 60 });
    expect(fake.data.worklogs).toHaveLength(2);
  });
});
