import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { User } from '../providers/domain.js';

/** Users, for administrators: the list in tabs, inviting, editing, deactivating, archiving and restoring. */
export default {
  list: lazy(() => import('./UserList.js')),
  create: undefined,
  edit: lazy(() => import('./UserEdit.js')),
  show: undefined,
  icon: PeopleIcon,
  recordRepresentation: (record: User) => record.name_full,
};
