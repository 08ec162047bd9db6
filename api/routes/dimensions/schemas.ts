import { z } from 'zod';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import { archivableStatus, type ListSpec } from '../../lists/list-spec.js';
import { recordBody } from '../../records/record-body.js';
import { externalCrm } from '../connect/schemas.js';
import { customValues, customValuesInput } from '../custom-fields/schemas.js';

const name = z.string().trim().min(1, 'Required').max(255).refine(storableText, STORABLE_MESSAGE);
/** A blank code means no code. */
const code = z
  .string()
  .trim()
  .max(50)
  .refine(storableText, STORABLE_MESSAGE)
  .nullish()
  .transform((value) => value || null);
const optionalId = z
  .uuid({ message: 'Not a valid id.' })
  .nullish()
  .transform((value) => value ?? null);

const codeDisplay = z.enum(['none', 'prefix', 'suffix']).describe('Where the code is shown: before the name (prefix), after it (suffix), or not (none).');
const levelNumber = z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('1 project, 2 subproject, 3 working code.');
const status = z.enum(['active', 'archived']);

export const dimensionLevelResource = z
  .object({
    id: z.uuid(),
    name: z.string(),
    level: levelNumber,
    client_id: z.uuid(),
    code_display: codeDisplay,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DimensionLevel' });
export type DimensionLevelResource = z.infer<typeof dimensionLevelResource>;

export const dimensionLevelsChange = z
  .strictObject({
    levels: z
      .array(
        z
          .strictObject({
            id: z.uuid({ message: 'Not a valid id.' }).optional().describe('The level to change, by id…'),
            level: levelNumber.optional().describe('…or by number.'),
            name: name.optional(),
            code_display: codeDisplay.optional(),
          })
          .refine((change) => change.id !== undefined || change.level !== undefined, { message: 'Name the level by id or by number.' }),
      )
      .max(3)
      .optional(),
  })
  .meta({ id: 'DimensionLevelsChange' });

export const dimensionLevelsAnswer = z
  .object({ id: z.uuid().describe("The organisation's dimension structure."), levels: z.array(dimensionLevelResource) })
  .meta({ id: 'DimensionLevels' });

export const dimensionResource = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string().nullable(),
    formatted_name: z.string().describe("The name as shown in lists, with the code placed as the reader's dimension_codes.display says, else as the level's code_display says."),
    parent_id: z.uuid().nullable().describe('Projects have none; a subproject hangs under a project; a working code under a subproject or nothing.'),
    dimension_level_id: z.uuid(),
    level: levelNumber,
    internal: z.boolean().describe('Time booked on an internal project is internal.'),
    is_default: z.boolean(),
    contact_id: z.uuid().nullable(),
    status,
    is_deleted: z.boolean().describe('True while archived.'),
    deleted_at: z.string().nullable().describe('When it was archived.'),
    customfields: customValues,
    children: z.array(z.uuid()).optional().describe('Ids of the dimensions under this one (archived ones included): on single answers and with include=children.'),
    created_at: z.string(),
    updated_at: z.string(),
    external_crm: externalCrm,
  })
  .meta({ id: 'Dimension' });
export type DimensionResource = z.infer<typeof dimensionResource>;

const dimensionFields = z
  .strictObject({
    name,
    code: code.describe('Unique per level within the organisation, whatever its case (archived dimensions keep theirs).'),
    parent_id: optionalId,
    internal: z.boolean().default(false).describe('Time booked on an internal project is internal.'),
    is_default: z.boolean().default(false).describe('Proposed first when booking on this level: one per level, and per parent where the level nests; marking another one unmarks the previous default.'),
    contact_id: optionalId.describe('A contact of the organisation.'),
    customfields: customValuesInput.optional().describe("Values of the firm's custom fields for dimensions, by key; a key left out keeps its value, null clears it."),
  });

export const dimensionInput = recordBody(dimensionResource, dimensionFields).meta({ id: 'DimensionFields' });

export const templateResource = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string().nullable(),
    internal: z.boolean(),
    is_default: z.boolean(),
    dimension_level_id: z.uuid(),
    level: levelNumber,
    status,
    deleted_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DimensionTemplate', description: 'The prefill for new dimensions of its level.' });
export type TemplateResource = z.infer<typeof templateResource>;

const templateFields = z
  .strictObject({
    name,
    code,
    internal: z.boolean().default(false),
    is_default: z.boolean().default(false).describe("One per level: marking another template unmarks the level's previous default."),
  });

export const templateInput = recordBody(templateResource, templateFields).meta({ id: 'DimensionTemplateFields' });

const levelRef = z
  .string()
  .regex(/^([123]|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, 'Not a dimension level: use its id or its number (1, 2 or 3).')
  .describe("The level's id, or its number: 1 project, 2 subproject, 3 working code.");
export const levelParams = z.strictObject({ id: levelRef });
export const itemParams = z.strictObject({ level: levelRef, id: z.uuid({ message: 'Not a valid id.' }) });
export const deleteQuery = z.strictObject({ force: z.enum(['true', 'false']).optional() });

export const levelList: ListSpec = {
  resource: 'dimension_levels',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    name: { sql: 'name', kind: 'text', sortable: true },
    level: { sql: 'level::text', kind: 'enum', values: ['1', '2', '3'], sortable: true },
    code_display: { sql: 'code_display', kind: 'enum', values: ['none', 'prefix', 'suffix'] },
  },
  search: ['name'],
  defaultSort: { field: 'level', direction: 'asc' },
  defaultLimit: 20,
  maxLimit: 100,
  includes: [],
};

export const dimensionList: ListSpec = {
  resource: 'dimensions',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    name: { sql: 'name', kind: 'text', sortable: true },
    code: { sql: 'code', kind: 'text', sortable: true },
    parent_id: { sql: 'parent_id', kind: 'uuid' },
    has_parent: { sql: '(parent_id IS NOT NULL)', kind: 'boolean' },
    contact_id: { sql: 'contact_id', kind: 'uuid' },
    internal: { sql: 'internal', kind: 'boolean', sortable: true },
    is_default: { sql: 'is_default', kind: 'boolean' },
    status: archivableStatus,
    created_at: { sql: 'created_at', kind: 'date', sortable: true },
    updated_at: { sql: 'updated_at', kind: 'date', sortable: true },
  },
  search: ['name', 'code'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultLimit: 100,
  maxLimit: 1000,
  includes: ['children'],
  defaultFilters: { status: 'eq:active' },
};

export const templateList: ListSpec = {
  resource: 'dimension_templates',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    name: { sql: 'name', kind: 'text', sortable: true },
    code: { sql: 'code', kind: 'text', sortable: true },
    internal: { sql: 'internal', kind: 'boolean' },
    is_default: { sql: 'is_default', kind: 'boolean' },
    status: archivableStatus,
    created_at: { sql: 'created_at', kind: 'date', sortable: true },
  },
  search: ['name', 'code'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultLimit: 20,
  maxLimit: 1000,
  includes: [],
  defaultFilters: { status: 'eq:active' },
};
