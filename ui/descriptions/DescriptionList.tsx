import { BooleanField, BooleanInput, Datagrid, FunctionField, List, ReferenceField, SearchInput, TextField, useTranslate } from 'react-admin';
import type { Description } from '../providers/domain.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="enabled" source="enabled" />, <BooleanInput key="personal" source="personal" />];

/** Who a description is offered to: its owner, the people it names, or everyone. */
function OfferedTo({ record }: { record: Description }) {
  const translate = useTranslate();
  if (record.personal) return <>{translate('tally.descriptions.offered.personal')}</>;
  if (record.user_count === 0) return <>{translate('tally.descriptions.offered.everyone')}</>;
  return <>{translate('tally.descriptions.offered.users', { smart_count: record.user_count })}</>;
}

/**
 * The Descriptions screen: the firm's standard descriptions and the person's own, 20 a page by text, each with its
 * dynamic tags written out as booking would fill it in today.
 */
export default function DescriptionList() {
  return (
    <List filters={filters} sort={{ field: 'description', order: 'ASC' }} perPage={20}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="description" />
        <TextField source="text" sortable={false} />
        <ReferenceField source="dimension_id" reference="projects" link={false} sortable={false} empty={<span>—</span>} />
        <FunctionField<Description> source="user_count" render={(record) => <OfferedTo record={record} />} />
        <BooleanField source="enabled" />
      </Datagrid>
    </List>
  );
}
