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

export type LevelChange = { level: DimensionLevelNumber; name?: string; code_display?: CodeDisplay };

type At = { at: string };
type OnLevel = { level: DimensionLevelNumber };

export type DimensionCommand =
  | ({ type: 'InitialiseDimensionLevels'; structureId: string; levelIds: Record<DimensionLevelNumber, string> } & At)
  | ({ type: 'ChangeDimensionLevels'; changes: LevelChange[] } & At)
  | ({ type: 'CreateDimension'; dimensionId: string; fields: DimensionFields } & OnLevel & At)
  | ({ type: 'UpdateDimension'; dimensionId: string; fields: DimensionFields } & OnLevel & At)
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
    case 'CreateDimension': {
      const { dimensionId: dimension_id, level, fields } = command;
      if (structure.dimensions.has(dimension_id)) throw new DimensionAlreadyExistsError();
      assertParent(structure, level, fields.parent_id, undefined);
      assertUniqueCode(structure, level, dimension_id, fields.code);
      return [
        { type: 'DimensionCreated', data: { dimension_id, dimension_level_id: levelOf(structure, level).id, level, ...fields, at } },
        ...defaultsReplacedByDimension(structure, { id: dimension_id, level, ...fields }, at),
      ];
    }
    case 'UpdateDimension': {
      const { dimensionId: dimension_id, level, fields } = command;
      const current = existing(structure, level, dimension_id);
      assertParent(structure, level, fields.parent_id, current);
      assertUniqueCode(structure, level, dimension_id, fields.code);
      const unchanged = (Object.keys(fields) as (keyof DimensionFields)[]).every((key) => fields[key] === current[key]);
      if (unchanged) return [];
      return [{ type: 'DimensionUpdated', data: { dimension_id, ...fields, at } }, ...defaultsReplacedByDimension(structure, { id: dimension_id, level, ...fields }, at)];
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
