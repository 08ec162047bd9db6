import { withCustomChanges, type CustomValueChanges, type CustomValues } from '../custom-fields/index.js';
import { assertNever, type DomainEvent } from '../shared/decider.js';

/** 1 project, 2 subproject, 3 working code. */
export type DimensionLevelNumber = 1 | 2 | 3;
export const DIMENSION_LEVELS: readonly DimensionLevelNumber[] = [1, 2, 3];

/** Where a dimension's code goes when it is shown: before the name, after it, or not at all. */
export type CodeDisplay = 'none' | 'prefix' | 'suffix';

export type DimensionLevel = {
  readonly id: string;
  readonly level: DimensionLevelNumber;
  readonly name: string;
  readonly code_display: CodeDisplay;
};

export const DEFAULT_LEVEL_NAMES: Readonly<Record<DimensionLevelNumber, string>> = {
  1: 'Project',
  2: 'Subproject',
  3: 'Working code',
};

export type DimensionFields = {
  readonly name: string;
  readonly code: string | null;
  readonly parent_id: string | null;
  readonly internal: boolean;
  readonly is_default: boolean;
  readonly contact_id: string | null;
};

/** A template prefills new dimensions of its level. */
export type TemplateFields = {
  readonly name: string;
  readonly code: string | null;
  readonly internal: boolean;
  readonly is_default: boolean;
};

type At = { at: string };
type OnLevel = { dimension_level_id: string; level: DimensionLevelNumber };

export type DimensionEvent =
  | DomainEvent<'DimensionLevelsInitialised', { structure_id: string; levels: DimensionLevel[] } & At>
  | DomainEvent<'DimensionLevelChanged', { dimension_level_id: string; level: DimensionLevelNumber; name: string; code_display: CodeDisplay } & At>
  | DomainEvent<'DimensionCreated', DimensionFields & OnLevel & { dimension_id: string } & At>
  | DomainEvent<'DimensionUpdated', DimensionFields & { dimension_id: string } & At>
  | DomainEvent<'DimensionCustomFieldsSet', { dimension_id: string; values: CustomValueChanges } & At>
  | DomainEvent<'DimensionDefaultUnset', { dimension_id: string } & At>
  | DomainEvent<'DimensionArchived', { dimension_id: string } & At>
  | DomainEvent<'DimensionRestored', { dimension_id: string } & At>
  | DomainEvent<'DimensionDeleted', { dimension_id: string } & At>
  | DomainEvent<'DimensionTemplateCreated', TemplateFields & OnLevel & { template_id: string } & At>
  | DomainEvent<'DimensionTemplateUpdated', TemplateFields & { template_id: string } & At>
  | DomainEvent<'DimensionTemplateDefaultUnset', { template_id: string } & At>
  | DomainEvent<'DimensionTemplateArchived', { template_id: string } & At>
  | DomainEvent<'DimensionTemplateRestored', { template_id: string } & At>
  | DomainEvent<'DimensionTemplateDeleted', { template_id: string } & At>;

export const dimensionEventTypes: ReadonlySet<DimensionEvent['type']> = new Set<DimensionEvent['type']>([
  'DimensionLevelsInitialised',
  'DimensionLevelChanged',
  'DimensionCreated',
  'DimensionUpdated',
  'DimensionCustomFieldsSet',
  'DimensionDefaultUnset',
  'DimensionArchived',
  'DimensionRestored',
  'DimensionDeleted',
  'DimensionTemplateCreated',
  'DimensionTemplateUpdated',
  'DimensionTemplateDefaultUnset',
  'DimensionTemplateArchived',
  'DimensionTemplateRestored',
  'DimensionTemplateDeleted',
]);

export interface Dimension extends DimensionFields {
  readonly id: string;
  readonly level: DimensionLevelNumber;
  readonly archived: boolean;
  /** The values of the firm's custom fields for dimensions, by key. */
  readonly customfields: CustomValues;
}

interface DimensionTemplate extends TemplateFields {
  readonly level: DimensionLevelNumber;
  readonly archived: boolean;
}

/**
 * An organisation's dimensions form one consistency boundary: the tree rules (a subproject's parent is a
 * project) and code uniqueness per level span all of them. Maps are folded in place, as for contacts.
 */
export interface DimensionStructure {
  structureId: string | null;
  readonly levels: Map<DimensionLevelNumber, DimensionLevel>;
  readonly dimensions: Map<string, Dimension>;
  /** `level:normalised code` → dimension id, for every dimension not deleted (archived ones keep theirs). */
  readonly codes: Map<string, string>;
  /** Parent id → ids of its children that are not deleted. */
  readonly children: Map<string, Set<string>>;
  readonly templates: Map<string, DimensionTemplate>;
}

