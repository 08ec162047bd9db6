import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { User } from '../providers/domain.js';

/** Users: a list for administrators. */
export default {
  list: lazy(() => import('./UserList.js')),
  create: undefined,
  edit: undefined,
  show: undefined,
  icon: PeopleIcon,
  recordRepresentation: (record: User) => record.name_full,
};
