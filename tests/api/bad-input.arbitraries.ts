/**
 * Generators of requests the API must refuse (bad-input.int.test.ts). Every request is wrong in at least
 * one way that no other part of it can repair, so a 2xx answer is always a bug.
 */
import fc from 'fast-check';

export interface BadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  body?: string;
  contentType?: string;
}

type Kind = 'text' | 'enum' | 'date' | 'uuid';

/** What the fuzzer needs to know about a list call; written out here, not read from the code under test. */
export interface ListShape {
  path: string;
  fields: Record<string, { kind: Kind; values?: string[] }>;
  sortable: string[];
  maxLimit: number;
  includes: string[];
}

const OPERATORS: Record<Kind, string[]> = {
  text: ['eq', 'eeq', 'neq', 'like', 'in', 'lt', 'lte', 'gt', 'gte'],
  enum: ['eq', 'neq', 'in'],
  date: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'],
  uuid: ['eq', 'neq', 'in'],
};
const ALL_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'like', 'bool', 'in', 'eeq', 'EQ', 'Like', 'is', ''];
const LIST_PARAMS = ['page', 'limit', 'sort', 'include', 'q', 'range', 'filter'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const enc = encodeURIComponent;
const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A short token without blanks, colons, commas or brackets. */
const word = fc.string({ unit: fc.constantFrom(...`${LETTERS}0123456789_-.`), minLength: 1, maxLength: 12 });
/** Keys every plain object inherits: a lookup in an object literal finds them. */
const inherited = fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf');
const letters = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...LETTERS), minLength, maxLength });
/** Any code point, NUL and other controls included. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const notJson = fc.oneof(
  fc.json().map((json) => `${json}}`),
  fc.json().map((json) => `{${json}`),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }).filter((text) => !parses(text)),
);
const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(word, { maxLength: 3 }),
  fc.dictionary(word, word, { maxKeys: 2 }),
);
/** Strings the API cannot keep: NUL and halves of surrogate pairs. */
const unstorable = fc.tuple(word, fc.constantFrom('\u0000', '\ud800', '\udfff'), word).map((parts) => parts.join(''));
const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });

/**
 * A body the given strict schema refuses: bad JSON, wrong media type, wrong shape, or one bad field. `readOnly`
 * are the fields the resource answers, which its body takes and ignores: no unknown field.
 */
function badBody(valid: Record<string, unknown>, required: string[], fields: Record<string, fc.Arbitrary<unknown>>, readOnly: string[] = []) {
  const known = [...Object.keys(valid), ...readOnly];
  return fc.oneof(
    notJson.map((body) => ({ body, contentType: 'application/json' })),
    fc.constant({ body: '', contentType: 'application/json' }),
    fc.constantFrom(
      { body: JSON.stringify(valid), contentType: 'text/plain' },
      { body: new URLSearchParams(valid as Record<string, string>).toString(), contentType: 'application/x-www-form-urlencoded' },
      { body: '<contact/>', contentType: 'application/xml' },
    ),
    fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.integer(), fc.constant(null), word).map(json),
    fc
      .tuple(fc.oneof(word, inherited, fc.constantFrom('id', 'status', 'Name')), fc.jsonValue())
      .filter(([key]) => !known.includes(key))
      .map(([key, value]) => json(Object.fromEntries([...Object.entries(valid), [key, value]]))),
    ...Object.entries(fields).map(([field, bad]) => bad.map((value) => json({ ...valid, [field]: value }))),
    fc.constantFrom(...required).map((field) => json(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)))),
  );
}

export const badContactBody = badBody(
  { name: 'Fuzzed Ltd', code: 'FZ', type: 'regular' },
  ['name'],
  {
    name: fc.oneof(notAString, fc.constantFrom('', '   ', '\t\n'), letters(256, 300), unstorable),
    code: fc.oneof(notAString.filter((value) => value !== null), letters(51, 80), unstorable),
    type: fc.oneof(notAString, word.filter((type) => type !== 'regular' && type !== 'partner')),
  },
  ['id', 'formatted_name', 'partner', 'status', 'is_deleted', 'deleted_at', 'created_at', 'updated_at', 'external_crm'],
);

