import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphFake } from '../testing/graph-server.js';
import { VendorError } from '../vendor.js';
import { GraphSharePointReader } from './sharepoint.js';

let graph: GraphFake;

beforeAll(async () => {
  graph = await GraphFake.start();
  graph.tokens.set('graph-token', 'sam@firm.example');
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
            { id: 'globex', name: 'Globex & Co', parentId: null, folder: true },
            { id: 'initech', name: 'Initech', parentId: null, folder: true },
            { id: 'readme', name: 'Read me.pdf', parentId: null, folder: false },
            { id: 'acme-2026', name: '2026', parentId: 'acme', folder: true },
            { id: 'acme-offer', name: 'Offer.docx', parentId: 'acme', folder: false },
          ],
        },
      ],
    },
    { id: 'site-hr', name: 'HR', drives: [] },
    { id: 'site-client-portal', name: 'Client portal', drives: [{ id: 'drive-portal', name: 'Site assets', items: [] }] },
  );
});
afterAll(() => graph.server.close());
beforeEach(() => graph.server.faults.clear());

const reader = (token = 'graph-token') => new GraphSharePointReader({ accessToken: token, baseUrl: graph.baseUrl });

describe('SharePoint through Microsoft Graph', () => {
  it('finds sites by a search, page after page through @odata.nextLink', async () => {
    expect(await reader().sites('client')).toEqual([
      { id: 'site-clients', name: 'Clients', web_url: 'https://firm.sharepoint.test/sites/site-clients' },
      { id: 'site-client-portal', name: 'Client portal', web_url: 'https://firm.sharepoint.test/sites/site-client-portal' },
    ]);
    expect((await reader().sites('')).map((site) => site.id)).toEqual(['site-clients', 'site-hr', 'site-client-portal']);
    expect(graph.server.calls('sites.search').length).toBeGreaterThanOrEqual(3);
    expect(graph.server.violations()).toEqual([]);
  });

  it("lists a site's document libraries, and the folders (not the files) of a drive's root or of a folder, with their paths", async () => {
    expect(await reader().drives('site-clients')).toEqual([{ id: 'drive-docs', name: 'Documents', web_url: null }]);
    const root = await reader().folders('drive-docs', null);
    expect(root.map(({ name, path, child_count }) => ({ name, path, child_count }))).toEqual([
      { name: 'Acme', path: '/Acme', child_count: 2 },
      { name: 'Globex & Co', path: '/Globex & Co', child_count: 0 },
      { name: 'Initech', path: '/Initech', child_count: 0 },
    ]);
    expect(await reader().folders('drive-docs', 'acme')).toEqual([{ id: 'acme-2026', name: '2026', path: '/Acme/2026', web_url: null, child_count: 0 }]);
    expect(graph.server.violations()).toEqual([]);
  });

  it("says when Graph's 429 mid-list lets it ask again (Retry-After), and refuses an expired token as invalid credentials", async () => {
    graph.server.faults.script([null, { type: 'rate_limit', retryAfterSeconds: 7 }], { path: /children/ });
    const limited = await reader().folders('drive-docs', null).catch((error: unknown) => error);
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 7000 });
    expect((await reader().folders('drive-docs', null)).map((folder) => folder.id)).toEqual(['acme', 'globex', 'initech']);
    const expired = await reader('expired-token').sites('client').catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(VendorError);
    expect(expired).toMatchObject({ kind: 'invalid_credentials', status: 401 });
  });
});
