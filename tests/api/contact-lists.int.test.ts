import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactStream, type ContactType } from '../../domain/contacts/index.js';
import type { GlobalPosition } from '../../eventstore/port.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

/** Letters only, distinct without case, mixed case: sorting by name must ignore case. */
const NAMES = [
  'adams', 'Baker', 'carter', 'Dalton', 'Evans', 'fisher', 'Garcia', 'Harris', 'irwin', 'Jansen',
  'Klein', 'lopez', 'Martin', 'Nolan', 'Owens', 'Parker', 'quinn', 'Reyes', 'Smith', 'Turner',
  'Ulrich', 'Vargas', 'walker', 'Xavier', 'Young', 'Zimmer', 'Abbott', 'bishop', 'Carver', 'Darby',
];
const ARCHIVED = new Set([7, 8]);

interface Seeded {
  id: string;
  name: string;
  code: string | null;
  type: ContactType;
  created_at: string;
  archived: boolean;
}

/** Contact i: code C<100-i> except every fifth, a partner every third, created on 2024-01-(1+i). */
const seeds: Seeded[] = NAMES.map((name, i) => ({
  id: randomUUID(),
  name,
  code: i % 5 === 4 ? null : `C${100 - i}`,
  type: i % 3 === 0 ? 'partner' : 'regular',
  created_at: new Date(Date.UTC(2024, 0, 1 + i, 9)).toISOString(),
  archived: ARCHIVED.has(i),
}));
/** A contact as a list answers it. */
type Row = Omit<Seeded, 'archived'> & { status: string };

const active = seeds.filter((seed) => !seed.archived);
const byName = (a: Seeded, b: Seeded) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1);
const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

let test: TestPortal;
let firm: Organisation;

beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  const stream = contactStream(firm.clientId);
  const metadata = { client_id: firm.clientId, user_id: null, request: null };
  let position: GlobalPosition | undefined;
  for (const seed of seeds) {
    const fields = { name: seed.name, code: seed.code, type: seed.type };
    ({ position } = await test.portal.deps.contacts.handle(stream, { type: 'CreateContact', contactId: seed.id, fields, at: seed.created_at }, metadata));
    if (seed.archived) {
      ({ position } = await test.portal.deps.contacts.handle(stream, { type: 'ArchiveContact', contactId: seed.id, at: '2024-03-01T00:00:00.000Z' }, metadata));
    }
  }
  expect(await test.portal.deps.runner.waitFor(position!)).toBe(true);
  // Another organisation's contacts never show up in these lists.
  const other = await createTestOrganisation(test);
  await other.admin.post('/v1/contacts', { name: 'adams', code: 'C100', type: 'partner' });
});
afterAll(async () => test.close());

