import { Alert, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SUBSCRIPTION_PATH, useStanding } from './useStanding.js';

/**
 * Above every screen while the firm has not activated (api-contract §9.3): the days its trial has left, or that it
 * has run out and only Free's 8 hours can be viewed, with the way to activate. Nothing where plans are off.
 */
export function TrialBar() {
  const translate = useTranslate();
  const standing = useStanding();
  const trial = standing?.plans ? standing.trial : null;
  if (!trial) return null;
  const running = trial.remaining_days > 0;
  return (
    <Alert
      severity={running ? 'info' : 'warning'}
      sx={{ mb: 1 }}
      data-testid="trial-bar"
      action={
        <Button color="inherit" size="small" component={Link} to={SUBSCRIPTION_PATH} data-testid="trial-activate">
          {translate('tally.plans.activate_link')}
        </Button>
      }
    >
      {running ? translate('tally.plans.trial_bar', { days: trial.remaining_days }) : translate('tally.plans.trial_ended')}
    </Alert>
  );
}
