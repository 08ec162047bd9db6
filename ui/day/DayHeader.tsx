import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HistoryIcon from '@mui/icons-material/History';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { DayStatusChip } from '../common/DayStatusChip.js';
import type { DayStatus } from '../common/dayStatus.js';
import { formatDate } from '../common/dates.js';
import { LocalDatePicker } from '../common/LocalDatePicker.js';
import type { DayTotals } from './model.js';
import { formatDuration } from '../common/figures.js';

interface DayHeaderProps {
  date: string;
  today: string;
  status: DayStatus;
  totals: DayTotals;
  onDate(date: string): void;
  onStep(days: number): void;
  onHistory?: () => void;
  onShortcuts(event: MouseEvent<HTMLElement>): void;
}

/** The date (previous, next, a picker, today), the day's status and its totals. */
export function DayHeader({ date, today, status, totals, onDate, onStep, onHistory, onShortcuts }: DayHeaderProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={`${translate('tally.day.previous')} (←)`}>
          <IconButton onClick={() => onStep(-1)} aria-label={translate('tally.day.previous')} data-testid="day-previous">
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <LocalDatePicker label={translate('tally.day.date')} value={date} onChange={(picked) => picked && onDate(picked)} testId="day-date" width={170} />
        <Tooltip title={`${translate('tally.day.next')} (→)`}>
          <IconButton onClick={() => onStep(1)} aria-label={translate('tally.day.next')} data-testid="day-next">
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" onClick={() => onDate(today)} disabled={date === today} data-testid="day-today">
          {translate('tally.day.today')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Typography variant="h6" component="h1" sx={{ whiteSpace: 'nowrap', '&::first-letter': { textTransform: 'uppercase' } }}>
          {formatDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
        </Typography>
        <span data-testid="day-status" data-status={status}>
          <DayStatusChip status={status} />
        </span>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, ml: 'auto', alignItems: 'center' }}>
        <Figure testId="totals-detected" label={translate('tally.day.totals.detected')} seconds={totals.detected} />
        <Figure testId="totals-booked" label={translate('tally.day.totals.booked')} seconds={totals.booked} />
        <Figure testId="totals-unbooked" label={translate('tally.day.totals.unbooked')} seconds={totals.unbooked} />
        <Box sx={{ display: 'flex' }}>
          <Tooltip title={`${translate('tally.history.title')} (H)`}>
            <span>
              <IconButton onClick={onHistory} disabled={!onHistory} aria-label={translate('tally.history.title')} data-testid="history-open">
                <HistoryIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={`${translate('tally.day.shortcuts.title')} (?)`}>
            <IconButton onClick={onShortcuts} aria-label={translate('tally.day.shortcuts.title')} data-testid="shortcuts-open">
              <KeyboardIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
    </Paper>
  );
}

function Figure({ label, seconds, testId }: { label: string; seconds: number; testId: string }) {
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography variant="h6" component="p" data-testid={testId} data-seconds={seconds} sx={{ lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(seconds)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
