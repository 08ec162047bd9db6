import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { Activity } from '../providers/domain.js';

/** Activity logs: read here, changed on the day screen. */
export default {
  list: lazy(() => import('./ActivityList.js')),
  create: undefined,
  edit: undefined,
  show: lazy(() => import('./ActivityShow.js')),
  icon: HistoryIcon,
  recordRepresentation: (record: Activity) => `${record.date} ${record.description ?? record.source.name ?? record.source.type}`,
};
