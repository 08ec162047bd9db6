import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link, usePermissions, useTranslate } from 'react-admin';
import { SyncStatusChip } from '../common/SyncStatusChip.js';
import type { PushedDay } from '../common/useDaySyncState.js';

/**
 * Where a published day's hours went: synchronizing, synchronized or failed (with the systems' messages); an
 * administrator gets the way to the sync errors of that date.
 */
export function DaySync({ state, date }: { state: PushedDay; date: string }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const failed = state.activities.filter((activity) => activity.status === 'error');
  const messages = [...new Set(failed.map((activity) => activity.error_message).filter(Boolean))];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 1 }} data-testid="day-sync" data-sync-status={state.status}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <SyncStatusChip status={state.status} testId="day-sync-status" />
        {failed.length > 0 && <Typography variant="body2">{translate('tally.sync.failed', { smart_count: failed.length })}</Typography>}
        {failed.length > 0 && permissions === 'admin' && (
          <MuiLink component={Link} to={`/activities-errors?start=${date}&end=${date}`} variant="body2" data-testid="day-sync-errors-link">
            {translate('tally.sync.open_errors')}
          </MuiLink>
        )}
      </Box>
      {messages.map((message) => (
        <Typography key={message} variant="body2" color="error" data-testid="day-sync-error">
          {message}
        </Typography>
      ))}
    </Box>
  );
}
