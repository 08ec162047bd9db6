import { createHash } from 'node:crypto';

/**
 * A user's day has one id for good, derived from the user and the local date (a name-based UUID, version 5
 * layout), so that commands find the day's stream without a lookup and two first registrations agree on it.
 */
export function dayIdFor(userId: string, date: string): string {
  const hex = createHash('sha1').update(`tally-day:${userId}:${date}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
