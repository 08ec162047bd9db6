import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
});
afterAll(async () => test.close());

type Dimension = { id: string; name: string; code: string | null; formatted_name: string; contact_id: string | null; children?: string[]; status: string };

async function create(session: Session, level: number | string, fields: Record<string, unknown>): Promise<Dimension> {
  const response = await session.post(`/v1/dimension_levels/${level}/dimensions`, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('dimensions: create, read, update, archive, restore and delete', () => {
  it('creates a project (201) with trimmed fields and a formatted name, readable by every user', async () => {
    const response = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: ' Audit 2026 ', code: ' AUD ', internal: true });
    expect(response.statusCode, response.body).toBe(201);
    const project = response.json().data;
    const levels = (await firm.admin.get('/v1/dimension_levels')).json().data;
    expect(project).toMatchObject({
      name: 'Audit 2026',
      code: 'AUD',
      formatted_name: 'AUD Audit 2026',
      parent_id: null,
      dimension_level_id: levels[0].id,
      level: 1,
      internal: true,
      is_default: false,
      contact_id: null,
      status: 'active',
      is_deleted: false,
      deleted_at: null,
      children: [],
    });
    const user = await firm.member('user');
    const read = await user.get(`/v1/dimension_levels/${levels[0].id}/dimensions/${project.id}`);
    expect([read.statusCode, read.json().data.id]).toEqual([200, project.id]);
  });

  it('builds the tree: subprojects under a project, working codes under a subproject or free', async () => {
    const project = await create(firm.admin, 1, { name: 'Tax' });
    const sub = await create(firm.admin, 2, { name: 'Returns', parent_id: project.id });
    const code = await create(firm.admin, 3, { name: 'Review', parent_id: sub.id });
    const free = await create(firm.admin, 3, { name: 'Travel' });
    expect((await firm.admin.get(`/v1/dimension_levels/1/dimensions/${project.id}`)).json().data.children).toEqual([sub.id]);
    expect((await firm.admin.get(`/v1/dimension_levels/2/dimensions/${sub.id}`)).json().data).toMatchObject({ parent_id: project.id, children: [code.id] });
    expect(free).toMatchObject({ parent_id: null, level: 3 });
  });

  it('refuses a parent against the tree rules with a field error (422)', async () => {
    const project = await create(firm.admin, 1, { name: 'Advice' });
    const sub = await create(firm.admin, 2, { name: 'Phase 1', parent_id: project.id });
    const cases: Array<[number, string | null]> = [[1, project.id], [2, null], [2, sub.id], [2, crypto.randomUUID()], [3, project.id]];
    for (const [level, parent_id] of cases) {
      const response = await firm.admin.post(`/v1/dimension_levels/${level}/dimensions`, { name: 'Wrong', parent_id });
      expect(response.statusCode, `${level} ${parent_id}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { parent_id: [expect.any(String)] } });
    }
  });

  it('refuses a code another dimension of the level has, whatever its case (422 duplicate_dimension_code)', async () => {
    await create(firm.admin, 1, { name: 'Payroll', code: 'PAY-1' });
    const duplicate = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Payroll 2', code: 'pay-1' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({ code: 'duplicate_dimension_code', errors: { code: ['Another project already has the code pay-1.'] } });
    await create(firm.admin, 3, { name: 'Payroll work', code: 'PAY-1' });
  });

  it('keeps codes unique when requests race: exactly one of them gets the code', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => firm.admin.post('/v1/dimension_levels/1/dimensions', { name: `Racer ${i}`, code: 'RACE' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(7).fill(422)]);
    const listed = (await firm.admin.get('/v1/dimension_levels/1/dimensions?code=eq:race')).json().data;
    expect(listed).toHaveLength(1);
  });

  it('checks name, code, ids and the contact (422 validation_failed)', async () => {
    const cases = [{}, { name: '' }, { name: 'x'.repeat(256) }, { name: 'Ok', code: 'c'.repeat(51) }, { name: 'Ok', internal: 'yes' }, { name: 'Ok', parent_id: 'nope' }, { name: 'Ok', colour: 'red' }];
    for (const body of cases) {
      const response = await firm.admin.post('/v1/dimension_levels/1/dimensions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().code).toBe('validation_failed');
    }
    const noContact = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Ok', contact_id: crypto.randomUUID() });
    expect(noContact.json()).toMatchObject({ code: 'validation_failed', errors: { contact_id: ['This contact does not exist.'] } });
    const contact = (await firm.admin.post('/v1/contacts', { name: 'Bakkerij' })).json().data;
    expect((await create(firm.admin, 1, { name: 'Bakery project', contact_id: contact.id })).contact_id).toBe(contact.id);
    expect((await firm.admin.post('/v1/dimension_levels/9/dimensions', { name: 'Ok' })).statusCode).toBe(422);
  });

  it('updates with PUT, archives with DELETE (answering it), restores with PATCH and deletes for good with force=true', async () => {
    const project = await create(firm.admin, 1, { name: 'Lifecycle', code: 'LC' });
    const url = `/v1/dimension_levels/1/dimensions/${project.id}`;
    const updated = await firm.admin.put(url, { name: 'Lifecycle 2', code: 'LC2', is_default: true });
    expect([updated.statusCode, updated.json().data.formatted_name, updated.json().data.is_default]).toEqual([200, 'LC2 Lifecycle 2', true]);

    const archived = await firm.admin.delete(url);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ status: 'archived', is_deleted: true, deleted_at: expect.any(String) });
    const active = (await firm.admin.get('/v1/dimension_levels/1/dimensions?limit=1000')).json().data.map((d: Dimension) => d.id);
    expect(active).not.toContain(project.id);

    const restored = await firm.admin.patch(url);
    expect(restored.json().data).toMatchObject({ status: 'active', deleted_at: null });

    const gone = await firm.admin.request({ method: 'DELETE', url: `${url}?force=true` });
    expect(gone.statusCode).toBe(204);
    expect((await firm.admin.get(url)).statusCode).toBe(404);
    expect((await firm.admin.put(url, { name: 'Back' })).statusCode).toBe(404);
  });

  it('keeps a dimension with children from being deleted for good, but lets it be archived', async () => {
    const project = await create(firm.admin, 1, { name: 'Parent' });
    await create(firm.admin, 2, { name: 'Child', parent_id: project.id });
    const refused = await firm.admin.request({ method: 'DELETE', url: `/v1/dimension_levels/1/dimensions/${project.id}?force=true` });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'validation_failed']);
    expect((await firm.admin.delete(`/v1/dimension_levels/1/dimensions/${project.id}`)).statusCode).toBe(200);
  });

  it('does not find a dimension under another level (404)', async () => {
    const project = await create(firm.admin, 1, { name: 'Elsewhere' });
    for (const response of [
      await firm.admin.get(`/v1/dimension_levels/2/dimensions/${project.id}`),
      await firm.admin.put(`/v1/dimension_levels/2/dimensions/${project.id}`, { name: 'X' }),
      await firm.admin.delete(`/v1/dimension_levels/3/dimensions/${project.id}`),
      await firm.admin.get(`/v1/dimension_levels/1/dimensions/${crypto.randomUUID()}`),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'model_not_found']);
    }
  });
});

describe('dimensions: who may do what', () => {
  it('lets users and managers read but not write (403), and nobody without a session (401)', async () => {
    const project = await create(firm.admin, 1, { name: 'Guarded' });
    const url = `/v1/dimension_levels/1/dimensions/${project.id}`;
    for (const role of ['user', 'manager'] as const) {
      const member = await firm.member(role);
      expect((await member.get('/v1/dimension_levels/1/dimensions')).statusCode).toBe(200);
      for (const response of [
        await member.post('/v1/dimension_levels/1/dimensions', { name: 'Mine' }),
        await member.put(url, { name: 'Mine' }),
        await member.delete(url),
        await member.patch(url),
      ]) {
        expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
      }
    }
    const stranger = await anonymous(test.app);
    expect((await stranger.get('/v1/dimension_levels/1/dimensions')).statusCode).toBe(401);
    expect((await stranger.post('/v1/dimension_levels/1/dimensions', { name: 'X' })).statusCode).toBe(401);
    expect((await firm.admin.get(url)).json().data.name).toBe('Guarded');
  });

  it("never shows or changes another organisation's dimensions (404)", async () => {
    const project = await create(firm.admin, 1, { name: 'Ours', code: 'OURS' });
    const other = await createTestOrganisation(test, 'Other firm');
    const url = `/v1/dimension_levels/1/dimensions/${project.id}`;
    for (const response of [await other.admin.get(url), await other.admin.put(url, { name: 'Theirs' }), await other.admin.delete(url), await other.admin.patch(url)]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await other.admin.get('/v1/dimension_levels/1/dimensions')).json().data).toEqual([]);
    // Codes are unique per organisation only.
    await create(other.admin, 1, { name: 'Theirs', code: 'OURS' });
    const sub = await other.admin.post('/v1/dimension_levels/2/dimensions', { name: 'Under ours', parent_id: project.id });
    expect(sub.statusCode).toBe(422);
    expect((await firm.admin.get(url)).json().data.name).toBe('Ours');
  });
});
