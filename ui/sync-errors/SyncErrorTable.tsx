import ReplayIcon from '@mui/icons-material/Replay';
import { Checkbox, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate } from '../common/dates.js';
import { bookingPath } from '../common/bookingNames.js';
import { usePassed } from '../common/usePassed.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { formatDateTime } from '../day/time.js';
import type { SyncError } from '../providers/domain.js';
import { isBeingRetried } from './useSyncErrors.js';
import { formatHours } from '../common/figures.js';

interface SyncErrorTableProps {
  errors: readonly SyncError[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onToggle(id: string): void;
  onTogglePage(): void;
  onRetry(error: SyncError): void;
  userName(id: string): string;
  bookingName(id: string | null): string | undefined;
}

/** One page of sync errors: what was booked and published, where it went, what the system answered, what comes next. */
export function SyncErrorTable({ errors, selected, busy, onToggle, onTogglePage, onRetry, userName, bookingName }: SyncErrorTableProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const timeZone = useCurrentUser()?.time_zone;
  const picked = errors.filter((error) => selected.has(error.id)).length;
  const column = (name: string) => translate(`tally.sync_errors.columns.${name}`);
  return (
    <Table size="small" data-testid="sync-errors-table">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={picked > 0 && picked === errors.length}
              indeterminate={picked > 0 && picked < errors.length}
              onChange={onTogglePage}
              slotProps={{ input: { 'aria-label': translate('tally.sync_errors.select_page'), 'data-testid': 'sync-errors-select-page' } as object }}
            />
          </TableCell>
          <TableCell>{column('date')}</TableCell>
          <TableCell>{column('user')}</TableCell>
          <TableCell>{column('contact')}</TableCell>
          <TableCell>{column('booking')}</TableCell>
          <TableCell align="right">{column('hours')}</TableCell>
          <TableCell>{column('system')}</TableCell>
          <TableCell align="right">{column('attempts')}</TableCell>
          <TableCell>{column('error')}</TableCell>
          <TableCell>{column('next_attempt')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.map((error) => {
          const date = formatDate(error.date, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
          return (
            <TableRow key={error.id} hover selected={selected.has(error.id)} data-testid={`sync-error-row-${error.id}`} data-activity-id={error.activity_id}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(error.id)}
                  onChange={() => onToggle(error.id)}
                  slotProps={{ input: { 'aria-label': translate('tally.sync_errors.select', { date }), 'data-testid': `sync-error-select-${error.id}` } as object }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
              <TableCell>{userName(error.user_id)}</TableCell>
              <TableCell>{bookingName(error.dimensions.contact_id) ?? '—'}</TableCell>
              <TableCell>{bookingPath(error.dimensions, bookingName) ?? '—'}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatHours(error.published_duration, locale)}
              </TableCell>
              <TableCell>{translate(`tally.systems.${error.system}`, { _: error.system })}</TableCell>
              <TableCell align="right">{error.attempts}</TableCell>
              <TableCell sx={{ maxWidth: 360 }} data-testid={`sync-error-message-${error.id}`}>
                <Typography variant="body2" fontWeight={500}>
                  {translate(`tally.sync_errors.codes.${error.error.code}`, { _: error.error.code })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {error.error.message}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`sync-error-next-${error.id}`}>
                {isBeingRetried(error) ? (
                  <NextAttempt at={error.next_attempt_at} locale={locale} timeZone={timeZone} />
                ) : (
                  <Chip size="small" color="warning" variant="outlined" label={translate('tally.sync_errors.waits')} />
                )}
              </TableCell>
              <TableCell padding="checkbox">
                <Tooltip title={translate('tally.sync_errors.actions.retry')}>
                  <span>
                    <IconButton size="small" onClick={() => onRetry(error)} disabled={busy} aria-label={translate('tally.sync_errors.actions.retry')} data-testid={`sync-error-retry-${error.id}`}>
                      <ReplayIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** When a push is tried again; 'retrying' once that time has come (until the list is fetched again). */
function NextAttempt({ at, locale, timeZone }: { at: string; locale: string; timeZone: string | undefined }) {
  const translate = useTranslate();
  return usePassed(at) ? translate('tally.sync_errors.retrying') : formatDateTime(at, locale, timeZone);
}
