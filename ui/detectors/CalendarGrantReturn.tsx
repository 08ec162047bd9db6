import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { vendorNames, type CalendarSystem } from '../../domain/push/systems.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

/**
 * Back from granting calendar access at the vendor (/integrations/calendar-<system>?code&state): hands the code
 * over once, then shows the detectors screen with the calendars; a refusal stays here with a way back, saying what
 * the vendor said. Microsoft sends an admin back here after tenant consent too (`admin_consent=True&tenant`, or
 * `error` and `error_description`): consent is Microsoft's own, so there is nothing to hand over, but Teams call
 * records Microsoft refused before are switched on again, so the refusal shown to the admins goes.
 */
function CalendarGrantReturn({ system }: { system: CalendarSystem }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refusal = params.get('error') === null ? null : (params.get('error_description') ?? params.get('error'));
  const finish = useMutation({
    mutationFn: (input: { code: string; state: string }) => dataProvider.finishCalendarGrant(system, input),
    onSuccess: () => void navigate('/detectors', { replace: true }),
  });
  // Nothing hangs on it: a refusal it cannot forget goes with the next round of call records that reads them.
  const consented = useMutation({
    mutationFn: (tenant: string) => dataProvider.consentGiven(tenant),
    onSettled: () => void navigate('/detectors', { replace: true }),
  });
  const sent = useRef(false);
  useEffect(() => {
    // The code is single-use: a second render (StrictMode) must not send it again.
    if (sent.current || refusal !== null) return;
    sent.current = true;
    const consentedTenant = params.get('admin_consent')?.toLowerCase() === 'true' ? params.get('tenant') : null;
    if (consentedTenant !== null) {
      notify('tally.detectors.firm_microsoft.consented', { type: 'success', messageArgs: { tenant: consentedTenant } });
      consented.mutate(consentedTenant);
      return;
    }
    finish.mutate({ code: params.get('code') ?? '', state: params.get('state') ?? '' });
  }, [consented, finish, navigate, notify, params, refusal]);
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }} data-testid="calendar-grant-return">
      <Typography>{translate('tally.detectors.calendars.returning', { system: vendorNames[system] })}</Typography>
      {finish.isPending && <LinearProgress />}
      {(finish.isError || refusal !== null) && (
        <Alert
          severity="error"
          data-testid="calendar-grant-return-failed"
          action={<Button onClick={() => navigate('/detectors', { replace: true })}>{translate('tally.detectors.calendars.back')}</Button>}
        >
          {translate('tally.detectors.calendars.return_failed')}
          {refusal !== null && ` ${translate('tally.detectors.calendars.vendor_said', { system: vendorNames[system], reason: refusal })}`}
        </Alert>
      )}
    </Box>
  );
}

export const GoogleCalendarReturn = () => <CalendarGrantReturn system="google" />;
export const MicrosoftCalendarReturn = () => <CalendarGrantReturn system="microsoft" />;
