import { z } from 'zod';
import { DYNAMIC_TAGS } from '../../../domain/descriptions/index.js';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { recordBody } from '../../records/record-body.js';

const DESCRIPTION_MAX = 255;
const uuid = () => z.uuid({ message: 'Not a valid id.' });
const person = z.object({ id: z.uuid(), name: z.string() });

export const descriptionResource = z
  .object({
    id: z.uuid(),
    user_id: z.uuid().describe('Its owner: who made it.'),
    owner: person,
    dimension_id: z.uuid().nullable().describe('The dimension it is offered for; null: for any booking.'),
    description: z.string().describe(`As written, with its dynamic tags: ${DYNAMIC_TAGS.join(', ')}.`),
    text: z.string().describe("With its dynamic tags written out for the caller's day, zone and language: what booking fills in."),
    enabled: z.boolean(),
    personal: z.boolean().describe('Offered to its owner only.'),
    users: z.array(person).describe('The people it is offered to; none: everyone (unless personal).'),
    user_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Description' });

export type DescriptionResource = z.infer<typeof descriptionResource>;

const writable = {
  dimension_id: uuid().nullable().default(null),
  description: z.string().trim().min(1).max(DESCRIPTION_MAX).refine(storableText, STORABLE_MESSAGE),
  enabled: z.boolean().default(true),
  personal: z.boolean().default(false),
};

/** POST /rpc/descriptions/create: also its people (api-contract §7.11: create allows id, description, enabled, level, personal). */
export const descriptionInput = recordBody(
  descriptionResource,
  z.strictObject({
    ...writable,
    users: z.array(uuid()).max(1000).default([]).describe('The people to offer it to; none: everyone.'),
    level: z.number().int().min(1).max(3).optional().describe("The dimension's level; accepted for the contract, the dimension says it."),
  }),
).meta({ id: 'DescriptionFields' });

export const descriptionChange = recordBody(descriptionResource, z.strictObject({ ...writable })).meta({ id: 'DescriptionChange' });

/** Under a dimension's path the dimension is the path's. */
export const dimensionDescriptionInput = recordBody(
  descriptionResource,
  z.strictObject({ description: writable.description, enabled: writable.enabled, personal: writable.personal, users: z.array(uuid()).max(1000).default([]) }),
).meta({ id: 'DimensionDescriptionFields' });

export const descriptionUsers = z.strictObject({ users: z.array(uuid()).max(1000).describe('Replaces the people it is offered to; [] offers it to everyone.') });

export const descriptionView = z
  .strictObject({ dimension_ids: z.array(uuid()).max(3).default([]).describe('The booking: its project, subproject and working code.') })
  .nullish();

export const descriptionParams = z.strictObject({ id: uuid() });
export const dimensionDescriptionParams = z.strictObject({ level_id: z.string().max(64), dimension_id: uuid() });

export const descriptionList: ListSpec = {
  resource: 'descriptions',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    description: { sql: 'description', kind: 'text', sortable: true },
    dimension_id: { sql: 'dimension_id', kind: 'uuid' },
    user_id: { sql: 'owner_id', kind: 'uuid' },
    enabled: { sql: 'enabled', kind: 'boolean', sortable: true },
    personal: { sql: 'personal', kind: 'boolean', sortable: true },
    user_count: { sql: 'cardinality(user_ids)', kind: 'number', sortable: true },
    created_at: { sql: 'created_at', kind: 'date', sortable: true },
    updated_at: { sql: 'updated_at', kind: 'date', sortable: true },
  },
  search: ['description'],
  defaultSort: { field: 'description', direction: 'asc' },
  defaultLimit: 20,
  maxLimit: 1000,
  includes: [],
  defaultFilters: {},
};
