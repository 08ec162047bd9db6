import SensorsIcon from '@mui/icons-material/Sensors';
import { lazy } from 'react';
import type { Source } from '../providers/domain.js';

/** Sources: where activity came from (a web host, an application, a mailbox, time added by hand), read only. */
export default {
  list: lazy(() => import('./SourceList.js')),
  create: undefined,
  edit: undefined,
  show: lazy(() => import('./SourceShow.js')),
  icon: SensorsIcon,
  recordRepresentation: (record: Source) => record.name ?? record.identifier ?? record.type,
};
