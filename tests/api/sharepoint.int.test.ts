import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphFake } from '../../integrations/testing/graph-server.js';
import { approve, testPublicUrl } from '../support/connect.js';
import { startPushPortal } from '../support/push-portal.js';
import { createTestOrganisation, type Organisation, type Session } from '../support/portal.js';

let test: Awaited<ReturnType<typeof startPushPortal>>;
let graph: GraphFake;
let firm: Organisation;

beforeAll(async () => {
  graph = await GraphFake.start();
  graph.data.addCalendar('person-1', { id: 'work', name: 'Calendar', primary: true });
  graph.sites.push(
    {
      id: 'site-clients',
      name: 'Clients',
      drives: [
        {
          id: 'drive-docs',
          name: 'Documents',
          items: [
            { id: 'acme', name: 'Acme', parentId: null, folder: true },
            { id: 'globex', name: 'Globex', parentId: null, folder: true },
            { id: 'initech', name: 'Initech', parentId: null, folder: true },
            { id: 'acme-2026', name: '2026', parentId: 'acme', folder: true },
            { id: 'acme-offer', name: 'Offer.docx', parentId: 'acme', folder: false },
          ],
        },
      ],
    },
    { id: 'site-hr', name: 'HR', drives: [] },
  );
  test = await startPushPortal({ oauth: { publicUrl: testPublicUrl, clients: { microsoft: { ...graph.oauth.endpoints(graph.server.url), apiBaseUrl: graph.baseUrl } } } });
  firm = await createTestOrganisation(test);
});
afterAll(async () => {
  await test.close();
  expect(graph.server.violations()).toEqual([]);
  await graph.server.close();
});

async function grantMicrosoft(session: Session) {
  const { code, state } = await approve((await session.post('/v1/rpc/microsoft/graph?scope=calendar')).json().data.url);
  expect((await session.post('/v1/rpc/calendar-grants/microsoft', { code, state })).statusCode).toBe(200);
}

describe('choosing SharePoint document folders', () => {
  it("lists sites, a site's libraries and the folders in them through the person's Microsoft grant, page after page", async () => {
    const person = await firm.member('user');
    await grantMicrosoft(person);
    const sites = await person.post('/v1/rpc/microsoft/sharepoint-sites?search=client');
    expect(sites.statusCode, sites.body).toBe(200);
    expect(sites.json().data).toEqual([{ id: 'site-clients', name: 'Clients', web_url: 'https://firm.sharepoint.test/sites/site-clients' }]);
    expect((await person.post('/v1/rpc/microsoft/sharepoint-sites')).json().data.map((site: { id: string }) => site.id)).toEqual(['site-clients', 'site-hr']);
    expect((await person.post('/v1/rpc/microsoft/sharepoint-drives?site_id=site-clients')).json().data).toEqual([{ id: 'drive-docs', name: 'Documents', web_url: null }]);
    const root = (await person.post('/v1/rpc/microsoft/sharepoint-folders?site_id=site-clients&drive_id=drive-docs')).json().data;
    expect(root.map((folder: { path: string }) => folder.path)).toEqual(['/Acme', '/Globex', '/Initech']);
    const acme = (await person.post('/v1/rpc/microsoft/sharepoint-folders?site_id=site-clients&drive_id=drive-docs&parent_id=acme')).json().data;
    expect(acme).toEqual([{ id: 'acme-2026', name: '2026', path: '/Acme/2026', web_url: null, child_count: 0 }]);
  });

  it('refuses without a Microsoft grant (412), and names a drive Graph does not know (422)', async () => {
    const person = await firm.member('user');
    const missing = await person.post('/v1/rpc/microsoft/sharepoint-sites');
    expect([missing.statusCode, missing.json().code]).toEqual([412, 'precondition_failed']);
    await grantMicrosoft(person);
    const unknown = await person.post('/v1/rpc/microsoft/sharepoint-folders?site_id=site-clients&drive_id=no-such-drive');
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'invalid_request']);
    expect((await person.post('/v1/rpc/microsoft/sharepoint-drives')).json().code).toBe('validation_failed');
  });
});
