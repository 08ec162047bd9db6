import type { DimensionEvent, DimensionFields, DimensionLevelNumber, TemplateFields } from './events.js';

/** Event builders for the decider tests of this folder. */
export const at = '2026-03-02T09:00:00.000Z';
export const LEVEL_IDS = { 1: 'level-1', 2: 'level-2', 3: 'level-3' } as const;

export const initialised: DimensionEvent = {
  type: 'DimensionLevelsInitialised',
  data: {
    structure_id: 'structure',
    levels: [
      { id: LEVEL_IDS[1], level: 1, name: 'Project', code_display: 'prefix' },
      { id: LEVEL_IDS[2], level: 2, name: 'Subproject', code_display: 'prefix' },
      { id: LEVEL_IDS[3], level: 3, name: 'Working code', code_display: 'prefix' },
    ],
    at,
  },
};

export function fields(name: string, overrides: Partial<DimensionFields> = {}): DimensionFields {
  return { name, code: null, parent_id: null, internal: false, is_default: false, contact_id: null, ...overrides };
}

export function created(id: string, level: DimensionLevelNumber, name: string, overrides: Partial<DimensionFields> = {}): DimensionEvent {
  return { type: 'DimensionCreated', data: { dimension_id: id, dimension_level_id: LEVEL_IDS[level], level, ...fields(name, overrides), at } };
}

export const archived = (id: string): DimensionEvent => ({ type: 'DimensionArchived', data: { dimension_id: id, at } });
export const deleted = (id: string): DimensionEvent => ({ type: 'DimensionDeleted', data: { dimension_id: id, at } });

export function templateFields(name: string, overrides: Partial<TemplateFields> = {}): TemplateFields {
  return { name, code: null, internal: false, is_default: false, ...overrides };
}

export function templateCreated(id: string, level: DimensionLevelNumber, name: string): DimensionEvent {
  return { type: 'DimensionTemplateCreated', data: { template_id: id, dimension_level_id: LEVEL_IDS[level], level, ...templateFields(name), at } };
}
