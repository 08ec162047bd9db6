import type { DimensionEvent, DimensionLevelNumber, DimensionStructure } from './events.js';

/**
 * One default per level, and per parent where the level nests (a subproject's siblings, a working code's
 * siblings; free working codes share the empty parent): a dimension that becomes or stays the default takes
 * the flag from every other one there, archived ones included, so a restore never brings back a second default.
 */
export function defaultsReplacedByDimension(
  structure: DimensionStructure,
  dimension: { id: string; level: DimensionLevelNumber; parent_id: string | null; is_default: boolean },
  at: string,
): DimensionEvent[] {
  if (!dimension.is_default) return [];
  return [...structure.dimensions.values()]
    .filter((other) => other.is_default && other.id !== dimension.id && other.level === dimension.level && other.parent_id === dimension.parent_id)
    .map((other): DimensionEvent => ({ type: 'DimensionDefaultUnset', data: { dimension_id: other.id, at } }));
}

/** Templates have no parent: one default template per level. */
export function defaultsReplacedByTemplate(
  structure: DimensionStructure,
  template: { id: string; level: DimensionLevelNumber; is_default: boolean },
  at: string,
): DimensionEvent[] {
  if (!template.is_default) return [];
  return [...structure.templates.entries()]
    .filter(([id, other]) => other.is_default && id !== template.id && other.level === template.level)
    .map(([id]): DimensionEvent => ({ type: 'DimensionTemplateDefaultUnset', data: { template_id: id, at } }));
}
