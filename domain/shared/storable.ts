/**
 * Events are stored as jsonb, which cannot hold NUL or half a surrogate pair, in keys or in strings: text
 * with either is refused where it comes in, not with a 500 when it is appended.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a JSON value can be stored in an event. */
export function storable(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(storable);
  if (value !== null && typeof value === 'object') return Object.entries(value).every(([key, inner]) => storable(key) && storable(inner));
  return true;
}

/** What a person is told about a value that cannot be stored. */
export const NOT_STORABLE_MESSAGE = 'Contains a character that is not allowed.';
