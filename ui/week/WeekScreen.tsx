import { Box, Skeleton, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { localDate } from '../common/dates.js';
import { WeekNavigator } from '../common/WeekNavigator.js';
import { currentMonday, weekDates, weekFromParams } from '../common/weeks.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { Day } from '../providers/domain.js';
import { WeekDayCard } from './WeekDayCard.js';
import { summariseWeek } from './weekSummary.js';
import { WeekTotalsCard } from './WeekTotalsCard.js';

/**
 * /week?week=YYYY-MM-DD (its Monday; any date of the week works, and so does ?date=): the signed-in user's seven
 * days with their totals and status, the week's totals, and a way to each day.
 */
export default function WeekScreen() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const monday = weekFromParams(params, user?.time_zone);
  const dates = weekDates(monday);
  const today = localDate(user?.time_zone);
  // One day per date, so the first seven from Monday cover the week; later ones are dropped by summariseWeek.
  const { data, isPending } = useGetList<Day>(
    'days',
    { filter: { user_id: user?.id, 'date@gte': monday }, pagination: { page: 1, perPage: 7 }, sort: { field: 'date', order: 'ASC' } },
    { enabled: Boolean(user) },
  );
  const { byDate, totals } = summariseWeek(data ?? [], dates);

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="week-screen">
      <Title title="tally.week.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('tally.week.title')}
        </Typography>
        <WeekNavigator monday={monday} current={currentMonday(user?.time_zone)} onChange={(week) => setParams({ week })} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' } }}>
        {dates.map((date) =>
          isPending ? <Skeleton key={date} variant="rounded" height={240} /> : <WeekDayCard key={date} date={date} day={byDate.get(date)} today={date === today} />,
        )}
      </Box>
      <WeekTotalsCard totals={totals} />
    </Box>
  );
}
