import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { arrangementChange, type Arrangement } from '../appointments/arrangement.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Appointment } from '../providers/domain.js';
import { useDomainCommand } from '../providers/useDomainCommand.js';
import { ContactPicker } from './ContactPicker.js';
import { formatTimeRange } from './time.js';

interface AppointmentStepProps {
  date: string;
  /** The day's id, once it has a record; a day whose only news is an appointment has none yet. */
  dayId: string | undefined;
  locale: string;
  timeZone: string | undefined;
}

/** Held by the confirmation rule: arranged, and waiting for the person to confirm it. */
const isHeld = (appointment: Appointment) => appointment.status === 'arranged' && appointment.needs_confirmation;

/**
 * The appointment step of the day (product-spec §3, §5), before tagging: the day's appointments still to arrange
 * (POST /v1/rpc/appointments/pending), each arranged here at once for a contact, internal or ignored, and the ones
 * the confirmation rule holds confirmed together. Arranged or confirmed, an appointment becomes activity on the day,
 * so each command refetches the day (under 'days'). Nothing when the day has no appointment left to settle.
 */
export function AppointmentStep({ date, dayId, locale, timeZone }: AppointmentStepProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: appointments = [] } = useQuery({
    queryKey: ['days', 'appointments', date, dayId],
    queryFn: async () => (await dataProvider.pendingAppointments(dayId ? { day_ids: [dayId] } : {})).data.filter((appointment) => appointment.date === date),
  });
  const arrange = useDomainCommand('arrangeAppointment', { invalidates: ['appointments'] });
  const confirm = useDomainCommand('confirmAppointments', { invalidates: ['appointments'] });
  // The appointment whose contact is being chosen.
  const [choosing, setChoosing] = useState<string | null>(null);
  const busy = arrange.isPending || confirm.isPending;
  if (appointments.length === 0) return null;

  const held = appointments.filter(isHeld);
  const settle = (appointment: Appointment, arrangement: Arrangement, contactId: string | null = null) => {
    setChoosing(null);
    arrange.mutate([appointment.id, arrangementChange(arrangement, contactId)]);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="appointment-step">
      <Stack direction="row" alignItems="center" gap={1}>
        <EventIcon color="primary" fontSize="small" />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {translate('tally.appointments.step.title', { smart_count: appointments.length })}
        </Typography>
        {held.length > 0 && (
          <Button size="small" variant="contained" disabled={busy} onClick={() => confirm.mutate([held.map((appointment) => appointment.id)])} data-testid="appointments-confirm">
            {translate('tally.appointments.step.confirm', { smart_count: held.length })}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('tally.appointments.step.text')}
      </Typography>
      <List dense disablePadding>
        {appointments.map((appointment) => (
          <ListItem key={appointment.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={`appointment-${appointment.id}`} data-status={appointment.status}>
            <ListItemText
              sx={{ minWidth: 240 }}
              primary={`${formatTimeRange(appointment.started_at, appointment.ended_at, locale, timeZone)} · ${appointment.description}`}
              secondary={[appointment.location, appointment.attendees.join(', ')].filter(Boolean).join(' · ')}
            />
            {isHeld(appointment) && <Chip size="small" color="warning" label={translate('tally.appointments.step.needs_confirmation')} />}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" disabled={busy} onClick={() => setChoosing(choosing === appointment.id ? null : appointment.id)} data-testid="appointment-contact">
                {translate('tally.appointments.arrangements.contact')}
              </Button>
              <Button size="small" disabled={busy} onClick={() => settle(appointment, 'internal')} data-testid="appointment-internal">
                {translate('tally.appointments.arrangements.internal')}
              </Button>
              <Button size="small" disabled={busy} onClick={() => settle(appointment, 'ignore')} data-testid="appointment-ignore">
                {translate('tally.appointments.arrangements.ignore')}
              </Button>
            </Box>
            {choosing === appointment.id && (
              <Box sx={{ width: '100%' }}>
                <ContactPicker value={null} autoFocus disabled={busy} onChange={(contact) => contact && settle(appointment, 'contact', contact.id)} />
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
