import { sameCustomValues, withCustomChanges, type CustomValueChanges } from '../custom-fields/index.js';
import { nameBasedUuid } from '../shared/name-uuid.js';
import { assertNever, NotFoundError, type Decider } from '../shared/decider.js';
import { defaultsReplacedByDimension, defaultsReplacedByTemplate } from './defaults.js';
import {
  DimensionAlreadyExistsError,
  DimensionHasChildrenError,
  DimensionNotFoundError,
  DuplicateDimensionCodeError,
  InvalidDimensionParentError,
} from './errors.js';
import {
  codeKey,
  DEFAULT_LEVEL_NAMES,
  DIMENSION_LEVELS,
  emptyDimensionStructure,
  evolve,
  type CodeDisplay,
  type Dimension,
  type DimensionEvent,
  type DimensionFields,
  type DimensionLevel,
  type DimensionLevelNumber,
  type DimensionStructure,
  type TemplateFields,
} from './events.js';
import { say, type TextKey } from '../../i18n/text.js';

/** A contact that a project is made for when a firm books on contacts. */
export type ProjectContact = { readonly id: string; readonly name: string; readonly code: string | null };

export type LevelChange = { level: DimensionLevelNumber; name?: string; code_display?: CodeDisplay };

type At = { at: string };
type OnLevel = { level: DimensionLevelNumber };
/** Values of custom fields for dimensions, checked against the firm's fields (`checkedCustomChanges`). */
type WithCustomFields = { customfields?: CustomValueChanges };

export type DimensionCommand =
  | ({ type: 'InitialiseDimensionLevels'; structureId: string; levelIds: Record<DimensionLevelNumber, string> } & At)
  | ({ type: 'ChangeDimensionLevels'; changes: LevelChange[] } & At)
  /**
   * Sets a firm up for booking (api-contract §7.11, initialize): on contacts, a project for every contact that has none
   * yet; on projects, an internal default project to start from when the firm has no project yet.
   */
  | ({ type: 'InitialiseDimensions'; kind: 'contact'; contacts: readonly ProjectContact[] } & At)
  | ({ type: 'InitialiseDimensions'; kind: 'project'; name: string } & At)
  | ({ type: 'CreateDimension'; dimensionId: string; fields: DimensionFields } & OnLevel & WithCustomFields & At)
  | ({ type: 'UpdateDimension'; dimensionId: string; fields: DimensionFields } & OnLevel & WithCustomFields & At)
  | ({ type: 'ArchiveDimension' | 'RestoreDimension' | 'DeleteDimension'; dimensionId: string } & OnLevel & At)
  | ({ type: 'CreateDimensionTemplate'; templateId: string; fields: TemplateFields } & OnLevel & At)
  | ({ type: 'UpdateDimensionTemplate'; templateId: string; fields: TemplateFields } & OnLevel & At)
  | ({ type: 'ArchiveDimensionTemplate' | 'RestoreDimensionTemplate' | 'DeleteDimensionTemplate'; templateId: string } & OnLevel & At);

