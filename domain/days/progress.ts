import { durationOf, type Activity } from './activity.js';
import { NotAllBookedError, NotAllTaggedError } from './errors.js';

/**
 * The day flow's steps (book, correct, publish) each need the step before done for all of a day's activity.
 * These rules read only what the day's own state and the `activities` read model both hold, so the decider and
 * the API's checks ask the same question. Removed activity never counts.
 */
type ActivityProgress = Pick<Activity, 'id' | 'status' | 'contact_id' | 'internal' | 'removed'>;

/** Tagged: to a contact, or as internal work. */
export function isTagged(activity: Pick<Activity, 'contact_id' | 'internal'>): boolean {
  return activity.contact_id !== null || activity.internal;
}

/** Activity that booking waits for: not ignored and not tagged yet. */
export function untaggedActivities<A extends ActivityProgress>(activities: Iterable<A>): A[] {
  return [...activities].filter((a) => !a.removed && a.status !== 'ignored' && !isTagged(a));
}

/** Activity that corrections and publishing wait for: neither booked nor ignored (nor published). */
export function notBookedActivities<A extends ActivityProgress>(activities: Iterable<A>): A[] {
  return [...activities].filter((a) => !a.removed && a.status === 'open');
}

/** Booking needs every activity that is not ignored tagged (prepare booking). */
export function assertAllTagged(activities: Iterable<ActivityProgress>): void {
  const untagged = untaggedActivities(activities);
  if (untagged.length > 0) throw new NotAllTaggedError(untagged.map((a) => a.id));
}

/** Corrections and publishing need every activity that is not ignored booked. */
export function assertAllBooked(activities: Iterable<ActivityProgress>, code: 'prepare_corrections' | 'init_publish'): void {
  const pending = notBookedActivities(activities);
  if (pending.length > 0) throw new NotAllBookedError(pending.map((a) => a.id), code);
}

/** Unbooked time: the seconds of ignored activity, which publishing asks the user to confirm. */
export function unbookedDuration(activities: Iterable<Activity>): number {
  return [...activities].filter((a) => !a.removed && a.status === 'ignored').reduce((sum, a) => sum + durationOf(a), 0);
}
