import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveConnection } from '../../integrations/connections/store.js';
import { GraphFake, type FakeDriveItem } from '../../integrations/testing/graph-server.js';
import { createContact } from '../../tests/support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../../tests/support/portal.js';
import { syncDocuments, type DocumentSyncDependencies } from './sync-connection.js';
import { documentSyncKeys } from './store.js';

let test: TestPortal;
let graph: GraphFake;
let firm: Organisation;
let acme: string;

beforeAll(async () => {
  graph = await GraphFake.start();
  test = await startTestPortal({ integrations: { oauth: { publicUrl: 'http://portal.test', clients: { microsoft: graph.oauth.endpoints(graph.server.url) } } } });
  firm = await createTestOrganisation(test);
  acme = await createContact(firm.admin, 'Acme');
  // Written in another case than the folder's: folder tags match without case.
  expect((await firm.admin.post('/v1/tags', { type: 'folder', value: '/clients/ACME', contact_id: acme })).statusCode).toBe(201);
});
afterAll(async () => {
  expect(graph.server.violations()).toEqual([]);
  await graph.server.close();
  await test.close();
});

const deps = (): DocumentSyncDependencies => {
  const { pool, days, tagIndex, integrations } = test.portal.deps;
  return { pool, days, tagIndex, cipher: integrations.cipher, refresh: { pool, cipher: integrations.cipher, oauth: integrations.oauth, timeoutMs: 5000 }, clock: () => new Date('2026-03-03T08:00:00Z') };
};

interface Listed {
  id: string;
  started_at: string;
  ended_at: string;
  source: unknown;
  context: { title?: string };
  contact_id: string | null;
}

/** A person with a Microsoft 365 grant on the fake and a drive of their own: /Clients/Acme, /Clients/Globex and /Internal. */
async function personWithDrive(n: number, choose = true) {
  const session = await firm.member('user');
  const userId = (await session.get('/v1/users/self')).json().data.id;
  const mailbox = `person-${n}@firm.example`;
  graph.tokens.set(`document-token-${n}`, mailbox);
  const credentials = { system: 'microsoft' as const, credentials: { accessToken: `document-token-${n}`, baseUrl: graph.baseUrl } };
  await saveConnection(test.portal.deps.pool, test.portal.deps.integrations.cipher, { clientId: firm.clientId, userId, credentials, at: new Date() });
  const driveId = `drive-${n}`;
  const folder = (id: string, name: string, parentId: string | null): FakeDriveItem => ({ id, name, parentId, folder: true });
  graph.sites.push({ id: `site-${n}`, name: `Site ${n}`, drives: [{ id: driveId, name: 'Documents', items: [folder('clients', 'Clients', null), folder('acme', 'Acme', 'clients'), folder('globex', 'Globex', 'clients'), folder('internal', 'Internal', null)] }] });
  if (choose) {
    const folders = [{ site_id: `site-${n}`, drive_id: driveId, folder_id: 'clients', path: '/Clients' }, { site: 'not a folder' }];
    expect((await session.put('/v1/preferences/sharepoint_folders', { folders })).statusCode).toBe(200);
  }
  const save = (id: string, name: string, parentId: string, at: string, by = mailbox) => graph.changeDriveItem(driveId, { id, name, parentId, folder: false, modified: { at, by } });
  return { session, key: { clientId: firm.clientId, userId, system: 'microsoft' as const }, save };
}

async function listed(session: Session, count: number): Promise<Listed[]> {
  const read = async () => (await session.get('/v1/activities?sort=started_at:asc&limit=100')).json<{ data: Listed[] }>().data;
  await expect.poll(async () => (await read()).length).toBe(count);
  return read();
}

const deltaCalls = () => graph.server.calls('drive.root.delta').length;

