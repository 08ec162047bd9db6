import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
let acme: string;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  acme = (await firm.admin.post('/v1/contacts', { name: 'Acme' })).json().data.id;
  // 24 web addresses (a01 … a24, every third internal, every fourth ignored, the rest Acme's), two companies, a personal one.
  for (let i = 1; i <= 24; i++) {
    const target = i % 4 === 0 ? { ignored: true } : i % 3 === 0 ? { internal: true } : { contact_id: acme };
    const response = await firm.admin.post('/v1/tags', { type: 'url', value: `a${String(i).padStart(2, '0')}.example.com`, ...target });
    expect(response.statusCode, response.body).toBe(201);
  }
  for (const value of ['Zeta BV', 'beta bv']) await firm.admin.post('/v1/tags', { type: 'company', value, internal: true });
  await firm.admin.post('/v1/tags', { type: 'email', value: 'me@example.com', ignored: true, scope: 'personal' });
});
afterAll(async () => test.close());

const values = (body: { data: Array<{ value: string }> }) => body.data.map((tag) => tag.value);

describe('the tag list', () => {
  it('answers 20 per page, sorted by value, with the pagination', async () => {
    const first = (await firm.admin.get('/v1/tags')).json();
    expect(first.data).toHaveLength(20);
    expect(first.meta.pagination).toEqual({ count: 20, total: 27, per_page: 20, current_page: 1, total_pages: 2 });
    expect(values(first).slice(0, 3)).toEqual(['a01.example.com', 'a02.example.com', 'a03.example.com']);
    const second = (await firm.admin.get('/v1/tags?page=2')).json();
    expect(values(second)).toEqual(['a21.example.com', 'a22.example.com', 'a23.example.com', 'a24.example.com', 'beta bv', 'me@example.com', 'Zeta BV']);
  });

  it('filters on type, scope, status, contact and a part of the value', async () => {
    expect(values((await firm.admin.get('/v1/tags?type=eq:company')).json())).toEqual(['beta bv', 'Zeta BV']);
    expect(values((await firm.admin.get('/v1/tags?scope=eq:personal')).json())).toEqual(['me@example.com']);
    expect((await firm.admin.get('/v1/tags?status=eq:ignored&limit=100')).json().meta.pagination.total).toBe(7);
    expect((await firm.admin.get('/v1/tags?status=in:internal,ignored&limit=100')).json().meta.pagination.total).toBe(7 + 6 + 2);
    expect((await firm.admin.get(`/v1/tags?contact_id=eq:${acme}&limit=100`)).json().meta.pagination.total).toBe(12);
    expect(values((await firm.admin.get('/v1/tags?value=like:A1')).json())).toEqual(Array.from({ length: 10 }, (_, i) => `a1${i}.example.com`));
    expect((await firm.admin.get('/v1/tags?locked=bool:true')).json().data).toEqual([]);
    expect((await firm.admin.get('/v1/tags?forced=bool:false&limit=1')).json().meta.pagination.total).toBe(27);
  });

  it('sorts on value, type and created_at, either way', async () => {
    expect(values((await firm.admin.get('/v1/tags?sort=value:desc&limit=2')).json())).toEqual(['Zeta BV', 'me@example.com']);
    expect((await firm.admin.get('/v1/tags?sort=type:asc&limit=1')).json().data[0].type).toBe('company');
    expect(values((await firm.admin.get('/v1/tags?sort=created_at:desc&limit=1')).json())).toEqual(['me@example.com']);
    expect((await firm.admin.get('/v1/tags?sort=contact_id:asc')).json()).toMatchObject({ code: 'validation_failed', errors: { sort: [expect.any(String)] } });
  });

  it("answers react-admin's style: an array and Content-Range", async () => {
    const response = await firm.admin.get(`/v1/tags?range=[0,4]&sort=["value","ASC"]&filter=${encodeURIComponent(JSON.stringify({ status: 'ignored', type: 'url' }))}`);
    expect(response.headers['content-range']).toBe('tags 0-4/6');
    expect(values({ data: response.json() })).toEqual(['a04.example.com', 'a08.example.com', 'a12.example.com', 'a16.example.com', 'a20.example.com']);
  });

  it("shows another person of the firm the general tags, and not this person's personal one", async () => {
    const colleague = await firm.member('user');
    expect((await colleague.get('/v1/tags?limit=1')).json().meta.pagination.total).toBe(26);
  });
});
