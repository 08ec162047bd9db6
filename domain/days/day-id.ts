import { nameBasedUuid } from '../shared/name-uuid.js';

/** A user's day has one id for good, derived from the user and the local date. */
export function dayIdFor(userId: string, date: string): string {
  return nameBasedUuid(`tally-day:${userId}:${date}`);
}
