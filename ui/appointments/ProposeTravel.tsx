import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useInput, useRecordContext, useTranslate } from 'react-admin';
import { isApiError } from '../errors/api-error.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Appointment, TravelProposal, TravelQuery } from '../providers/domain.js';

/** The fields a proposal fills: both legs' places and seconds (a leg's whose stays the person's choice). */
const PROPOSED = ['travel_location_start', 'travel_duration_start', 'travel_location_end', 'travel_duration_end'] as const satisfies ReadonlyArray<keyof TravelProposal>;

/** What a person reads of a refusal: the API's own words (the address not found), else its title. */
const reasonOf = (error: Error) => (isApiError(error) ? (error.detail ?? error.message) : error.message);

/**
 * Beside the travel legs: asks the portal's routing service for travel out and back and fills the legs with it,
 * unsaved, for the person to check and save. Travel starts where the form says, else (left empty) at the day's
 * appointment before this one. A portal without a routing service says travel is entered by hand instead of
 * offering a button that can only fail.
 */
export function ProposeTravel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const appointment = useRecordContext<Appointment>();
  // The legs' fields as the form holds them (durations in seconds), which the legs' own inputs show.
  const proposed: Record<(typeof PROPOSED)[number], ReturnType<typeof useInput>['field']> = {
    travel_location_start: useInput({ source: 'travel_location_start' }).field,
    travel_duration_start: useInput({ source: 'travel_duration_start' }).field,
    travel_location_end: useInput({ source: 'travel_location_end' }).field,
    travel_duration_end: useInput({ source: 'travel_duration_end' }).field,
  };
  const available = useQuery({ queryKey: ['users/self', 'travel_proposals'], queryFn: () => dataProvider.travelProposals(), staleTime: Infinity });
  const propose = useMutation({
    mutationFn: (query: TravelQuery) => dataProvider.proposeTravel(query),
    // The refusal is shown beside the button, where the person is looking.
    meta: { errorDisplay: 'none' },
    onSuccess: ({ data }) => {
      for (const field of PROPOSED) proposed[field].onChange(data[field]);
    },
  });

  if (available.data === undefined || !appointment) return null;
  if (!available.data) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="appointment-travel-by-hand">
        {translate('tally.appointments.travel_by_hand')}
      </Typography>
    );
  }
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'center' }} sx={{ mb: 1 }}>
      <Button
        variant="outlined"
        data-testid="appointment-propose-travel"
        aria-busy={propose.isPending}
        disabled={propose.isPending}
        startIcon={propose.isPending ? <CircularProgress size={16} /> : <DirectionsCarIcon />}
        onClick={() => {
          const from = String(proposed.travel_location_start.value ?? '').trim();
          propose.mutate({ id: appointment.id, ...(from ? { from } : {}) });
        }}
      >
        {translate('tally.appointments.propose_travel')}
      </Button>
      {propose.isError && (
        <Alert severity="warning" data-testid="appointment-travel-refused">
          {reasonOf(propose.error)}
        </Alert>
      )}
    </Stack>
  );
}
