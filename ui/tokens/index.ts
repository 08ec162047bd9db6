import KeyIcon from '@mui/icons-material/Key';
import { lazy } from 'react';
import type { ApiToken } from '../providers/domain.js';

/** "My API tokens" (/tokens, from the user menu): list, create (secret shown once) and revoke. */
export default {
  list: lazy(() => import('./TokenList.js')),
  icon: KeyIcon,
  recordRepresentation: (record: ApiToken) => record.name,
};