function decide(command: DimensionCommand, structure: DimensionStructure): DimensionEvent[] {
  const { at } = command;
  if (command.type === 'InitialiseDimensionLevels') {
    if (structure.structureId) return [];
    const levels = DIMENSION_LEVELS.map((level): DimensionLevel => ({
      id: command.levelIds[level],
      level,
      name: DEFAULT_LEVEL_NAMES[level],
      code_display: 'prefix',
    }));
    return [{ type: 'DimensionLevelsInitialised', data: { structure_id: command.structureId, levels, at } }];
  }
  if (!structure.structureId) throw new NotFoundError(say('dimension_levels_not_set_up'));
  switch (command.type) {
    case 'ChangeDimensionLevels':
      return command.changes.flatMap((change): DimensionEvent[] => {
        const current = levelOf(structure, change.level);
        const name = change.name ?? current.name;
        const code_display = change.code_display ?? current.code_display;
        if (name === current.name && code_display === current.code_display) return [];
        return [{ type: 'DimensionLevelChanged', data: { dimension_level_id: current.id, level: change.level, name, code_display, at } }];
      });
    case 'InitialiseDimensions':
      return initialise(command, structure);
    case 'CreateDimension': {
      const { dimensionId: dimension_id, level, fields } = command;
      if (structure.dimensions.has(dimension_id)) throw new DimensionAlreadyExistsError();
      assertParent(structure, level, fields.parent_id, undefined);
      assertUniqueCode(structure, level, dimension_id, fields.code);
      const values = command.customfields ?? {};
      return [
        { type: 'DimensionCreated', data: { dimension_id, dimension_level_id: levelOf(structure, level).id, level, ...fields, at } },
        ...(Object.values(values).some((value) => value !== null) ? [customFieldsSet(dimension_id, values, at)] : []),
        ...defaultsReplacedByDimension(structure, { id: dimension_id, level, ...fields }, at),
      ];
    }
    case 'UpdateDimension': {
      const { dimensionId: dimension_id, level, fields } = command;
      const current = existing(structure, level, dimension_id);
      assertParent(structure, level, fields.parent_id, current);
      assertUniqueCode(structure, level, dimension_id, fields.code);
      const values = command.customfields ?? {};
      const valuesChange = !sameCustomValues(current.customfields, withCustomChanges(current.customfields, values));
      const unchanged = (Object.keys(fields) as (keyof DimensionFields)[]).every((key) => fields[key] === current[key]);
      return [
        ...(unchanged ? [] : [{ type: 'DimensionUpdated', data: { dimension_id, ...fields, at } } as const]),
        ...(valuesChange ? [customFieldsSet(dimension_id, values, at)] : []),
        ...(unchanged ? [] : defaultsReplacedByDimension(structure, { id: dimension_id, level, ...fields }, at)),
      ];
    }
    case 'ArchiveDimension':
      return existing(structure, command.level, command.dimensionId).archived
        ? []
        : [{ type: 'DimensionArchived', data: { dimension_id: command.dimensionId, at } }];
    case 'RestoreDimension':
      return existing(structure, command.level, command.dimensionId).archived
        ? [{ type: 'DimensionRestored', data: { dimension_id: command.dimensionId, at } }]
        : [];
    case 'DeleteDimension':
      existing(structure, command.level, command.dimensionId);
      if ((structure.children.get(command.dimensionId)?.size ?? 0) > 0) throw new DimensionHasChildrenError();
      return [{ type: 'DimensionDeleted', data: { dimension_id: command.dimensionId, at } }];
    case 'CreateDimensionTemplate': {
      const { templateId: template_id, level, fields } = command;
      if (structure.templates.has(template_id)) throw new DimensionAlreadyExistsError();
      return [
        { type: 'DimensionTemplateCreated', data: { template_id, dimension_level_id: levelOf(structure, level).id, level, ...fields, at } },
        ...defaultsReplacedByTemplate(structure, { id: template_id, level, ...fields }, at),
      ];
    }
    case 'UpdateDimensionTemplate': {
      const { templateId: template_id, fields } = command;
      const current = existingTemplate(structure, command.level, template_id);
      const unchanged = (Object.keys(fields) as (keyof TemplateFields)[]).every((key) => fields[key] === current[key]);
      if (unchanged) return [];
      return [
        { type: 'DimensionTemplateUpdated', data: { template_id, ...fields, at } },
        ...defaultsReplacedByTemplate(structure, { id: template_id, level: command.level, ...fields }, at),
      ];
    }
    case 'ArchiveDimensionTemplate':
      return existingTemplate(structure, command.level, command.templateId).archived
        ? []
        : [{ type: 'DimensionTemplateArchived', data: { template_id: command.templateId, at } }];
    case 'RestoreDimensionTemplate':
      return existingTemplate(structure, command.level, command.templateId).archived
        ? [{ type: 'DimensionTemplateRestored', data: { template_id: command.templateId, at } }]
        : [];
    case 'DeleteDimensionTemplate':
      existingTemplate(structure, command.level, command.templateId);
      return [{ type: 'DimensionTemplateDeleted', data: { template_id: command.templateId, at } }];
    default:
      return assertNever(command);
  }
}

