import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import type { Tag } from '../providers/domain.js';

/** The tags resource: the Tags screen (list with filters, bulk actions and an edit dialog) and create. */
export default {
  list: lazy(() => import('./TagList.js')),
  create: lazy(() => import('./TagCreate.js')),
  edit: undefined,
  show: undefined,
  icon: LocalOfferIcon,
  recordRepresentation: (record: Tag) => record.value,
};
