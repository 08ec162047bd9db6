import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { DetectionCoverageWidget } from './DetectionCoverageWidget.js';
import { Last12MonthsWidget } from './Last12MonthsWidget.js';
import { OpenDaysWidget } from './OpenDaysWidget.js';
import { TodayWidget } from './TodayWidget.js';
import { useCurrentUser } from './useCurrentUser.js';
import { WeekWidget } from './WeekWidget.js';

/** /dashboard: today, open days, this week, the last 12 months and detection coverage (product-spec §2). More widgets slot into the grid. */
function Dashboard() {
  const translate = useTranslate();
  const user = useCurrentUser();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="tally.dashboard.title" />
      {user && (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('tally.dashboard.greeting', { name: user.name_first })}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
        <TodayWidget />
        <OpenDaysWidget />
        <WeekWidget />
        <Last12MonthsWidget />
        <DetectionCoverageWidget />
      </Box>
    </Box>
  );
}

export default Dashboard;
