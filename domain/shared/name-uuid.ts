import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (version 5 layout over SHA-1): the same name always gives the same id, so a
 * stream can be found from what it is about without a lookup, and two first writers agree on it.
 */
export function nameBasedUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
