import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SyncErrorActionsProps {
  selected: number;
  total: number;
  busy: boolean;
  onRetrySelected(): void;
  onCancelSelected(): void;
  onRetryAll(): void;
}

/** What can be done with the selection, and with every listed error. */
export function SyncErrorActions({ selected, total, busy, onRetrySelected, onCancelSelected, onRetryAll }: SyncErrorActionsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="sync-errors-actions">
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }} data-testid="sync-errors-selected" data-count={selected}>
        {translate('tally.sync_errors.selected', { smart_count: selected })}
      </Typography>
      <Button variant="outlined" startIcon={<ReplayIcon />} disabled={busy || selected === 0} onClick={onRetrySelected} data-testid="sync-errors-retry-selected">
        {translate('tally.sync_errors.actions.retry_selected')}
      </Button>
      <Button variant="outlined" color="warning" startIcon={<CancelScheduleSendIcon />} disabled={busy || selected === 0} onClick={onCancelSelected} data-testid="sync-errors-cancel-selected">
        {translate('tally.sync_errors.actions.cancel_selected')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button variant="contained" startIcon={<ReplayIcon />} disabled={busy || total === 0} onClick={onRetryAll} data-testid="sync-errors-retry-all">
        {translate('tally.sync_errors.actions.retry_all')}
      </Button>
    </Box>
  );
}
