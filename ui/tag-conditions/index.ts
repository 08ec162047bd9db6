import RuleIcon from '@mui/icons-material/Rule';
import { lazy } from 'react';
import type { TagCondition } from '../providers/domain.js';

/** The tag conditions resource (administrators): the Tag conditions screen, create and edit. */
export default {
  list: lazy(() => import('./TagConditionList.js')),
  create: lazy(() => import('./TagConditionCreate.js')),
  edit: lazy(() => import('./TagConditionEdit.js')),
  show: undefined,
  icon: RuleIcon,
  recordRepresentation: (record: TagCondition) => record.value,
};
