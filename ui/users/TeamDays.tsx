import { Alert, Box, Card, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate, localDate } from '../common/dates.js';
import { LocalDatePicker } from '../common/LocalDatePicker.js';
import { WeekNavigator } from '../common/WeekNavigator.js';
import { currentMonday, mondayOf, weekDates } from '../common/weeks.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { dueDates, publishedGrid } from '../manager/grid.js';
import { PublishedGridTable } from '../manager/PublishedGridTable.js';
import { usePublishedWeek } from '../manager/usePublishedWeek.js';

export type TeamView = 'day' | 'open_days' | 'week';

/**
 * Who has published which days, at a glance (the Users screen's tabs): everyone of the firm on one day, the days
 * of the week each has not published yet (who is behind), or the week's grid. A published day opens in /manager.
 */
export function TeamDays({ view }: { view: TeamView }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const user = useCurrentUser();
  const today = localDate(user?.time_zone);
  const [picked, setPicked] = useState(today);
  const monday = mondayOf(picked);
  const week = weekDates(monday);
  const { days, isPending, known, names } = usePublishedWeek(monday, week[6]!);
  const nameOf = (id: string) => names.get(id) ?? translate('tally.manager.unknown_user', { id: id.slice(0, 8) });
  const dates = view === 'day' ? [picked] : week;
  const due = dueDates(week, today).filter((date) => dates.includes(date));
  const grid = publishedGrid(days, dates, known, nameOf, due);
  const navigate = useNavigate();
  const openDay = (dayId: string) => navigate(`/manager?week=${monday}&day=${encodeURIComponent(dayId)}`);

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid={`users-${view}`}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {view === 'day' ? (
          <LocalDatePicker label={translate('tally.people.day.date')} value={picked} onChange={(date) => date && setPicked(date)} testId="users-day-date" />
        ) : (
          <WeekNavigator monday={monday} current={currentMonday(user?.time_zone)} onChange={setPicked} />
        )}
      </Box>
      <Card variant="outlined">
        {isPending ? (
          <Skeleton variant="rectangular" height={160} />
        ) : view === 'open_days' ? (
          <OpenDays rows={grid.rows.filter((row) => row.behind.length > 0)} format={(date) => formatDate(date, locale)} />
        ) : (
          <PublishedGridTable grid={grid} dates={dates} selectedDayId={null} onSelect={(day) => openDay(day.id)} />
        )}
      </Card>
    </Box>
  );
}

function OpenDays({ rows, format }: { rows: ReadonlyArray<{ user: { id: string; name: string }; behind: string[] }>; format: (date: string) => string }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Alert severity="success">{translate('tally.people.open_days.none')}</Alert>;
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {rows.map((row) => (
        <Box key={row.user.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5, flexWrap: 'wrap' }} data-testid={`users-open-${row.user.id}`}>
          <Typography sx={{ minWidth: 200, fontWeight: 600 }}>{row.user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('tally.people.open_days.person')}:
          </Typography>
          {row.behind.map((date) => (
            <Chip key={date} size="small" color="warning" variant="outlined" label={format(date)} />
          ))}
        </Box>
      ))}
    </Stack>
  );
}
