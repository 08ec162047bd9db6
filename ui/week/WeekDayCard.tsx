import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { DayStatusChip } from '../common/DayStatusChip.js';
import { SyncStatusChip } from '../common/SyncStatusChip.js';
import { useDaySyncState } from '../common/useDaySyncState.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate } from '../common/dates.js';
import { dayStatusColour, dayStatusOf } from '../common/dayStatus.js';
import type { Day } from '../providers/domain.js';
import { formatDuration } from '../common/figures.js';

interface WeekDayCardProps {
  date: string;
  day: Day | undefined;
  today: boolean;
}

/** One day of the week: status, total, the time as detected, booked and unbooked time; opens the day screen. */
export function WeekDayCard({ date, day, today }: WeekDayCardProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const status = dayStatusOf(day);
  const sync = useDaySyncState(day);
  const booked = day && day.duration > 0 ? (day.time_booked / day.duration) * 100 : 0;
  return (
    <Card
      variant="outlined"
      sx={{ borderTop: 4, borderTopColor: dayStatusColour(status), ...(today ? { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } : {}) }}
    >
      <CardActionArea component={Link} to={`/day?date=${date}`} data-testid={`week-day-${date}`} data-status={status} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
                {formatDate(date, locale, { weekday: 'long' })}
              </Typography>
              {today && (
                <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
                  {translate('tally.week.today')}
                </Typography>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {formatDate(date, locale, { day: 'numeric', month: 'long' })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <DayStatusChip status={status} wrap />
            {sync && <SyncStatusChip status={sync.status} testId={`week-day-${date}-sync`} compact />}
          </Box>
          <Typography variant="h5" component="p" data-testid={`week-day-${date}-duration`}>
            {formatDuration(day?.duration)}
          </Typography>
          <Figure
            label={translate('tally.week.detected')}
            hint={translate('tally.week.detected_hint')}
            value={formatDuration(day?.original_duration)}
            testId={`week-day-${date}-detected`}
          />
          <Box sx={{ height: 6, borderRadius: 3, bgcolor: day && day.time_unbooked > 0 ? 'warning.light' : 'action.hover', overflow: 'hidden' }} aria-hidden>
            <Box sx={{ height: '100%', width: `${booked}%`, bgcolor: 'success.main' }} />
          </Box>
          <Figure label={translate('tally.week.booked')} value={formatDuration(day?.time_booked)} />
          <Figure label={translate('tally.week.unbooked')} value={formatDuration(day?.time_unbooked)} />
          <Typography variant="caption" color="text.secondary">
            {day ? translate('tally.week.activities', { smart_count: day.activity_count }) : '\u00a0'}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }} title={hint}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
