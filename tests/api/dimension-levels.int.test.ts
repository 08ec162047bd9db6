import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensionStream } from '../../domain/dimensions/index.js';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
beforeAll(async () => {
  test = await startTestPortal();
});
afterAll(async () => test.close());

type Level = { id: string; name: string; level: number; client_id: string; code_display: string };

describe('dimension levels', () => {
  let firm: Organisation;
  beforeAll(async () => {
    firm = await createTestOrganisation(test);
  });

  it('lists the three levels of a fresh organisation to any signed-in user, set up once', async () => {
    const user = await firm.member('user');
    const first = await user.get('/v1/dimension_levels');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual([
      expect.objectContaining({ level: 1, name: 'Project', code_display: 'prefix', client_id: firm.clientId }),
      expect.objectContaining({ level: 2, name: 'Subproject', code_display: 'prefix' }),
      expect.objectContaining({ level: 3, name: 'Working code', code_display: 'prefix' }),
    ]);
    expect(first.json().meta.pagination).toMatchObject({ count: 3, total: 3 });
    const again = await firm.admin.get('/v1/dimension_levels');
    expect(again.json().data.map((level: Level) => level.id)).toEqual(first.json().data.map((level: Level) => level.id));
    const events = await test.portal.deps.store.readStream(dimensionStream(firm.clientId));
    expect(events.map((event) => event.type)).toEqual(['DimensionLevelsInitialised']);
  });

  it('sets the levels up once when the first requests of a fresh organisation race', async () => {
    const fresh = await createTestOrganisation(test, 'Racing firm');
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? fresh.admin.get('/v1/dimension_levels') : fresh.admin.get('/v1/dimension_levels/2/dimensions'))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const ids = responses.filter((_, i) => i % 2).map((response) => response.json().data.map((level: Level) => level.id).join());
    expect(new Set(ids).size).toBe(1);
    expect((await test.portal.deps.store.readStream(dimensionStream(fresh.clientId))).length).toBe(1);
  });

  it("answers react-admin's list style with Content-Range", async () => {
    const response = await firm.admin.get('/v1/dimension_levels?range=[0,1]&sort=["level","DESC"]');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((level: Level) => level.level)).toEqual([3, 2]);
    expect(response.headers['content-range']).toBe('dimension_levels 0-1/3');
  });

  it('renames levels and sets where codes show, by number or by id, answering the structure', async () => {
    const levels: Level[] = (await firm.admin.get('/v1/dimension_levels')).json().data;
    const response = await firm.admin.post('/v1/rpc/dimensions/levels', {
      levels: [{ level: 1, name: ' Klant ' }, { id: levels[2]!.id, code_display: 'suffix' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.levels.map((level: Level) => [level.name, level.code_display])).toEqual([
      ['Klant', 'prefix'],
      ['Subproject', 'prefix'],
      ['Working code', 'suffix'],
    ]);
    expect((await firm.admin.get('/v1/dimension_levels')).json().data[0].name).toBe('Klant');
    const unchanged = await firm.admin.post('/v1/rpc/dimensions/levels');
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toEqual(body);
  });

  it('refuses level changes from non-administrators (403) and without a session (401)', async () => {
    for (const role of ['user', 'manager'] as const) {
      const response = await (await firm.member(role)).post('/v1/rpc/dimensions/levels', { levels: [{ level: 1, name: 'Mine' }] });
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
    }
    const stranger = await anonymous(test.app);
    expect((await stranger.get('/v1/dimension_levels')).statusCode).toBe(401);
    expect((await stranger.post('/v1/rpc/dimensions/levels', {})).statusCode).toBe(401);
  });

  it('refuses invalid level changes with field errors (422)', async () => {
    const cases = [
      { levels: [{ level: 4, name: 'Fourth' }] },
      { levels: [{ name: 'Which?' }] },
      { levels: [{ level: 1, name: '   ' }] },
      { levels: [{ level: 1, code_display: 'above' }] },
      { levels: [{ id: crypto.randomUUID(), name: 'Unknown' }] },
      { levels: [{ level: 1, colour: 'red' }] },
    ];
    for (const body of cases) {
      const response = await firm.admin.post('/v1/rpc/dimensions/levels', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: expect.any(Object) });
    }
  });

  it("keeps each organisation's levels to itself", async () => {
    const other = await createTestOrganisation(test, 'Other firm');
    const mine: Level[] = (await firm.admin.get('/v1/dimension_levels')).json().data;
    const theirs: Level[] = (await other.admin.get('/v1/dimension_levels')).json().data;
    expect(theirs.map((level) => level.name)).toEqual(['Project', 'Subproject', 'Working code']);
    expect(theirs.every((level) => level.client_id === other.clientId)).toBe(true);
    expect(theirs.map((level) => level.id)).not.toContain(mine[0]!.id);
    const response = await other.admin.post('/v1/rpc/dimensions/levels', { levels: [{ id: mine[0]!.id, name: 'Stolen' }] });
    expect(response.statusCode).toBe(422);
    expect((await other.admin.get(`/v1/dimension_levels/${mine[0]!.id}/dimensions`)).statusCode).toBe(404);
  });
});
