import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { vendorNames, type CalendarSystem } from '../../domain/push/systems.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

/**
 * Back from granting calendar access at the vendor (/integrations/calendar-<system>?code&state): hands the code
 * over once, then shows the detectors screen with the calendars; a refusal stays here with a way back.
 */
function CalendarGrantReturn({ system }: { system: CalendarSystem }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const finish = useMutation({
    mutationFn: (input: { code: string; state: string }) => dataProvider.finishCalendarGrant(system, input),
    onSuccess: () => void navigate('/detectors', { replace: true }),
  });
  const sent = useRef(false);
  useEffect(() => {
    // The code is single-use: a second render (StrictMode) must not send it again.
    if (sent.current) return;
    sent.current = true;
    finish.mutate({ code: params.get('code') ?? '', state: params.get('state') ?? '' });
  }, [finish, params]);
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }} data-testid="calendar-grant-return">
      <Typography>{translate('tally.detectors.calendars.returning', { system: vendorNames[system] })}</Typography>
      {finish.isPending && <LinearProgress />}
      {finish.isError && (
        <Alert severity="error" action={<Button onClick={() => navigate('/detectors', { replace: true })}>{translate('tally.detectors.calendars.back')}</Button>}>
          {translate('tally.detectors.calendars.return_failed')}
        </Alert>
      )}
    </Box>
  );
}

export const GoogleCalendarReturn = () => <CalendarGrantReturn system="google" />;
export const MicrosoftCalendarReturn = () => <CalendarGrantReturn system="microsoft" />;
