import { Alert, Box, Button, Card, CardContent, CardHeader, Checkbox, FormControlLabel, FormGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CALENDAR_SYSTEMS, vendorNames, type CalendarSystem } from '../../domain/push/systems.js';
import type { CalendarProfile, PersonCalendar } from '../providers/calendarMethods.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { DETECTIONS, DetectionSwitches } from './DetectionSwitches.js';
import { SharePointFolders } from './SharePointFolders.js';

const PROFILE = ['calendars', 'profile'];

/** Granted, working, or refused by the vendor (the person must grant access again). */
function grantState(profile: CalendarProfile, system: CalendarSystem): 'none' | 'active' | 'invalid' {
  const granted = system === 'google' ? profile.google.api_enabled : profile.microsoft.graph_enabled;
  if (!granted) return 'none';
  return (system === 'google' ? profile.google.credentials_valid : profile.microsoft.credentials_valid) ? 'active' : 'invalid';
}

/**
 * The detectors screen's calendars: connect Google or Microsoft 365 (the vendor's sign-in, back through
 * /integrations/calendar-<system>), a notice with a reconnect action when the vendor refused the grant, revoking,
 * and which Microsoft 365 calendars are read; below them the detections chapter's switches.
 */
export function CalendarsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: profile } = useQuery({ queryKey: PROFILE, queryFn: () => dataProvider.calendarProfile() });
  const { data: detections } = useQuery({ queryKey: DETECTIONS, queryFn: () => dataProvider.detections() });
  // With sent mail on, a grant asks for reading mail too.
  const grant = useMutation({
    mutationFn: (system: CalendarSystem) => dataProvider.startCalendarGrant(system, detections?.email ? 'email' : 'calendar'),
    onSuccess: (url) => window.location.assign(url),
  });
  const revoke = useMutation({
    mutationFn: (system: CalendarSystem) => dataProvider.revokeCalendarGrant(system),
    onSuccess: async (_answer, system) => {
      notify('tally.detectors.calendars.revoked', { messageArgs: { system: vendorNames[system] } });
      await queryClient.invalidateQueries({ queryKey: ['calendars'] });
    },
  });
  return (
    <Card data-testid="calendars">
      <CardHeader title={translate('tally.detectors.calendars.title')} subheader={translate('tally.detectors.calendars.intro')} />
      <CardContent>
        {profile === undefined ? (
          <Skeleton height={72} />
        ) : (
          <Stack spacing={2}>
            {CALENDAR_SYSTEMS.map((system) => {
              const state = grantState(profile, system);
              const name = vendorNames[system];
              return (
                <Box key={system} data-testid={`calendar-${system}`} data-state={state}>
                  {state === 'invalid' && (
                    <Alert
                      severity="warning"
                      data-testid={`calendar-${system}-invalid`}
                      action={
                        <Button color="inherit" onClick={() => grant.mutate(system)} data-testid={`calendar-${system}-reconnect`}>
                          {translate('tally.detectors.calendars.reconnect')}
                        </Button>
                      }
                    >
                      {translate('tally.detectors.calendars.invalid', { system: name })}
                    </Alert>
                  )}
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: state === 'invalid' ? 1 : 0 }}>
                    <Typography sx={{ flex: 1 }}>
                      {name}
                      {state === 'active' && ` · ${translate('tally.detectors.calendars.connected')}`}
                    </Typography>
                    {state === 'none' ? (
                      <Button variant="outlined" onClick={() => grant.mutate(system)} data-testid={`calendar-${system}-connect`}>
                        {translate('tally.detectors.calendars.connect', { system: name })}
                      </Button>
                    ) : (
                      <Button color="error" onClick={() => revoke.mutate(system)} data-testid={`calendar-${system}-revoke`}>
                        {translate('tally.detectors.calendars.revoke')}
                      </Button>
                    )}
                  </Stack>
                  {system === 'microsoft' && state === 'active' && <MicrosoftCalendarChoice />}
                  {system === 'microsoft' && state === 'active' && <SharePointFolders />}
                </Box>
              );
            })}
            <DetectionSwitches />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Which of the person's Microsoft 365 calendars are read (POST /v1/rpc/microsoft/calendars). */
function MicrosoftCalendarChoice() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: calendars } = useQuery({ queryKey: ['calendars', 'microsoft'], queryFn: () => dataProvider.microsoftCalendars() });
  const [chosen, setChosen] = useState<Set<string> | undefined>();
  const shown = chosen ?? new Set(calendars?.filter((calendar) => calendar.chosen).map((calendar) => calendar.id));
  const save = useMutation({
    mutationFn: (ids: string[]) => dataProvider.microsoftCalendars(ids),
    onSuccess: (answer: PersonCalendar[]) => {
      queryClient.setQueryData(['calendars', 'microsoft'], answer);
      setChosen(undefined);
      notify('tally.detectors.calendars.saved');
    },
  });
  if (!calendars) return <Skeleton height={48} />;
  const toggle = (id: string) => setChosen(new Set(shown.has(id) ? [...shown].filter((other) => other !== id) : [...shown, id]));
  return (
    <Box sx={{ mt: 1 }} data-testid="calendar-microsoft-choice">
      <Typography variant="subtitle2">{translate('tally.detectors.calendars.choose')}</Typography>
      <FormGroup>
        {calendars.map((calendar) => (
          <FormControlLabel key={calendar.id} control={<Checkbox checked={shown.has(calendar.id)} onChange={() => toggle(calendar.id)} />} label={calendar.name} />
        ))}
      </FormGroup>
      <Button disabled={chosen === undefined || save.isPending} onClick={() => save.mutate([...shown])} data-testid="calendar-microsoft-save">
        {translate('tally.detectors.calendars.save')}
      </Button>
    </Box>
  );
}
