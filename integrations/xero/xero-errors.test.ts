import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleEntry, vendorError } from '../testing/entries.js';
import { XeroFake, xeroIds, xeroTenantId } from '../testing/xero-server.js';
import { XeroClient } from './client.js';

let fake: XeroFake;
let client: XeroClient;

beforeEach(async () => {
  fake = await XeroFake.start();
  client = new XeroClient({ accessToken: 'xero-token', tenantId: xeroTenantId, baseUrl: fake.baseUrl });
});

afterEach(async () => {
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

const entry = sampleEntry({ externalUserId: xeroIds.user, target: { projectId: xeroIds.project, taskId: xeroIds.task } });
const unexpected = 'We received an unexpected result from Xero, try again later';

describe("Xero: reading Xero's errors", () => {
  it('401 for an expired token is invalid_credentials', async () => {
    const expired = new XeroClient({ accessToken: 'expired', tenantId: xeroTenantId, baseUrl: fake.baseUrl });
    const error = await vendorError(expired.createTimeEntry(entry), 'invalid_credentials');
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', vendorMessage: 'AuthenticationUnsuccessful' });
  });

  it('403 for a tenant the token is not connected to is invalid_credentials', async () => {
    const other = new XeroClient({ accessToken: 'xero-token', tenantId: '00000000-0000-4000-8000-000000000000', baseUrl: fake.baseUrl });
    const error = await vendorError(other.listProjects(), 'invalid_credentials');
    expect(error.status).toBe(403);
  });

  it("400 is invalid_request with Xero's message and field messages", async () => {
    const error = await vendorError(client.createTimeEntry({ ...entry, target: { projectId: xeroIds.closedProject, taskId: xeroIds.otherTask } }), 'invalid_request');
    expect(error).toMatchObject({ status: 400, vendorMessage: 'Validation failed: Time entries cannot be added to a closed project' });
  });

  it('400 for a user who is not on the project', async () => {
    const error = await vendorError(client.createTimeEntry({ ...entry, externalUserId: xeroIds.otherUser }), 'invalid_request');
    expect(error.vendorMessage).toContain('not a member');
  });

  it('a refused create is refused again on retry (the key replays the answer), and books nothing', async () => {
    const refused = { ...entry, externalUserId: xeroIds.otherUser };
    await vendorError(client.createTimeEntry(refused), 'invalid_request');
    await vendorError(client.createTimeEntry(refused), 'invalid_request');
    expect(fake.data.entries).toEqual([]);
  });

  it('429 with Retry-After is rate_limited and says how long to wait', async () => {
    fake.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 42 }]);
    const error = await vendorError(client.createTimeEntry(entry), 'rate_limited');
    expect(error).toMatchObject({ code: 'external_api_rate_limited', retryAfterMs: 42_000 });
  });

  it("Xero's own limit (60 calls a minute) answers 429 with Retry-After", async () => {
    const limited = await XeroFake.start({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const limitedClient = new XeroClient({ accessToken: 'xero-token', tenantId: xeroTenantId, baseUrl: limited.baseUrl });
    await limitedClient.listProjects();
    const error = await vendorError(limitedClient.listProjects(), 'rate_limited');
    expect(error.retryAfterMs).toBeGreaterThan(50_000);
    await limited.server.close();
  });

  it('500 is unavailable with the catalogue message', async () => {
    fake.server.faults.script([{ type: 'server_error', status: 500 }]);
    const error = await vendorError(client.createTimeEntry(entry), 'unavailable');
    expect(error).toMatchObject({ status: 500, message: unexpected, code: 'unexpected_result' });
  });

  it('no answer within the timeout is unavailable', async () => {
    fake.server.faults.script([{ type: 'hang' }]);
    const impatient = new XeroClient({ accessToken: 'xero-token', tenantId: xeroTenantId, baseUrl: fake.baseUrl }, { timeoutMs: 1500 });
    await vendorError(impatient.listProjects(), 'unavailable');
  });

  it('a dropped connection is unavailable', async () => {
    fake.server.faults.script([{ type: 'drop' }]);
    await vendorError(client.listUsers(), 'unavailable');
  });

  it('a 200 that is not Xero JSON is unexpected, naming the call', async () => {
    fake.server.faults.script([{ type: 'malformed' }]);
    const error = await vendorError(client.createTimeEntry(entry), 'unexpected');
    expect(error.message).toBe(unexpected);
    expect(error.vendorMessage).toBe('create time entry: an answer of an unexpected shape (HTTP 200): Invalid input: expected object, received string');
  });
});