/** Ids from what they are made for, so initialising twice (or two administrators at once) makes each project once. */
function initialise(command: Extract<DimensionCommand, { type: 'InitialiseDimensions' }>, structure: DimensionStructure): DimensionEvent[] {
  const { at } = command;
  const projects = [...structure.dimensions.values()].filter((dimension) => dimension.level === 1);
  const level = levelOf(structure, 1);
  const created = (dimension_id: string, fields: DimensionFields): DimensionEvent => ({
    type: 'DimensionCreated',
    data: { dimension_id, dimension_level_id: level.id, level: 1, ...fields, at },
  });
  if (command.kind === 'project') {
    if (projects.length > 0) return [];
    const fields = { name: command.name, code: null, parent_id: null, internal: true, is_default: true, contact_id: null };
    return [created(nameBasedUuid(`${structure.structureId}/initial-project`), fields)];
  }
  const served = new Set(projects.map((project) => project.contact_id));
  const codes = new Set(structure.codes.keys());
  return command.contacts
    .filter((contact) => !served.has(contact.id) && served.add(contact.id))
    .map((contact) => {
      // A contact's code becomes its project's code unless another project has it already.
      const code = contact.code && !codes.has(codeKey(1, contact.code)) ? contact.code : null;
      if (code) codes.add(codeKey(1, code));
      const fields = { name: contact.name, code, parent_id: null, internal: false, is_default: false, contact_id: contact.id };
      return created(nameBasedUuid(`${structure.structureId}/contact-project/${contact.id}`), fields);
    });
}

function customFieldsSet(dimension_id: string, values: CustomValueChanges, at: string): DimensionEvent {
  return { type: 'DimensionCustomFieldsSet', data: { dimension_id, values, at } };
}

function levelOf(structure: DimensionStructure, level: DimensionLevelNumber): DimensionLevel {
  const found = structure.levels.get(level);
  if (!found) throw new NotFoundError(say('dimension_level_unknown'));
  return found;
}

/** A dimension of another level is not found under this one: the level is part of its address. */
function existing(structure: DimensionStructure, level: DimensionLevelNumber, id: string): Dimension {
  const dimension = structure.dimensions.get(id);
  if (!dimension || dimension.level !== level) throw new DimensionNotFoundError();
  return dimension;
}

function existingTemplate(structure: DimensionStructure, level: DimensionLevelNumber, id: string) {
  const template = structure.templates.get(id);
  if (!template || template.level !== level) throw new DimensionNotFoundError('template');
  return template;
}

const PARENT_RULES: Record<DimensionLevelNumber, { parentLevel: DimensionLevelNumber | null; required: boolean; message: TextKey }> = {
  1: { parentLevel: null, required: false, message: 'project_no_parent' },
  2: { parentLevel: 1, required: true, message: 'subproject_under_project' },
  3: { parentLevel: 2, required: false, message: 'working_code_under_subproject' },
};

/**
 * The parent must exist at the level above. A new parent must be active; a dimension may keep the parent
 * it has even after that parent was archived (it then simply cannot be booked).
 */
function assertParent(structure: DimensionStructure, level: DimensionLevelNumber, parentId: string | null, current: Dimension | undefined): void {
  const rule = PARENT_RULES[level];
  if (parentId === null) {
    if (rule.required) throw new InvalidDimensionParentError(say(rule.message));
    return;
  }
  const parent = structure.dimensions.get(parentId);
  const keeps = current?.parent_id === parentId;
  if (!parent || parent.level !== rule.parentLevel || (parent.archived && !keeps)) throw new InvalidDimensionParentError(say(rule.message));
}

function assertUniqueCode(structure: DimensionStructure, level: DimensionLevelNumber, id: string, code: string | null): void {
  if (!code) return;
  const holder = structure.codes.get(codeKey(level, code));
  if (holder !== undefined && holder !== id) throw new DuplicateDimensionCodeError(code, levelOf(structure, level).name);
}

export const dimensionDecider: Decider<DimensionStructure, DimensionCommand, DimensionEvent> = {
  initialState: emptyDimensionStructure,
  evolve,
  decide,
};

/** The prefix of every organisation's dimension stream (what the dimensions read model reads). */
export const DIMENSIONS_STREAM_PREFIX = 'dimensions-';

/** The organisation's dimension stream: levels, dimensions and templates. */
export function dimensionStream(clientId: string): string {
  return `${DIMENSIONS_STREAM_PREFIX}${clientId}`;
}
