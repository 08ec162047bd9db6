import { Box, Typography } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ActivityStatusIcon } from '../common/ActivityStatusIcon.js';
import { ACTIVITY_DISPLAY_STATUSES } from '../common/activityStatus.js';
import type { Activity } from '../providers/domain.js';

/** The display statuses of the day with how many activities have each: the key to the colours and icons. */
export const StatusLegend = memo(function StatusLegend({ activities }: { activities: readonly Activity[] }) {
  const translate = useTranslate();
  const counts = useMemo(() => {
    const byStatus = new Map<string, number>();
    for (const activity of activities) byStatus.set(activity.display_status, (byStatus.get(activity.display_status) ?? 0) + 1);
    const known = ACTIVITY_DISPLAY_STATUSES.filter((status) => byStatus.has(status)).map((status) => [status, byStatus.get(status)!] as const);
    const other = [...byStatus].filter(([status]) => !(ACTIVITY_DISPLAY_STATUSES as readonly string[]).includes(status));
    return [...known, ...other];
  }, [activities]);
  if (counts.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 0.5 }} data-testid="status-legend" aria-label={translate('tally.day.legend')}>
      {counts.map(([status, count]) => (
        <Box key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-status={status}>
          <ActivityStatusIcon status={status} />
          <Typography variant="caption">
            {translate(`tally.status.display.${status}`, { _: status })} <strong>{count}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
});
