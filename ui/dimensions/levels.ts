import { DIMENSION_RESOURCES } from '../providers/resources.js';

export type Level = 1 | 2 | 3;

/** The tree: a subproject hangs under a project (required), a working code under a subproject (optional). */
export const LEVELS: Record<Level, { resource: string; parent?: { resource: string; required: boolean }; child?: string }> = {
  1: { resource: DIMENSION_RESOURCES[1], child: DIMENSION_RESOURCES[2] },
  2: { resource: DIMENSION_RESOURCES[2], parent: { resource: DIMENSION_RESOURCES[1], required: true }, child: DIMENSION_RESOURCES[3] },
  3: { resource: DIMENSION_RESOURCES[3], parent: { resource: DIMENSION_RESOURCES[2], required: false } },
};
