import type { descriptionResource as nlResource, descriptions as nlDescriptions } from '../nl/descriptions.js';

export const descriptions: typeof nlDescriptions = {
  tags_help: 'Dynamic tags: {previous|current|next}_{month|quarter|year} in braces, e.g. {current_month}.',
  dimension_help: 'Empty: offered with any booking.',
  personal_help: 'Personal: for you alone.',
  users_help: 'Nobody chosen: for everyone.',
  offered: { everyone: 'Everyone', personal: 'Personal', users: '%{smart_count} employee |||| %{smart_count} employees' },
  pick: 'Standard description',
};

export const descriptionResource: typeof nlResource = {
  name: 'Description |||| Descriptions',
  fields: { description: 'Description', text: 'As filled in', dimension_id: 'Project', enabled: 'Enabled', personal: 'Personal', users: 'Employees', user_count: 'For', created_at: 'Created', updated_at: 'Changed' },
};
