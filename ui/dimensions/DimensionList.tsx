import { BooleanField, Datagrid, List, ReferenceField, ReferenceInput, AutocompleteInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { ArchiveRestoreButton } from '../common/ArchiveRestoreButton.js';
import { StatusField } from '../common/StatusChip.js';
import { RECORD_STATUSES } from '../contacts/ContactList.js';
import { LEVELS, type Level } from './levels.js';

/** Projects, subprojects or working codes: search, status, and (below projects) the parent they hang under. */
export function DimensionList({ level }: { level: Level }) {
  const { resource, parent } = LEVELS[level];
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={RECORD_STATUSES} alwaysOn />,
    ...(parent
      ? [
          <ReferenceInput key="parent_id" source="parent_id" reference={parent.resource} alwaysOn>
            <AutocompleteInput label={`resources.${resource}.fields.parent_id`} sx={{ minWidth: 220 }} />
          </ReferenceInput>,
        ]
      : []),
  ];
  return (
    <List resource={resource} filters={filters} filterDefaultValues={{ status: 'active' }} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" />
        <TextField source="name" />
        {parent && (
          <ReferenceField source="parent_id" reference={parent.resource} link="edit" empty="—" />
        )}
        <ReferenceField source="contact_id" reference="contacts" link={false} empty="—" />
        <BooleanField source="internal" />
        <StatusField source="status" kind="record" label={`resources.${resource}.fields.status`} />
        <ArchiveRestoreButton />
      </Datagrid>
    </List>
  );
}
