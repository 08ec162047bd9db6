import { z } from 'zod';
import { CONTEXT_TEXT_MAX } from '../../../domain/days/index.js';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import { REFERENCE_TYPES } from '../../../domain/tags/index.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { recordBody } from '../../records/record-body.js';

const CONDITION_STATUSES = ['contact', 'internal'] as const;

export const tagConditionResource = z
  .object({
    id: z.uuid(),
    type: z.enum(REFERENCE_TYPES).describe('The source: an app is a process, a site a url, a source as a whole default (`type:identifier`).'),
    value: z.string().describe('Normalised as a tag of its type.'),
    status: z.enum(CONDITION_STATUSES).describe("What the condition makes of activity from the source: the contact's, or internal."),
    contact_id: z.uuid().nullable(),
    internal: z.boolean(),
    forced: z.boolean().describe('Its tag can be changed or deleted by nobody; only changing or removing the condition does.'),
    tag_id: z.uuid().describe('The general tag of the source that the condition keeps.'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TagCondition' });

export type TagConditionResource = z.infer<typeof tagConditionResource>;

/** A condition's target: a contact or internal, one of them. */
const target = {
  contact_id: z.uuid({ message: 'Not a valid id.' }).nullish(),
  internal: z.boolean().optional(),
};

const conditionFields = z.strictObject({
  type: z.enum(REFERENCE_TYPES),
  value: z.string().max(CONTEXT_TEXT_MAX).refine(storableText, STORABLE_MESSAGE).describe('Normalised before it is stored; refused (422, naming value) when it is no reference of the type.'),
  ...target,
  forced: z.boolean().default(true),
});

export const tagConditionInput = recordBody(tagConditionResource, conditionFields).meta({ id: 'TagConditionFields' });

/** PUT: the target and forcing; the source never changes (remove the condition and make another). */
export const tagConditionChange = recordBody(tagConditionResource, z.strictObject({ ...target, forced: z.boolean().optional().describe('Kept when absent.') })).meta({
  id: 'TagConditionChange',
});

export const tagConditionParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });

export const tagConditionList: ListSpec = {
  resource: 'tag_conditions',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    type: { sql: 'type', kind: 'enum', values: REFERENCE_TYPES, sortable: true },
    value: { sql: 'value', kind: 'text', sortable: true },
    status: {
      sql: "(CASE WHEN internal THEN 'internal' ELSE 'contact' END)",
      kind: 'enum',
      values: CONDITION_STATUSES,
      predicates: { contact: 'contact_id IS NOT NULL', internal: 'internal' },
      sortable: true,
    },
    contact_id: { sql: 'contact_id', kind: 'uuid' },
    forced: { sql: 'forced', kind: 'boolean' },
    created_at: { sql: 'created_at', kind: 'date', sortable: true },
    updated_at: { sql: 'updated_at', kind: 'date', sortable: true },
  },
  search: ['value'],
  defaultSort: { field: 'value', direction: 'asc' },
  defaultLimit: 20,
  maxLimit: 1000,
  includes: [],
  defaultFilters: {},
};