async function list(query: string) {
  const response = await firm.admin.get(`/v1/contacts${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Row[]; meta: { pagination: Record<string, number> } }>();
}

/** Names listed for a filter, in the default order (by name). */
async function namesFor(query: string) {
  return names((await list(`${query}&limit=1000`)).data);
}

describe('contract-style lists: paging and sorting', () => {
  it('answers the active contacts, sorted by name ignoring case, 100 per page, with meta.pagination', async () => {
    const body = await list('');

    expect(names(body.data)).toEqual(names([...active].sort(byName)));
    expect(body.meta.pagination).toEqual({ count: 28, total: 28, per_page: 100, current_page: 1, total_pages: 1 });
    expect(body.data[0]).toMatchObject({ name: 'Abbott', code: 'C74', type: 'regular', status: 'active', is_deleted: false });
  });

  it('pages with page and limit; a page past the end is empty but keeps the total', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`limit=10&page=${page}`)));

    expect(pages.map((page) => page.meta.pagination)).toEqual([
      { count: 10, total: 28, per_page: 10, current_page: 1, total_pages: 3 },
      { count: 10, total: 28, per_page: 10, current_page: 2, total_pages: 3 },
      { count: 8, total: 28, per_page: 10, current_page: 3, total_pages: 3 },
      { count: 0, total: 28, per_page: 10, current_page: 4, total_pages: 3 },
    ]);
    expect(pages.flatMap((page) => names(page.data))).toEqual(names([...active].sort(byName)));
    expect((await list('page=50&limit=7')).meta.pagination).toMatchObject({ count: 0, total: 28, total_pages: 4 });
  });

  it.each(['asc', 'desc'] as const)('sorts by name, code and created_at, %s', async (direction) => {
    const flip = direction === 'asc' ? 1 : -1;
    const withCode = active.filter((seed) => seed.code !== null);

    const byNameRows = (await list(`sort=name:${direction}`)).data;
    const byCodeRows = (await list(`sort=code:${direction}`)).data;
    const byCreatedRows = (await list(`sort=created_at:${direction}`)).data;

    expect(names(byNameRows)).toEqual(names([...active].sort((a, b) => flip * byName(a, b))));
    // Codes compare as text; contacts without a code come last either way.
    expect(byCodeRows.map((row) => row.code)).toEqual([
      ...withCode.map((seed) => seed.code).sort((a, b) => flip * (a!.toLowerCase() < b!.toLowerCase() ? -1 : 1)),
      ...Array(active.length - withCode.length).fill(null),
    ]);
    const created = active.map((seed) => seed.created_at).sort();
    expect(byCreatedRows.map((row) => row.created_at)).toEqual(direction === 'asc' ? created : created.reverse());
  });

  it('sorts ascending when the direction is left out', async () => {
    expect(names((await list('sort=created_at')).data)).toEqual(names(active));
  });

  it('sorts by id, as a react-admin list without a sort asks, in either style', async () => {
    const ids = active.map((seed) => seed.id).sort();

    expect((await list('sort=id:desc')).data.map((row) => row.id)).toEqual([...ids].reverse());
    const simple = await firm.admin.get(`/v1/contacts?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,9]')}`);
    expect([simple.statusCode, simple.headers['content-range']]).toEqual([200, `contacts 0-9/${active.length}`]);
    expect(simple.json().map((row: Row) => row.id)).toEqual(ids.slice(0, 10));
  });
});

