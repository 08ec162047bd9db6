import { Alert, Button, Switch, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { PaidPlan } from '../../../plans/plans.js';
import type { AppDataProvider } from '../../providers/dataProvider.js';
import type { User } from '../../providers/domain.js';
import { STANDING_KEY, useStanding } from '../useStanding.js';
import { PREVIEW_KEY } from './usePreview.js';

/**
 * The firm's people and whether each has a running subscription; an administrator switches one on (a subscription
 * of the order's plan) or off (it ends now). Billing charges those switched on; while nobody is, everyone.
 */
export function UsersStep({ plan, onNext }: { plan: PaidPlan; onNext: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const standing = useStanding();
  const people = useGetList<User>('users', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name_first', order: 'ASC' } });
  const switched = useMutation({
    mutationFn: ({ userId, on }: { userId: string; on: boolean }) => (on ? dataProvider.subscribePerson(userId, { type: plan }) : dataProvider.endPersonSubscription(userId)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STANDING_KEY });
      await queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
    },
  });
  const running = new Set(standing?.subscriptions.filter((row) => row.state === 'active').map((row) => row.user_id));
  const active = (people.data ?? []).filter((person) => !person.is_deactivated);
  const busy = switched.isPending || people.isFetching;
  return (
    <>
      {standing && running.size === 0 && <Alert severity="info" data-testid="billing-users-everyone">{translate('tally.plans.billing.users_everyone', { count: active.length })}</Alert>}
      <Typography data-testid="billing-users-billed">{translate('tally.plans.billing.users_billed', { smart_count: running.size || active.length })}</Typography>
      <Table size="small" aria-busy={busy} data-testid="billing-users">
        <TableBody>
          {active.map((person) => (
            <TableRow key={person.id}>
              <TableCell>{person.name_full}</TableCell>
              <TableCell>{person.email}</TableCell>
              <TableCell align="right">
                <Switch
                  checked={running.has(person.id)}
                  disabled={busy}
                  onChange={(event) => switched.mutate({ userId: person.id, on: event.target.checked })}
                  slotProps={{ input: { 'aria-label': person.name_full } }}
                  data-testid={`billing-user-${person.id}`}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button variant="contained" onClick={onNext} data-testid="billing-users-next">
        {translate('tally.plans.billing.next')}
      </Button>
    </>
  );
}
