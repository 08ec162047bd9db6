import AccountTreeIcon from '@mui/icons-material/AccountTree';
import FolderIcon from '@mui/icons-material/Folder';
import WorkIcon from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType } from 'react';
import type { Dimension } from '../providers/domain.js';
import type { Level } from './levels.js';

const screen = (level: Level, kind: 'list' | 'create' | 'edit') =>
  lazy(async () => ({ default: (await import('./screens.js')).screensOf(level)[kind] as ComponentType }));

function dimensionResource(level: Level, icon: SvgIconComponent) {
  return {
    list: screen(level, 'list'),
    create: screen(level, 'create'),
    edit: screen(level, 'edit'),
    show: undefined,
    icon,
    recordRepresentation: (record: Dimension) => record.formatted_name,
  };
}

/** Projects, subprojects and working codes: the dimensions of levels 1, 2 and 3, each a tree level. */
export const projects = dimensionResource(1, FolderIcon);
export const subprojects = dimensionResource(2, AccountTreeIcon);
export const workingCodes = dimensionResource(3, WorkIcon);
