import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HarvestFake } from '../testing/harvest-server.js';
import { sampleEntry, vendorError } from '../testing/entries.js';
import { HarvestClient } from './client.js';

let fake: HarvestFake;
let client: HarvestClient;

beforeEach(async () => {
  fake = await HarvestFake.start();
  client = new HarvestClient({ accessToken: 'harvest-token-ann', accountId: fake.accountId, baseUrl: fake.baseUrl });
});

/** For calls that meet a hang: a timeout short enough for a test, long enough for a busy CI machine. */
const impatient = () =>
  new HarvestClient({ accessToken: 'harvest-token-ann', accountId: fake.accountId, baseUrl: fake.baseUrl }, { timeoutMs: 1500 });

afterEach(async () => {
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

const entry = sampleEntry({ target: { projectId: '3001', taskId: '4002' } });
const unexpected = 'We received an unexpected result from Harvest, try again later';

describe("Harvest: reading Harvest's errors", () => {
  it('401 for a revoked token is invalid_credentials', async () => {
    const revoked = new HarvestClient({ accessToken: 'revoked', accountId: fake.accountId, baseUrl: fake.baseUrl });
    const error = await vendorError(revoked.createTimeEntry(entry), 'invalid_credentials');
    expect(error).toMatchObject({ code: 'invalid_credentials', status: 401, retryable: false });
    expect(error.vendorMessage).toContain('access token provided is expired');
  });

  it('401 for a token of another account is invalid_credentials', async () => {
    const other = new HarvestClient({ accessToken: 'harvest-token-ann', accountId: '999', baseUrl: fake.baseUrl });
    await vendorError(other.checkConnection(), 'invalid_credentials');
  });

  it("422 is invalid_request with Harvest's message", async () => {
    const error = await vendorError(client.createTimeEntry({ ...entry, target: { projectId: '3001', taskId: '4003' } }), 'invalid_request');
    expect(error).toMatchObject({ code: 'invalid_request', status: 422, vendorMessage: 'Task is not assigned to this project' });
    expect(error.message).toBe('Harvest: Task is not assigned to this project');
  });

  it('403 when a member books for someone else is invalid_credentials (the grant lacks the right)', async () => {
    const member = new HarvestClient({ accessToken: 'harvest-token-bob', accountId: fake.accountId, baseUrl: fake.baseUrl });
    const error = await vendorError(member.createTimeEntry({ ...entry, externalUserId: '1001' }), 'invalid_credentials');
    expect(error.status).toBe(403);
  });

  it('429 with Retry-After is rate_limited and says how long to wait', async () => {
    fake.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 7 }]);
    const error = await vendorError(client.createTimeEntry(entry), 'rate_limited');
    expect(error).toMatchObject({ code: 'external_api_rate_limited', status: 429, retryAfterMs: 7000, retryable: true });
    expect(fake.data.entries).toEqual([]);
  });

  it('429 without Retry-After is rate_limited with no wait given (the push process backs off itself)', async () => {
    fake.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: null }]);
    const error = await vendorError(client.listClients(), 'rate_limited');
    expect(error.retryAfterMs).toBeUndefined();
  });

  it("Harvest's own limit (100 requests per 15 s) answers 429 with the seconds until a slot frees", async () => {
    const limited = await HarvestFake.start({ rateLimit: { limit: 2, windowMs: 15_000 } });
    const limitedClient = new HarvestClient({ accessToken: 'harvest-token-ann', accountId: limited.accountId, baseUrl: limited.baseUrl });
    await limitedClient.checkConnection();
    await limitedClient.checkConnection();
    const error = await vendorError(limitedClient.checkConnection(), 'rate_limited');
    expect(error.retryAfterMs).toBeGreaterThan(10_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(15_000);
    await limited.server.close();
  });

  it.each([500, 502, 503])('%i is unavailable, with the catalogue message', async (status) => {
    fake.server.faults.script([{ type: 'server_error', status }]);
    const error = await vendorError(client.createTimeEntry(entry), 'unavailable');
    expect(error).toMatchObject({ code: 'unexpected_result', status, retryable: true, message: unexpected });
    expect(error.vendorMessage).toContain('Harvest is having trouble');
  });

  it('no answer within the timeout is unavailable', async () => {
    fake.server.faults.script([{ type: 'hang' }]);
    const error = await vendorError(impatient().listProjects(), 'unavailable');
    expect(error.vendorMessage).toBe('no answer within 1500 ms');
    expect(error.message).toBe(unexpected);
  });

  it('a dropped connection is unavailable', async () => {
    fake.server.faults.script([{ type: 'drop' }]);
    const error = await vendorError(client.listProjects(), 'unavailable');
    expect(error.vendorMessage).toMatch(/^connection failed/);
  });

  it('a 200 that is not Harvest JSON is unexpected, naming the call', async () => {
    fake.server.faults.script([{ type: 'malformed' }]);
    const error = await vendorError(client.checkConnection(), 'unexpected');
    expect(error).toMatchObject({ code: 'unexpected_result', message: unexpected });
    expect(error.vendorMessage).toBe('check connection: an answer of an unexpected shape (HTTP 200): Invalid input: expected object, received string');
  });

  it('with a third of calls failing at random, retrying each push until it succeeds books every push once', async () => {
    fake.server.faults.random(1 / 3, [{ type: 'server_error' }, { type: 'drop', after: true }, { type: 'hang', after: true }, { type: 'rate_limit' }], { seed: 7 });
    const references = ['push-1', 'push-2', 'push-3', 'push-4', 'push-5', 'push-6'];
    const client = impatient();
    for (const reference of references) {
      for (let attempt = 1; ; attempt++) {
        const done = await client.createTimeEntry({ ...entry, reference }).then(() => true, () => false);
        if (done) break;
        expect(attempt).toBeLessThan(20);
      }
    }
    expect(fake.data.entries.map((e) => e.external_reference?.id).sort()).toEqual(references);
    expect(fake.server.requests.some((r) => r.fault !== undefined)).toBe(true);
  });
});

