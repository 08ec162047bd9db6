import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
const ids: Record<string, string> = {};
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  const create = async (level: number, name: string, fields: Record<string, unknown> = {}) => {
    const response = await firm.admin.post(`/v1/dimension_levels/${level}/dimensions`, { name, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    ids[name] = response.json().data.id;
  };
  await create(1, 'Zeta', { code: 'Z1' });
  await create(1, 'alpha', { code: 'A1', internal: true });
  await create(1, 'Beta', { code: 'B1' });
  await create(1, 'Old', { code: 'O1' });
  await firm.admin.delete(`/v1/dimension_levels/1/dimensions/${ids.Old}`);
  await create(2, 'Alpha phase 1', { parent_id: ids.alpha });
  await create(2, 'Alpha phase 2', { parent_id: ids.alpha });
  await create(2, 'Beta phase', { parent_id: ids.Beta });
  await create(3, 'Free code');
});
afterAll(async () => test.close());

const names = (body: { data: Array<{ name: string }> } | Array<{ name: string }>) => (Array.isArray(body) ? body : body.data).map((d) => d.name);

describe('dimension lists', () => {
  it('list the active dimensions of a level sorted by name, 100 to a page, addressed by number or id', async () => {
    const byNumber = await firm.admin.get('/v1/dimension_levels/1/dimensions');
    expect(byNumber.statusCode).toBe(200);
    expect(names(byNumber.json())).toEqual(['alpha', 'Beta', 'Zeta']);
    expect(byNumber.json().meta.pagination).toMatchObject({ count: 3, total: 3, per_page: 100, current_page: 1 });
    const levelId = (await firm.admin.get('/v1/dimension_levels')).json().data[0].id;
    expect((await firm.admin.get(`/v1/dimension_levels/${levelId}/dimensions`)).json()).toEqual(byNumber.json());
  });

  it('filter on name, code, status, internal and parent', async () => {
    const cases: Array<[string, string[]]> = [
      ['name=like:et', ['Beta', 'Zeta']],
      ['code=eq:a1', ['alpha']],
      ['status=eq:archived', ['Old']],
      ['status=in:active,archived&sort=code:desc', ['Zeta', 'Old', 'Beta', 'alpha']],
      ['internal=bool:true', ['alpha']],
      ['q=b1', ['Beta']],
    ];
    for (const [query, expected] of cases) {
      const response = await firm.admin.get(`/v1/dimension_levels/1/dimensions?${query}`);
      expect(names(response.json()), query).toEqual(expected);
    }
    expect(names((await firm.admin.get(`/v1/dimension_levels/2/dimensions?parent_id=eq:${ids.alpha}`)).json())).toEqual(['Alpha phase 1', 'Alpha phase 2']);
    expect(names((await firm.admin.get('/v1/dimension_levels/3/dimensions?has_parent=bool:false')).json())).toEqual(['Free code']);
  });

  it('include the children on request', async () => {
    const plain = (await firm.admin.get('/v1/dimension_levels/1/dimensions?name=eq:alpha')).json().data[0];
    expect(plain).not.toHaveProperty('children');
    const withChildren = (await firm.admin.get('/v1/dimension_levels/1/dimensions?name=eq:alpha&include=children')).json().data[0];
    expect(withChildren.children).toEqual([ids['Alpha phase 1'], ids['Alpha phase 2']]);
  });

  it("answer react-admin's style with Content-Range", async () => {
    const response = await firm.admin.get(`/v1/dimension_levels/1/dimensions?range=[0,1]&sort=["name","DESC"]&filter=${encodeURIComponent('{"status":["active","archived"]}')}`);
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Zeta', 'Old']);
    expect(response.headers['content-range']).toBe('dimensions 0-1/4');
  });

  it('page through the list', async () => {
    const second = (await firm.admin.get('/v1/dimension_levels/1/dimensions?limit=2&page=2')).json();
    expect(names(second)).toEqual(['Zeta']);
    expect(second.meta.pagination).toMatchObject({ count: 1, total: 3, current_page: 2, total_pages: 2 });
  });

  it('refuse filters, sorts and includes they do not know (422)', async () => {
    for (const query of ['colour=eq:red', 'parent_id=eq:nope', 'status=eq:gone', 'sort=colour:asc', 'include=parents', 'internal=bool:maybe']) {
      const response = await firm.admin.get(`/v1/dimension_levels/1/dimensions?${query}`);
      expect([response.statusCode, response.json().code], query).toEqual([422, 'validation_failed']);
    }
  });

  it('show the code where the level says', async () => {
    const formatted = async () => (await firm.admin.get('/v1/dimension_levels/1/dimensions?name=eq:Beta')).json().data[0].formatted_name;
    expect(await formatted()).toBe('B1 Beta');
    await firm.admin.post('/v1/rpc/dimensions/levels', { levels: [{ level: 1, code_display: 'suffix' }] });
    expect(await formatted()).toBe('Beta B1');
    await firm.admin.post('/v1/rpc/dimensions/levels', { levels: [{ level: 1, code_display: 'none' }] });
    expect(await formatted()).toBe('Beta');
  });
});
