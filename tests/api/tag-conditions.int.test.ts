import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
beforeAll(async () => {
  test = await startTestPortal();
});
afterAll(async () => test.close());

describe('tag conditions', () => {
  let firm: Organisation;
  let acme: string;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    acme = (await firm.admin.post('/v1/contacts', { name: 'Acme' })).json().data.id;
  });

  it('are for administrators only: anyone else gets 403 on every call', async () => {
    const person = await firm.member('user');
    const manager = await firm.member('manager');
    for (const session of [person, manager]) {
      expect((await session.get('/v1/tag_conditions')).statusCode).toBe(403);
      const response = await session.post('/v1/tag_conditions', { type: 'process', value: 'excel', internal: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await firm.admin.get('/v1/tag_conditions?value=eq:excel')).json().data).toEqual([]);
  });

  it('make a forced general tag of their source, which nobody changes, deletes or personalizes by hand', async () => {
    const response = await firm.admin.post('/v1/tag_conditions', { type: 'url', value: 'https://www.acme.nl/', contact_id: acme });
    expect(response.statusCode, response.body).toBe(201);
    const condition = response.json().data;
    expect(condition).toMatchObject({ type: 'url', value: 'acme.nl', status: 'contact', contact_id: acme, forced: true });
    expect((await firm.admin.post('/v1/tag_conditions', { type: 'url', value: 'acme.nl', contact_id: acme })).statusCode, 'the same again').toBe(200);
    const other = await firm.admin.post('/v1/tag_conditions', { type: 'url', value: 'acme.nl', internal: true });
    expect(other.json()).toMatchObject({ code: 'validation_failed', errors: { value: [expect.any(String)] } });

    const tag = (await firm.admin.get(`/v1/tags/${condition.tag_id}`)).json().data;
    expect(tag).toMatchObject({ scope: 'general', type: 'url', value: 'acme.nl', contact_id: acme, forced: true, nature: 'tag', is_deleted: false });
    const person = await firm.member('user');
    for (const session of [firm.admin, person]) {
      expect((await session.put(`/v1/tags/${tag.id}`, { internal: true })).json()).toMatchObject({ code: 'tag_forced' });
      expect((await session.delete(`/v1/tags/${tag.id}`)).json()).toMatchObject({ code: 'tag_forced' });
      expect((await session.put(`/v1/tags/${tag.id}/personalize`, { internal: true })).json()).toMatchObject({ code: 'tag_forced' });
    }
    expect((await firm.admin.get(`/v1/tags/${tag.id}`)).json().data).toEqual(tag);
  });

  it('change their tag with them, take over a tag made by hand, and release it when no longer forced', async () => {
    const handMade = (await firm.admin.post('/v1/tags', { type: 'process', value: 'WINWORD.EXE', ignored: true })).json().data;
    const created = (await firm.admin.post('/v1/tag_conditions', { type: 'process', value: 'winword', internal: true })).json().data;
    expect(created.tag_id).toBe(handMade.id);
    expect((await firm.admin.get(`/v1/tags/${handMade.id}`)).json().data).toMatchObject({ internal: true, ignored: false, forced: true });

    const changed = await firm.admin.put(`/v1/tag_conditions/${created.id}`, { contact_id: acme, forced: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ status: 'contact', contact_id: acme, forced: false });
    expect((await firm.admin.get(`/v1/tags/${handMade.id}`)).json().data).toMatchObject({ contact_id: acme, internal: false, forced: false });
    expect((await firm.admin.get('/v1/tag_conditions?forced=bool:false')).json().data.map((row: { id: string }) => row.id)).toEqual([created.id]);

    const forcedAgain = await firm.admin.put(`/v1/tag_conditions/${created.id}`, { forced: true });
    expect(forcedAgain.json().data, 'what it is for is kept when not named').toMatchObject({ contact_id: acme, forced: true });
    expect((await firm.admin.get(`/v1/tags/${handMade.id}`)).json().data).toMatchObject({ contact_id: acme, forced: true });
  });

  it('remove their tag when removed; the source can have a condition again', async () => {
    const condition = (await firm.admin.post('/v1/tag_conditions', { type: 'process', value: 'excel', internal: true })).json().data;
    const removed = await firm.admin.delete(`/v1/tag_conditions/${condition.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ id: condition.id, value: 'excel' });
    expect((await firm.admin.get(`/v1/tag_conditions/${condition.id}`)).statusCode).toBe(404);
    expect((await firm.admin.get(`/v1/tags/${condition.tag_id}`)).json().data).toMatchObject({ is_deleted: true });
    expect((await firm.admin.post('/v1/tag_conditions', { type: 'process', value: 'excel', internal: true })).statusCode).toBe(201);
    expect((await firm.admin.get(`/v1/tags/${condition.tag_id}`)).json().data).toMatchObject({ is_deleted: false, forced: true });
  });

  it("refuse another firm's contact (404) and another firm's condition (404), and list 20 a page", async () => {
    const elsewhere = await createTestOrganisation(test, 'Other firm');
    const theirs = (await elsewhere.admin.post('/v1/contacts', { name: 'Hun klant' })).json().data.id;
    expect((await firm.admin.post('/v1/tag_conditions', { type: 'process', value: 'teams', contact_id: theirs })).statusCode).toBe(404);
    const theirCondition = (await elsewhere.admin.post('/v1/tag_conditions', { type: 'process', value: 'teams', internal: true })).json().data;
    expect((await firm.admin.get(`/v1/tag_conditions/${theirCondition.id}`)).statusCode).toBe(404);
    expect((await firm.admin.delete(`/v1/tag_conditions/${theirCondition.id}`)).statusCode).toBe(404);
    for (let index = 0; index < 21; index++) await elsewhere.admin.post('/v1/tag_conditions', { type: 'default', value: `web:site-${index}`, internal: true });
    const page = await elsewhere.admin.get('/v1/tag_conditions');
    expect(page.json().data).toHaveLength(20);
  });
});
