import SyncIcon from '@mui/icons-material/Sync';
import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { usePassed } from '../common/usePassed.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { formatDateTime } from '../day/time.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { ConnectionStatus } from '../providers/domain.js';
import { CommandError } from './CommandError.js';
import { externalListsKey } from './MappingPanel.js';
import { connectionKey } from './useConnection.js';

/** Reads the CRM's clients, projects, tasks and users (for mapping); once per hour. */
export function SyncPanel({ status }: { status: ConnectionStatus }) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useIntlLocale();
  const timeZone = useCurrentUser()?.time_zone;
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const synchronize = useMutation({
    mutationFn: () => dataProvider.synchronizeCrm(),
    meta: { errorDisplay: 'none' },
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: externalListsKey });
      notify('tally.integrations.synchronized', {
        type: 'info',
        messageArgs: { clients: data.clients.length, projects: data.projects.length, tasks: data.tasks.length, users: data.users.length },
      });
    },
    // The cooldown starts with a synchronization, failed or not: the status says when the next one may start.
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKey('crm') }),
  });
  const at = (iso: string) => formatDateTime(iso, locale, timeZone);
  const availableAt = status.synchronize_available_at;
  const passed = usePassed(availableAt);
  const waiting = availableAt !== null && !passed;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary" data-testid="integration-crm-last-synchronized">
        {status.last_synchronized_at ? translate('tally.integrations.last_synchronized', { at: at(status.last_synchronized_at) }) : translate('tally.integrations.never_synchronized')}
      </Typography>
      <Button variant="outlined" startIcon={<SyncIcon />} disabled={waiting} loading={synchronize.isPending} onClick={() => synchronize.mutate()} data-testid="integration-crm-synchronize">
        {translate('tally.integrations.synchronize')}
      </Button>
      {waiting && (
        <Typography variant="body2" color="text.secondary" data-testid="integration-crm-sync-available">
          {translate('tally.integrations.available_at', { at: at(availableAt) })}
        </Typography>
      )}
      <CommandError error={synchronize.error} testId="integration-crm-sync-error" />
    </Box>
  );
}
