import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
beforeAll(async () => {
  test = await startTestPortal();
});
afterAll(async () => test.close());

const texts = (response: { json(): { data: Array<{ text: string }> } }) => response.json().data.map((row) => row.text).sort();
const selfId = async (session: Session): Promise<string> => (await session.get('/v1/users/self')).json().data.id;

describe('descriptions', () => {
  let firm: Organisation;
  let project: string;
  let other: string;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    project = (await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Annual accounts' })).json().data.id;
    other = (await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Payroll' })).json().data.id;
  });

  it('are made by administrators for a dimension, enabled and for everyone unless told otherwise', async () => {
    const response = await firm.admin.post('/v1/rpc/descriptions/create', { description: 'Accounts {current_year}', dimension_id: project });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ dimension_id: project, enabled: true, personal: false, users: [], user_count: 0, owner: { name: 'Ada Admin' } });
    expect(response.json().data.text).toMatch(/^Accounts \d{4}$/);

    const underPath = await firm.admin.post(`/v1/dimension_levels/1/dimensions/${other}/descriptions`, { description: 'Salaries {current_month}' });
    expect(underPath.statusCode, underPath.body).toBe(201);
    expect(underPath.json().data.dimension_id).toBe(other);
    expect((await firm.admin.post(`/v1/dimension_levels/2/dimensions/${other}/descriptions`, { description: 'x' })).statusCode, 'another level').toBe(404);
  });

  it("are offered when booking: enabled ones for the booking's dimensions, for the person, with the tags written out", async () => {
    const person = await firm.member('user');
    const personId = await selfId(person);
    await firm.admin.post('/v1/rpc/descriptions/create', { description: 'Year end', dimension_id: project });
    await firm.admin.post('/v1/rpc/descriptions/create', { description: 'Disabled', dimension_id: project, enabled: false });
    await firm.admin.post('/v1/rpc/descriptions/create', { description: 'Any booking {next_year}' });
    const named = (await firm.admin.post('/v1/rpc/descriptions/create', { description: 'For one person', dimension_id: project, users: [personId] })).json().data;
    expect(named).toMatchObject({ user_count: 1, users: [{ id: personId, name: 'Uma user' }] });
    const own = await person.post('/v1/rpc/descriptions/create', { description: 'Mine', dimension_id: project, personal: true });
    expect(own.statusCode, own.body).toBe(201);

    const offered = await person.post('/v1/rpc/descriptions/view', { dimension_ids: [project] });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(texts(offered)).toEqual(expect.arrayContaining(['For one person', 'Mine', 'Year end', expect.stringMatching(/^Any booking \d{4}$/)]));
    expect(texts(offered)).not.toContain('Disabled');
    expect(texts(await firm.admin.post('/v1/rpc/descriptions/view', { dimension_ids: [project] })), "not another's personal or named ones").not.toEqual(
      expect.arrayContaining(['Mine']),
    );
    expect(texts(await firm.admin.post('/v1/rpc/descriptions/view', { dimension_ids: [project] }))).not.toContain('For one person');
    expect(texts(await person.post('/v1/rpc/descriptions/view', { dimension_ids: [other] }))).not.toContain('Year end');
  });

  it("are the administrators' to change, but a person keeps their personal ones; nobody sees another's personal ones", async () => {
    const person = await firm.member('user');
    const firmOne = (await firm.admin.post('/v1/rpc/descriptions/create', { description: 'Firm text' })).json().data;
    expect((await person.put(`/v1/descriptions/${firmOne.id}`, { description: 'Mine now' })).json()).toMatchObject({ code: 'forbidden' });
    expect((await person.post('/v1/rpc/descriptions/create', { description: 'Not personal' })).json()).toMatchObject({ code: 'forbidden' });
    expect((await person.delete(`/v1/descriptions/${firmOne.id}`)).statusCode).toBe(403);

    const mine = (await person.post('/v1/rpc/descriptions/create', { description: 'Private', personal: true })).json().data;
    expect((await firm.admin.get(`/v1/descriptions/${mine.id}`)).statusCode).toBe(404);
    expect((await firm.admin.get('/v1/descriptions?q=Private')).json().data).toEqual([]);
    const changed = await person.put(`/v1/descriptions/${mine.id}`, { ...mine, description: 'Private {current_quarter}', enabled: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ description: 'Private {current_quarter}', enabled: false, text: expect.stringMatching(/^Private Q[1-4] \d{4}$/) });
    expect((await person.delete(`/v1/descriptions/${mine.id}`)).json().data.id).toBe(mine.id);
    expect((await person.get(`/v1/descriptions/${mine.id}`)).statusCode).toBe(404);
  });

  it('are offered to the people an administrator names, and a personal one to nobody else', async () => {
    const person = await firm.member('user');
    const personId = await selfId(person);
    const text = (await firm.admin.post('/v1/rpc/descriptions/create', { description: 'Named later' })).json().data;
    const named = await firm.admin.post(`/v1/descriptions/${text.id}/users`, { users: [personId] });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.users).toEqual([{ id: personId, name: 'Uma user' }]);
    expect((await firm.admin.get(`/v1/descriptions?user_count=eq:1&q=Named`)).json().data.map((row: { id: string }) => row.id)).toEqual([text.id]);

    const mine = (await person.post('/v1/rpc/descriptions/create', { description: 'Alone', personal: true })).json().data;
    const refused = await person.post(`/v1/descriptions/${mine.id}/users`, { users: [personId] });
    expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: { users: [expect.any(String)] } });
  });

  it('refuse bad input in the catalogue\'s shape, naming the field', async () => {
    const stranger = await createTestOrganisation(test, 'Other firm');
    const strangerId = await selfId(stranger.admin);
    const cases: Array<[string, unknown, string]> = [
      ['/v1/rpc/descriptions/create', { description: '' }, 'description'],
      ['/v1/rpc/descriptions/create', { description: 'x'.repeat(256) }, 'description'],
      ['/v1/rpc/descriptions/create', { description: 'ok', enabled: 'yes' }, 'enabled'],
      ['/v1/rpc/descriptions/create', { description: 'ok', dimension_id: 'nope' }, 'dimension_id'],
      ['/v1/rpc/descriptions/create', { description: 'ok', dimension_id: '00000000-0000-4000-8000-000000000000' }, 'dimension_id'],
      ['/v1/rpc/descriptions/create', { description: 'ok', users: [strangerId] }, 'users'],
      ['/v1/rpc/descriptions/create', { description: 'ok', colour: 'red' }, ''],
      ['/v1/rpc/descriptions/view', { dimension_ids: ['nope'] }, 'dimension_ids.0'],
    ];
    for (const [url, body, field] of cases) {
      const response = await firm.admin.post(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ code: 'validation_failed', reference: expect.any(String) });
      if (field) expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await firm.admin.get('/v1/descriptions/nope')).statusCode).toBe(422);
    expect((await firm.admin.put('/v1/descriptions/00000000-0000-4000-8000-000000000000', { description: 'x' })).statusCode).toBe(404);
  });
});