describe('contract-style lists: filters', () => {
  it('eq on text ignores case; eeq matches exactly', async () => {
    expect(await namesFor('name=eq:ADAMS')).toEqual(['adams']);
    expect(await namesFor('name=eeq:ADAMS')).toEqual([]);
    expect(await namesFor('name=eeq:adams')).toEqual(['adams']);
    expect(await namesFor('code=eq:c100')).toEqual(['adams']);
  });

  it('neq leaves out the one value, ignoring case', async () => {
    const rest = await namesFor('name=neq:BAKER');
    expect(rest).toHaveLength(27);
    expect(rest).not.toContain('Baker');
  });

  it('like finds a part anywhere, ignoring case, and takes % and _ literally', async () => {
    expect(await namesFor('name=like:AR')).toEqual(names(active.filter((seed) => /ar/i.test(seed.name)).sort(byName)));
    expect(await namesFor(`name=like:${encodeURIComponent('%')}`)).toEqual([]);
    expect(await namesFor('name=like:_')).toEqual([]);
  });

  it('in matches any of the values: text ignoring case, enums and ids', async () => {
    const [first, second] = [seeds[0]!, seeds[1]!];
    expect(await namesFor('code=in:C100,c99,NOPE')).toEqual(['adams', 'Baker']);
    expect(await namesFor(`id=in:${first.id},${second.id}`)).toEqual(['adams', 'Baker']);
    expect(await namesFor('type=in:partner')).toEqual(names(active.filter((seed) => seed.type === 'partner').sort(byName)));
    expect(await namesFor('type=in:partner,regular')).toHaveLength(28);
  });

  it('lt, lte, gt and gte compare created_at with dates and date-times', async () => {
    expect(await namesFor('created_at=lt:2024-01-03')).toEqual(['adams', 'Baker']);
    expect(await namesFor('created_at=lte:2024-01-03T09:00:00Z')).toEqual(['adams', 'Baker', 'carter']);
    expect(await namesFor('created_at=gt:2024-01-29T09:00:00Z')).toEqual(['Darby']);
    expect(await namesFor(`created_at=gte:${encodeURIComponent('2024-01-29T10:00:00+01:00')}`)).toEqual(['Carver', 'Darby']);
  });

  it('filters on status: archived ones with eq:archived, all with in:active,archived', async () => {
    expect(await namesFor('status=eq:archived')).toEqual(['Harris', 'irwin']);
    expect(await namesFor('status=neq:archived')).toHaveLength(28);
    expect(await namesFor('status=in:active,archived')).toEqual(names([...seeds].sort(byName)));
    const archived = (await list('status=eq:archived')).data;
    expect(archived.every((row) => row.status === 'archived')).toBe(true);
  });

  it('filters on type, and combines filters with AND', async () => {
    const partners = active.filter((seed) => seed.type === 'partner');
    expect(await namesFor('type=eq:partner')).toEqual(names(partners.sort(byName)));
    expect(await namesFor('type=neq:partner')).toHaveLength(28 - partners.length);
    expect(await namesFor('type=eq:partner&created_at=lt:2024-01-08&status=in:active,archived')).toEqual(['adams', 'Dalton', 'Garcia']);
  });

  it('q searches name and code, ignoring case', async () => {
    expect(await namesFor('q=C10')).toEqual(['adams']);
    expect(await namesFor('q=c9')).toEqual(names(active.filter((seed) => seed.code?.startsWith('C9')).sort(byName)));
    expect(await namesFor('q=ARK')).toEqual(['Parker']);
    expect(await namesFor('q=%20%20')).toHaveLength(28);
  });
});

describe('react-admin simple-rest lists', () => {
  async function simple(query: string) {
    const response = await firm.admin.get(`/v1/contacts?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json<Row[]>(), range: response.headers['content-range'] };
  }
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  it('answers an array with Content-Range for range and sort', async () => {
    const sorted = [...active].sort(byName).reverse();

    const first = await simple(`sort=${json(['name', 'DESC'])}&range=${json([0, 9])}&filter=${json({})}`);
    const last = await simple(`sort=${json(['name', 'DESC'])}&range=${json([20, 29])}`);

    expect(first).toEqual({ rows: expect.any(Array), range: 'contacts 0-9/28' });
    expect(names(first.rows)).toEqual(names(sorted.slice(0, 10)));
    expect(last.range).toBe('contacts 20-27/28');
    expect(names(last.rows)).toEqual(names(sorted.slice(20)));
  });

  it('answers an empty array past the end with the total in Content-Range', async () => {
    const past = await simple(`range=${json([50, 74])}`);
    expect(past.rows).toEqual([]);
    expect(past.range).toBe("contacts */28");
  });

  it('filters with a JSON object: q, type, a list of ids, status', async () => {
    const [first, second, archived] = [seeds[0]!, seeds[5]!, seeds[7]!];

    expect(names((await simple(`filter=${json({ q: 'ark' })}`)).rows)).toEqual(['Parker']);
    const partners = await simple(`filter=${json({ type: 'partner' })}&range=${json([0, 4])}`);
    expect(partners.range).toBe(`contacts 0-4/${active.filter((seed) => seed.type === 'partner').length}`);
    expect(partners.rows.every((row) => row.type === 'partner')).toBe(true);
    expect(names((await simple(`filter=${json({ id: [first.id, second.id, archived.id] })}`)).rows)).toEqual(['adams', 'fisher']);
    expect(names((await simple(`filter=${json({ status: 'archived' })}`)).rows)).toEqual(['Harris', 'irwin']);
  });
});
