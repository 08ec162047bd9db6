import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../common/dates.js';
import { formatDuration } from '../common/figures.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Notification } from '../providers/dashboardMethods.js';

/** How often the portal looks for new notifications (the booking reminder is checked every five minutes). */
const POLL_MS = 60_000;

/**
 * The bell in the bar: the person's notifications (the booking reminder, api-contract §9.5), polled, with the
 * number unread. Choosing one marks it read and opens its day.
 */
export function NotificationsMenu() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery({ queryKey: ['notifications'], queryFn: () => dataProvider.notifications(), refetchInterval: POLL_MS });
  const read = useMutation({
    mutationFn: (id: string) => dataProvider.markNotification(id, true),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
  const open = (notification: Notification) => {
    setAnchor(null);
    if (!notification.read_at) read.mutate(notification.id);
    void navigate(`/day?date=${notification.date}`);
  };
  const unread = data?.meta.unread ?? 0;
  return (
    <>
      <Tooltip title={translate('tally.notifications.title')}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={translate('tally.notifications.title')} data-testid="notifications-button" data-unread={unread}>
          <Badge badgeContent={unread} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(data?.data ?? []).length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">{translate('tally.notifications.empty')}</Typography>
          </MenuItem>
        )}
        {(data?.data ?? []).map((notification) => (
          <MenuItem key={notification.id} onClick={() => open(notification)} sx={{ whiteSpace: 'normal', maxWidth: 360, fontWeight: notification.read_at ? 'normal' : 'bold' }}>
            {translate('tally.notifications.booking_reminder', {
              date: formatDate(notification.date, locale, { weekday: 'long', day: 'numeric', month: 'long' }),
              duration: formatDuration(notification.unpublished_seconds),
            })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
