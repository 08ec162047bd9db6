import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { CalendarsCard } from './CalendarsCard.js';
import { CalendarFeeds } from './CalendarFeeds.js';
import { DetectorTable } from './DetectorTable.js';
import { FirmMicrosoftCard } from './FirmMicrosoftCard.js';
import { InstallAgent } from './InstallAgent.js';

/**
 * /detectors ("Detectors" in the menu): how to install and connect the agent, the person's detectors
 * (GET /v1/detectors), their calendar grants, for admins the firm's Microsoft 365 tenant and Teams call records,
 * their calendar feeds (ICS), and the way to their API tokens.
 */
export default function DetectorsScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['detectors', 'list'], queryFn: () => dataProvider.detectors() });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 960 }} data-testid="detectors-screen">
      <Title title="tally.detectors.title" />
      <Typography variant="h5" component="h1">
        {translate('tally.detectors.title')}
      </Typography>
      <Typography color="text.secondary">{translate('tally.detectors.intro')}</Typography>
      <InstallAgent />
      <DetectorTable detectors={data?.data} />
      <CalendarsCard />
      <FirmMicrosoftCard />
      <CalendarFeeds />
      <Box>
        <Button component={Link} to="/tokens" startIcon={<KeyIcon />} data-testid="detectors-tokens">
          {translate('tally.detectors.tokens_link')}
        </Button>
      </Box>
    </Box>
  );
}
