/**
 * The closed lists of tags (api-contract §9.6), each once: the domain, the API's schemas and the web portal's choices
 * derive from them. No imports, so the web portal can take them without the normalising code.
 */

/**
 * What a tag recognises activity by, most specific first: the order in which an activity's references decide
 * (match.ts). A person's address or number says more than their organisation's domain, a page more than its site
 * (a URL's chain runs from the page to the bare host within `url`), a folder more than the app it was opened in,
 * and the source itself least of all.
 */
export const REFERENCE_TYPES = [
  'email',
  'phone',
  'phone_number',
  'url',
  'folder',
  'email_domain',
  'company_code',
  'company',
  'alias',
  'process',
  'default',
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** General: the firm's; personal: one person's own, overriding the general tag of the same reference for them. */
export const TAG_SCOPES = ['general', 'personal'] as const;
export type TagScope = (typeof TAG_SCOPES)[number];

/** A permanent tag recognises every activity with its reference; a log tag only records one activity's tagging. */
export const TAG_NATURES = ['log', 'tag'] as const;
export type TagNature = (typeof TAG_NATURES)[number];

/** What a tag says of the activity it recognises: for a contact, internal, or ignored. */
export const TAG_STATUSES = ['contact', 'internal', 'ignored'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];
