import ContactsIcon from '@mui/icons-material/Contacts';
import { lazy } from 'react';
import type { Contact } from '../providers/domain.js';

/** The contacts resource: list (search, status, type), create, edit (details, references), show (overview, projects, tags), archive and restore. */
export default {
  list: lazy(() => import('./ContactList.js')),
  create: lazy(() => import('./ContactCreate.js')),
  edit: lazy(() => import('./ContactEdit.js')),
  show: lazy(() => import('./ContactShow.js')),
  icon: ContactsIcon,
  recordRepresentation: (record: Contact) => record.formatted_name,
};
