import { z } from 'zod';
import { CONTEXT_TEXT_MAX } from '../../../domain/days/index.js';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import { REFERENCE_TYPES, TAG_NATURES, TAG_SCOPES, TAG_STATUSES } from '../../../domain/tags/index.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { recordBody } from '../../records/record-body.js';

/** A reference: its type and normalised value. */
export const tagReference = z.object({ type: z.enum(REFERENCE_TYPES), value: z.string() }).meta({ id: 'TagReference' });

export const tagResource = z
  .object({
    id: z.uuid(),
    user_id: z.uuid().nullable().describe('The owner of a personal tag; null for a general one.'),
    scope: z.enum(TAG_SCOPES).describe("general: the firm's; personal: the owner's own, overriding the general tag of the same reference for them."),
    type: z.enum(REFERENCE_TYPES),
    value: z.string().describe('The reference, normalised: lowercase email, a web address without scheme or www., E.164 phone, … (docs/rules.md, Tags).'),
    status: z.enum(TAG_STATUSES).describe('What the tag says of activity with its reference: for the contact, internal, or ignored.'),
    contact_id: z.uuid().nullable(),
    internal: z.boolean(),
    ignored: z.boolean(),
    nature: z.enum(TAG_NATURES).describe('tag: permanent, recognises every activity with the reference; log: recorded one activity only.'),
    forced: z.boolean().describe('Made by a tag condition: nobody changes or deletes it by hand.'),
    locked: z.boolean().describe('Locked by an administrator: only administrators change it.'),
    is_deleted: z.boolean(),
    deleted_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    created_by: z.uuid().nullable(),
    updated_by: z.uuid().nullable(),
  })
  .meta({ id: 'Tag' });

export type TagResource = z.infer<typeof tagResource>;

/** A tag's target as the contract names it: one of a contact, internal or ignored (a flag set to false names nothing). */
const target = {
  contact_id: z.uuid({ message: 'Not a valid id.' }).nullish(),
  internal: z.boolean().optional(),
  ignored: z.boolean().optional(),
};

const tagFields = z.strictObject({
  type: z.enum(REFERENCE_TYPES),
  value: z.string().max(CONTEXT_TEXT_MAX).refine(storableText, STORABLE_MESSAGE).describe('Normalised before it is stored; refused (422, naming value) when it is no reference of the type.'),
  scope: z.enum(TAG_SCOPES).default('general').describe('personal makes it your own.'),
  ...target,
  nature: z.enum(TAG_NATURES).default('tag'),
});

export const tagInput = recordBody(tagResource, tagFields).meta({ id: 'TagFields' });

const tagChangeFields = z.strictObject({
  ...target,
  nature: z.enum(TAG_NATURES).optional().describe('Kept when absent.'),
  locked: z.boolean().optional().describe('Administrators only; kept when absent.'),
});

/** PUT: the target and nature (and, for administrators, the lock); the reference, scope and owner never change. */
export const tagChange = recordBody(tagResource, tagChangeFields).meta({ id: 'TagChange' });

/** PUT …/personalize: your own tag of the general tag's reference, with this target. */
export const tagPersonalization = recordBody(tagResource, z.strictObject({ ...target, nature: z.enum(TAG_NATURES).optional().describe("The general tag's when absent.") })).meta({
  id: 'TagPersonalization',
});

export const tagBatchEditBody = z
  .strictObject({
    tags: z.array(z.uuid({ message: 'Not a valid id.' })).min(1).max(1000).describe('The tags to change, each one you see.'),
    ...target,
    locked: z.boolean().optional().describe('Administrators only.'),
  })
  .meta({ id: 'TagBatchEdit' });

export const tagParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });

const STATUS_SQL = "(CASE WHEN ignored THEN 'ignored' WHEN internal THEN 'internal' ELSE 'contact' END)";

export const tagList: ListSpec = {
  resource: 'tags',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    type: { sql: 'type', kind: 'enum', values: REFERENCE_TYPES, sortable: true },
    value: { sql: 'value', kind: 'text', sortable: true },
    scope: { sql: 'scope', kind: 'enum', values: TAG_SCOPES, sortable: true },
    status: {
      sql: STATUS_SQL,
      kind: 'enum',
      values: TAG_STATUSES,
      predicates: { contact: 'contact_id IS NOT NULL', internal: 'internal', ignored: 'ignored' },
      sortable: true,
    },
    contact_id: { sql: 'contact_id', kind: 'uuid' },
    user_id: { sql: 'user_id', kind: 'uuid' },
    nature: { sql: 'nature', kind: 'enum', values: TAG_NATURES },
    locked: { sql: 'locked', kind: 'boolean' },
    forced: { sql: 'forced', kind: 'boolean' },
    is_deleted: { sql: '(deleted_at IS NOT NULL)', kind: 'boolean' },
    created_at: { sql: 'created_at', kind: 'date', sortable: true },
    updated_at: { sql: 'updated_at', kind: 'date', sortable: true },
  },
  search: ['value'],
  defaultSort: { field: 'value', direction: 'asc' },
  defaultLimit: 20,
  maxLimit: 1000,
  includes: [],
  defaultFilters: { is_deleted: 'bool:false' },
};
