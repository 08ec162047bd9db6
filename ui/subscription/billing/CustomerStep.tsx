import { Button, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ApiError } from '../../errors/api-error.js';
import type { BillingCustomer } from '../../providers/billingMethods.js';
import type { AppDataProvider } from '../../providers/dataProvider.js';
import { CUSTOMER_KEY } from './useCustomer.js';

/** The firm's billing information with its VAT number; a refused field says why next to it. */
export function CustomerStep({ current, onDone }: { current: BillingCustomer; onDone: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({ name: current.customer?.name ?? '', email: current.customer?.email ?? '', country: current.customer?.country ?? 'NL', vat_number: current.customer?.vat_number ?? '' });
  const save = useMutation({
    mutationFn: () => dataProvider.saveBillingCustomer({ ...fields, vat_number: fields.vat_number.trim() === '' ? null : fields.vat_number }),
    onSuccess: (saved) => {
      queryClient.setQueryData(CUSTOMER_KEY, saved);
      onDone();
    },
    meta: { errorDisplay: 'none' },
  });
  const refused = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const field = (name: keyof typeof fields) => (
    <TextField
      size="small"
      label={translate(`tally.plans.billing.${name}`)}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      error={refused[name] !== undefined}
      helperText={refused[name]?.join(' ')}
      slotProps={{ htmlInput: { 'data-testid': `billing-${name}` } }}
    />
  );
  return (
    <>
      {field('name')}
      {field('email')}
      {field('country')}
      {field('vat_number')}
      <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()} data-testid="billing-customer-save">
        {translate('tally.plans.billing.next')}
      </Button>
    </>
  );
}
