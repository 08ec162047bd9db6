import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useCanAccess, useDataProvider, useDelete, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';

type Archivable = { id: string; name?: string; status?: string };

/**
 * Archive (DELETE, the record stays and can come back) or restore (PATCH) the record in context. Shown to
 * whoever may delete on the resource. Archiving takes the record out of everyone's pickers, so it asks first and
 * then waits out react-admin's undo notification before it calls the API (undoable mode); restoring is at once.
 */
export function ArchiveRestoreButton() {
  const record = useRecordContext<Archivable>();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [asking, setAsking] = useState(false);
  const [archive] = useDelete<Archivable>();
  const archived = record?.status === 'archived';

  const restore = useMutation({
    mutationKey: [resource, 'restore'],
    mutationFn: (id: string) => dataProvider.restore(resource, { id }),
    onSuccess: async () => {
      notify('tally.actions.restored', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
  });

  if (!record || !canAccess) return null;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation(); // a click in a list row must not open the record
    if (archived) restore.mutate(record.id);
    else setAsking(true);
  };
  const confirm = () => {
    setAsking(false);
    void archive(resource, { id: record.id, previousData: record }, { mutationMode: 'undoable', onSuccess: () => notify('tally.actions.archived', { type: 'info', undoable: true }) });
  };
  return (
    <>
      <Button label={archived ? 'tally.actions.restore' : 'tally.actions.archive'} onClick={onClick} disabled={restore.isPending}>
        {archived ? <UnarchiveIcon /> : <ArchiveIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        title="tally.actions.archive_title"
        titleTranslateOptions={{ name: record.name ?? '' }}
        content="tally.actions.archive_content"
        confirm="tally.actions.archive"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
