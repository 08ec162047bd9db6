import ShortTextIcon from '@mui/icons-material/ShortText';
import { lazy } from 'react';
import type { Description } from '../providers/domain.js';

/** The descriptions resource: the Descriptions screen, create and edit. */
export default {
  list: lazy(() => import('./DescriptionList.js')),
  create: lazy(() => import('./DescriptionCreate.js')),
  edit: lazy(() => import('./DescriptionEdit.js')),
  show: undefined,
  icon: ShortTextIcon,
  recordRepresentation: (record: Description) => record.text,
};
