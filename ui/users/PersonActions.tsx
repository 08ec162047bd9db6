import ArchiveIcon from '@mui/icons-material/Archive';
import BlockIcon from '@mui/icons-material/Block';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SendIcon from '@mui/icons-material/Send';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, MenuItem, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { DeactivationReason, User } from '../providers/domain.js';
import { REASON_CHOICES } from './choices.js';
import { ImpersonationActions } from './ImpersonationActions.js';

type Action = 'deactivate' | 'reactivate' | 'resend' | 'withdraw' | 'archive' | 'restore';

/**
 * What an administrator does with a person's account, as it stands: deactivate (with a reason) or activate again;
 * send an invitation again or withdraw it while they have not accepted; archive or restore. Each answer replaces
 * the record; archiving someone who never accepted deletes them, and goes back to the list.
 */
export function PersonActions() {
  const user = useRecordContext<User>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deactivating, setDeactivating] = useState(false);
  const mutation = useMutation({
    mutationFn: async ({ action, reason }: { action: Action; reason?: DeactivationReason }) => {
      const id = user!.id;
      switch (action) {
        case 'deactivate':
          return dataProvider.setDeactivated(id, reason ?? 'other');
        case 'reactivate':
          return dataProvider.setDeactivated(id, null);
        case 'resend':
        case 'withdraw':
          return dataProvider.invitation(id, action);
        case 'archive':
          return dataProvider.delete<User>('users', { id, previousData: user! });
        case 'restore':
          return dataProvider.restore<User>('users', { id });
      }
    },
    onSuccess: async (_answer, { action }) => {
      setDeactivating(false);
      notify(DONE[action], { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      if (action === 'archive' && user?.status === 'invited') redirect('list', 'users');
    },
  });
  if (!user) return null;
  const act = (action: Action) => () => mutation.mutate({ action });
  const button = (action: Action, label: string, icon: ReactElement) => (
    <Button key={action} label={label} onClick={act(action)} disabled={mutation.isPending} data-testid={`user-${action}`}>
      {icon}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} data-testid="user-actions">
      {user.status === 'invited' && !user.is_deleted && [button('resend', 'tally.people.resend.action', <SendIcon />), button('withdraw', 'tally.people.withdraw.action', <CancelScheduleSendIcon />)]}
      {user.is_deactivated
        ? button('reactivate', 'tally.people.reactivate.action', <CheckCircleIcon />)
        : user.status === 'active' && (
            <Button label="tally.people.deactivate.action" onClick={() => setDeactivating(true)} disabled={mutation.isPending} data-testid="user-deactivate">
              <BlockIcon />
            </Button>
          )}
      <ImpersonationActions />
      {user.is_deleted ? button('restore', 'tally.actions.restore', <UnarchiveIcon />) : button('archive', 'tally.actions.archive', <ArchiveIcon />)}
      <DeactivateDialog
        open={deactivating}
        name={user.name_full}
        pending={mutation.isPending}
        onClose={() => setDeactivating(false)}
        onConfirm={(reason) => mutation.mutate({ action: 'deactivate', reason })}
      />
    </Box>
  );
}

const DONE: Record<Action, string> = {
  deactivate: 'tally.people.deactivate.done',
  reactivate: 'tally.people.reactivate.done',
  resend: 'tally.people.resend.done',
  withdraw: 'tally.people.withdraw.done',
  archive: 'tally.actions.archived',
  restore: 'tally.actions.restored',
};

interface DeactivateDialogProps {
  open: boolean;
  name: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: DeactivationReason) => void;
}

/** Deactivating asks why (product-spec §3): one of the contract's reasons. */
function DeactivateDialog({ open, name, pending, onClose, onConfirm }: DeactivateDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState<DeactivationReason | ''>('');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="user-deactivate-title">
      <DialogTitle id="user-deactivate-title">{translate('tally.people.deactivate.title', { name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('tally.people.deactivate.reason')}
          value={reason}
          onChange={(event) => setReason(REASON_CHOICES.find((choice) => choice.id === event.target.value)?.id ?? '')}
          slotProps={{ htmlInput: { 'data-testid': 'user-deactivate-reason' } }}
        >
          {REASON_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {translate(choice.name)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('tally.people.deactivate.cancel')}</MuiButton>
        <MuiButton variant="contained" color="warning" disabled={reason === '' || pending} onClick={() => reason && onConfirm(reason)} data-testid="user-deactivate-submit">
          {translate('tally.people.deactivate.submit')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
