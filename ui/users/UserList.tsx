import { BooleanField, Datagrid, EmailField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { LocalTimeField } from '../common/DateTimeFields.js';

const ROLES = [
  { id: 'user', name: 'tally.roles.user' },
  { id: 'manager', name: 'tally.roles.manager' },
  { id: 'admin', name: 'tally.roles.admin' },
];

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={ROLES} alwaysOn />];

/** The organisation's users (administrators only: authProvider.canAccess and the API both say so). */
export default function UserList() {
  return (
    <List filters={filters} sort={{ field: 'name_first', order: 'ASC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name_full" sortBy="name_first" />
        <EmailField source="email" />
        <SelectField source="role" choices={ROLES} />
        <BooleanField source="is_deactivated" />
        <LocalTimeField source="created_at" label="resources.users.fields.created_at" withDate />
      </Datagrid>
    </List>
  );
}
