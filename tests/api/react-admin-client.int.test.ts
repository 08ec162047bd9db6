import type { AddressInfo } from 'node:net';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, TEST_PASSWORD, type TestPortal } from '../support/portal.js';

/**
 * A react-admin app that is not ours: the stock ra-data-simple-rest on the portal's react-admin dialect (/ra/v1),
 * over real HTTP, with what such an app adds itself: the session cookie (a browser's cookie jar) and the
 * X-XSRF-TOKEN header from the XSRF-TOKEN cookie.
 */
function browserLike(origin: string) {
  const cookies = new Map<string, string>();
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const csrf = cookies.get('XSRF-TOKEN');
    if ((options.method ?? 'GET') !== 'GET' && csrf) headers.set('X-XSRF-TOKEN', csrf);
    const response = await fetchUtils.fetchJson(url, { ...options, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), decodeURIComponent(value.join('=')));
    }
    return response;
  };
  return {
    httpClient,
    dataProvider: simpleRestProvider(`${origin}/ra/v1`, httpClient),
    async signIn(email: string) {
      await httpClient(`${origin}/csrf-cookie`);
      await httpClient(`${origin}/auth/login`, { method: 'POST', body: JSON.stringify({ email, password: TEST_PASSWORD }) });
    },
  };
}

/** What a react-admin <List> asks when it has no sort prop: react-admin sorts on id. */
const firstPage = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

let test: TestPortal;
let origin: string;
let client: ReturnType<typeof browserLike>;
let dataProvider: DataProvider;
beforeAll(async () => {
  test = await startTestPortal();
  const firm = await createTestOrganisation(test);
  const email = `ra-admin-${process.pid}@test.tally.example`;
  await firm.member('admin', email);
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  client = browserLike(origin);
  await client.signIn(email);
  dataProvider = client.dataProvider;
});
afterAll(async () => test?.close());

describe('a plain react-admin app (ra-data-simple-rest on /ra/v1)', () => {
  it('creates, lists without a sort, reads, edits with the whole record and archives contacts', async () => {
    const { data: created } = await dataProvider.create('contacts', { data: { name: 'Acme', code: 'AC', type: 'regular' } });
    expect(created).toMatchObject({ id: expect.any(String), name: 'Acme', formatted_name: 'AC Acme', status: 'active' });
    const { data: other } = await dataProvider.create('contacts', { data: { name: 'Baker' } });

    const list = await dataProvider.getList('contacts', firstPage);
    expect(list.total).toBe(2);
    expect(list.data.map((contact) => contact.id)).toEqual([created.id, other.id].sort());

    const { data: record } = await dataProvider.getOne('contacts', { id: created.id });
    expect(record).toEqual(created);

    // An edit form sends back every field it read, read-only ones (id, formatted_name, status, …) included.
    const { data: edited } = await dataProvider.update('contacts', { id: record.id, data: { ...record, name: 'Acme Works' }, previousData: record });
    expect(edited).toMatchObject({ id: created.id, name: 'Acme Works', formatted_name: 'AC Acme Works', created_at: created.created_at });

    const { data: many } = await dataProvider.getMany('contacts', { ids: [created.id, other.id] });
    expect(many.map((contact) => contact.name).sort()).toEqual(['Acme Works', 'Baker']);

    const { data: archived } = await dataProvider.delete('contacts', { id: other.id, previousData: other });
    expect(archived).toMatchObject({ id: other.id, status: 'archived', is_deleted: true });
    expect((await dataProvider.getList('contacts', firstPage)).data.map((contact) => contact.id)).toEqual([created.id]);
  });

  it('edits dimensions with the whole record and finds the subprojects of a project (getManyReference)', async () => {
    const { data: project } = await dataProvider.create('dimension_levels/1/dimensions', { data: { name: 'Audit', code: 'AUD' } });
    const { data: subproject } = await dataProvider.create('dimension_levels/2/dimensions', { data: { name: 'Fieldwork', parent_id: project.id } });
    const { data: otherProject } = await dataProvider.create('dimension_levels/1/dimensions', { data: { name: 'Tax' } });
    await dataProvider.create('dimension_levels/2/dimensions', { data: { name: 'Returns', parent_id: otherProject.id } });

    const { data: record } = await dataProvider.getOne('dimension_levels/1/dimensions', { id: project.id });
    expect(record).toMatchObject({ id: project.id, level: 1, children: [subproject.id] });
    const { data: edited } = await dataProvider.update('dimension_levels/1/dimensions', { id: project.id, data: { ...record, internal: true }, previousData: record });
    expect(edited).toMatchObject({ id: project.id, name: 'Audit', internal: true });

    const subprojects = await dataProvider.getManyReference('dimension_levels/2/dimensions', {
      target: 'parent_id',
      id: project.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(subprojects).toEqual({ data: [expect.objectContaining({ id: subproject.id, name: 'Fieldwork' })], total: 1 });
  });

  it('lists as an array with Content-Range whatever the query style, while /v1 answers as the contract has it', async () => {
    await dataProvider.create('contacts', { data: { name: 'Dalton' } });

    const dialect = await client.httpClient(`${origin}/ra/v1/contacts?page=1&limit=1`);
    const contract = await client.httpClient(`${origin}/v1/contacts?page=1&limit=1`);
    const one = await client.httpClient(`${origin}/v1/contacts/${(dialect.json as Array<{ id: string }>)[0]?.id}`);

    expect([Array.isArray(dialect.json), dialect.headers.get('content-range')]).toEqual([true, expect.stringMatching(/^contacts 0-0\/\d+$/)]);
    expect(contract.json).toMatchObject({ data: [expect.anything()], meta: { pagination: { count: 1 } } });
    expect(one.json).toEqual({ data: expect.objectContaining({ id: (dialect.json as Array<{ id: string }>)[0]?.id }) });
  });

  it('is still refused a field the resource does not have, in the error catalogue’s shape', async () => {
    const { data: record } = await dataProvider.create('contacts', { data: { name: 'Carter' } });
    const refused = dataProvider.update('contacts', { id: record.id, data: { ...record, colour: 'red' }, previousData: record });
    await expect(refused).rejects.toMatchObject({ status: 422, body: { code: 'validation_failed', errors: { colour: [expect.any(String)] } } });
  });
});
