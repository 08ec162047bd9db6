import TodayIcon from '@mui/icons-material/Today';
import { Box, Button, Card, CardActions, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import { StatusChip } from '../common/StatusChip.js';
import { localDate } from '../common/dates.js';
import type { Day } from '../providers/domain.js';
import { useCurrentUser } from './useCurrentUser.js';
import { formatDuration } from '../common/figures.js';

/** Today's totals and status, with the way into the day screen. */
export function TodayWidget() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const today = localDate(user?.time_zone);
  const { data, isPending } = useGetList<Day>(
    'days',
    { filter: { date: today, user_id: user?.id }, pagination: { page: 1, perPage: 1 }, sort: { field: 'date', order: 'DESC' } },
    { enabled: Boolean(user) },
  );
  const day = data?.[0];

  return (
    <Card data-testid="today-widget" aria-busy={isPending}>
      <CardHeader
        avatar={<TodayIcon color="primary" />}
        title={translate('tally.dashboard.today.title')}
        // Until the day is read, its status is unknown: "no activity" would be a false empty state.
        action={isPending ? <Skeleton variant="rounded" width={96} height={24} /> : <StatusChip status={day?.status ?? 'nonexistent'} kind="day" />}
      />
      <CardContent>
        {isPending ? (
          <Skeleton height={72} />
        ) : day ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            <Figure label={translate('tally.dashboard.today.total')} value={formatDuration(day.duration)} />
            <Figure label={translate('tally.dashboard.today.booked')} value={formatDuration(day.time_booked)} />
            <Figure label={translate('tally.dashboard.today.unbooked')} value={formatDuration(day.time_unbooked)} />
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {translate('tally.dashboard.today.activities', { smart_count: day.activity_count })}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">{translate('tally.dashboard.today.empty')}</Typography>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/day?date=${today}`} variant="contained">
          {translate('tally.actions.open_day')}
        </Button>
      </CardActions>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