export const badLoginBody = badBody(
  { email: 'someone@test.tally.example', password: 'long enough password', remember: true },
  ['email', 'password'],
  {
    email: fc.oneof(notAString, word, letters(250, 260).map((local) => `${local}@example.com`), unstorable),
    password: fc.oneof(notAString, fc.constant(''), letters(1001, 1100)),
    remember: fc.oneof(fc.integer(), word, fc.constant(null)),
  },
);

/** Dates neither JavaScript nor PostgreSQL can read as the same day, or not dates at all. */
const badDate = fc.oneof(
  word.filter((text) => !/^\d{4}-\d{2}-\d{2}/.test(text)),
  fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 })).map(ymd),
  fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 32, max: 99 })).map(ymd),
  fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.constantFrom(2), fc.integer({ min: 30, max: 31 })).map(ymd),
  fc.tuple(fc.integer({ min: 1, max: 9999 }).filter((year) => year % 4 !== 0), fc.constant(2), fc.constant(29)).map(ymd),
  fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.constantFrom(4, 6, 9, 11), fc.constant(31)).map(ymd),
  fc.integer({ min: 1, max: 12 }).map((month) => ymd([0, month, 1])),
  fc.integer({ min: 16, max: 99 }).map((hours) => `2024-05-01T10:00${hours % 2 ? '+' : '-'}${hours}:00`),
);
function ymd([year, month, day]: [number, number, number]): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Date-shaped strings of every kind, valid or not: the API must answer 200 or 422, never fail. */
export const dateShaped = fc.stringMatching(/^\d{4}-[01]\d-[0-3]\d([T ][0-2]\d:[0-6]\d(:[0-6]\d(\.\d{1,9})?)?(Z|[+-][0-2]\d:?[0-6]\d)?)?$/);

/** One part of a query string that makes the whole list call invalid. */
function badListPart(shape: ListShape): fc.Arbitrary<string> {
  const names = Object.keys(shape.fields);
  const ofKind = (kind: Kind) => names.filter((name) => shape.fields[name]!.kind === kind);
  const known = new Set([...LIST_PARAMS, ...names]);
  const field = (kind: Kind) => fc.constantFrom(...ofKind(kind));
  return fc.oneof(
    fc.tuple(fc.oneof(word, inherited).filter((key) => !known.has(key)), anyText).map(([key, value]) => `${enc(key)}=${enc(value)}`),
    fc
      .tuple(fc.constantFrom(...names), fc.oneof(word, fc.constantFrom(...ALL_OPERATORS)), anyText)
      .filter(([name, operator]) => !OPERATORS[shape.fields[name]!.kind].includes(operator))
      .map(([name, operator, value]) => `${name}=${enc(`${operator}:${value}`)}`),
    fc.tuple(fc.constantFrom(...names), word).map(([name, value]) => `${name}=${enc(value)}`),
    fc
      .tuple(field('enum'), fc.constantFrom('eq', 'neq', 'in'), word)
      .filter(([name, , value]) => !shape.fields[name]!.values!.includes(value))
      .map(([name, operator, value]) => `${name}=${operator}:${enc(value)}`),
    fc.tuple(field('date'), fc.constantFrom(...OPERATORS.date), badDate).map(([name, operator, value]) => `${name}=${operator}:${enc(value)}`),
    fc
      .tuple(fc.constantFrom('eq:', 'neq:', 'in:0b1e8d4c-3f1a-4c55-9d7e-2a6b8f9c0d1e,'), anyText.filter((id) => !UUID.test(id) && !id.includes(',')))
      .map(([prefix, id]) => `id=${prefix}${enc(id)}`),
    fc.tuple(field('text'), fc.constantFrom('eq', 'like', 'in'), word, word).map(([name, op, a, b]) => `${name}=${op}:${enc(`${a}\u0000${b}`)}`),
    fc.constantFrom('q=%00', `q=${'x'.repeat(201)}`, `${ofKind('text')[0]}=eq:${'x'.repeat(2001)}`),
    fc.tuple(word.filter((name) => !shape.sortable.includes(name)), fc.constantFrom('', ':asc', ':desc')).map(([name, dir]) => `sort=${enc(name + dir)}`),
    fc
      .tuple(fc.constantFrom(...shape.sortable), word.filter((dir) => !['asc', 'desc'].includes(dir.toLowerCase())))
      .chain(([name, dir]) => fc.constantFrom(`sort=${name}:${enc(dir)}`, `sort=${enc(JSON.stringify([name, dir]))}`)),
    fc.oneof(word, inherited).filter((name) => !shape.sortable.includes(name)).map((name) => `sort=${enc(JSON.stringify([name, 'ASC']))}`),
    fc.constantFrom('sort=', 'sort=[', 'sort=[]', 'sort=[1,2]').map((sort) => `${sort}&sort=x`),
    fc.integer({ min: shape.maxLimit + 1, max: 1e9 }).map((limit) => `limit=${limit}`),
    fc.integer({ min: -1000, max: 0 }).chain((n) => fc.constantFrom(`limit=${n}`, `page=${n}`)),
    fc.tuple(fc.constantFrom('limit', 'page'), letters(1, 6)).map(([key, value]) => `${key}=${value}`),
    fc.tuple(fc.constantFrom('limit', 'page'), fc.integer({ min: 1, max: 9 })).map(([key, n]) => `${key}=${n}.5`),
    fc.integer({ min: 1_000_001, max: 2e9 }).map((page) => `page=${page}`),
    fc.oneof(
      notJson,
      fc.tuple(fc.nat(100), fc.integer({ min: 1, max: 50 })).map(([a, d]) => JSON.stringify([a + d, a])),
      fc.constantFrom('[-1,5]', '[1.5,2]', '[1]', '[1,2,3]', '{}', '"0-9"', '[1e20,1e20]', '["0","9"]', 'null'),
    ).map((range) => `range=${enc(range)}`),
    fc.oneof(
      notJson,
      fc.jsonValue().filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)).map((value) => JSON.stringify(value)),
      fc
        .tuple(fc.oneof(word, inherited).filter((key) => key !== 'q' && !names.includes(key)), fc.oneof(fc.jsonValue(), fc.array(word)))
        .map(([key, value]) => JSON.stringify(Object.fromEntries([[key, value]]))),
      fc.constantFrom(...names).map((name) => JSON.stringify({ [name]: { op: 'eq' } })),
      field('enum').map((name) => JSON.stringify({ [name]: 'no-such-value' })),
    ).map((filter) => `filter=${enc(filter)}`),
    word.filter((include) => !shape.includes.includes(include)).map((include) => `include=${enc(include)}`),
  );
}

