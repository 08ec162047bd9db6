import { z } from 'zod';
import { ApiError, type FieldErrors } from '../errors/catalogue.js';
import { OPERATORS_BY_KIND, type ListField, type ListSpec, type Operator } from './list-spec.js';
import type { Message } from '../../i18n/message.js';
import { say } from '../../i18n/text.js';

export interface Condition {
  field: string;
  operator: Operator;
  values: string[];
}

export interface ListQuery {
  /** contract: {data, meta.pagination}; simple-rest: an array with Content-Range (react-admin). */
  style: 'contract' | 'simple-rest';
  conditions: Condition[];
  search: string | undefined;
  sort: { field: string; direction: 'asc' | 'desc' };
  offset: number;
  limit: number;
  includes: string[];
}

/** The query string a list call accepts: both styles, plus one optional `field=operator:value` per filterable field. */
export function listQuerySchema(spec: ListSpec) {
  const filters = Object.fromEntries(
    Object.keys(spec.fields).map((name) => [
      name,
      z
        .union([z.string().max(2000), z.array(z.string().max(2000)).max(4)])
        .optional()
        .describe('Filter, as operator:value; repeat the parameter for a range (date=gte:…&date=lte:…).'),
    ]),
  );
  return z.strictObject({
    page: z.coerce.number().int().min(1).max(1_000_000).optional().describe('Page number, from 1.'),
    limit: z.coerce.number().int().min(1).max(spec.maxLimit).optional().describe(`Page size (default ${spec.defaultLimit}).`),
    sort: z.string().max(200).optional().describe('field:asc or field:desc; react-admin style ["field","ASC"] also works.'),
    include: z.string().max(200).optional().describe(`Comma-separated relations: ${spec.includes.join(', ') || 'none'}.`),
    q: z.string().max(200).optional().describe('Free-text search.'),
    range: z.string().max(100).optional().describe('react-admin style: [first,last] (inclusive).'),
    filter: z.string().max(4000).optional().describe('react-admin style: a JSON object of field → value (arrays mean "in").'),
    ...filters,
  });
}

type RawQuery = Record<string, string | string[] | number | undefined>;

export function parseListQuery(spec: ListSpec, raw: RawQuery): ListQuery {
  const errors: FieldErrors = {};
  const fail = (field: string, message: Message) => (errors[field] ??= []).push(message);
  const style = raw.range !== undefined || raw.filter !== undefined || String(raw.sort ?? '').startsWith('[') ? 'simple-rest' : 'contract';

  const conditions: Condition[] = [];
  let search = typeof raw.q === 'string' && raw.q.trim() ? raw.q.trim() : undefined;
  for (const [name, field] of Object.entries(spec.fields)) {
    const value = raw[name];
    for (const one of typeof value === 'string' ? [value] : Array.isArray(value) ? value : []) {
      conditions.push(...parseCondition(field, name, one, fail));
    }
  }
  if (typeof raw.filter === 'string') {
    const filter = parseJson(raw.filter);
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) fail('filter', say('filter_json_object'));
    else {
      for (const [name, value] of Object.entries(filter)) {
        // hasOwn: constructor, toString and __proto__ are no fields, though an object literal answers them.
        const field = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
        if (name === 'q') search = typeof value === 'string' && value.trim() ? value.trim() : search;
        else if (!field) fail(`filter.${name}`, say('filter_field_unknown'));
        else if (Array.isArray(value)) conditions.push(...checked(field, name, 'in', value.map(String), fail));
        else if (value !== null && typeof value === 'object') fail(`filter.${name}`, say('filter_value_or_values'));
        else conditions.push(...checked(field, name, field.kind === 'boolean' ? 'bool' : 'eq', [String(value)], fail));
      }
    }
  }
  for (const [name, value] of Object.entries(spec.defaultFilters ?? {})) {
    const field = spec.fields[name];
    if (!field) throw new Error(`The list's default filter names ${name}, which is not one of its fields.`);
    if (!conditions.some((condition) => condition.field === name)) conditions.push(...parseCondition(field, name, value, fail));
  }

  if (search?.includes('\u0000')) fail('q', NUL_MESSAGE);
  const sort = parseSort(spec, raw.sort, fail);
  const { offset, limit } = parsePaging(spec, raw, fail);
  const includes = typeof raw.include === 'string' ? raw.include.split(',').map((s) => s.trim()).filter(Boolean) : [];
  for (const include of includes) if (!spec.includes.includes(include)) fail('include', say('include_unknown', { include }));

  if (Object.keys(errors).length > 0) throw new ApiError('validation_failed', undefined, errors);
  return { style, conditions, search, sort, offset, limit, includes };
}

