import LockIcon from '@mui/icons-material/Lock';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import {
  BooleanInput,
  Button,
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Tag } from '../providers/domain.js';
import { changeable, NATURE_CHOICES, SCOPE_CHOICES, STATUS_CHOICES, TYPE_CHOICES } from './choices.js';
import { PendingTags } from './PendingTags.js';
import { TagBulkActions } from './TagBulkActions.js';
import { TagEditDialog } from './TagEditDialog.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} alwaysOn />,
  <SelectInput key="scope" source="scope" choices={SCOPE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="is_deleted" source="is_deleted" label="tally.tags.deleted" alwaysOn />,
];

/**
 * The Tags screen: the firm's general tags and your own personal ones, 20 a page by value, filtered by type, scope
 * and status. A row opens the edit dialog; the selection is tagged, marked internal or ignored, locked (administrators)
 * or deleted at once; a row is deleted with undo, and a deleted one restored.
 */
export default function TagList() {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <PendingTags />
      <List filters={filters} filterDefaultValues={{ is_deleted: false }} sort={{ field: 'value', order: 'ASC' }} perPage={20}>
        <Datagrid
          rowClick={(id) => {
            setEditing(String(id));
            return false;
          }}
          bulkActionButtons={<TagBulkActions />}
        >
          <SelectField source="type" choices={TYPE_CHOICES} />
          <TextField source="value" />
          <SelectField source="scope" choices={SCOPE_CHOICES} />
          <SelectField source="status" choices={STATUS_CHOICES} />
          <ReferenceField source="contact_id" reference="contacts" link={false} sortable={false} empty={<span>—</span>} />
          <SelectField source="nature" choices={NATURE_CHOICES} sortable={false} />
          <FunctionField<Tag> source="locked" sortable={false} render={(tag) => (tag.locked ? <LockedIcon /> : null)} />
          <RowAction />
        </Datagrid>
      </List>
      <TagEditDialog id={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function LockedIcon() {
  const translate = useTranslate();
  return <LockIcon fontSize="small" titleAccess={translate('resources.tags.fields.locked')} data-testid="tag-locked" />;
}

/** Delete (with undo) while the tag may be changed, restore once it is deleted. */
function RowAction() {
  const tag = useRecordContext<Tag>();
  const { permissions } = usePermissions<string>();
  if (!tag || !changeable(tag, permissions === 'admin')) return null;
  return tag.is_deleted ? <RestoreButton id={tag.id} /> : <DeleteButton mutationMode="undoable" />;
}

function RestoreButton({ id }: { id: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const restore = useMutation({
    mutationKey: ['tags', 'restore'],
    mutationFn: () => dataProvider.restore('tags', { id }),
    onSuccess: async () => {
      notify('tally.tags.done.restored', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['tags'] });
    },
  });
  const onClick = (event: MouseEvent) => {
    event.stopPropagation(); // a click in a row must not open the edit dialog
    restore.mutate();
  };
  return (
    <Button label="tally.tags.actions.restore" onClick={onClick} disabled={restore.isPending} data-testid="tag-restore">
      <UnarchiveIcon />
    </Button>
  );
}
