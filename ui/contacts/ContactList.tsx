import { Datagrid, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { ArchiveRestoreButton } from '../common/ArchiveRestoreButton.js';
import { StatusField } from '../common/StatusChip.js';
import { CONTACT_TYPES } from './ContactForm.js';

export const RECORD_STATUSES = [
  { id: 'active', name: 'tally.status.record.active' },
  { id: 'archived', name: 'tally.status.record.archived' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={RECORD_STATUSES} alwaysOn />,
  <SelectInput key="type" source="type" choices={CONTACT_TYPES} alwaysOn />,
];

/** Contacts: active ones by default; search on name and code; archive and restore in the row. */
export default function ContactList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'active' }} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="code" />
        <SelectField source="type" choices={CONTACT_TYPES} />
        <StatusField source="status" kind="record" label="resources.contacts.fields.status" />
        <ArchiveRestoreButton />
      </Datagrid>
    </List>
  );
}
