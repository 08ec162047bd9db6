import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, Button, Card, CardActions, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { Link, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatDate, localDate, weekOf } from '../common/dates.js';
import type { Day } from '../providers/domain.js';
import { useCurrentUser } from './useCurrentUser.js';
import { durationTotal, formatDuration } from '../common/figures.js';

/** Monday to Sunday of this week: time per day as a bar, and the week's total. */
export function WeekWidget() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = useCurrentUser();
  const week = weekOf(localDate(user?.time_zone));
  const { data, isPending } = useGetList<Day>(
    'days',
    { filter: { user_id: user?.id, 'date@gte': week[0] }, pagination: { page: 1, perPage: 7 }, sort: { field: 'date', order: 'ASC' } },
    { enabled: Boolean(user) },
  );
  const byDate = new Map((data ?? []).filter((day) => day.date <= week[6]!).map((day) => [day.date, day]));
  const longest = Math.max(3600, ...[...byDate.values()].map((day) => day.duration));
  const total = durationTotal([...byDate.values()].map((day) => day.duration));

  return (
    <Card>
      <CardHeader avatar={<ViewWeekIcon color="primary" />} title={translate('tally.dashboard.week.title')} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton height={140} />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {week.map((date) => {
              const day = byDate.get(date);
              return (
                <Box component="li" key={date} sx={{ display: 'grid', gridTemplateColumns: '6em 1fr 3.5em', alignItems: 'center', gap: 1, py: 0.25 }}>
                  <Typography variant="body2">{formatDate(date, locale, { weekday: 'short', day: 'numeric' })}</Typography>
                  <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
                    <Box sx={{ height: '100%', width: `${((day?.duration ?? 0) / longest) * 100}%`, bgcolor: day?.status === 'published' ? 'success.main' : 'primary.main' }} />
                  </Box>
                  <Typography variant="body2" align="right" data-testid={`dashboard-week-${date}`}>
                    {formatDuration(day?.duration)}
                  </Typography>
                </Box>
              );
            })}
            <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '1fr 3.5em', mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" fontWeight="bold">
                {translate('tally.dashboard.week.total')}
              </Typography>
              <Typography variant="body2" fontWeight="bold" align="right">
                {formatDuration(total)}
              </Typography>
            </Box>
          </Box>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/week?week=${week[0]}`}>
          {translate('tally.dashboard.week.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
