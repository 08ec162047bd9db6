import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactStream } from '../../domain/contacts/index.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let test: TestPortal;
beforeAll(async () => {
  test = await startTestPortal();
});
afterAll(async () => test.close());

/** The organisation's contact events, oldest first. */
async function contactEvents(firm: Organisation, contactId?: string): Promise<RecordedEvent[]> {
  const events = await test.portal.deps.store.readStream(contactStream(firm.clientId));
  return contactId ? events.filter((event) => event.data.contact_id === contactId) : events;
}

async function userIdOf(firm: Organisation): Promise<string> {
  return (await firm.admin.get('/v1/users/self')).json().data.id;
}

/** The event says who did it, for which organisation, in which request. */
function expectRecordedBy(event: RecordedEvent | undefined, firm: Organisation, userId: string, response: LightMyRequestResponse) {
  expect(response.headers['x-request-reference']).toMatch(/^req_/);
  expect(event?.metadata).toMatchObject({ user_id: userId, client_id: firm.clientId, request: response.headers['x-request-reference'] });
}

async function create(firm: Organisation, fields: Record<string, unknown>) {
  const response = await firm.admin.post('/v1/contacts', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string; code: string | null; created_at: string };
}

describe('contacts: create, read, update, archive, restore and delete', () => {
  let firm: Organisation;
  let userId: string;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    userId = await userIdOf(firm);
  });

  it('creates a contact (201) with trimmed fields, shows it on the next read and in the list, and records ContactCreated', async () => {
    const response = await firm.admin.post('/v1/contacts', { name: '  Acme Consulting ', code: ' AC-1 ', type: 'partner' });

    expect(response.statusCode).toBe(201);
    const contact = response.json().data;
    expect(contact).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'Acme Consulting',
      formatted_name: 'AC-1 Acme Consulting',
      code: 'AC-1',
      type: 'partner',
      partner: true,
      status: 'active',
      is_deleted: false,
      deleted_at: null,
    });
    expect(contact.updated_at).toBe(contact.created_at);
    expect((await firm.admin.get(`/v1/contacts/${contact.id}`)).json()).toEqual({ data: contact });
    expect((await firm.admin.get('/v1/contacts?code=eeq:AC-1')).json().data).toEqual([contact]);

    const events = await contactEvents(firm, contact.id);
    expect(events.map((event) => event.type)).toEqual(['ContactCreated']);
    expect(events[0]?.data).toEqual({ contact_id: contact.id, name: 'Acme Consulting', code: 'AC-1', type: 'partner', at: contact.created_at });
    expectRecordedBy(events[0], firm, userId, response);
  });

  it('creates a regular contact without a code when the code is missing or blank', async () => {
    const missing = await create(firm, { name: 'No Code Ltd' });
    const blank = await create(firm, { name: 'Blank Code Ltd', code: '   ' });
    for (const contact of [missing, blank]) {
      expect(contact).toMatchObject({ code: null, type: 'regular', partner: false, formatted_name: contact.name });
    }
  });

  it('changes name, code and type with PUT, visible on the next read, and records ContactUpdated; an unchanged PUT records nothing', async () => {
    const contact = await create(firm, { name: 'Before BV', code: 'BEF' });

    const response = await firm.admin.put(`/v1/contacts/${contact.id}`, { name: 'After BV', code: 'AFT', type: 'partner' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: contact.id, name: 'After BV', code: 'AFT', type: 'partner', created_at: contact.created_at });
    expect((await firm.admin.get(`/v1/contacts/${contact.id}`)).json()).toEqual(response.json());
    expect((await firm.admin.get('/v1/contacts?name=eq:before bv')).json().data).toEqual([]);
    expect((await firm.admin.get('/v1/contacts?name=eq:after bv')).json().data).toEqual([response.json().data]);
    const events = await contactEvents(firm, contact.id);
    expect(events.map((event) => event.type)).toEqual(['ContactCreated', 'ContactUpdated']);
    expect(events[1]?.data).toMatchObject({ name: 'After BV', code: 'AFT', type: 'partner' });
    expectRecordedBy(events[1], firm, userId, response);

    const again = await firm.admin.put(`/v1/contacts/${contact.id}`, { name: 'After BV', code: 'AFT', type: 'partner' });
    expect(again.statusCode).toBe(200);
    expect(await contactEvents(firm, contact.id)).toHaveLength(2);
  });

  it('archives with DELETE: answers the archived contact, hides it from the default list, still shows it by id, and records ContactArchived', async () => {
    const contact = await create(firm, { name: 'Archive Me', code: 'ARC' });

    const response = await firm.admin.delete(`/v1/contacts/${contact.id}`);

    expect(response.statusCode).toBe(200);
    const archived = response.json().data;
    expect(archived).toMatchObject({ id: contact.id, status: 'archived', is_deleted: true, deleted_at: expect.any(String) });
    expect(Date.parse(archived.deleted_at)).toBeGreaterThanOrEqual(Date.parse(contact.created_at));
    expect((await firm.admin.get(`/v1/contacts/${contact.id}`)).json().data).toEqual(archived);
    expect((await firm.admin.get('/v1/contacts?q=Archive Me')).json().data).toEqual([]);
    expect((await firm.admin.get('/v1/contacts?q=Archive Me&status=in:active,archived')).json().data).toEqual([archived]);
    expect((await firm.admin.get('/v1/contacts?q=Archive Me&status=eq:archived')).json().data).toEqual([archived]);
    const events = await contactEvents(firm, contact.id);
    expect(events.map((event) => event.type)).toEqual(['ContactCreated', 'ContactArchived']);
    expectRecordedBy(events[1], firm, userId, response);
  });

  it('restores with PATCH: active again, back in the default list, and records ContactRestored', async () => {
    const contact = await create(firm, { name: 'Restore Me' });
    await firm.admin.delete(`/v1/contacts/${contact.id}`);

    const response = await firm.admin.patch(`/v1/contacts/${contact.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: contact.id, status: 'active', is_deleted: false, deleted_at: null });
    expect((await firm.admin.get(`/v1/contacts/${contact.id}`)).json()).toEqual(response.json());
    expect((await firm.admin.get('/v1/contacts?q=Restore Me')).json().data).toEqual([response.json().data]);
    const events = await contactEvents(firm, contact.id);
    expect(events.map((event) => event.type)).toEqual(['ContactCreated', 'ContactArchived', 'ContactRestored']);
    expectRecordedBy(events[2], firm, userId, response);
  });

  it('lets employees add and edit contacts but leaves archiving, restoring and deleting them to administrators (403 forbidden, nothing recorded)', async () => {
    const employee = await firm.member('user');
    const created = await employee.post('/v1/contacts', { name: 'Firm-wide BV' });
    expect(created.statusCode).toBe(201);
    const contact = created.json().data as { id: string };
    expect((await employee.put(`/v1/contacts/${contact.id}`, { name: 'Firm-wide Holding BV' })).statusCode).toBe(200);

    for (const refused of [await employee.delete(`/v1/contacts/${contact.id}`), await employee.delete(`/v1/contacts/${contact.id}?force=true`), await employee.patch(`/v1/contacts/${contact.id}`)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
    }
    expect((await contactEvents(firm, contact.id)).map((event) => event.type)).toEqual(['ContactCreated', 'ContactUpdated']);
  });

  it('deletes for good with DELETE ?force=true: 204, then 404 model_not_found everywhere, gone from every list, and records ContactDeleted', async () => {
    const contact = await create(firm, { name: 'Delete Me', code: 'DEL' });

    const response = await firm.admin.delete(`/v1/contacts/${contact.id}?force=true`);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const gone of [
      await firm.admin.get(`/v1/contacts/${contact.id}`),
      await firm.admin.put(`/v1/contacts/${contact.id}`, { name: 'Delete Me' }),
      await firm.admin.delete(`/v1/contacts/${contact.id}`),
      await firm.admin.delete(`/v1/contacts/${contact.id}?force=true`),
      await firm.admin.patch(`/v1/contacts/${contact.id}`),
    ]) {
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ status: 404, code: 'model_not_found', reference: gone.headers['x-request-reference'] });
    }
    expect((await firm.admin.get(`/v1/contacts?id=eq:${contact.id}&status=in:active,archived`)).json().data).toEqual([]);
    const events = await contactEvents(firm, contact.id);
    expect(events.map((event) => event.type)).toEqual(['ContactCreated', 'ContactDeleted']);
    expectRecordedBy(events[1], firm, userId, response);
  });

  it('refuses a duplicate code or name (ignoring case and blanks) with 422 and a field error, also against archived contacts, and records nothing', async () => {
    const taken = await create(firm, { name: 'Bakker BV', code: 'BAK' });
    const other = await create(firm, { name: 'Visser BV', code: 'VIS' });
    const before = (await contactEvents(firm)).length;

    const attempts = [
      [await firm.admin.post('/v1/contacts', { name: 'Someone Else', code: ' bak ' }), 'duplicate_contact_code', 'code'],
      [await firm.admin.post('/v1/contacts', { name: ' BAKKER bv ', code: 'NEW' }), 'duplicate_contact_name', 'name'],
      [await firm.admin.put(`/v1/contacts/${other.id}`, { name: 'Visser BV', code: 'Bak' }), 'duplicate_contact_code', 'code'],
      [await firm.admin.put(`/v1/contacts/${other.id}`, { name: 'bakker bv', code: 'VIS' }), 'duplicate_contact_name', 'name'],
    ] as const;
    await firm.admin.delete(`/v1/contacts/${taken.id}`);
    const againstArchived = await firm.admin.post('/v1/contacts', { name: 'Third BV', code: 'BAK' });

    for (const [response, code, field] of [...attempts, [againstArchived, 'duplicate_contact_code', 'code'] as const]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, code, title: expect.any(String), message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    }
    expect((await contactEvents(firm)).slice(before).map((event) => event.type)).toEqual(['ContactArchived']);
    expect((await firm.admin.get(`/v1/contacts/${other.id}`)).json().data).toMatchObject({ name: 'Visser BV', code: 'VIS' });
  });

  it('frees the code and name of a contact deleted for good', async () => {
    const first = await create(firm, { name: 'Reused Name', code: 'REUSE' });
    await firm.admin.delete(`/v1/contacts/${first.id}?force=true`);

    const second = await create(firm, { name: 'reused name', code: 'reuse' });

    expect(second.id).not.toBe(first.id);
  });

  it('takes the whole record back on PUT and POST (as an edit form sends it), ignoring the fields it answers but does not take', async () => {
    const contact = (await firm.admin.get(`/v1/contacts/${(await create(firm, { name: 'Whole Record', code: 'WHO' })).id}`)).json().data;
    const readOnly = { id: '0b1e8d4c-3f1a-4c55-9d7e-2a6b8f9c0d1e', formatted_name: 'Something else', status: 'archived', is_deleted: true, created_at: '2001-01-01T00:00:00.000Z' };

    const response = await firm.admin.put(`/v1/contacts/${contact.id}`, { ...contact, ...readOnly, name: 'Whole Record BV' });
    const copy = await firm.admin.post('/v1/contacts', { ...contact, ...readOnly, name: 'Copied Record', code: 'COP' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ...contact, name: 'Whole Record BV', formatted_name: 'WHO Whole Record BV', updated_at: expect.any(String) });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ id: expect.not.stringMatching(readOnly.id), name: 'Copied Record', status: 'active', is_deleted: false });
    const events = await contactEvents(firm, contact.id);
    expect(events.map((event) => event.data)).toEqual([expect.anything(), { contact_id: contact.id, name: 'Whole Record BV', code: 'WHO', type: 'regular', at: expect.any(String) }]);
  });

  it('refuses a PUT with an unknown field or without a name (strict body) and changes nothing', async () => {
    const contact = await create(firm, { name: 'Strict Body', code: 'STR' });

    const unknown = await firm.admin.put(`/v1/contacts/${contact.id}`, { name: 'Changed', colour: 'red' });
    const nameless = await firm.admin.put(`/v1/contacts/${contact.id}`, { code: 'CHG' });

    expect([unknown.statusCode, unknown.json().code, Object.keys(unknown.json().errors)]).toEqual([422, 'validation_failed', ['colour']]);
    expect([nameless.statusCode, nameless.json().code, Object.keys(nameless.json().errors)]).toEqual([422, 'validation_failed', ['name']]);
    expect((await firm.admin.get(`/v1/contacts/${contact.id}`)).json().data).toEqual({ ...contact, formatted_name: 'STR Strict Body' });
    expect(await contactEvents(firm, contact.id)).toHaveLength(1);
  });
});

describe('simultaneous creates with one code', () => {
  async function createAtOnce(firm: Organisation, count: number) {
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) => firm.admin.post('/v1/contacts', { name: `Racer ${i}`, code: 'RACE' })),
    );
    return responses.map((response) => [response.statusCode, response.json().code ?? 'created'] as const);
  }

  it.each([2, 20])('of %i requests: exactly one 201, the rest 422 duplicate_contact_code; one contact listed, one ContactCreated', async (count) => {
    const firm = await createTestOrganisation(test);

    const outcomes = await createAtOnce(firm, count);

    expect(outcomes.filter(([status]) => status === 201)).toHaveLength(1);
    expect(outcomes.filter(([status, code]) => status === 422 && code === 'duplicate_contact_code')).toHaveLength(count - 1);
    expect((await firm.admin.get('/v1/contacts?status=in:active,archived')).json().meta.pagination.total).toBe(1);
    expect((await contactEvents(firm)).map((event) => event.type)).toEqual(['ContactCreated']);
  });

  it('twenty simultaneous creates with different codes all succeed and are all listed', async () => {
    const firm = await createTestOrganisation(test);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => firm.admin.post('/v1/contacts', { name: `Parallel ${i}`, code: `P${i}` })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect((await firm.admin.get('/v1/contacts')).json().meta.pagination.total).toBe(20);
    expect(await contactEvents(firm)).toHaveLength(20);
  });
});

describe('organisations see only their own contacts', () => {
  it("answers 404 for another organisation's contact on GET, PUT, DELETE and PATCH, never lists it, and leaves it untouched", async () => {
    const owner = await createTestOrganisation(test, 'Owner firm');
    const stranger = await createTestOrganisation(test, 'Stranger firm');
    const contact = await create(owner, { name: 'Private Client', code: 'PRIV' });

    const attempts = [
      await stranger.admin.get(`/v1/contacts/${contact.id}`),
      await stranger.admin.put(`/v1/contacts/${contact.id}`, { name: 'Hijacked' }),
      await stranger.admin.delete(`/v1/contacts/${contact.id}`),
      await stranger.admin.delete(`/v1/contacts/${contact.id}?force=true`),
      await stranger.admin.patch(`/v1/contacts/${contact.id}`),
    ];

    for (const response of attempts) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'model_not_found']);
    }
    for (const url of [
      '/v1/contacts?status=in:active,archived',
      `/v1/contacts?id=eq:${contact.id}`,
      '/v1/contacts?q=Private',
      `/v1/contacts?filter=${encodeURIComponent(JSON.stringify({ id: [contact.id] }))}`,
    ]) {
      const response = await stranger.admin.get(url);
      expect(response.statusCode).toBe(200);
      const rows = Array.isArray(response.json()) ? response.json() : response.json().data;
      expect(rows).toEqual([]);
    }
    expect((await owner.admin.get(`/v1/contacts/${contact.id}`)).json().data).toMatchObject({ name: 'Private Client', status: 'active' });
    expect((await contactEvents(owner)).map((event) => event.type)).toEqual(['ContactCreated']);
    expect(await contactEvents(stranger)).toEqual([]);
  });

  it('lets another organisation use the same name and code', async () => {
    const first = await createTestOrganisation(test);
    const second = await createTestOrganisation(test);
    await create(first, { name: 'Shared Name', code: 'SAME' });

    const response = await second.admin.post('/v1/contacts', { name: 'Shared Name', code: 'SAME' });

    expect(response.statusCode).toBe(201);
  });
});
