import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { leaveMaintenance, serviceAvailable } from './maintenance.js';

/** /maintenance: 'Be right back...' with a retry that goes back where the user was once the API answers again. */
export function MaintenancePage() {
  const translate = useTranslate();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);

  const retry = async () => {
    setChecking(true);
    const available = await serviceAvailable();
    setChecking(false);
    setStillDown(!available);
    // A full load: queries that were held back during maintenance start afresh.
    if (available) window.location.assign(leaveMaintenance());
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ maxWidth: 480, textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {translate('tally.maintenance.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('tally.maintenance.message')}
          </Typography>
          {stillDown && (
            <Typography color="warning.main" sx={{ mb: 2 }} role="status">
              {translate('tally.maintenance.still_down')}
            </Typography>
          )}
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={retry} disabled={checking}>
            {translate('tally.maintenance.retry')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
