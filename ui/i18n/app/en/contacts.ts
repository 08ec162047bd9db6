import type { contactResource as nlContactResource, contacts as nlContacts, tagConditionResource as nlConditionResource, tag_conditions as nlConditions } from '../nl/contacts.js';

/** The contact screen's and the Tag conditions screen's texts (en); see ../nl/contacts.ts. */
export const contacts: typeof nlContacts = {
  tabs: { overview: 'Overview', projects: 'Projects', tags: 'Tags' },
  figures: { booked_hours: 'Booked hours (12 months)', productivity: 'Productivity', last_activity: 'Last activity' },
  references: { title: 'References', help: 'What work for this contact is recognised by; each reference becomes a general tag.', add: 'Add reference' },
  validation: { value_required: 'Give a value.', email: 'Not a valid email address.', phone: 'Not a valid phone number.' },
  no_projects: 'No projects are linked to this contact.',
  no_tags: 'No tags point to this contact.',
};

export const contactResource: typeof nlContactResource = {
  name: 'Contact |||| Contacts',
  fields: {
    name: 'Name',
    code: 'Code',
    formatted_name: 'Contact',
    type: 'Type',
    status: 'Status',
    created_at: 'Created',
    updated_at: 'Changed',
    location: 'Location',
    email: 'Email',
    phone: 'Phone',
    company_name: 'Company name',
    references: 'References',
    booked_hours: 'Booked hours',
    productivity: 'Productivity',
    last_activity: 'Last activity',
  },
};

export const tag_conditions: typeof nlConditions = {
  statuses: { contact: 'Contact', internal: 'Internal' },
  forced_help: 'Forced: nobody changes or deletes its tag by hand.',
  actions: { force: 'Force', unforce: 'Stop forcing' },
  done: 'Tag condition changed |||| %{smart_count} tag conditions changed',
};

export const tagConditionResource: typeof nlConditionResource = {
  name: 'Tag condition |||| Tag conditions',
  fields: {
    type: 'Source type',
    value: 'Source',
    status: 'Status',
    contact_id: 'Contact',
    forced: 'Forced',
    created_at: 'Created',
    updated_at: 'Changed',
  },
};
