import LinkIcon from '@mui/icons-material/Link';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button as MuiButton, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { User } from '../providers/domain.js';

/**
 * An administrator acts as this person (impersonation): here, this browser's session becomes theirs and the portal
 * loads afresh as them, with the banner that leads back; or a sign-in link does so once in another browser. Not
 * for themselves, another administrator, or someone who cannot sign in (the API refuses those too).
 */
export function ImpersonationActions() {
  const translate = useTranslate();
  const person = useRecordContext<User>();
  const self = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const start = useMutation({ mutationFn: (id: string) => dataProvider.impersonate(id), onSuccess: () => window.location.assign('/dashboard') });
  const link = useMutation({ mutationFn: (id: string) => dataProvider.impersonationLink(id) });
  if (!person || !self || person.id === self.id || person.role === 'admin' || person.status !== 'active' || person.is_deleted) return null;
  return (
    <>
      <Button label="tally.impersonation.start" onClick={() => start.mutate(person.id)} disabled={start.isPending} data-testid="user-impersonate">
        <SupervisorAccountIcon />
      </Button>
      <Button label="tally.impersonation.link" onClick={() => link.mutate(person.id)} disabled={link.isPending} data-testid="user-impersonation-link">
        <LinkIcon />
      </Button>
      <Dialog open={link.isSuccess} onClose={() => link.reset()} maxWidth="sm" fullWidth aria-labelledby="impersonation-link-title">
        <DialogTitle id="impersonation-link-title">{translate('tally.impersonation.link_title', { name: person.name_full })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('tally.impersonation.link_intro')}</DialogContentText>
          <TextField value={link.data?.url ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'impersonation-link-url' } }} onFocus={(event) => event.target.select()} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => link.reset()}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
