import LinkOffIcon from '@mui/icons-material/LinkOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Button, LinearProgress, Paper, Skeleton, TablePagination, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useConnectionStatus } from '../integrations/useConnection.js';
import { RoleGate } from '../common/RoleGate.js';
import { useScopedState } from '../common/useScopedState.js';
import { useSearchParams } from 'react-router-dom';
import type { SyncError } from '../providers/domain.js';
import { SyncErrorActions } from './SyncErrorActions.js';
import { SyncErrorFilters } from './SyncErrorFilters.js';
import { isFiltered, PAGE_SIZE, paramsForFilter, paramsForPage, queryFromParams } from './syncErrorQuery.js';
import { SyncErrorTable } from './SyncErrorTable.js';
import { useSyncErrorCommands } from './useSyncErrorCommands.js';
import { useSyncErrors } from './useSyncErrors.js';

/**
 * /activities-errors?system=&start=&end=&page=: the organisation's failed pushes (product-spec §2 "Synchronization
 * errors", §4: retry, retry all, cancel), for administrators.
 */
export default function SyncErrorsScreen() {
  return (
    <RoleGate roles={['admin']} title="tally.sync_errors.title" notice="tally.sync_errors.only_admins">
      <SyncErrors />
    </RoleGate>
  );
}

type Confirmation = 'retry_all' | 'cancel' | null;
const NOTHING: ReadonlySet<string> = new Set();
const activitiesOf = (errors: readonly SyncError[]) => [...new Set(errors.map((error) => error.activity_id))];

function SyncErrors() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const { errors, total, isPending, isFetching, userName, bookingName } = useSyncErrors(query);
  const commands = useSyncErrorCommands();
  // The selection belongs to one page of the list; what left the list is no longer selected.
  const [picked, setPicked] = useScopedState<ReadonlySet<string>>(String(query.page), NOTHING);
  const [confirming, setConfirming] = useState<Confirmation>(null);
  const chosen = errors.filter((error) => picked.has(error.id));
  const selected: ReadonlySet<string> = new Set(chosen.map((error) => error.id));

  const toggle = (id: string) => setPicked(selected.has(id) ? new Set([...selected].filter((other) => other !== id)) : new Set([...selected, id]));
  const togglePage = () => setPicked(chosen.length === errors.length ? NOTHING : new Set(errors.map((error) => error.id)));
  const clear = () => {
    setPicked(NOTHING);
    setConfirming(null);
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="sync-errors-screen">
      <Title title="tally.sync_errors.title" />
      <Box>
        <Typography variant="h5" component="h1">
          {translate('tally.sync_errors.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 800 }}>
          {translate('tally.sync_errors.intro')}
        </Typography>
      </Box>
      <SyncErrorFilters filter={query} onChange={(filter) => setParams(paramsForFilter(filter))} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{(isFetching || commands.pending) && <LinearProgress data-testid="sync-errors-progress" />}</Box>
        {isPending ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        ) : errors.length === 0 ? (
          <EmptyList filtered={isFiltered(query)} />
        ) : (
          <>
            <Box sx={{ p: 1.5 }}>
              <SyncErrorActions
                selected={chosen.length}
                total={total}
                busy={commands.pending}
                onRetrySelected={() => commands.retry(activitiesOf(chosen), clear)}
                onCancelSelected={() => setConfirming('cancel')}
                onRetryAll={() => setConfirming('retry_all')}
              />
            </Box>
            <Box sx={{ overflowX: 'auto' }}>
              <SyncErrorTable
                errors={errors}
                selected={selected}
                busy={commands.pending}
                onToggle={toggle}
                onTogglePage={togglePage}
                onRetry={(error) => commands.retry([error.activity_id])}
                userName={userName}
                bookingName={bookingName}
              />
            </Box>
            <TablePagination
              component="div"
              count={total}
              page={query.page - 1}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_event, page) => setParams(paramsForPage(query, page + 1))}
              data-testid="sync-errors-total"
              data-count={total}
            />
          </>
        )}
      </Paper>
      <Confirm
        isOpen={confirming !== null}
        loading={commands.pending}
        title={confirming === 'cancel' ? 'tally.sync_errors.confirm.cancel_title' : 'tally.sync_errors.confirm.retry_all_title'}
        content={confirming === 'cancel' ? 'tally.sync_errors.confirm.cancel_text' : 'tally.sync_errors.confirm.retry_all_text'}
        contentTranslateOptions={{ smart_count: confirming === 'cancel' ? activitiesOf(chosen).length : total }}
        confirmColor={confirming === 'cancel' ? 'warning' : 'primary'}
        onConfirm={() => (confirming === 'cancel' ? commands.cancel(activitiesOf(chosen), clear) : commands.retryAll(clear))}
        onClose={() => setConfirming(null)}
        data-testid="sync-errors-confirm"
      />
    </Box>
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  const translate = useTranslate();
  const crm = useConnectionStatus('crm');
  const ticket = useConnectionStatus('ticket');
  // With no system connected nothing is pushed, so "all hours went through" would not be true.
  const nothingConnected = crm.data?.system === 'none' && ticket.data?.system === 'none';
  if (crm.isPending || ticket.isPending) return <Skeleton height={120} sx={{ m: 2 }} />;
  if (nothingConnected) {
    return (
      <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }} data-testid="sync-errors-nothing-connected">
        <LinkOffIcon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p">
          {translate('tally.sync_errors.nothing_connected_title')}
        </Typography>
        <Typography color="text.secondary">{translate('tally.sync_errors.nothing_connected')}</Typography>
        <Button component={Link} to="/integrations" variant="contained">
          {translate('tally.menu.integrations')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }} data-testid="sync-errors-empty">
      <TaskAltIcon color="success" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate(filtered ? 'tally.sync_errors.empty_filtered' : 'tally.sync_errors.empty_title')}
      </Typography>
      {!filtered && <Typography color="text.secondary">{translate('tally.sync_errors.empty')}</Typography>}
    </Box>
  );
}
