import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
beforeAll(async () => {
  test = await startTestPortal();
});
afterAll(async () => test.close());

type Tag = { id: string; type: string; value: string; scope: string; contact_id: string | null; forced: boolean; is_deleted: boolean };

async function create(session: Session, body: Record<string, unknown>) {
  const response = await session.post('/v1/contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; references: unknown[]; tags: Tag[] };
}

/** The firm's general tags of a reference type, deleted ones included. */
async function generalTags(session: Session, type: string): Promise<Tag[]> {
  const tags: Tag[] = [];
  for (const deleted of ['false', 'true']) {
    const response = await session.get(`/v1/tags?type=eq:${type}&scope=eq:general&is_deleted=bool:${deleted}`);
    expect(response.statusCode, response.body).toBe(200);
    tags.push(...response.json().data);
  }
  return tags;
}

describe('contacts: details and references', () => {
  let firm: Organisation;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
  });

  it('takes location, email, phone and company name, normalised, and answers them with the figures of a new contact', async () => {
    const contact = await create(firm.admin, { name: 'Acme', location: ' Utrecht ', email: 'Info@Acme.NL', phone: '020 123 4567', company_name: 'Acme Holding BV' });
    expect(contact).toMatchObject({
      location: 'Utrecht',
      email: 'info@acme.nl',
      phone: '+31201234567',
      company_name: 'Acme Holding BV',
      references: [],
      tags: [],
      booked_hours: 0,
      productivity: null,
      last_activity: null,
    });
    const renamed = await firm.admin.put(`/v1/contacts/${contact.id}`, { name: 'Acme BV' });
    expect(renamed.json().data, 'details left out are kept').toMatchObject({ name: 'Acme BV', location: 'Utrecht', email: 'info@acme.nl' });
  });

  it("makes each reference a general tag pointing to the contact, changes them with the references, and removes the removed one's", async () => {
    const contact = await create(firm.admin, {
      name: 'Bakkerij',
      references: [
        { type: 'url', value: 'https://www.bakkerij.nl/' },
        { type: 'email_domain', value: '@Bakkerij.nl' },
      ],
    });
    expect(contact.references).toEqual([
      { type: 'url', value: 'bakkerij.nl' },
      { type: 'email_domain', value: 'bakkerij.nl' },
    ]);
    expect(contact.tags.map((tag) => [tag.type, tag.value, tag.is_deleted])).toEqual([
      ['email_domain', 'bakkerij.nl', false],
      ['url', 'bakkerij.nl', false],
    ]);
    const [site] = await generalTags(firm.admin, 'url');
    expect(site).toMatchObject({ value: 'bakkerij.nl', contact_id: contact.id, scope: 'general', nature: 'tag', forced: false });

    const changed = await firm.admin.put(`/v1/contacts/${contact.id}`, { name: 'Bakkerij', references: [{ type: 'url', value: 'bakkerij.nl' }, { type: 'folder', value: 'C:\\Klanten\\Bakkerij\\' }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await generalTags(firm.admin, 'folder')).map((tag) => [tag.value, tag.contact_id])).toEqual([['C:/Klanten/Bakkerij', contact.id]]);
    expect((await generalTags(firm.admin, 'email_domain')).map((tag) => [tag.value, tag.is_deleted])).toEqual([['bakkerij.nl', true]]);
    expect((await generalTags(firm.admin, 'url')).map((tag) => tag.id)).toEqual([site?.id]);

    const again = await firm.admin.put(`/v1/contacts/${contact.id}`, changed.json().data);
    expect(again.json().data, 'sending the contact back changes nothing').toEqual(changed.json().data);
  });

  it('refuses an invalid reference naming its field, and changes nothing', async () => {
    const response = await firm.admin.post('/v1/contacts', {
      name: 'Slagerij',
      references: [
        { type: 'url', value: 'slagerij.nl' },
        { type: 'email', value: 'jan.slagerij.nl' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { 'references.1.value': ['Not a valid email address.'] } });
    const phone = await firm.admin.post('/v1/contacts', { name: 'Slagerij', references: [{ type: 'phone', value: '12' }] });
    expect(phone.json()).toMatchObject({ code: 'validation_failed', errors: { 'references.0.value': ['Not a valid phone number.'] } });
    expect((await firm.admin.get('/v1/contacts?name=eq:Slagerij')).json().data).toEqual([]);
    expect((await generalTags(firm.admin, 'url')).map((tag) => tag.value)).not.toContain('slagerij.nl');
  });

  it("refuses a reference that is another contact's, or whose tag a person pointed elsewhere, naming the field", async () => {
    const first = await create(firm.admin, { name: 'Eerste', references: [{ type: 'email', value: 'jan@eerste.nl' }] });
    const second = await create(firm.admin, { name: 'Tweede' });
    const taken = await firm.admin.put(`/v1/contacts/${second.id}`, { name: 'Tweede', references: [{ type: 'url', value: 'tweede.nl' }, { type: 'email', value: 'JAN@eerste.nl' }] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'validation_failed', errors: { 'references.1.value': ['jan@eerste.nl is already a reference of Eerste.'] } });

    const internal = await firm.admin.post('/v1/tags', { type: 'url', value: 'kantoor.nl', internal: true });
    expect(internal.statusCode).toBe(201);
    const marked = await firm.admin.put(`/v1/contacts/${second.id}`, { name: 'Tweede', references: [{ type: 'url', value: 'kantoor.nl' }] });
    expect(marked.json()).toMatchObject({ code: 'validation_failed', errors: { 'references.0.value': ['kantoor.nl is already a reference of a tag marking it internal.'] } });
    expect((await firm.admin.get(`/v1/contacts/${second.id}`)).json().data.references).toEqual([]);
    expect((await firm.admin.get(`/v1/contacts/${first.id}`)).json().data.tags).toHaveLength(1);
  });

  it("leaves a reference's tag that a person pointed elsewhere when the reference is removed, and never touches personal tags", async () => {
    const contact = await create(firm.admin, { name: 'Drukkerij', references: [{ type: 'url', value: 'drukkerij.nl' }] });
    const other = await create(firm.admin, { name: 'Uitgeverij' });
    const [tag] = (await generalTags(firm.admin, 'url')).filter((candidate) => candidate.value === 'drukkerij.nl');
    expect((await firm.admin.put(`/v1/tags/${tag?.id}`, { contact_id: other.id })).statusCode).toBe(200);
    const personal = await firm.admin.put(`/v1/tags/${tag?.id}/personalize`, { contact_id: contact.id });
    expect(personal.statusCode, personal.body).toBe(200);

    await firm.admin.put(`/v1/contacts/${contact.id}`, { name: 'Drukkerij', references: [] });
    expect((await firm.admin.get(`/v1/tags/${tag?.id}`)).json().data).toMatchObject({ contact_id: other.id, is_deleted: false });
    expect((await firm.admin.get(`/v1/tags/${personal.json().data.id}`)).json().data).toMatchObject({ contact_id: contact.id, is_deleted: false });
  });

  it("deletes a contact's reference tags with the contact", async () => {
    const contact = await create(firm.admin, { name: 'Weg', references: [{ type: 'company_code', value: 'WEG-1' }] });
    expect((await firm.admin.delete(`/v1/contacts/${contact.id}?force=true`)).statusCode).toBe(204);
    expect((await generalTags(firm.admin, 'company_code')).map((tag) => [tag.value, tag.is_deleted])).toEqual([['WEG-1', true]]);
  });

  it("answers another firm's contact with 404, and refuses a tag pointing at it with 404", async () => {
    const elsewhere = await createTestOrganisation(test, 'Other firm');
    const theirs = await create(elsewhere.admin, { name: 'Hun klant' });
    expect((await firm.admin.get(`/v1/contacts/${theirs.id}`)).statusCode).toBe(404);
    expect((await firm.admin.put(`/v1/contacts/${theirs.id}`, { name: 'Mine now', references: [{ type: 'url', value: 'hun.nl' }] })).statusCode).toBe(404);
    const tag = await firm.admin.post('/v1/tags', { type: 'url', value: 'hun.nl', contact_id: theirs.id });
    expect(tag.statusCode).toBe(404);
    expect(tag.json()).toMatchObject({ code: 'model_not_found' });
  });
});
