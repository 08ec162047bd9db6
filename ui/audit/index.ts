import PolicyIcon from '@mui/icons-material/Policy';
import { lazy } from 'react';

/** The audit log: a list for administrators, read-only. */
export default {
  list: lazy(() => import('./AuditList.js')),
  create: undefined,
  edit: undefined,
  show: undefined,
  icon: PolicyIcon,
};
