import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { createDataProvider, liftOperatorFilters } from './dataProvider.js';
import type { HttpClient, HttpResponse } from './http.js';

/** An httpClient that answers from a script and records what it was asked. */
function scriptedHttp(answer: (url: string, init: RequestInit) => Partial<HttpResponse>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const http: HttpClient = vi.fn(async (url, init = {}) => {
    calls.push({ url: decodeURIComponent(url), method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return { status: 200, headers: new Headers(), body: '', json: undefined, ...answer(url, init) };
  });
  return { http, calls };
}

const contact = { id: 'c1', name: 'Acme', code: 'A1', type: 'regular', formatted_name: 'A1 Acme', status: 'active' };

describe('the data provider', () => {
  it('lists in react-admin style on /v1 and reads the total from Content-Range', async () => {
    const { http, calls } = scriptedHttp(() => ({ json: [contact], headers: new Headers({ 'Content-Range': 'contacts 0-0/31' }) }));

    const result = await createDataProvider(http).getList('contacts', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ac', status: 'active' },
    });

    expect(result).toEqual({ data: [contact], total: 31 });
    expect(calls[0]!.url).toBe('/v1/contacts?filter={"q":"ac","status":"active"}&range=[10,19]&sort=["name","ASC"]');
  });

  it('maps projects, subprojects and working codes to the dimensions of levels 1, 2 and 3', async () => {
    const { http, calls } = scriptedHttp(() => ({ json: [], headers: new Headers({ 'Content-Range': 'dimensions 0-0/0' }) }));
    const dataProvider = createDataProvider(http);
    const params = { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

    for (const resource of ['projects', 'subprojects', 'working_codes']) await dataProvider.getList(resource, params);

    expect(calls.map((call) => call.url.split('?')[0])).toEqual([
      '/v1/dimension_levels/1/dimensions',
      '/v1/dimension_levels/2/dimensions',
      '/v1/dimension_levels/3/dimensions',
    ]);
  });

  it('unwraps the {data} of single answers', async () => {
    const { http, calls } = scriptedHttp(() => ({ json: { data: contact } }));
    const dataProvider = createDataProvider(http);

    expect(await dataProvider.getOne('contacts', { id: 'c1' })).toEqual({ data: contact });
    expect(await dataProvider.create('contacts', { data: { name: 'Acme' } })).toEqual({ data: contact });
    expect(await dataProvider.delete('contacts', { id: 'c1' })).toEqual({ data: contact });
    expect(await dataProvider.restore('contacts', { id: 'c1' })).toEqual({ data: contact });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/contacts/c1',
      'POST /v1/contacts',
      'DELETE /v1/contacts/c1',
      'PATCH /v1/contacts/c1',
    ]);
  });

  it('sends only the fields the API accepts when saving a record', async () => {
    const { http, calls } = scriptedHttp(() => ({ json: { data: contact } }));

    await createDataProvider(http).update('contacts', { id: 'c1', data: { ...contact, name: 'Acme BV' }, previousData: contact });

    expect(calls[0]).toEqual({ url: '/v1/contacts/c1', method: 'PUT', body: { name: 'Acme BV', code: 'A1', type: 'regular' } });
  });

  it('asks for archived records too when resolving references', async () => {
    const { http, calls } = scriptedHttp(() => ({ json: [contact], headers: new Headers({ 'Content-Range': 'contacts 0-0/1' }) }));

    const result = await createDataProvider(http).getMany('contacts', { ids: ['c1'] });

    expect(result).toEqual({ data: [contact] });
    expect(calls[0]!.url).toBe('/v1/contacts?filter={"id":["c1"],"status":["active","archived"]}&range=[0,0]');
  });

  it('calls the day-flow commands with their bodies', async () => {
    const day = { id: 'd1', status: 'published' };
    const { http, calls } = scriptedHttp(() => ({ json: { data: day, meta: { unbooked_duration: 0, warning: null } } }));
    const dataProvider = createDataProvider(http);

    expect(await dataProvider.publishDay('d1', { confirm: true })).toMatchObject({ data: day });
    expect(await dataProvider.initPublish('d1')).toEqual({ data: day, meta: { unbooked_duration: 0, warning: null } });
    await dataProvider.assignDimensions({ logs: ['a1'], slots: { project_id: 'p1' } });
    await dataProvider.batchEditActivities({ logs: ['a1'], internal: true });
    await dataProvider.correctDay({ day_id: 'd1', action: 'round' });
    await dataProvider.dayOverview({ date: '2026-11-20' });
    await dataProvider.report('contacts', { start: '2026-01-01', end: '2026-11-30', group_by: 'month' });
    await dataProvider.setLanguage('de');

    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/v1/rpc/days/publish', { day_id: 'd1', confirm: true }],
      ['POST', '/v1/rpc/days/init-publish', { day_id: 'd1' }],
      ['POST', '/v1/rpc/logs/assign-dimensions', { logs: ['a1'], slots: { project_id: 'p1' } }],
      ['POST', '/v1/rpc/logs/batch-edit', { logs: ['a1'], internal: true }],
      ['POST', '/v1/rpc/days/corrections', { day_id: 'd1', action: 'round' }],
      ['POST', '/v1/rpc/activities/overview', { date: '2026-11-20' }],
      ['POST', '/v1/rpc/reports/interval/contacts', { start: '2026-01-01', end: '2026-11-30', group_by: 'month' }],
      ['PUT', '/v1/preferences/language', { code: 'de' }],
    ]);
  });

  it('knows the language a user chose before, and nothing while it is the default', async () => {
    const preferences = (source: string) => ({
      json: { data: [{ chapter: 'language', key: 'code', value: 'de', source }, { chapter: 'reminders', key: 'time', value: '16:45', source: 'default' }] },
    });
    expect(await createDataProvider(scriptedHttp(() => preferences('user')).http).languagePreference()).toBe('de');
    expect(await createDataProvider(scriptedHttp(() => preferences('default')).http).languagePreference()).toBeNull();
  });

  it('passes API errors on untouched', async () => {
    const failure = new ApiError(409, { code: 'day_published', title: 'This day has been published', reference: 'req_9' });
    const http: HttpClient = () => Promise.reject(failure);
    await expect(createDataProvider(http).deleteDay('d1')).rejects.toBe(failure);
  });
});

describe('filters with an operator', () => {
  it('become the API’s own field=op:value parameters; the rest stays in filter', () => {
    const url = `/v1/days?${new URLSearchParams({ filter: JSON.stringify({ user_id: 'u1', 'date@gte': '2026-11-16' }), sort: '["date","ASC"]' })}`;
    const lifted = new URL(liftOperatorFilters(url), 'http://portal');
    expect(lifted.searchParams.get('filter')).toBe('{"user_id":"u1"}');
    expect(lifted.searchParams.get('date')).toBe('gte:2026-11-16');
    expect(lifted.searchParams.get('sort')).toBe('["date","ASC"]');
  });

  it('drop react-admin’s default sort on id, so each list keeps its own order', () => {
    const lifted = new URL(liftOperatorFilters('/v1/contacts?sort=%5B%22id%22%2C%22ASC%22%5D&range=%5B0%2C9%5D'), 'http://portal');
    expect(lifted.searchParams.has('sort')).toBe(false);
    expect(lifted.searchParams.get('range')).toBe('[0,9]');
  });
});
