import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
beforeAll(async () => {
  test = await startTestPortal();
});
afterAll(async () => test.close());

type Field = { id: string; key: string; type: string; applies_to: string; levels: string[]; options: string[] };

async function define(firm: Organisation, define: unknown[]): Promise<Field[]> {
  const response = await firm.admin.post('/v1/rpc/custom_fields', { define });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function activity(session: Session, start = '2026-03-03T09:00:00Z', end = '2026-03-03T09:30:00Z'): Promise<string> {
  const response = await session.post('/v1/activities', { started_at: start, ended_at: end });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

describe('custom fields', () => {
  let firm: Organisation;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    await define(firm, [
      { key: 'hours_budget', name: 'Budget (hours)', type: 'int', applies_to: 'dimension' },
      { key: 'kind', name: 'Kind of work', type: 'select', applies_to: 'activity', options: ['advice', 'audit'] },
      { key: 'follow_up', name: 'Follow up on', type: 'date', applies_to: 'activity' },
      { key: 'billable', name: 'Billable', type: 'boolean', applies_to: 'activity' },
    ]);
  });

  it('are defined by administrators, read by everyone, per target', async () => {
    const person = await firm.member('user');
    const all = await person.post('/v1/rpc/custom_fields');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((field: Field) => field.key).sort()).toEqual(['billable', 'follow_up', 'hours_budget', 'kind']);
    const forDimensions = await person.post('/v1/rpc/dimensions/custom_fields');
    expect(forDimensions.json().data.map((field: Field) => field.key)).toEqual(['hours_budget']);

    const refused = await person.post('/v1/rpc/custom_fields', { define: [{ key: 'mine', name: 'Mine', type: 'string', applies_to: 'activity' }] });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
  });

  it('refuse bad definitions in the catalogue shape: a select without options, a taken key, a changed type', async () => {
    const noOptions = await firm.admin.post('/v1/rpc/custom_fields', { define: [{ key: 'stage', name: 'Stage', type: 'select', applies_to: 'activity' }] });
    expect([noOptions.statusCode, noOptions.json().code, noOptions.json().errors]).toEqual([422, 'validation_failed', { options: [expect.any(String)] }]);
    const taken = await firm.admin.post('/v1/rpc/custom_fields', { define: [{ key: 'kind', name: 'Again', type: 'string', applies_to: 'activity' }] });
    expect([taken.statusCode, taken.json().errors]).toEqual([422, { key: [expect.stringContaining('kind')] }]);
    const badKey = await firm.admin.post('/v1/rpc/custom_fields', { define: [{ key: 'Bad Key', name: 'x', type: 'blob', applies_to: 'activity' }] });
    expect([badKey.statusCode, Object.keys(badKey.json().errors)]).toEqual([422, ['define.0.key']]);
    const badType = await firm.admin.post('/v1/rpc/custom_fields', { define: [{ key: 'x', name: 'x', type: 'money', applies_to: 'activity' }] });
    expect(badType.statusCode).toBe(422);

    const [kind] = (await firm.admin.post('/v1/rpc/custom_fields', { applies_to: 'activity' })).json().data.filter((field: Field) => field.key === 'kind');
    const retyped = await firm.admin.post('/v1/rpc/custom_fields', { define: [{ ...pick(kind), type: 'string' }] });
    expect([retyped.statusCode, retyped.json().code]).toEqual([422, 'validation_failed']);
    const renamed = await firm.admin.post('/v1/rpc/custom_fields', { define: [{ ...pick(kind), name: 'Work', options: ['advice', 'audit', 'tax'] }] });
    expect(renamed.json().data.find((field: Field) => field.id === kind.id)).toMatchObject({ name: 'Work', options: ['advice', 'audit', 'tax'] });
  });

  it('keep values on dimensions, checked by type', async () => {
    const created = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Annual accounts', customfields: { hours_budget: '40' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.customfields).toEqual({ hours_budget: 40 });
    const id = created.json().data.id;

    const bad = await firm.admin.put(`/v1/dimension_levels/1/dimensions/${id}`, { name: 'Annual accounts', customfields: { hours_budget: 'abc', kind: 'advice' } });
    expect([bad.statusCode, bad.json().code, bad.json().errors]).toEqual([
      422,
      'validation_failed',
      { 'customfields.hours_budget': ['Not a whole number.'], 'customfields.kind': ['No custom field has this key here.'] },
    ]);
    const kept = await firm.admin.put(`/v1/dimension_levels/1/dimensions/${id}`, { name: 'Year-end accounts' });
    expect(kept.json().data).toMatchObject({ name: 'Year-end accounts', customfields: { hours_budget: 40 } });
    const cleared = await firm.admin.put(`/v1/dimension_levels/1/dimensions/${id}`, { name: 'Year-end accounts', customfields: { hours_budget: null } });
    expect(cleared.json().data.customfields).toEqual({});
  });

  it('keep values only on the dimension levels a field targets, which an administrator picks and may change', async () => {
    const all = (await firm.admin.post('/v1/rpc/custom_fields', { applies_to: 'dimension' })).json().data;
    expect(all.find((field: Field) => field.key === 'hours_budget')).toMatchObject({ levels: ['project', 'subproject', 'working_code'] });
    const [feeCode] = await define(firm, [{ key: 'fee_code', name: 'Fee code', type: 'string', applies_to: 'dimension', levels: ['working_code'] }]).then((fields) => fields.filter((field) => field.key === 'fee_code'));
    expect(feeCode).toMatchObject({ levels: ['working_code'] });

    const onProject = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Payroll', customfields: { fee_code: 'F-12' } });
    expect([onProject.statusCode, onProject.json().code, onProject.json().errors]).toEqual([422, 'validation_failed', { 'customfields.fee_code': ['This field is not kept on this dimension level.'] }]);
    const onWorkingCode = await firm.admin.post('/v1/dimension_levels/3/dimensions', { name: 'Advice', customfields: { fee_code: 'F-12' } });
    expect([onWorkingCode.statusCode, onWorkingCode.json().data?.customfields]).toEqual([201, { fee_code: 'F-12' }]);

    const fee = (levels: string[]) => ({ id: feeCode?.id, key: 'fee_code', name: 'Fee code', type: 'string', applies_to: 'dimension', levels });
    const none = await firm.admin.post('/v1/rpc/custom_fields', { define: [fee([])] });
    expect([none.statusCode, none.json().code, Object.keys(none.json().errors)]).toEqual([422, 'validation_failed', ['levels']]);
    const widened = await define(firm, [fee(['project', 'working_code'])]);
    expect(widened.find((field) => field.key === 'fee_code')).toMatchObject({ levels: ['project', 'working_code'] });
    expect((await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Payroll', customfields: { fee_code: 'F-12' } })).statusCode).toBe(201);
  });

  it('keep values on activities, checked by type, all bad values refused at once', async () => {
    const person = await firm.member('user');
    const id = await activity(person);
    const set = await person.put(`/v1/activities/${id}`, { customfields: { kind: 'audit', follow_up: '2026-04-01', billable: true } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.customfields).toEqual({ kind: 'audit', follow_up: '2026-04-01', billable: true });
    expect((await person.get(`/v1/activities/${id}`)).json().data.customfields).toEqual({ kind: 'audit', follow_up: '2026-04-01', billable: true });

    const bad = await person.put(`/v1/activities/${id}`, { customfields: { kind: 'payroll', follow_up: '2026-02-30' } });
    expect([bad.statusCode, bad.json().code, bad.json().errors]).toEqual([
      422,
      'validation_failed',
      { 'customfields.kind': [expect.stringContaining('Not one of the options')], 'customfields.follow_up': ['Not a valid date (YYYY-MM-DD).'] },
    ]);
    const wrongShape = await person.put(`/v1/activities/${id}`, { customfields: { kind: { nested: true } } });
    expect(wrongShape.statusCode).toBe(422);
    expect((await person.get(`/v1/activities/${id}`)).json().data.customfields, 'nothing changed').toEqual({ kind: 'audit', follow_up: '2026-04-01', billable: true });
  });
});

describe('the dimension calls', () => {
  it('answer the whole structure, and initialise a firm to book on contacts or on projects, once', async () => {
    const firm = await createTestOrganisation(test);
    await firm.admin.post('/v1/contacts', { name: 'Bakkerij Jansen', code: 'BAK' });
    await firm.admin.post('/v1/contacts', { name: 'Garage Smit' });

    const empty = await firm.admin.post('/v1/rpc/dimensions/initialize/empty');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ created: 0, levels: [{ level: 1 }, { level: 2 }, { level: 3 }] });

    const byContact = await firm.admin.post('/v1/rpc/dimensions/initialize/contact');
    expect(byContact.json().created).toBe(2);
    expect((await firm.admin.post('/v1/rpc/dimensions/initialize/contact')).json().created, 'again: nothing new').toBe(0);
    const structure = await firm.admin.post('/v1/rpc/dimensions');
    expect(structure.statusCode, structure.body).toBe(200);
    expect(structure.json().data.map((d: { name: string; code: string | null; contact_id: string | null }) => [d.name, d.code, d.contact_id !== null])).toEqual([
      ['Bakkerij Jansen', 'BAK', true],
      ['Garage Smit', null, true],
    ]);
    expect((await firm.admin.post('/v1/rpc/dimensions/initialize/project')).json().created, 'it has projects already').toBe(0);

    const other = await createTestOrganisation(test);
    expect((await other.admin.post('/v1/rpc/dimensions/initialize/project')).json().created).toBe(1);
    expect((await other.admin.post('/v1/rpc/dimensions', { include_archived: true })).json().data).toMatchObject([{ name: 'Internal', internal: true, is_default: true }]);

    const person = await firm.member('user');
    expect((await person.post('/v1/rpc/dimensions/initialize/contact')).statusCode, 'administrators only').toBe(403);
    const bad = await firm.admin.post('/v1/rpc/dimensions', { include_archived: 'yes' });
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'validation_failed']);
  });

  it('clear the cache this process keeps, and say honestly when there was none', async () => {
    const firm = await createTestOrganisation(test);
    await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Payroll' });
    const first = await firm.admin.post('/v1/rpc/dimensions/clear-cache');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().cleared).toEqual(['dimension structure']);
    expect((await firm.admin.post('/v1/rpc/dimensions/clear-cache')).json()).toMatchObject({ cleared: [], message: expect.stringContaining('Nothing was cached') });
    const afterwards = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Payroll 2', code: 'P2' });
    expect(afterwards.statusCode, 'changes go on as before').toBe(201);
  });
});

