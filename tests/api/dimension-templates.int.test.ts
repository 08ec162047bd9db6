import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
});
afterAll(async () => test.close());

async function createTemplate(level: number, fields: Record<string, unknown>) {
  const response = await firm.admin.post(`/v1/dimension_levels/${level}/templates`, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

describe('dimension templates', () => {
  it('are created on a level (201) and listed there, sorted by name', async () => {
    const template = await createTemplate(3, { name: ' Meeting ', code: 'MT', internal: true, is_default: true });
    await createTemplate(3, { name: 'Admin' });
    await createTemplate(2, { name: 'Phase' });
    const levels = (await firm.admin.get('/v1/dimension_levels')).json().data;
    expect(template).toMatchObject({ name: 'Meeting', code: 'MT', internal: true, is_default: true, dimension_level_id: levels[2].id, level: 3, status: 'active' });
    const list = await (await firm.member('user')).get('/v1/dimension_levels/3/templates');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((t: { name: string }) => t.name)).toEqual(['Admin', 'Meeting']);
    expect(list.json().meta.pagination).toMatchObject({ total: 2, per_page: 20 });
  });

  it('are updated, archived, restored and deleted for good', async () => {
    const template = await createTemplate(1, { name: 'Standard project' });
    const url = `/v1/dimension_levels/1/templates/${template.id}`;
    const updated = await firm.admin.put(url, { name: 'Standard', code: 'STD' });
    expect(updated.json().data).toMatchObject({ name: 'Standard', code: 'STD', internal: false });
    expect((await firm.admin.delete(url)).json().data).toMatchObject({ status: 'archived', deleted_at: expect.any(String) });
    expect((await firm.admin.get('/v1/dimension_levels/1/templates')).json().data).toEqual([]);
    expect((await firm.admin.get('/v1/dimension_levels/1/templates?status=eq:archived')).json().data).toHaveLength(1);
    expect((await firm.admin.patch(url)).json().data).toMatchObject({ status: 'active', deleted_at: null });
    expect((await firm.admin.request({ method: 'DELETE', url: `${url}?force=true` })).statusCode).toBe(204);
    expect((await firm.admin.patch(url)).statusCode).toBe(404);
  });

  it('are refused without a name (422), to non-administrators (403) and without a session (401)', async () => {
    const invalid = await firm.admin.post('/v1/dimension_levels/1/templates', { name: ' ', code: 'X' });
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', errors: { name: [expect.any(String)] } });
    const template = await createTemplate(1, { name: 'Guarded' });
    const user = await firm.member('user');
    for (const response of [
      await user.post('/v1/dimension_levels/1/templates', { name: 'Mine' }),
      await user.put(`/v1/dimension_levels/1/templates/${template.id}`, { name: 'Mine' }),
      await user.delete(`/v1/dimension_levels/1/templates/${template.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect((await (await anonymous(test.app)).get('/v1/dimension_levels/1/templates')).statusCode).toBe(401);
  });

  it("are not found under another level or in another organisation (404)", async () => {
    const template = await createTemplate(2, { name: 'Hidden' });
    expect((await firm.admin.put(`/v1/dimension_levels/3/templates/${template.id}`, { name: 'X' })).statusCode).toBe(404);
    const other = await createTestOrganisation(test, 'Other firm');
    expect((await other.admin.put(`/v1/dimension_levels/2/templates/${template.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await other.admin.get('/v1/dimension_levels/2/templates')).json().data).toEqual([]);
  });
});
