import { z } from 'zod';
import { CUSTOM_BLOB_MAX, CUSTOM_FIELD_LEVELS, CUSTOM_FIELD_TARGETS, CUSTOM_FIELD_TYPES } from '../../../domain/custom-fields/index.js';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import type { CustomFieldRow } from '../../../projections/custom-fields/queries.js';

const appliesTo = z.enum(CUSTOM_FIELD_TARGETS).describe('What the field is kept on: dimensions (projects, subprojects, working codes) or activities.');

export const customFieldResource = z
  .object({
    id: z.uuid(),
    key: z.string().describe('Names its values under customfields on dimensions and activities; never changes.'),
    name: z.string(),
    type: z.enum(CUSTOM_FIELD_TYPES),
    applies_to: appliesTo,
    levels: z.array(z.enum(CUSTOM_FIELD_LEVELS)).describe('The dimension levels a field of dimensions is kept on; empty for a field of activities.'),
    options: z.array(z.string()).describe('The values a select offers; empty for the other types.'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CustomField' });

export const customFieldsAnswer = z.object({ data: z.array(customFieldResource) }).meta({ id: 'CustomFields' });

const definition = z.strictObject({
  id: z.uuid({ message: 'Not a valid id.' }).optional().describe('The field to change; absent to define a new one.'),
  key: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'Lowercase letters, digits and _, starting with a letter (at most 63).')
    .describe('Unique per target; fixed once defined.'),
  name: z.string().trim().min(1, 'Required').max(255).refine(storableText, STORABLE_MESSAGE),
  type: z.enum(CUSTOM_FIELD_TYPES).describe('Fixed once defined.'),
  applies_to: appliesTo,
  levels: z
    .array(z.enum(CUSTOM_FIELD_LEVELS))
    .max(CUSTOM_FIELD_LEVELS.length)
    .default([...CUSTOM_FIELD_LEVELS])
    .describe('The dimension levels a field of dimensions is kept on (at least one; all when absent); ignored for a field of activities. It may change.'),
  options: z.array(z.string().trim().max(255).refine(storableText, STORABLE_MESSAGE)).max(200).default([]).describe('Required for select, ignored otherwise.'),
});

export const customFieldsCall = z
  .strictObject({
    applies_to: appliesTo.optional().describe('Answer only the fields of this target.'),
    define: z.array(definition).max(50).optional().describe('Fields to define or change (administrators).'),
    remove: z.array(z.uuid({ message: 'Not a valid id.' })).max(50).optional().describe('Fields to remove (administrators); their values stay stored but no longer show.'),
  })
  .meta({ id: 'CustomFieldsCall' });

/** Values by field key, as a caller sends them: each is checked by its field's type (null clears). */
export const customValuesInput = z
  .record(z.string().max(63), z.union([z.string().max(CUSTOM_BLOB_MAX), z.number(), z.boolean(), z.null()]))
  .describe("Values by the custom field's key, checked by its type: int and decimal numbers (or their text), date YYYY-MM-DD, boolean, select one of its options, string up to 255 characters, blob longer texts; null clears one.");

export const customValues = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .meta({ id: 'CustomFieldValues', description: "The values of the firm's custom fields, by key." });

export function toCustomFieldResource(row: CustomFieldRow): z.infer<typeof customFieldResource> {
  return { ...row, levels: [...row.levels], options: [...row.options], created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
