import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** The chapters this issue gave a shape: dimension_codes (api-contract §9.5, §9.6) and the dashboard's widget order. */
let test: TestPortal;
let firm: Organisation;
let person: Session;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test, 'Dimension codes firm');
  person = await firm.member('user');
});
afterAll(async () => test.close());

type Entry = { chapter: string; key: string; value: unknown; source: string };
const entryOf = async (session: Session, url: string, chapter: string, key: string) =>
  ((await session.get(url)).json().data as Entry[]).find((entry) => entry.chapter === chapter && entry.key === key);
const display = (session: Session, url: string) => entryOf(session, url, 'dimension_codes', 'display');

describe('dimension_codes.display', () => {
  it('is null by default: each level says where its codes show', async () => {
    expect(await display(person, '/v1/preferences')).toEqual({ chapter: 'dimension_codes', key: 'display', value: null, source: 'default' });
  });

  it('takes none, prefix, suffix or null only, refused in the catalogue’s shape with the reason in the person’s language', async () => {
    for (const body of [{ display: 'above' }, { display: 3 }, { display: 'prefix', colour: 'red' }]) {
      const response = await person.request({ method: 'PUT', url: '/v1/preferences/dimension_codes', headers: { 'accept-language': 'nl' }, payload: body });
      expect([response.statusCode, response.json().code]).toEqual([422, 'validation_failed']);
    }
    const refused = await person.request({ method: 'PUT', url: '/v1/preferences/dimension_codes', headers: { 'accept-language': 'nl' }, payload: { display: 'above' } });
    expect(refused.json().errors).toEqual({ display: ['Kies none, prefix of suffix.'] });
    expect(await display(person, '/v1/preferences')).toMatchObject({ value: null, source: 'default' });
  });

  it("places a dimension's code at every level as the reader chose, over the level's own, and back when they drop it", async () => {
    const created = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Audit', code: 'P7' });
    expect(created.statusCode, created.body).toBe(201);
    const formatted = async (session: Session) => (await session.get('/v1/dimension_levels/1/dimensions?name=eq:Audit')).json().data[0].formatted_name;
    const structure = async (session: Session) => (await session.post('/v1/rpc/dimensions', {})).json().data.find((row: { name: string }) => row.name === 'Audit').formatted_name;
    expect(await formatted(person)).toBe('P7 Audit');

    expect((await firm.admin.put('/v1/preferences/client/dimension_codes', { display: 'suffix' })).statusCode).toBe(200);
    await person.put('/v1/preferences/dimension_codes', { display: 'none' });

    expect([await formatted(person), await structure(person), await formatted(firm.admin)]).toEqual(['Audit', 'Audit', 'Audit P7']);
    await person.delete('/v1/preferences/dimension_codes');
    expect(await formatted(person)).toBe('Audit P7');
  });
});

describe('dashboard.widget_order', () => {
  it('is the bundled order until the person arranges their dashboard, then theirs, on every browser', async () => {
    const other = await firm.member('user');
    expect(await entryOf(other, '/v1/preferences', 'dashboard', 'widget_order')).toMatchObject({ value: ['today', 'open_days'], source: 'default' });
    const saved = await other.put('/v1/preferences/dashboard', { widget_order: ['open_days', 'today'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await entryOf(other, '/v1/preferences', 'dashboard', 'widget_order')).toMatchObject({ value: ['open_days', 'today'], source: 'user' });
    expect(await entryOf(person, '/v1/preferences', 'dashboard', 'widget_order')).toMatchObject({ value: ['today', 'open_days'], source: 'default' });
  });

  it('takes each movable widget once, and nothing else', async () => {
    for (const widget_order of [['today'], ['today', 'today'], ['today', 'open_days', 'week'], 'today']) {
      const response = await person.put('/v1/preferences/dashboard', { widget_order });
      expect([response.statusCode, response.json().code, Object.keys(response.json().errors ?? {})[0]?.split('.')[0]]).toEqual([422, 'validation_failed', 'widget_order']);
    }
  });
});