export function emptyDimensionStructure(): DimensionStructure {
  return { structureId: null, levels: new Map(), dimensions: new Map(), codes: new Map(), children: new Map(), templates: new Map() };
}

/** Codes compare without case and surrounding blanks. */
export function codeKey(level: DimensionLevelNumber, code: string): string {
  return `${level}:${code.trim().toLocaleLowerCase('en')}`;
}

export function evolve(structure: DimensionStructure, event: DimensionEvent): DimensionStructure {
  switch (event.type) {
    case 'DimensionLevelsInitialised':
      structure.structureId = event.data.structure_id;
      for (const level of event.data.levels) structure.levels.set(level.level, level);
      return structure;
    case 'DimensionLevelChanged': {
      const { dimension_level_id: id, level, name, code_display } = event.data;
      structure.levels.set(level, { id, level, name, code_display });
      return structure;
    }
    case 'DimensionCreated':
    case 'DimensionUpdated': {
      const { dimension_id: id, name, code, parent_id, internal, is_default, contact_id } = event.data;
      const previous = structure.dimensions.get(id);
      const level = event.type === 'DimensionCreated' ? event.data.level : previous?.level;
      if (!level) return structure;
      unindex(structure, id);
      structure.dimensions.set(id, { id, level, name, code, parent_id, internal, is_default, contact_id, archived: previous?.archived ?? false, customfields: previous?.customfields ?? {} });
      index(structure, id);
      return structure;
    }
    case 'DimensionCustomFieldsSet': {
      const dimension = structure.dimensions.get(event.data.dimension_id);
      if (dimension) structure.dimensions.set(dimension.id, { ...dimension, customfields: withCustomChanges(dimension.customfields, event.data.values) });
      return structure;
    }
    case 'DimensionDefaultUnset': {
      const dimension = structure.dimensions.get(event.data.dimension_id);
      if (dimension) structure.dimensions.set(dimension.id, { ...dimension, is_default: false });
      return structure;
    }
    case 'DimensionArchived':
    case 'DimensionRestored': {
      const dimension = structure.dimensions.get(event.data.dimension_id);
      if (dimension) structure.dimensions.set(dimension.id, { ...dimension, archived: event.type === 'DimensionArchived' });
      return structure;
    }
    case 'DimensionDeleted':
      unindex(structure, event.data.dimension_id);
      structure.dimensions.delete(event.data.dimension_id);
      return structure;
    case 'DimensionTemplateCreated': {
      const { template_id, level, name, code, internal, is_default } = event.data;
      structure.templates.set(template_id, { level, name, code, internal, is_default, archived: false });
      return structure;
    }
    case 'DimensionTemplateUpdated': {
      const { template_id, name, code, internal, is_default } = event.data;
      const template = structure.templates.get(template_id);
      if (template) structure.templates.set(template_id, { ...template, name, code, internal, is_default });
      return structure;
    }
    case 'DimensionTemplateDefaultUnset': {
      const template = structure.templates.get(event.data.template_id);
      if (template) structure.templates.set(event.data.template_id, { ...template, is_default: false });
      return structure;
    }
    case 'DimensionTemplateArchived':
    case 'DimensionTemplateRestored': {
      const template = structure.templates.get(event.data.template_id);
      if (template) structure.templates.set(event.data.template_id, { ...template, archived: event.type === 'DimensionTemplateArchived' });
      return structure;
    }
    case 'DimensionTemplateDeleted':
      structure.templates.delete(event.data.template_id);
      return structure;
    default:
      return assertNever(event);
  }
}

function index(structure: DimensionStructure, id: string): void {
  const dimension = structure.dimensions.get(id)!;
  if (dimension.code) structure.codes.set(codeKey(dimension.level, dimension.code), id);
  if (dimension.parent_id) {
    const siblings = structure.children.get(dimension.parent_id) ?? new Set<string>();
    structure.children.set(dimension.parent_id, siblings.add(id));
  }
}

function unindex(structure: DimensionStructure, id: string): void {
  const dimension = structure.dimensions.get(id);
  if (!dimension) return;
  if (dimension.code) structure.codes.delete(codeKey(dimension.level, dimension.code));
  if (dimension.parent_id) structure.children.get(dimension.parent_id)?.delete(id);
}

/** How a dimension is shown in lists: its code before or after the name, per its level's code display. */
export function formatDimensionName(name: string, code: string | null, display: CodeDisplay): string {
  if (!code || display === 'none') return name;
  return display === 'prefix' ? `${code} ${name}` : `${name} ${code}`;
}
