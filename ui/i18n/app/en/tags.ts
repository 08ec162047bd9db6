import type { tagResource as nlResource, tags as nlTags } from '../nl/tags.js';

/** The Tags screen's texts (en); see ../nl/tags.ts. */
export const tags: typeof nlTags = {
  types: {
    email: 'Email address',
    phone: 'Phone',
    phone_number: 'Phone number',
    url: 'Web address',
    folder: 'Folder',
    email_domain: 'Email domain',
    company_code: 'Company code',
    company: 'Company',
    alias: 'Alias',
    process: 'App',
    default: 'Default',
  },
  scopes: { general: 'General', personal: 'Personal' },
  statuses: { contact: 'Contact', internal: 'Internal', ignored: 'Ignore' },
  natures: { tag: 'Permanent', log: 'One-time' },
  deleted: 'Deleted',
  actions: {
    tag: 'To contact',
    internal: 'Internal',
    ignore: 'Ignore',
    lock: 'Lock',
    unlock: 'Unlock',
    restore: 'Restore',
  },
  tag_dialog: { title: 'Tag to a contact |||| %{smart_count} tags to a contact', apply: 'Apply' },
  pending: {
    title: 'Pending tags',
    help: 'References of your open days that no tag covers yet, the most time first. One click makes your own tag, and the activity with it is tagged by itself.',
    reference: 'Reference',
    hours: 'Hours',
    tag_as: 'Tag as',
    done: 'Tag created: the activity with it is tagged by itself',
  },
  edit: {
    title: 'Change tag',
    locked: 'An administrator locked this tag: only administrators change it.',
    forced: 'This tag comes from a tag condition and is not changed by hand.',
  },
  done: { changed: 'Tag changed |||| %{smart_count} tags changed', restored: 'Tag restored' },
};

export const tagResource: typeof nlResource = {
  name: 'Tag |||| Tags',
  fields: {
    type: 'Type',
    value: 'Value',
    scope: 'Scope',
    status: 'Status',
    contact_id: 'Contact',
    nature: 'Nature',
    locked: 'Locked',
    forced: 'From a tag condition',
    is_deleted: 'Deleted',
    created_at: 'Created',
    updated_at: 'Changed',
  },
};