function parseCondition(field: ListField, name: string, value: string, fail: (f: string, m: Message) => void): Condition[] {
  const colon = value.indexOf(':');
  const written = colon > 0 ? value.slice(0, colon) : '';
  const offered = OPERATORS_BY_KIND[field.kind];
  const operator = offered.find((one) => one === written);
  if (!operator) {
    fail(name, say('filter_operator_form', { operators: offered.join(', ') }));
    return [];
  }
  const rest = value.slice(colon + 1);
  return checked(field, name, operator, operator === 'in' ? rest.split(',') : [rest], fail);
}

function checked(field: ListField, name: string, operator: Operator, values: string[], fail: (f: string, m: Message) => void): Condition[] {
  if (!OPERATORS_BY_KIND[field.kind].includes(operator)) {
    fail(name, say('filter_operator_refused', { operator }));
    return [];
  }
  const problem = values.length === 0 ? 'Give at least one value.' : values.map((v) => invalidValue(field, operator, v)).find(Boolean);
  if (problem) {
    fail(name, problem);
    return [];
  }
  return [{ field: name, operator, values }];
}

function invalidValue(field: ListField, operator: Operator, value: string): string | undefined {
  if (value.length > 500) return 'The value is too long.';
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (operator === 'bool' || field.kind === 'boolean') return /^(true|false|1|0)$/.test(value) ? undefined : 'Use true or false.';
  switch (field.kind) {
    case 'uuid':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? undefined : 'Not a valid id.';
    case 'enum':
      return field.values?.includes(value) ? undefined : `Use one of ${field.values?.join(', ')}.`;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? undefined : 'Not a number.';
    case 'date':
      return isDate(value) ? undefined : 'Not a valid date (use YYYY-MM-DD or an ISO date-time).';
    case 'text':
      return undefined;
  }
}

const NUL_MESSAGE = 'Contains a character that is not allowed.';
const DATE = /^(\d{4})-(\d{2})-(\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/** Date.parse alone takes 2023-02-30, 0001-13-01, year 0000, +0463 and offsets past ±15:59, which PostgreSQL refuses (a 500). */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  // Leap years repeat every 400 years, so 2000 + year % 400 has the same February.
  const daysInMonth = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
  const offsetOk = match[8] === undefined || (Number(match[8]) <= 15 && Number(match[9]) <= 59);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && offsetOk;
}

function parseSort(spec: ListSpec, raw: unknown, fail: (f: string, m: Message) => void): ListQuery['sort'] {
  if (typeof raw !== 'string' || raw === '') return spec.defaultSort;
  let field: unknown;
  let direction: unknown;
  if (raw.startsWith('[')) [field, direction] = (parseJson(raw) as unknown[] | undefined) ?? [];
  else [field, direction = 'asc'] = raw.split(':');
  const dir = typeof direction === 'string' ? direction.toLowerCase() : '';
  if (typeof field !== 'string' || !isSortable(spec, field)) {
    fail('sort', say('sort_field', { fields: Object.keys(spec.fields).filter((f) => isSortable(spec, f)).join(', ') }));
    return spec.defaultSort;
  }
  if (dir !== 'asc' && dir !== 'desc') {
    fail('sort', say('sort_direction'));
    return spec.defaultSort;
  }
  return { field, direction: dir };
}

const isSortable = (spec: ListSpec, field: string) => field === 'id' || spec.fields[field]?.sortable === true;

function parsePaging(spec: ListSpec, raw: RawQuery, fail: (f: string, m: Message) => void) {
  if (typeof raw.range === 'string') {
    const range = parseJson(raw.range);
    const valid = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n) && n >= 0) && range[1] >= range[0];
    if (!valid) {
      fail('range', say('range_form'));
      return { offset: 0, limit: spec.defaultLimit };
    }
    return { offset: range[0] as number, limit: Math.min(range[1] - range[0] + 1, spec.maxLimit) };
  }
  const limit = Number(raw.limit ?? spec.defaultLimit);
  const page = Number(raw.page ?? 1);
  return { offset: (page - 1) * limit, limit };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
