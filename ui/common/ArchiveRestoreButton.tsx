import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';

/**
 * Archive (DELETE, the record stays and can come back) or restore (PATCH) the record in context. Shown to
 * whoever may delete on the resource.
 */
export function ArchiveRestoreButton() {
  const record = useRecordContext<{ id: string; status?: string }>();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const archived = record?.status === 'archived';

  const mutation = useMutation({
    mutationKey: [resource, archived ? 'restore' : 'delete'],
    mutationFn: (id: string) => (archived ? dataProvider.restore(resource, { id }) : dataProvider.delete(resource, { id })),
    onSuccess: async () => {
      notify(archived ? 'tally.actions.restored' : 'tally.actions.archived', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
  });

  if (!record || !canAccess) return null;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation(); // a click in a list row must not open the record
    mutation.mutate(record.id);
  };
  return (
    <Button label={archived ? 'tally.actions.restore' : 'tally.actions.archive'} onClick={onClick} disabled={mutation.isPending}>
      {archived ? <UnarchiveIcon /> : <ArchiveIcon />}
    </Button>
  );
}
