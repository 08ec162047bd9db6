/** What PostgreSQL's jsonb (and text) cannot hold besides NUL: half a surrogate pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for a value that is refused for holding such a character. */
export const STORABLE_MESSAGE = 'Contains a character that is not allowed.';

/** Whether a text can be stored; refuse one that cannot up front, rather than with PostgreSQL's error (a 500). */
export const storableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Whether a JSON value can be stored as jsonb: every string in it, keys included, storable. */
export function storableJson(value: unknown): boolean {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.every(storableJson);
  if (value !== null && typeof value === 'object') return Object.entries(value).every(([key, inner]) => storableText(key) && storableJson(inner));
  return true;
}
