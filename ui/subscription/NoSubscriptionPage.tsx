import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import type { SubscriptionState } from '../errors/subscription.js';
import { SUBSCRIPTION_PATH } from './useStanding.js';

/**
 * In place of every screen once a call answered ACCOUNT_SUSPENDED or NO_ACTIVE_SUBSCRIPTION (or USER_TRANSFERRED):
 * what is the matter, and for an administrator the way to the firm's subscription, rather than screens whose
 * every call fails.
 */
export function NoSubscriptionPage({ state }: { state: Exclude<SubscriptionState, 'active'> }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  return (
    <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }} data-testid="no-subscription-page">
      <Card sx={{ maxWidth: 560 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('tally.plans.page.title')}
          </Typography>
          <Typography>{translate(state === 'suspended' ? 'tally.subscription.suspended' : 'tally.subscription.transferred')}</Typography>
          {state === 'suspended' && permissions === 'admin' && (
            <Button variant="contained" component={Link} to={SUBSCRIPTION_PATH} sx={{ alignSelf: 'flex-start' }}>
              {translate('tally.plans.page.admin')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
