import { SOURCE_TYPES as TYPES } from '../../domain/days/activity.js';

export const ACTIVITY_STATUSES = ['open', 'ignored', 'booked', 'published'].map((id) => ({ id, name: `tally.status.activity.${id}` }));

/** The domain's one list of source types, as choices (activity logs, sources). */
export const SOURCE_TYPES = TYPES.map((id) => ({
  id,
  name: `tally.source_types.${id}`,
}));
