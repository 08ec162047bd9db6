import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleEntry, vendorError } from '../testing/entries.js';
import { XeroFake, xeroIds, xeroTenantId } from '../testing/xero-server.js';
import { XeroClient, listXeroTenants, type XeroCredentials } from './client.js';

let fake: XeroFake;
let credentials: XeroCredentials;

beforeEach(async () => {
  fake = await XeroFake.start({ contacts: 150 });
  credentials = { accessToken: 'xero-token', tenantId: xeroTenantId, baseUrl: fake.baseUrl };
});

afterEach(async () => {
  // Every request matched our Xero contract (testing/contracts/xero.ts), and so did every answer of the fake.
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

const entry = sampleEntry({ externalUserId: xeroIds.user, target: { projectId: xeroIds.project, taskId: xeroIds.task } });

describe('Xero: creating a time entry', () => {
  it('books whole minutes on the project task at the UTC start, answering the timeEntryId', async () => {
    const result = await new XeroClient(credentials).createTimeEntry({ ...entry, durationSeconds: 5400 });

    expect(fake.data.entries).toEqual([
      {
        timeEntryId: result.externalId,
        projectId: xeroIds.project,
        userId: xeroIds.user,
        taskId: xeroIds.task,
        dateUtc: '2024-03-04T08:30:00Z',
        duration: 90,
        description: 'Design review with ABC',
      },
    ]);
  });

  it("sends Xero's headers: the token, the tenant and the push reference as Idempotency-Key", async () => {
    await new XeroClient(credentials).createTimeEntry(entry);
    const [post] = fake.server.calls('createTimeEntry');
    expect(post?.headers).toMatchObject({
      authorization: 'Bearer xero-token',
      'xero-tenant-id': xeroTenantId,
      'idempotency-key': entry.reference,
    });
  });

  it('rounds to the nearest minute and never below one', async () => {
    const client = new XeroClient(credentials);
    await client.createTimeEntry({ ...entry, reference: 'a', durationSeconds: 89 });
    await client.createTimeEntry({ ...entry, reference: 'b', durationSeconds: 20 });
    expect(fake.data.entries.map((e) => e.duration)).toEqual([1, 1]);
  });

  it('refuses more than 59940 minutes, and a missing user, before calling Xero', async () => {
    const client = new XeroClient(credentials);
    await vendorError(client.createTimeEntry({ ...entry, durationSeconds: 59_941 * 60 }), 'invalid_request');
    const error = await vendorError(client.createTimeEntry({ ...entry, externalUserId: undefined }), 'invalid_request');
    expect(error.vendorMessage).toContain('user');
    expect(fake.server.requests).toEqual([]);
  });
});

describe('Xero: idempotency across retries', () => {
  it('a retry after the answer was lost gets the first entry back, not a second one', async () => {
    const client = new XeroClient(credentials);
    fake.server.faults.script([{ type: 'drop', after: true }], { method: 'POST' });

    await vendorError(client.createTimeEntry(entry), 'unavailable');
    const retried = await client.createTimeEntry(entry);

    expect(fake.data.entries).toHaveLength(1);
    expect(retried.externalId).toBe(fake.data.entries[0]?.timeEntryId);
  });

  it('a retry after a timeout books once', async () => {
    const client = new XeroClient(credentials, { timeoutMs: 1500 });
    fake.server.faults.script([{ type: 'hang', after: true }], { method: 'POST' });
    await vendorError(client.createTimeEntry(entry), 'unavailable');
    await client.createTimeEntry(entry);
    expect(fake.data.entries).toHaveLength(1);
  });

  it('findTimeEntry matches user, task, start and duration', async () => {
    const client = new XeroClient(credentials);
    expect(await client.findTimeEntry(entry)).toBeNull();
    const { externalId } = await client.createTimeEntry(entry);
    expect(await client.findTimeEntry(entry)).toEqual({ externalId, created: false });
    expect(await client.findTimeEntry({ ...entry, durationSeconds: 600 })).toBeNull();
  });
});

describe('Xero: listing what our contacts and dimensions map to', () => {
  it('lists contacts page by page, projects with their contact, and project users', async () => {
    const client = new XeroClient(credentials);

    const contacts = await client.listClients();
    expect(contacts).toHaveLength(150);
    expect(contacts.slice(0, 2)).toEqual([
      { id: xeroIds.contact, name: 'ABC Furniture', active: true },
      { id: expect.any(String), name: 'Contact 2', active: false },
    ]);
    expect(await client.listProjects()).toEqual([
      { id: xeroIds.project, name: 'New Kitchen', clientId: xeroIds.contact, active: true },
      { id: xeroIds.closedProject, name: 'Old Bathroom', clientId: xeroIds.contact, active: false },
    ]);
    expect((await client.listUsers()).map((u) => u.name)).toEqual(['Sidney Allen', 'Kim Lee']);
  });

  it("lists a project's tasks; without a project there are none to list", async () => {
    const client = new XeroClient(credentials);
    expect(await client.listTasks(xeroIds.project)).toEqual([{ id: xeroIds.task, name: 'Demolition', projectId: xeroIds.project, active: true }]);
    await vendorError(client.listTasks(), 'invalid_request');
  });

  it("checks the connection: the tenant is among the token's connections", async () => {
    expect(await new XeroClient(credentials).checkConnection()).toEqual({ account: { id: xeroTenantId, name: 'Demo Company (NL)' } });
    const gone = new XeroClient({ ...credentials, tenantId: 'c6539534-f1d2-43a6-80df-3bd1f8aca24d' });
    await vendorError(gone.checkConnection(), 'invalid_credentials');
  });

  it('lists the tenants a token reaches, for choosing one when connecting', async () => {
    expect(await listXeroTenants('xero-token', { baseUrl: fake.baseUrl })).toEqual([
      { tenantId: xeroTenantId, tenantName: 'Demo Company (NL)', tenantType: 'ORGANISATION' },
    ]);
  });
});