describe('files saved in chosen SharePoint folders as document activity', () => {
  it('registers the person\'s own saves under a chosen folder, tagged by folder, once however a failed page is read again', async () => {
    const { session, key, save } = await personWithDrive(1);
    for (let i = 0; i < 4; i++) save(`offer-${i}`, `Offer ${i}.docx`, 'acme', `2026-03-02T1${i}:00:00Z`);
    save('plan', 'Plan.xlsx', 'globex', '2026-03-02T15:00:00Z');
    save('colleague', 'Review.docx', 'acme', '2026-03-02T16:00:00Z', 'colleague@firm.example');
    save('outside', 'Budget.xlsx', 'internal', '2026-03-02T17:00:00Z');
    graph.changeDriveItem('drive-1', { id: 'gone', name: 'Old.docx', parentId: 'acme', folder: false, deleted: true, modified: { at: '2026-03-02T18:00:00Z', by: 'person-1@firm.example' } });
    // Eleven items, two a page: the third page fails.
    graph.server.faults.script([null, null, { type: 'server_error', status: 503 }], { path: /root\/delta/ });
    await expect(syncDocuments(deps(), key)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await syncDocuments(deps(), key)).toMatchObject({ held: false, restarted: 0 });

    const activities = await listed(session, 5);
    expect(new Set(activities.map((a) => a.id)).size).toBe(5);
    expect(activities[0]).toMatchObject({
      started_at: '2026-03-02T09:55:00.000Z',
      ended_at: '2026-03-02T10:00:00.000Z',
      source: { type: 'document', identifier: 'sharepoint', name: 'SharePoint' },
      context: { title: '/Clients/Acme/Offer 0.docx' },
      contact_id: acme,
    });
    expect(activities.map((a) => [a.context.title, a.contact_id])).toEqual([
      ['/Clients/Acme/Offer 0.docx', acme],
      ['/Clients/Acme/Offer 1.docx', acme],
      ['/Clients/Acme/Offer 2.docx', acme],
      ['/Clients/Acme/Offer 3.docx', acme],
      ['/Clients/Globex/Plan.xlsx', null],
    ]);
  });

  it('reads only what changed since, and a forgotten delta link (410) reads the drive again without duplicates', async () => {
    const { session, key, save } = await personWithDrive(2);
    save('offer', 'Offer.docx', 'acme', '2026-03-02T10:00:00Z');
    await syncDocuments(deps(), key);
    await listed(session, 1);

    save('offer', 'Offer.docx', 'acme', '2026-03-02T14:00:00Z');
    const before = deltaCalls();
    expect(await syncDocuments(deps(), key)).toMatchObject({ pages: 1, files: 1 });
    expect(deltaCalls() - before).toBe(1);
    await listed(session, 2);

    graph.forgetDriveDeltaLinks();
    expect(await syncDocuments(deps(), key)).toMatchObject({ restarted: 1, files: 1 });
    const activities = await listed(session, 2);
    expect(activities.map((a) => a.ended_at)).toEqual(['2026-03-02T10:00:00.000Z', '2026-03-02T14:00:00.000Z']);
  });

  it('a 429 names when to come back (Retry-After), and the next read goes on from the page it refused', async () => {
    const { session, key, save } = await personWithDrive(6);
    save('offer', 'Offer.docx', 'acme', '2026-03-02T10:00:00Z');
    graph.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 7 }], { path: /root\/delta/ });
    await expect(syncDocuments(deps(), key)).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 7000 });
    expect(await syncDocuments(deps(), key)).toMatchObject({ files: 1 });
    await listed(session, 1);
  });

  it('reads nothing while the person chose no folder: choosing folders is what switches document activity on', async () => {
    const { key, save } = await personWithDrive(3, false);
    save('offer', 'Offer.docx', 'acme', '2026-03-02T10:00:00Z');
    const before = deltaCalls();
    expect(await syncDocuments(deps(), key)).toBeUndefined();
    expect(deltaCalls()).toBe(before);
  });

  it('on a published day: the day does not change, and the late save is listed as detected after publishing, once', async () => {
    const { session, key, save } = await personWithDrive(4);
    const manual = await session.post('/v1/activities', { started_at: '2026-03-02T07:00:00Z', ended_at: '2026-03-02T07:30:00Z', context: { title: 'Planning' } });
    const { id, day_id } = manual.json<{ data: { id: string; day_id: string } }>().data;
    expect((await session.put(`/v1/activities/${id}`, { status: 'ignored' })).statusCode).toBe(200);
    expect((await session.post('/v1/rpc/days/publish', { day_id, confirm: true })).json().data.status).toBe('published');

    save('offer', 'Offer.docx', 'acme', '2026-03-02T10:00:00Z');
    await syncDocuments(deps(), key);
    await test.portal.deps.pool.query(`DELETE FROM document_syncs`);
    await syncDocuments(deps(), key);

    await listed(session, 1);
    const day = (await session.get(`/v1/days/${day_id}`)).json().data;
    expect(day.status).toBe('published');
    expect(day.detected_after_publishing).toEqual([
      { started_at: '2026-03-02T09:55:00.000Z', ended_at: '2026-03-02T10:00:00.000Z', source: { type: 'document', identifier: 'sharepoint', name: 'SharePoint' }, context: { title: '/Clients/Acme/Offer.docx' } },
    ]);
  });

  it('is read for each person with an active Microsoft grant and folders chosen, by the five-minute sweep', async () => {
    const without = await personWithDrive(7, false);
    const chosen = await personWithDrive(8);
    const swept = await documentSyncKeys(test.portal.deps.pool);
    expect(swept).toContainEqual(chosen.key);
    expect(swept).not.toContainEqual(without.key);
  });

  it('a grant Microsoft no longer accepts: the connection is marked invalid', async () => {
    const { session, key } = await personWithDrive(5);
    graph.tokens.delete('document-token-5');
    await expect(syncDocuments(deps(), key)).rejects.toMatchObject({ kind: 'invalid_credentials' });
    expect((await session.get('/v1/users/self')).json().data.profile.microsoft).toMatchObject({ credentials_valid: false });
    const refused = await session.request({ method: 'POST', url: '/v1/rpc/microsoft/calendars', payload: {}, headers: { 'accept-language': 'de' } });
    expect([refused.statusCode, refused.json().message]).toEqual([412, 'Microsoft 365 hat den Zugriff auf Ihre Dokumente verweigert (InvalidAuthenticationToken: Access token has expired or is not yet valid.): Gewähren Sie ihn erneut.']);
    expect(await syncDocuments(deps(), key)).toBeUndefined();
  });
});
