import { Box, Card, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { RoleGate } from '../common/RoleGate.js';
import { WeekNavigator } from '../common/WeekNavigator.js';
import { localDate } from '../common/dates.js';
import { currentMonday, weekDates, weekFromParams } from '../common/weeks.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { DayDetail } from './DayDetail.js';
import { dueDates, publishedGrid } from './grid.js';
import { PublishedGridTable } from './PublishedGridTable.js';
import { usePublishedWeek } from './usePublishedWeek.js';

/**
 * /manager?week=YYYY-MM-DD&user=<id>&day=<id>: the organisation's published days (product-spec §6: managers
 * see published days only), users × the week's days, and one day's activities and history, read-only.
 */
export default function ManagerScreen() {
  return (
    <RoleGate roles={['manager', 'admin']} title="tally.manager.title" notice="tally.manager.only_managers">
      <PublishedDays />
    </RoleGate>
  );
}

function PublishedDays() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const monday = weekFromParams(params, user?.time_zone);
  const dates = weekDates(monday);
  const picked = params.get('user') ?? '';
  const { days, isPending, known, names } = usePublishedWeek(monday, dates[6]!);
  const nameOf = (id: string) => names.get(id) ?? translate('tally.manager.unknown_user', { id: id.slice(0, 8) });
  const due = dueDates(dates, localDate(user?.time_zone));
  const everyone = publishedGrid(days, dates, known, nameOf, due);
  // An employee picked: their row alone, and the totals of their days.
  const grid = picked ? publishedGrid(days.filter((day) => day.user_id === picked), dates, known.filter((entry) => entry.id === picked), nameOf, due) : everyone;
  const selected = days.find((day) => day.id === params.get('day') && day.status === 'published');

  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="manager-screen">
      <Title title="tally.manager.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('tally.manager.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={translate('tally.manager.user')}
            value={everyone.rows.some((row) => row.user.id === picked) ? picked : ''}
            onChange={(event) => go({ user: event.target.value || null, day: null })}
            sx={{ minWidth: 240 }}
            fullWidth={false}
            margin="none"
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true }, htmlInput: { 'data-testid': 'manager-user' } }}
          >
            <MenuItem value="">{translate('tally.manager.all_users')}</MenuItem>
            {everyone.rows.map((row) => (
              <MenuItem key={row.user.id} value={row.user.id}>
                {row.user.name}
              </MenuItem>
            ))}
          </TextField>
          <WeekNavigator monday={monday} current={currentMonday(user?.time_zone)} onChange={(week) => go({ week, day: null })} />
        </Box>
      </Box>
      <Card variant="outlined">
        {isPending ? (
          <Skeleton variant="rectangular" height={160} />
        ) : grid.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="manager-empty">
            {translate('tally.manager.empty')}
          </Typography>
        ) : (
          <PublishedGridTable
            grid={grid}
            dates={dates}
            selectedDayId={selected?.id ?? null}
            onSelect={(day) => go({ day: day.id })}
          />
        )}
      </Card>
      {selected ? (
        <DayDetail day={selected} userName={nameOf(selected.user_id)} onClose={() => go({ day: null })} />
      ) : (
        !isPending && grid.rows.length > 0 && <Typography color="text.secondary">{translate('tally.manager.pick_day')}</Typography>
      )}
    </Box>
  );
}
