import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { PAID_PLANS, PLANS, type PaidPlan } from '../../plans/plans.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Standing } from '../providers/subscriptionMethods.js';
import { BillingWizard } from './BillingWizard.js';
import { DeactivateDialog } from './DeactivateDialog.js';
import { STANDING_KEY, useStanding } from './useStanding.js';

/**
 * /subscription: the firm's plan, its history limit and trial; administrators activate a paid plan (everyone gets
 * a subscription of it) or end the paid subscription with a reason. Where plans are off it says so and nothing more.
 */
export default function SubscriptionScreen() {
  const translate = useTranslate();
  const standing = useStanding();
  const { permissions } = usePermissions<string>();
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }} data-testid="subscription-screen">
      <Title title="tally.plans.title" />
      {standing && !standing.plans && <Alert severity="info">{translate('tally.plans.off')}</Alert>}
      {standing?.plans && <StandingCard standing={standing} />}
      {standing?.plans && permissions === 'admin' && <BillingWizard standing={standing} />}
      {standing?.plans && permissions === 'admin' && <AdminActions standing={standing} />}
    </Box>
  );
}

function StandingCard({ standing }: { standing: Standing }) {
  const translate = useTranslate();
  const rows: Array<[string, string]> = [
    ['tally.plans.status', translate(`tally.plans.statuses.${standing.status}`)],
    ['tally.plans.plan', standing.plan_name ?? translate('tally.plans.no_limits')],
    ['tally.plans.history', standing.history_from ? translate('tally.plans.history_from', { date: standing.history_from }) : translate('tally.plans.history_all')],
  ];
  if (standing.trial) rows.push(['tally.plans.trial', translate('tally.plans.trial_days', { remaining: standing.trial.remaining_days, days: standing.trial.trial_days })]);
  return (
    <Card>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th">{translate(label)}</TableCell>
              <TableCell data-testid={`subscription-${label.split('.').at(-1)}`}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function AdminActions({ standing }: { standing: Standing }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<PaidPlan>('timesheets');
  const [agreed, setAgreed] = useState(false);
  const [ending, setEnding] = useState(false);
  const changed = (text: string) => (next: Standing) => {
    queryClient.setQueryData(STANDING_KEY, next);
    notify(text, { type: 'info' });
    setEnding(false);
  };
  const activate = useMutation({ mutationFn: () => dataProvider.activate({ type: plan, agreed: true }), onSuccess: changed('tally.plans.activate.done') });
  const deactivate = useMutation({ mutationFn: dataProvider.deactivate, onSuccess: changed('tally.plans.deactivate.done') });
  const paid = standing.status === 'active' && standing.plan !== null && standing.plan !== 'free';
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6">{translate('tally.plans.activate.title')}</Typography>
        <TextField
          select
          size="small"
          label={translate('tally.plans.activate.plan')}
          value={plan}
          onChange={(event) => setPlan(PAID_PLANS.find((choice) => choice === event.target.value) ?? plan)}
          slotProps={{ htmlInput: { 'data-testid': 'activate-plan' } }}
        >
          {PAID_PLANS.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {PLANS[choice].name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="activate-agree" />} label={translate('tally.plans.activate.agree')} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" disabled={!agreed || activate.isPending} onClick={() => activate.mutate()} data-testid="activate-submit">
            {translate('tally.plans.activate.submit')}
          </Button>
          {paid && (
            <Button color="warning" onClick={() => setEnding(true)} data-testid="firm-deactivate">
              {translate('tally.plans.deactivate.action')}
            </Button>
          )}
        </Box>
      </CardContent>
      <DeactivateDialog open={ending} pending={deactivate.isPending} onClose={() => setEnding(false)} onConfirm={(body) => deactivate.mutate(body)} />
    </Card>
  );
}
