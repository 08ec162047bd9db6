import { DimensionCreate, DimensionEdit } from './DimensionForm.js';
import { DimensionList } from './DimensionList.js';
import type { Level } from './levels.js';

/** The screens of one level, for the lazy imports of index.ts. */
export function screensOf(level: Level) {
  return {
    list: () => <DimensionList level={level} />,
    create: () => <DimensionCreate level={level} />,
    edit: () => <DimensionEdit level={level} />,
  };
}