describe('activity notes', () => {
  it('are written, rewritten and cleared by their person, and listed newest first', async () => {
    const firm = await createTestOrganisation(test);
    const person = await firm.member('user');
    const first = await activity(person);
    const second = await activity(person, '2026-03-03T10:00:00Z', '2026-03-03T10:30:00Z');

    const written = await person.put(`/v1/activity_notes/${first}`, { description: ' Called back about the VAT return ' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data).toMatchObject({ activity_id: first, description: 'Called back about the VAT return' });
    const noteId = written.json().data.id;
    const rewritten = await person.put(`/v1/activity_notes/${first}`, { description: 'Sent the figures' });
    expect(rewritten.json().data).toMatchObject({ id: noteId, description: 'Sent the figures' });
    await person.put(`/v1/activity_notes/${second}`, { description: 'Second' });

    const list = await person.get('/v1/activity_notes');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((note: { description: string }) => note.description)).toEqual(['Second', 'Sent the figures']);
    expect(list.json().meta.pagination.total).toBe(2);
    const ofOne = await person.get(`/v1/activity_notes?activity_id=eq:${first}`);
    expect(ofOne.json().data).toHaveLength(1);

    expect((await person.put(`/v1/activity_notes/${first}`, { description: '' })).statusCode).toBe(204);
    expect((await person.get('/v1/activity_notes')).json().data.map((note: { description: string }) => note.description)).toEqual(['Second']);
  });

  it("are nobody else's: another person neither reads nor writes them", async () => {
    const firm = await createTestOrganisation(test);
    const person = await firm.member('user');
    const id = await activity(person);
    await person.put(`/v1/activity_notes/${id}`, { description: 'Mine' });
    expect((await firm.admin.get('/v1/activity_notes')).json().data).toEqual([]);
    const foreign = await firm.admin.put(`/v1/activity_notes/${id}`, { description: 'Theirs' });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'model_not_found']);
  });

  it('refuse bad input in the catalogue shape', async () => {
    const firm = await createTestOrganisation(test);
    const person = await firm.member('user');
    const badId = await person.put('/v1/activity_notes/not-an-id', { description: 'x' });
    expect([badId.statusCode, badId.json().code]).toEqual([422, 'validation_failed']);
    const noText = await person.put(`/v1/activity_notes/${await activity(person)}`, { text: 'x' });
    expect([noText.statusCode, noText.json().code]).toEqual([422, 'validation_failed']);
    const badSort = await person.get('/v1/activity_notes?sort=nothing:asc');
    expect([badSort.statusCode, badSort.json().code]).toEqual([422, 'validation_failed']);
  });
});

const pick = (field: Field & { name?: string }) => ({ id: field.id, key: field.key, name: field.name, type: field.type, applies_to: field.applies_to, options: field.options });
