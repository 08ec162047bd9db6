import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleEntry, vendorError } from '../testing/entries.js';
import { TeamleaderFake, teamleaderIds } from '../testing/teamleader-server.js';
import { TeamleaderClient } from './client.js';

let fake: TeamleaderFake;
let client: TeamleaderClient;

beforeEach(async () => {
  fake = await TeamleaderFake.start();
  client = new TeamleaderClient({ accessToken: 'teamleader-token', baseUrl: fake.baseUrl });
});

afterEach(async () => {
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

const entry = sampleEntry({ target: { taskId: teamleaderIds.milestone, workTypeId: teamleaderIds.workType } });
const unexpected = 'We received an unexpected result from Teamleader, try again later';

describe("Teamleader: reading Teamleader's errors", () => {
  it('401 for an expired access token is invalid_credentials', async () => {
    const expired = new TeamleaderClient({ accessToken: 'expired', baseUrl: fake.baseUrl });
    const error = await vendorError(expired.createTimeEntry(entry), 'invalid_credentials');
    expect(error).toMatchObject({ status: 401, vendorMessage: 'Unauthorized: The access token is invalid or has expired.' });
  });

  it("422 is invalid_request with Teamleader's message", async () => {
    const error = await vendorError(client.createTimeEntry({ ...entry, target: { workTypeId: 'd0c1b2a3-0000-4000-8000-00000000dead' } }), 'invalid_request');
    expect(error).toMatchObject({ status: 422, vendorMessage: 'The selected work type id is invalid.' });
  });

  it('429 without Retry-After takes the wait from X-RateLimit-Reset', async () => {
    fake.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 30 }]);
    const error = await vendorError(client.listClients(), 'rate_limited');
    expect(error.code).toBe('external_api_rate_limited');
    expect(error.retryAfterMs).toBeGreaterThan(28_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(30_000);
  });

  it("Teamleader's own limit (200 calls a minute) answers 429", async () => {
    const limited = await TeamleaderFake.start({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const limitedClient = new TeamleaderClient({ accessToken: 'teamleader-token', baseUrl: limited.baseUrl });
    await limitedClient.checkConnection();
    const error = await vendorError(limitedClient.checkConnection(), 'rate_limited');
    expect(error.retryAfterMs).toBeGreaterThan(50_000);
    await limited.server.close();
  });

  it('500 is unavailable with the catalogue message', async () => {
    fake.server.faults.script([null, { type: 'server_error', status: 503 }]);
    const error = await vendorError(client.createTimeEntry(entry), 'unavailable');
    expect(error).toMatchObject({ status: 503, message: unexpected });
    expect(fake.data.entries).toEqual([]);
  });

  it('no answer within the timeout is unavailable', async () => {
    fake.server.faults.script([{ type: 'hang' }]);
    const impatient = new TeamleaderClient({ accessToken: 'teamleader-token', baseUrl: fake.baseUrl }, { timeoutMs: 1500 });
    await vendorError(impatient.listProjects(), 'unavailable');
  });

  it('a dropped connection is unavailable', async () => {
    fake.server.faults.script([{ type: 'drop' }]);
    await vendorError(client.listWorkTypes(), 'unavailable');
  });

  it('a 200 that is not Teamleader JSON is unexpected, naming the call', async () => {
    fake.server.faults.script([{ type: 'malformed' }]);
    const error = await vendorError(client.checkConnection(), 'unexpected');
    expect(error.vendorMessage).toBe('users.me: an answer of an unexpected shape (HTTP 200): Invalid input: expected object, received string');
  });
});

describe('Teamleader contract server', () => {
  const call = (action: string, body: unknown, init: RequestInit = {}) =>
    fetch(`${fake.baseUrl}/${action}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer teamleader-token', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      ...init,
    });

  it('records a list filter Teamleader does not know (which Teamleader itself would silently ignore)', async () => {
    const response = await call('timeTracking.list', { filter: { updated_since: '2024-03-04T00:00:00+00:00' } });
    expect(response.status).toBe(400);
    expect(fake.server.violations()).toEqual(['POST /timeTracking.list: body.filter: Unrecognized key: "updated_since"']);
    fake.server.requests.length = 0;
  });

  it('records a time entry in minutes instead of seconds, or with two ways of giving the time', async () => {
    await call('timeTracking.add', { started_at: '2024-03-04T09:30:00+01:00', duration: 1.5 });
    await call('timeTracking.add', { started_at: '2024-03-04T09:30:00+01:00', duration: 60, ended_at: '2024-03-04T10:30:00+01:00' });
    expect(fake.server.violations()).toEqual([
      'POST /timeTracking.add: body.duration: Invalid input: expected int, received number',
      'POST /timeTracking.add: body: Unrecognized key: "duration"',
    ]);
    expect(fake.data.entries).toEqual([]);
    fake.server.requests.length = 0;
  });

  it('records calls that are not POST', async () => {
    await fetch(`${fake.baseUrl}/users.me`, { headers: { Authorization: 'Bearer teamleader-token' } });
    expect(fake.server.violations()).toEqual(['GET /users.me: users.me is called with POST, not GET']);
    fake.server.requests.length = 0;
  });
});
