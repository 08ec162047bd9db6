import { assertNever, type DomainEvent } from '../shared/decider.js';

/** The types a custom field takes (product-spec §3, "Custom field"): one list, everything else derives from it. */
export const CUSTOM_FIELD_TYPES = ['blob', 'boolean', 'date', 'decimal', 'int', 'select', 'string'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** What a custom field is kept on: dimensions (projects, subprojects, working codes) or activities. */
export const CUSTOM_FIELD_TARGETS = ['dimension', 'activity'] as const;
export type CustomFieldTarget = (typeof CUSTOM_FIELD_TARGETS)[number];

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
  /** The values a select offers; empty for the other types. */
  readonly options: readonly string[];
};

type At = { at: string };

export type CustomFieldEvent =
  | DomainEvent<'CustomFieldDefined', CustomFieldDefinition & At>
  | DomainEvent<'CustomFieldChanged', Pick<CustomFieldDefinition, 'id' | 'name' | 'options'> & At>
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
      next.set(definition.id, definition);
      return next;
    }
    case 'CustomFieldChanged': {
      const current = next.get(event.data.id);
      if (current) next.set(current.id, { ...current, name: event.data.name, options: event.data.options });
      return next;
    }
    case 'CustomFieldRemoved':
      next.delete(event.data.id);
      return next;
    default:
      return assertNever(event);
  }
}
