import { Alert, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

/**
 * While an administrator acts as someone (impersonation), every screen says so, with the way back to themselves.
 * Going back loads the portal afresh, as the administrator (a new session): nothing of the person stays cached.
 */
export function ImpersonationBanner() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = useCurrentUser();
  const stop = useMutation({ mutationFn: () => dataProvider.stopImpersonating(), onSuccess: () => window.location.assign('/users') });
  if (!user?.impersonator) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      data-testid="impersonation-banner"
      action={
        <Button color="inherit" size="small" onClick={() => stop.mutate()} disabled={stop.isPending} data-testid="impersonation-stop">
          {translate('tally.impersonation.return')}
        </Button>
      }
    >
      {translate('tally.impersonation.acting_as', { name: user.name_full })}
    </Alert>
  );
}
