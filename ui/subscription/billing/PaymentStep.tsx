import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BillingCustomer } from '../../providers/billingMethods.js';
import type { AppDataProvider } from '../../providers/dataProvider.js';
import { CUSTOMER_KEY } from './useCustomer.js';

/** A payment method, card or SEPA debit, confirmed on the provider's own page (the portal embeds no provider script). */
export function PaymentStep({ current, onDone }: { current: BillingCustomer; onDone: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const intent = useMutation({ mutationFn: () => dataProvider.newPaymentMethod() });
  const portal = useMutation({ mutationFn: () => dataProvider.billingPortal(), onSuccess: (url) => window.open(url, '_blank', 'noopener') });
  const use = useMutation({
    mutationFn: (id: string) => dataProvider.usePaymentMethod(id),
    onSuccess: (saved) => {
      queryClient.setQueryData(CUSTOMER_KEY, saved);
      onDone();
    },
  });
  const method = current.default_payment_method;
  return (
    <>
      <Typography data-testid="billing-method">
        {method ? translate(`tally.plans.billing.method_${method.type}`, { brand: method.brand ?? '', last4: method.last4 ?? '' }) : translate('tally.plans.billing.no_method')}
      </Typography>
      <Typography variant="body2">{translate('tally.plans.billing.method_hint')}</Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="outlined" disabled={intent.isPending} onClick={() => intent.mutate()} data-testid="billing-method-new">
          {translate('tally.plans.billing.method_new')}
        </Button>
        <Button onClick={() => portal.mutate()} data-testid="billing-portal">
          {translate('tally.plans.billing.portal')}
        </Button>
        {method && <Button onClick={onDone}>{translate('tally.plans.billing.next')}</Button>}
      </Box>
      {intent.data && (
        <Alert severity="info" data-testid="billing-intent" data-intent={intent.data.id}>
          {translate('tally.plans.billing.intent', { id: intent.data.id })}
          <Button sx={{ ml: 2 }} disabled={use.isPending} onClick={() => intent.data && use.mutate(intent.data.id)} data-testid="billing-method-confirmed">
            {translate('tally.plans.billing.method_confirmed')}
          </Button>
        </Alert>
      )}
    </>
  );
}