/** A list call with at least one bad part, maybe among good ones, in any order. */
export function badListQuery(shape: ListShape): fc.Arbitrary<BadRequest> {
  const good = ['page=1', 'limit=10', `sort=${shape.sortable[0]}:desc`, 'q=a', `id=neq:0b1e8d4c-3f1a-4c55-9d7e-2a6b8f9c0d1e`];
  return fc
    .tuple(fc.array(badListPart(shape), { minLength: 1, maxLength: 3 }), fc.subarray(good))
    .chain(([bad, extra]) => fc.shuffledSubarray([...bad, ...extra], { minLength: bad.length + extra.length }))
    .map((parts) => ({ method: 'GET', url: `${shape.path}?${parts.join('&')}` }));
}

/** Calls on one contact by an id that is malformed, too long, unknown, or another organisation's. */
export function badContactIds(foreignId: string, validBody: string): fc.Arbitrary<BadRequest> {
  const id = fc.oneof(
    anyText.filter((text) => !UUID.test(text) && text.length > 0 && !/^\.+$/.test(text)).map(enc),
    fc.constantFrom('%E0%A4%A', '%', '%zz', 'x'.repeat(120), '00000000-0000-0000-0000-00000000000g', ' 0b1e8d4c-3f1a-4c55-9d7e-2a6b8f9c0d1e'),
    fc.uuid(),
    fc.constant(foreignId),
  );
  const method = fc.constantFrom<BadRequest['method']>('GET', 'PUT', 'DELETE', 'PATCH');
  const query = fc.constantFrom('', '', '?force=true', '?force=yes', '?force=true&force=false', '?other=1');
  return fc.tuple(method, id, query).map(([method, id, query]) => ({
    method,
    url: `/v1/contacts/${id}${method === 'DELETE' ? query : ''}`,
    ...(method === 'PUT' ? { body: validBody, contentType: 'application/json' } : {}),
  }));
}
