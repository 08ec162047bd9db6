import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
});
afterAll(async () => test.close());

type Item = { id: string; name: string; is_default: boolean };

async function create(path: string, fields: Record<string, unknown>): Promise<Item> {
  const response = await firm.admin.post(path, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function defaults(path: string): Promise<string[]> {
  const response = await firm.admin.get(`${path}?status=in:active,archived`);
  return response.json().data.filter((item: Item) => item.is_default).map((item: Item) => item.name);
}

describe('the default of a level', () => {
  it('is one dimension: marking B default on the same level unmarks A, another level keeps its default', async () => {
    const a = await create('/v1/dimension_levels/1/dimensions', { name: 'Audit', is_default: true });
    const code = await create('/v1/dimension_levels/3/dimensions', { name: 'Review', is_default: true });
    const b = await create('/v1/dimension_levels/1/dimensions', { name: 'Tax' });

    const marked = await firm.admin.put(`/v1/dimension_levels/1/dimensions/${b.id}`, { name: 'Tax', is_default: true });

    expect(marked.json().data.is_default).toBe(true);
    expect((await firm.admin.get(`/v1/dimension_levels/1/dimensions/${a.id}`)).json().data.is_default).toBe(false);
    expect(await defaults('/v1/dimension_levels/1/dimensions')).toEqual(['Tax']);
    expect((await firm.admin.get(`/v1/dimension_levels/3/dimensions/${code.id}`)).json().data.is_default).toBe(true);
  });

  it('is one subproject per project', async () => {
    const audit = await create('/v1/dimension_levels/1/dimensions', { name: 'Audit 2026' });
    const tax = await create('/v1/dimension_levels/1/dimensions', { name: 'Tax 2026' });
    await create('/v1/dimension_levels/2/dimensions', { name: 'Interim', parent_id: audit.id, is_default: true });
    await create('/v1/dimension_levels/2/dimensions', { name: 'Returns', parent_id: tax.id, is_default: true });
    await create('/v1/dimension_levels/2/dimensions', { name: 'Year end', parent_id: audit.id, is_default: true });

    expect((await defaults('/v1/dimension_levels/2/dimensions')).sort()).toEqual(['Returns', 'Year end']);
  });

  it('is one template: a second default template on the level unmarks the first, another level keeps its own', async () => {
    await create('/v1/dimension_levels/3/templates', { name: 'Meeting', is_default: true });
    await create('/v1/dimension_levels/2/templates', { name: 'Phase', is_default: true });

    await create('/v1/dimension_levels/3/templates', { name: 'Admin', is_default: true });

    const templates = (await firm.admin.get('/v1/dimension_levels/3/templates')).json().data as Item[];
    expect(templates.map(({ name, is_default }) => [name, is_default])).toEqual([['Admin', true], ['Meeting', false]]);
    expect(await defaults('/v1/dimension_levels/2/templates')).toEqual(['Phase']);
  });
});
