import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

/** Every event of the day, oldest first: what happened, when, by whom (GET /v1/days/{id}/history). */
export function DayHistory({ dayId }: { dayId: string }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const timeZone = useCurrentUser()?.time_zone;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['days', 'history', dayId], queryFn: () => dataProvider.dayHistory(dayId) });
  const when = new Intl.DateTimeFormat(locale, { ...(timeZone ? { timeZone } : {}), dateStyle: 'medium', timeStyle: 'short' });
  const entries = data?.data ?? [];

  if (isPending) return null;
  if (entries.length === 0) return <Typography color="text.secondary">{translate('tally.manager.history_empty')}</Typography>;
  return (
    <List dense disablePadding data-testid="manager-day-history">
      {entries.map((entry) => (
        <ListItem key={entry.event_id} disableGutters divider>
          <ListItemText
            primary={translate(`tally.manager.events.${entry.type}`, { _: entry.type })}
            secondary={[when.format(new Date(entry.recorded_at)), entry.user?.name, translate('tally.manager.changes', { smart_count: entry.changes.length })]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
