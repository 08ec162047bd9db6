import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { useDayActivities } from '../common/useDayActivities.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { bookingPath, useBookingNames } from '../common/bookingNames.js';
import { formatDuration } from '../common/figures.js';

/** A published day's activities with their bookings and published time; nothing here can be changed. */
export function DayActivities({ dayId }: { dayId: string }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const timeZone = useCurrentUser()?.time_zone;
  const { data: activities = [], isPending } = useDayActivities(dayId);
  const nameOf = useBookingNames(activities);
  const time = new Intl.DateTimeFormat(locale, { ...(timeZone ? { timeZone } : {}), timeStyle: 'short' });
  const sum = (field: 'original_duration' | 'published_duration') => activities.reduce((total, activity) => total + (activity[field] ?? 0), 0);

  if (!isPending && activities.length === 0) return <Typography color="text.secondary">{translate('tally.manager.no_activities')}</Typography>;
  return (
    <Table size="small" data-testid="manager-activities-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate('tally.manager.columns.time')}</TableCell>
          <TableCell>{translate('tally.manager.columns.subject')}</TableCell>
          <TableCell>{translate('tally.manager.columns.contact')}</TableCell>
          <TableCell>{translate('tally.manager.columns.booking')}</TableCell>
          <TableCell align="right">{translate('tally.manager.columns.detected')}</TableCell>
          <TableCell align="right">{translate('tally.manager.columns.published')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {activities.map((activity) => (
          <TableRow key={activity.id} data-testid={`manager-activity-${activity.id}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${time.format(new Date(activity.started_at))}–${time.format(new Date(activity.ended_at))}`}</TableCell>
            <TableCell>
              {activity.description ?? activity.context.title ?? activity.source.name ?? '—'}
              <Typography variant="caption" color="text.secondary" component="div">
                {translate(`tally.source_types.${activity.source.type}`, { _: activity.source.type })}
              </Typography>
            </TableCell>
            <TableCell>{activity.internal ? translate('tally.manager.internal') : (nameOf(activity.contact_id) ?? '—')}</TableCell>
            <TableCell>{bookingPath(activity, nameOf) ?? <Typography variant="body2" color="warning.main">{translate('tally.manager.not_booked')}</Typography>}</TableCell>
            <TableCell align="right">{formatDuration(activity.original_duration)}</TableCell>
            <TableCell align="right">{activity.published_duration === null ? '—' : formatDuration(activity.published_duration)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={{ '& td': { fontSize: 'body2.fontSize', color: 'text.primary', fontWeight: 600 } }}>
        <TableRow>
          <TableCell colSpan={4}>{translate('tally.manager.total')}</TableCell>
          <TableCell align="right">{formatDuration(sum('original_duration'))}</TableCell>
          <TableCell align="right" data-testid="manager-day-published">
            {formatDuration(sum('published_duration'))}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
