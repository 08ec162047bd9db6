export const ACTIVITY_STATUSES = ['open', 'ignored', 'booked', 'published'].map((id) => ({ id, name: `tally.status.activity.${id}` }));

export const SOURCE_TYPES = ['appointment', 'document', 'email', 'manual', 'native', 'native_custom', 'phone', 'web', 'web_custom'].map((id) => ({
  id,
  name: `tally.source_types.${id}`,
}));
