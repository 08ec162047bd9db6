import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ContactBookings } from '../../../projections/dimensions/contact-bookings.js';
import { changeOwnActivities } from '../../day-commands.js';
import type { ActivityResource } from './schemas.js';

/** The read models booking by tagging reads besides the contacts: the person's booking settings and the dimensions. */
export const BOOK_BY_TAGGING_READ_MODELS = ['preferences', 'dimensions'] as const;

/**
 * Booking follows the contact: activities just tagged by hand to `contactId` that are still open are booked on the
 * contact's one default project path, when the person's booking settings ask for it and they last long enough for
 * their prediction automations (`ContactBookings`). Answers
 * the activities as they are now, in the order given. Tagging made by tags books through the same `ContactBookings`.
 */
export async function bookByTagging(app: FastifyInstance, request: FastifyRequest, contactId: string | null | undefined, activities: ActivityResource[]): Promise<ActivityResource[]> {
  const tagged = activities.filter((activity) => contactId && activity.contact_id === contactId && activity.status === 'open');
  if (!contactId || tagged.length === 0) return activities;
  const following = await new ContactBookings(app.recentReads).bookingOf({ client_id: request.user.client_id, user_id: request.user.id }, contactId);
  // What is shorter than prediction_automations allows stays open for the person.
  const open = tagged.filter((activity) => following && activity.duration >= following.from).map((activity) => activity.id);
  if (!following || open.length === 0) return activities;
  const { project_id, subproject_id, working_code_id } = following.booking;
  const booked = await changeOwnActivities(app, request, open, (activityIds) => ({
    type: 'BookActivities',
    activityIds,
    booking: { project_id, subproject_id, working_code_id },
    at: app.deps.clock().toISOString(),
  }));
  const byId = new Map(booked.map((activity) => [activity.id, activity]));
  return activities.map((activity) => byId.get(activity.id) ?? activity);
}
