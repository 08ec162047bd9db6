import type { DimensionLevelNumber } from '../dimensions/events.js';
import { assertNever, type DomainEvent } from '../shared/decider.js';

/** The types a custom field takes (product-spec §3, "Custom field"): one list, everything else derives from it. */
export const CUSTOM_FIELD_TYPES = ['blob', 'boolean', 'date', 'decimal', 'int', 'select', 'string'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** What a custom field is kept on: dimensions (projects, subprojects, working codes) or activities. */
export const CUSTOM_FIELD_TARGETS = ['dimension', 'activity'] as const;
export type CustomFieldTarget = (typeof CUSTOM_FIELD_TARGETS)[number];

/** The dimension levels a field of dimensions is kept on, named as a booking names them (levels 1, 2 and 3). */
export const CUSTOM_FIELD_LEVELS = ['project', 'subproject', 'working_code'] as const;
export type CustomFieldLevel = (typeof CUSTOM_FIELD_LEVELS)[number];
const LEVEL_OF_NUMBER: Readonly<Record<DimensionLevelNumber, CustomFieldLevel>> = { 1: 'project', 2: 'subproject', 3: 'working_code' };
export const customFieldLevelOf = (level: DimensionLevelNumber): CustomFieldLevel => LEVEL_OF_NUMBER[level];

/**
 * The levels a field is kept on: those it names; a field of dimensions defined before fields named their levels is
 * kept on all of them, a field of activities on none.
 */
export const levelsOf = (field: { applies_to: CustomFieldTarget; levels?: readonly CustomFieldLevel[] | undefined }): readonly CustomFieldLevel[] =>
  field.applies_to === 'activity' ? [] : (field.levels ?? CUSTOM_FIELD_LEVELS);

/**
 * A custom field of the firm. Its key names its values on dimensions and activities and never changes, nor does
 * its type (values kept under it would no longer fit); its name, options and order may.
 */
export type CustomFieldDefinition = {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly type: CustomFieldType;
  readonly applies_to: CustomFieldTarget;
  /** The dimension levels it is kept on (at least one); empty for a field of activities. */
  readonly levels: readonly CustomFieldLevel[];
  /** The values a select offers; empty for the other types. */
  readonly options: readonly string[];
};

/** Events recorded before fields named their levels have none: levelsOf says which they are. */
type RecordedLevels = { levels?: readonly CustomFieldLevel[] };

type At = { at: string };

export type CustomFieldEvent =
  | DomainEvent<'CustomFieldDefined', Omit<CustomFieldDefinition, 'levels'> & RecordedLevels & At>
  | DomainEvent<'CustomFieldChanged', Pick<CustomFieldDefinition, 'id' | 'name' | 'options'> & RecordedLevels & At>
  | DomainEvent<'CustomFieldRemoved', { id: string } & At>;

export const customFieldEventTypes: ReadonlySet<CustomFieldEvent['type']> = new Set<CustomFieldEvent['type']>([
  'CustomFieldDefined',
  'CustomFieldChanged',
  'CustomFieldRemoved',
]);

/** A firm's custom fields: one stream, so a key stays unique per target under racing definitions. */
export type CustomFields = ReadonlyMap<string, CustomFieldDefinition>;

export function evolve(fields: CustomFields, event: CustomFieldEvent): CustomFields {
  const next = new Map(fields);
  switch (event.type) {
    case 'CustomFieldDefined': {
      const { at: _at, ...definition } = event.data;
      next.set(definition.id, { ...definition, levels: levelsOf(definition) });
      return next;
    }
    case 'CustomFieldChanged': {
      const current = next.get(event.data.id);
      if (current) next.set(current.id, { ...current, name: event.data.name, options: event.data.options, levels: event.data.levels ?? current.levels });
      return next;
    }
    case 'CustomFieldRemoved':
      next.delete(event.data.id);
      return next;
    default:
      return assertNever(event);
  }
}