describe('Harvest contract server', () => {
  it('answers 400 to a request without a User-Agent naming the app, as Harvest does', async () => {
    const response = await fetch(`${fake.baseUrl}/users/me`, {
      headers: { Authorization: 'Bearer harvest-token-ann', 'Harvest-Account-Id': fake.accountId },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('User-Agent') });
  });

  it('answers 400 with the contract violations to a request that breaks the document, and records them', async () => {
    const response = await fetch(`${fake.baseUrl}/time_entries`, {
      method: 'POST',
      headers: { Authorization: 'Bearer harvest-token-ann', 'Harvest-Account-Id': fake.accountId, 'User-Agent': 'Test (t@example.test)', 'Content-Type': 'application/json' },
      body: JSON.stringify({ project_id: '3001', task_id: 4002, spent_date: '04-03-2024', minutes: 90 }),
    });
    expect(response.status).toBe(400);
    expect(fake.server.violations()).toEqual([
      'POST /v2/time_entries: body must NOT have additional properties: minutes',
      'POST /v2/time_entries: body/project_id must be integer',
      'POST /v2/time_entries: body/spent_date must match format "date"',
    ]);
    fake.server.requests.length = 0;
  });

  it('starts a running timer when hours are left out, as Harvest does (so our client always sends hours)', async () => {
    await fetch(`${fake.baseUrl}/time_entries`, {
      method: 'POST',
      headers: { Authorization: 'Bearer harvest-token-ann', 'Harvest-Account-Id': fake.accountId, 'User-Agent': 'Test (t@example.test)', 'Content-Type': 'application/json' },
      body: JSON.stringify({ project_id: 3001, task_id: 4002, spent_date: '2024-03-04' }),
    });
    expect(fake.data.entries[0]).toMatchObject({ is_running: true, hours: 0 });
  });
});
