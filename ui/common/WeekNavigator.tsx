import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from './dates.js';
import { useIntlLocale } from './DateTimeFields.js';
import { isoWeek, shiftWeek, weekDates } from './weeks.js';

interface WeekNavigatorProps {
  monday: string;
  /** This week's Monday in the user's zone. */
  current: string;
  onChange: (monday: string) => void;
}

/** "Week 47 · 16 – 22 nov. 2026" with previous, this and next week (texts under tally.week). */
export function WeekNavigator({ monday, current, onChange }: WeekNavigatorProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const sunday = weekDates(monday)[6]!;
  const { week } = isoWeek(monday);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Tooltip title={translate('tally.week.previous')}>
        <IconButton onClick={() => onChange(shiftWeek(monday, -1))} aria-label={translate('tally.week.previous')} data-testid="week-previous">
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ minWidth: '14em', textAlign: 'center' }}>
        <Typography variant="h6" component="p" data-testid="week-number">
          {translate('tally.week.number', { number: week })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${formatDate(monday, locale, { day: 'numeric', month: 'short' })} – ${formatDate(sunday, locale, { day: 'numeric', month: 'short', year: 'numeric' })}`}
        </Typography>
      </Box>
      <Tooltip title={translate('tally.week.next')}>
        <IconButton onClick={() => onChange(shiftWeek(monday, 1))} aria-label={translate('tally.week.next')} data-testid="week-next">
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button size="small" onClick={() => onChange(current)} disabled={monday === current} data-testid="week-current">
        {translate('tally.week.this_week')}
      </Button>
    </Box>
  );
}
