import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { ReactElement } from 'react';
import {
  BooleanField,
  BooleanInput,
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { TYPE_CHOICES } from '../tags/choices.js';
import { CONDITION_STATUS_CHOICES } from './choices.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={CONDITION_STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="forced" source="forced" />,
];

const bulkUpdate = (label: string, icon: ReactElement, forced: boolean) => (
  <BulkUpdateButton label={`tally.tag_conditions.actions.${label}`} data={{ forced }} icon={icon} mutationMode="pessimistic" data-testid={`conditions-${label}`} />
);

/** Force or stop forcing the selected conditions' tags, or remove the conditions (and their tags), confirmed. */
function ConditionBulkActions() {
  return (
    <>
      {bulkUpdate('force', <LockIcon />, true)}
      {bulkUpdate('unforce', <LockOpenIcon />, false)}
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
}

/**
 * The Tag conditions screen (permanent tags, administrators): the firm's conditions 20 a page by source, filtered by
 * type, status and forcing like the Tags screen. A row opens its edit page; the selection is forced, released or
 * removed at once.
 */
export default function TagConditionList() {
  return (
    <List filters={filters} sort={{ field: 'value', order: 'ASC' }} perPage={20}>
      <Datagrid rowClick="edit" bulkActionButtons={<ConditionBulkActions />}>
        <SelectField source="type" choices={TYPE_CHOICES} />
        <TextField source="value" />
        <SelectField source="status" choices={CONDITION_STATUS_CHOICES} />
        <ReferenceField source="contact_id" reference="contacts" link={false} sortable={false} empty={<span>—</span>} />
        <BooleanField source="forced" sortable={false} />
      </Datagrid>
    </List>
  );
}
