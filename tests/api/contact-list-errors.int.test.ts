import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../api/errors/catalogue.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const UUID = '0b1e8d4c-3f1a-4c55-9d7e-2a6b8f9c0d1e';

let test: TestPortal;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  await firm.admin.post('/v1/contacts', { name: 'Only Contact', code: 'ONE' });
});
afterAll(async () => test.close());

/** [what is wrong, query string, the field the error names] */
const refused: Array<[string, string, string]> = [
  ['an unknown operator', 'name=foo:bar', 'name'],
  ['a filter without an operator', 'name=Only', 'name'],
  ['an operator the operators list has but not for enums', 'type=like:part', 'type'],
  ['an operator not for dates', 'created_at=like:2024', 'created_at'],
  ['an operator not for ids', 'id=gt:' + UUID, 'id'],
  ['bool on a text field', 'name=bool:true', 'name'],
  ['a type outside the enum', 'type=eq:vip', 'type'],
  ['a status outside the enum', 'status=in:active,deleted', 'status'],
  ['a date that is not one', 'created_at=gt:yesterday', 'created_at'],
  ['the 13th month', 'created_at=gt:2024-13-01', 'created_at'],
  ['the 29th of February in a common year', 'created_at=lt:2023-02-29', 'created_at'],
  ['year zero', 'created_at=lt:0000-01-01', 'created_at'],
  ['the 13th month of year one (JavaScript reads it anyway)', 'created_at=lt:0001-13-01', 'created_at'],
  ['an offset of 63 minutes', `created_at=lt:${encodeURIComponent('2024-01-01 10:00+0463')}`, 'created_at'],
  ['an offset no time zone has', `created_at=lt:${encodeURIComponent('2024-01-01T10:00+16:00')}`, 'created_at'],
  ['an id that is not a uuid', 'id=eq:123', 'id'],
  ['one bad id in a list', `id=in:${UUID},nope`, 'id'],
  ['a bad id in a filter object', `filter=${json({ id: ['nope'] })}`, 'id'],
  ['an unknown sort field', 'sort=secret:asc', 'sort'],
  ['a bad sort direction', 'sort=name:up', 'sort'],
  ['a bad direction, react-admin style', `sort=${json(['name', 'UP'])}`, 'sort'],
  ['an unknown field, react-admin style', `sort=${json(['secret', 'ASC'])}`, 'sort'],
  ['an unknown query parameter', 'secret=1', 'secret'],
  ['a parameter given twice', 'sort=name&sort=code', 'sort'],
  ['an unknown include', 'include=owner', 'include'],
  ['malformed range JSON', 'range=[0,', 'range'],
  ['a range backwards', `range=${json([9, 0])}`, 'range'],
  ['a range of words', `range=${json(['a', 'b'])}`, 'range'],
  ['a range too far to count', 'range=[1e20,1e20]', 'range'],
  ['malformed filter JSON', 'filter={', 'filter'],
  ['a filter that is not an object', `filter=${json([1])}`, 'filter'],
  ['a filter on an unknown field', `filter=${json({ secret: 1 })}`, 'filter.secret'],
  ['a filter on a key every object inherits', `filter=${json({ constructor: 1 })}`, 'filter.constructor'],
  ['a filter on __proto__', `filter=${encodeURIComponent('{"__proto__":["x"]}')}`, 'filter.__proto__'],
  ['an unknown parameter every object inherits', 'toString=1', 'toString'],
  ['a filter with an object value', `filter=${json({ name: { like: 'x' } })}`, 'filter.name'],
  ['a NUL character in a filter', 'name=eq:a%00b', 'name'],
  ['a NUL character in the search', 'q=a%00b', 'q'],
  ['limit above the maximum', 'limit=1001', 'limit'],
  ['limit zero', 'limit=0', 'limit'],
  ['page zero', 'page=0', 'page'],
  ['a page that is not a number', 'page=two', 'page'],
];

describe('list queries the API refuses', () => {
  it.each(refused)('answers 422 validation_failed for %s, naming the field', async (_what, query, field) => {
    const response = await firm.admin.get(`/v1/contacts?${query}`);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      code: 'validation_failed',
      title: catalogue.validation_failed.title,
      message: expect.any(String),
      reference: response.headers['x-request-reference'],
      errors: expect.objectContaining({ [field]: [expect.any(String)] }),
    });
  });

  it('names every wrong field at once', async () => {
    const response = await firm.admin.get('/v1/contacts?name=foo:bar&type=eq:vip&sort=secret&include=owner');

    expect(Object.keys(response.json().errors).sort()).toEqual(['include', 'name', 'sort', 'type']);
  });

  it('still answers the same query once it is right', async () => {
    const response = await firm.admin.get(`/v1/contacts?name=eq:only contact&type=eq:regular&sort=name:desc&limit=1000&created_at=gt:2024-02-29`);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { code: string }) => row.code)).toEqual(['ONE']);
  });
});
