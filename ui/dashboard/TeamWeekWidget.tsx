import GroupsIcon from '@mui/icons-material/Groups';
import { Box, Button, Card, CardActions, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { formatDate, localDate } from '../common/dates.js';
import { formatDuration } from '../common/figures.js';
import { currentMonday, weekDates } from '../common/weeks.js';
import { dueDates, publishedGrid } from '../manager/grid.js';
import { usePublishedWeek } from '../manager/usePublishedWeek.js';
import { useCurrentUser } from './useCurrentUser.js';

/**
 * The team this week, for managers and administrators: each person's published hours (booked time of published
 * days, as the published-days grid counts them: docs/figures.md) and which working days up to yesterday they have
 * not published. The grid's own rules (manager/grid.ts), on a card.
 */
export function TeamWeekWidget() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = useCurrentUser();
  const monday = currentMonday(user?.time_zone);
  const dates = weekDates(monday);
  const { days, isPending, known, names } = usePublishedWeek(monday, dates[6]!);
  const grid = publishedGrid(days, dates, known, (id) => names.get(id) ?? id.slice(0, 8), dueDates(dates, localDate(user?.time_zone)));
  const weekday = (date: string) => formatDate(date, locale, { weekday: 'short' });
  return (
    <Card data-testid="dashboard-team-week">
      <CardHeader avatar={<GroupsIcon color="primary" />} title={translate('tally.team.week.title')} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton height={120} />
        ) : grid.rows.length === 0 ? (
          <Typography color="text.secondary">{translate('tally.team.week.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {grid.rows.map((row) => (
              <Box component="li" key={row.user.id} data-testid={`team-week-${row.user.id}`} sx={{ display: 'grid', gridTemplateColumns: '1fr 3.5em', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {row.user.name}
                  </Typography>
                  <Typography variant="caption" color={row.behind.length > 0 ? 'warning.main' : 'text.secondary'} data-testid="team-week-missing">
                    {row.behind.length > 0 ? translate('tally.team.week.missing', { days: row.behind.map(weekday).join(', ') }) : translate('tally.team.week.complete')}
                  </Typography>
                </Box>
                <Typography variant="body2" align="right" data-testid="team-week-total">
                  {formatDuration(row.total)}
                </Typography>
              </Box>
            ))}
            <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '1fr 3.5em', pt: 1 }}>
              <Typography variant="body2" fontWeight="bold">
                {translate('tally.team.week.total')}
              </Typography>
              <Typography variant="body2" fontWeight="bold" align="right">
                {formatDuration(grid.total)}
              </Typography>
            </Box>
          </Box>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/manager?week=${monday}`}>
          {translate('tally.team.week.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
