import EventNoteIcon from '@mui/icons-material/EventNote';
import { Card, CardContent, CardHeader, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { StatusChip } from '../common/StatusChip.js';
import { formatDate } from '../common/dates.js';
import type { Day } from '../providers/domain.js';
import { useCurrentUser } from './useCurrentUser.js';
import { formatDuration } from '../common/figures.js';

const SHOWN = 5;

/** Days of the user's that are not published yet (open, or locked while publishing), newest first. */
export function OpenDaysWidget() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = useCurrentUser();
  const { data, total, isPending } = useGetList<Day>(
    'days',
    { filter: { status: ['open', 'locked'], user_id: user?.id }, pagination: { page: 1, perPage: SHOWN }, sort: { field: 'date', order: 'DESC' } },
    { enabled: Boolean(user) },
  );

  return (
    <Card>
      <CardHeader avatar={<EventNoteIcon color="primary" />} title={translate('tally.dashboard.open_days.title')} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton height={72} />
        ) : !data || data.length === 0 ? (
          <Typography color="text.secondary">{translate('tally.dashboard.open_days.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {data.map((day) => (
              <ListItemButton key={day.id} component={Link} to={`/day?date=${day.date}`}>
                <ListItemText primary={formatDate(day.date, locale, { weekday: 'long', day: 'numeric', month: 'long' })} secondary={formatDuration(day.duration)} />
                <StatusChip status={day.status} kind="day" />
              </ListItemButton>
            ))}
          </List>
        )}
        {total !== undefined && total > SHOWN && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('tally.dashboard.open_days.more', { count: total - SHOWN })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
