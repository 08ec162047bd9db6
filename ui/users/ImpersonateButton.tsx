import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { User } from '../providers/domain.js';

/**
 * An administrator acts as this person (impersonation): this browser's session becomes theirs, and the portal
 * loads afresh as them, with the banner that leads back. Not for themselves, another administrator, or someone who
 * cannot sign in (the API refuses those too).
 */
export function ImpersonateButton() {
  const person = useRecordContext<User>();
  const self = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const start = useMutation({ mutationFn: (id: string) => dataProvider.impersonate(id), onSuccess: () => window.location.assign('/dashboard') });
  if (!person || !self || person.id === self.id || person.role === 'admin' || person.status !== 'active' || person.is_deleted) return null;
  return (
    <Button label="tally.impersonation.start" onClick={() => start.mutate(person.id)} disabled={start.isPending} data-testid="user-impersonate">
      <SupervisorAccountIcon />
    </Button>
  );
}
