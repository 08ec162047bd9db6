import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HarvestFake } from '../testing/harvest-server.js';
import { captureLogger, sampleEntry, vendorError } from '../testing/entries.js';
import { HarvestClient, type HarvestCredentials } from './client.js';

let fake: HarvestFake;
let credentials: HarvestCredentials;

beforeEach(async () => {
  fake = await HarvestFake.start({ pageSize: 2 });
  credentials = { accessToken: 'harvest-token-ann', accountId: fake.accountId, baseUrl: fake.baseUrl };
});

afterEach(async () => {
  // Every request we sent matched our Harvest contract (testing/contracts/harvest.ts), and so did every answer of the fake.
  expect(fake.server.violations()).toEqual([]);
  await fake.server.close();
});

const entry = sampleEntry({ target: { projectId: '3001', taskId: '4002' } });

describe('Harvest: creating a time entry', () => {
  it('books decimal hours on the project and task, with the push reference as external reference', async () => {
    const client = new HarvestClient(credentials);

    const result = await client.createTimeEntry({ ...entry, durationSeconds: 5400 });

    expect(result.created).toBe(true);
    expect(fake.data.entries).toEqual([
      expect.objectContaining({
        id: Number(result.externalId),
        spent_date: '2024-03-04',
        project_id: 3001,
        task_id: 4002,
        hours: 1.5,
        is_running: false,
        notes: 'Design review with ABC',
        user_id: 1001,
        external_reference: { id: entry.reference, group_id: 'tally' },
      }),
    ]);
  });

  it("sends Harvest's headers: the token, the account id and a User-Agent naming the app", async () => {
    await new HarvestClient(credentials).createTimeEntry(entry);

    const [post] = fake.server.calls('createTimeEntry', 'POST');
    expect(post?.headers).toMatchObject({
      authorization: 'Bearer harvest-token-ann',
      'harvest-account-id': fake.accountId,
      'content-type': 'application/json',
      'user-agent': expect.stringMatching(/^Tally .*https:\/\//),
    });
  });

  it('rounds seconds to hundredths of an hour, as Harvest stores them', async () => {
    await new HarvestClient(credentials).createTimeEntry({ ...entry, durationSeconds: 20 * 60 });
    expect(fake.data.entries[0]?.hours).toBe(0.33);
  });

  it('books for another person with user_id when the token may', async () => {
    await new HarvestClient(credentials).createTimeEntry({ ...entry, externalUserId: '1002' });
    expect(fake.data.entries[0]?.user_id).toBe(1002);
  });

  it('refuses ids that are not Harvest numbers before calling Harvest', async () => {
    const error = await vendorError(new HarvestClient(credentials).createTimeEntry({ ...entry, target: { projectId: 'abc', taskId: '4002' } }), 'invalid_request');
    expect(error.vendorMessage).toContain('project');
    expect(fake.server.requests).toEqual([]);
  });
});

describe('Harvest: idempotency across retries', () => {
  it('a retry after the answer was lost finds the entry Harvest stored instead of booking twice', async () => {
    const client = new HarvestClient(credentials);
    fake.server.faults.script([{ type: 'drop', after: true }], { method: 'POST' });

    await vendorError(client.createTimeEntry(entry), 'unavailable');
    const retried = await client.createTimeEntry(entry);

    expect(fake.data.entries).toHaveLength(1);
    expect(retried).toEqual({ externalId: String(fake.data.entries[0]?.id), created: false });
  });

  it('a retry after a timeout (Harvest slow but successful) books once', async () => {
    const client = new HarvestClient(credentials, { timeoutMs: 1500 });
    fake.server.faults.script([{ type: 'hang', after: true }], { method: 'POST' });

    await vendorError(client.createTimeEntry(entry), 'unavailable');
    await client.createTimeEntry(entry);

    expect(fake.data.entries).toHaveLength(1);
  });

  it('two pushes with different references are two entries', async () => {
    const client = new HarvestClient(credentials);
    await client.createTimeEntry(entry);
    await client.createTimeEntry({ ...entry, reference: 'another-push' });
    expect(fake.data.entries).toHaveLength(2);
  });

  it('findTimeEntry answers null before and the entry after a create', async () => {
    const client = new HarvestClient(credentials);
    expect(await client.findTimeEntry(entry)).toBeNull();
    const { externalId } = await client.createTimeEntry(entry);
    expect(await client.findTimeEntry(entry)).toEqual({ externalId, created: false });
    expect(fake.server.calls('listTimeEntries').at(-1)?.query.get('external_reference_id')).toBe(entry.reference);
  });
});

describe('Harvest: listing what our contacts and dimensions map to', () => {
  it('lists clients, projects (with their client) and users across pages', async () => {
    const client = new HarvestClient(credentials);

    expect(await client.listClients()).toEqual([
      { id: '2001', name: 'ABC Corp', active: true },
      { id: '2002', name: 'Old Client', active: false },
      { id: '2003', name: 'Bright Ideas', active: true },
    ]);
    expect(await client.listProjects()).toEqual([
      { id: '3001', code: 'WEB', name: 'Website', clientId: '2001', active: true },
      { id: '3002', name: 'Archived', clientId: '2002', active: false },
    ]);
    expect((await client.listUsers()).map((u) => u.name)).toEqual(['Ann Admin', 'Bob Member']);
    expect(fake.server.calls('listClients').map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it("lists a project's tasks, and the account's tasks without a project", async () => {
    const client = new HarvestClient(credentials);
    expect(await client.listTasks('3001')).toEqual([
      { id: '4001', name: 'Design', projectId: '3001', active: true },
      { id: '4002', name: 'Development', projectId: '3001', active: true },
    ]);
    expect((await client.listTasks()).map((t) => t.name)).toEqual(['Design', 'Development', 'Travel']);
  });

  it('tells who the token belongs to', async () => {
    expect(await new HarvestClient(credentials).checkConnection()).toEqual({ user: { id: '1001', name: 'Ann Admin', email: 'ann@example.test' } });
  });
});

describe('Harvest: credentials stay secret', () => {
  it('are not in the client, its errors or its logs', async () => {
    const logger = captureLogger();
    const client = new HarvestClient({ ...credentials, accessToken: 'harvest-token-secret' }, { logger });
    const refused = await vendorError(client.listClients(), 'invalid_credentials');
    fake.server.faults.script([{ type: 'drop' }]);
    const dropped = await vendorError(client.listClients(), 'unavailable');

    const errors = [refused, dropped].flatMap((e) => [JSON.stringify(e), inspect(e, { depth: 10 }), e.stack ?? '']);
    const seen = [inspect(client, { depth: 5 }), ...errors, ...logger.lines].join('\n');
    expect(logger.lines.length).toBeGreaterThan(0);
    expect(seen).not.toContain('harvest-token-secret');
  });
});
