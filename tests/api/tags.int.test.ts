import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_TYPES, tagStream } from '../../domain/tags/index.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
beforeAll(async () => {
  test = await startTestPortal();
});
afterAll(async () => test.close());

async function contactOf(session: Session, name: string): Promise<string> {
  const response = await session.post('/v1/contacts', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function createTag(session: Session, body: Record<string, unknown>) {
  const response = await session.post('/v1/tags', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; value: string; status: string };
}

describe('tags: create, read, change, delete and restore', () => {
  let firm: Organisation;
  let acme: string;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    acme = await contactOf(firm.admin, 'Acme');
  });

  it('creates a general permanent tag (201) with its reference normalised, shows it on the next read, and records TagCreated', async () => {
    const response = await firm.admin.post('/v1/tags', { type: 'url', value: 'https://www.Acme.nl/Projects/', contact_id: acme });

    expect(response.statusCode, response.body).toBe(201);
    const tag = response.json().data;
    expect(tag).toMatchObject({
      user_id: null,
      scope: 'general',
      type: 'url',
      value: 'acme.nl/Projects',
      status: 'contact',
      contact_id: acme,
      internal: false,
      ignored: false,
      nature: 'tag',
      forced: false,
      locked: false,
      is_deleted: false,
      deleted_at: null,
    });
    expect((await firm.admin.get(`/v1/tags/${tag.id}`)).json()).toEqual({ data: tag });
    const events = await test.portal.deps.store.readStream(tagStream(tag.id));
    expect(events.map((event) => event.type)).toEqual(['TagCreated']);
    expect(events[0]?.metadata).toMatchObject({ client_id: firm.clientId, request: response.headers['x-request-reference'] });
  });

  it('refuses a reference that is no reference of its type, naming the field', async () => {
    for (const [type, value, message] of [
      ['email', 'jan.acme.nl', 'Not a valid email address.'],
      ['phone', '12', 'Not a valid phone number.'],
      ['url', 'not a url', 'Not a valid web address.'],
    ]) {
      const response = await firm.admin.post('/v1/tags', { type, value, internal: true });
      expect(response.statusCode, `${type} ${value}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { value: [message] } });
    }
  });

  it('answers any value of any type with a tag or a refusal, never a server error', async () => {
    const value = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.webUrl(), fc.constantFrom('file:///a%00b/c', '\\\\x', '+31 6 1234 5678', 'a@b.c'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REFERENCE_TYPES), value, async (type, text) => {
        const response = await firm.admin.post('/v1/tags', { type, value: text, internal: true });
        expect([200, 201, 409, 422], `${type} ${JSON.stringify(text)}: ${response.body}`).toContain(response.statusCode);
      }),
      { numRuns: 60, seed: 20260302 },
    );
  });

  it('refuses a tag without a target, or with two', async () => {
    const none = await firm.admin.post('/v1/tags', { type: 'email', value: 'a@acme.nl', internal: false });
    expect(none.json()).toMatchObject({ code: 'validation_failed', errors: { contact_id: [expect.any(String)] } });
    const two = await firm.admin.post('/v1/tags', { type: 'email', value: 'a@acme.nl', internal: true, ignored: true });
    expect(two.json()).toMatchObject({ code: 'validation_failed', errors: { ignored: [expect.any(String)] } });
  });

  it("answers 404 for another firm's contact, and nothing is tagged to it", async () => {
    const other = await createTestOrganisation(test, 'Other firm');
    const theirs = await contactOf(other.admin, 'Theirs');
    const response = await firm.admin.post('/v1/tags', { type: 'email', value: 'x@theirs.nl', contact_id: theirs });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('model_not_found');
    expect((await firm.admin.get('/v1/tags?value=eq:x@theirs.nl')).json().data).toEqual([]);
  });

  it('makes one tag of two racing creates of the same reference, and answers it to both', async () => {
    const body = { type: 'email_domain', value: 'race.nl', contact_id: acme };
    const [first, second] = await Promise.all([firm.admin.post('/v1/tags', body), firm.admin.post('/v1/tags', { ...body, value: '@RACE.nl' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data).toEqual(second.json().data);
    const listed = await firm.admin.get('/v1/tags?type=eq:email_domain&value=eq:race.nl');
    expect(listed.json().data).toHaveLength(1);
    expect(await test.portal.deps.store.readStream(tagStream(first.json().data.id))).toHaveLength(1);
  });

  it('refuses a create of a reference that has a tag saying something else (409 tag_exists)', async () => {
    await createTag(firm.admin, { type: 'email_domain', value: 'taken.nl', contact_id: acme });
    const response = await firm.admin.post('/v1/tags', { type: 'email_domain', value: 'taken.nl', ignored: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('tag_exists');
  });

  it('changes the target and nature with PUT, taking the whole record back, and keeps the reference', async () => {
    const tag = await createTag(firm.admin, { type: 'company', value: '  Acme   Holding ', contact_id: acme });
    const record = (await firm.admin.get(`/v1/tags/${tag.id}`)).json().data;
    const response = await firm.admin.put(`/v1/tags/${tag.id}`, { ...record, contact_id: null, internal: true, nature: 'log', value: 'ignored.nl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ value: 'Acme Holding', status: 'internal', internal: true, contact_id: null, nature: 'log' });
  });

  it('deletes a tag (it stays, deleted, out of the default list) and restores it', async () => {
    const tag = await createTag(firm.admin, { type: 'process', value: 'WINWORD.EXE', ignored: true });
    const deleted = await firm.admin.delete(`/v1/tags/${tag.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({ value: 'winword', is_deleted: true, deleted_at: expect.any(String) });
    expect((await firm.admin.get('/v1/tags?type=eq:process&value=eeq:winword')).json().data).toEqual([]);
    expect((await firm.admin.get('/v1/tags?type=eq:process&value=eeq:winword&is_deleted=bool:true')).json().data).toHaveLength(1);
    const restored = await firm.admin.patch(`/v1/tags/${tag.id}`);
    expect(restored.json().data).toMatchObject({ is_deleted: false, deleted_at: null });
  });
});

describe('personal tags', () => {
  let firm: Organisation;
  let acme: string;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    acme = await contactOf(firm.admin, 'Acme');
  });

  it("are their owner's alone: another person, administrators included, neither lists nor reads them", async () => {
    const jan = await firm.member('user');
    const mine = await createTag(jan, { type: 'email', value: 'private@acme.nl', internal: true, scope: 'personal' });
    expect((await jan.get('/v1/tags?scope=eq:personal')).json().data.map((tag: { id: string }) => tag.id)).toEqual([mine.id]);
    expect((await firm.admin.get('/v1/tags?scope=eq:personal')).json().data).toEqual([]);
    expect((await firm.admin.get(`/v1/tags/${mine.id}`)).statusCode).toBe(404);
    expect((await firm.admin.delete(`/v1/tags/${mine.id}`)).statusCode).toBe(404);
  });

  it('personalize a general tag: your own tag of its reference, created and then changed, leaving the general one as it was', async () => {
    const jan = await firm.member('user');
    const general = await createTag(firm.admin, { type: 'email_domain', value: 'shared.nl', contact_id: acme });
    const first = await jan.put(`/v1/tags/${general.id}/personalize`, { ignored: true });
    expect(first.statusCode, first.body).toBe(200);
    const personal = first.json().data;
    expect(personal).toMatchObject({ scope: 'personal', type: 'email_domain', value: 'shared.nl', status: 'ignored', nature: 'tag' });
    expect(personal.id).not.toBe(general.id);

    const again = await jan.put(`/v1/tags/${general.id}/personalize`, { internal: true });
    expect(again.json().data).toMatchObject({ id: personal.id, status: 'internal' });
    expect((await jan.get(`/v1/tags/${general.id}`)).json().data).toMatchObject({ status: 'contact', contact_id: acme });
    const personalOfOther = await (await firm.member('user')).get(`/v1/tags/${personal.id}`);
    expect(personalOfOther.statusCode).toBe(404);

    const ofPersonal = await jan.put(`/v1/tags/${personal.id}/personalize`, { internal: true });
    expect(ofPersonal.json()).toMatchObject({ code: 'validation_failed', errors: { scope: [expect.any(String)] } });
  });
});
