import { Alert, Box, Button, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ApiError } from '../../errors/api-error.js';
import type { BillingOrder } from '../../providers/billingMethods.js';
import type { AppDataProvider } from '../../providers/dataProvider.js';
import { PreviewTable } from './PreviewTable.js';
import { previewKey, usePreview } from './usePreview.js';

/**
 * The promotional quote: a promotion code the provider checks (a preview with it); a good one becomes part of the
 * order and its discount shows in the invoice, a wrong or expired one is refused next to the field.
 */
export function PromotionStep({ order, onChange, onNext }: { order: BillingOrder; onChange: (order: BillingOrder) => void; onNext: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(order.promotion_code ?? '');
  const preview = usePreview(order);
  const check = useMutation({
    mutationFn: (quoted: BillingOrder) => dataProvider.previewActivation(quoted),
    onSuccess: (answer, quoted) => {
      queryClient.setQueryData(previewKey(quoted), answer);
      onChange(quoted);
    },
    meta: { errorDisplay: 'none' },
  });
  const refused = check.error instanceof ApiError ? check.error.fieldErrors.promotion_code : undefined;
  const { promotion_code: applied, ...withoutCode } = order;
  return (
    <>
      <TextField
        size="small"
        label={translate('tally.plans.billing.promotion_code')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={refused !== undefined}
        helperText={refused?.join(' ') ?? translate('tally.plans.billing.promotion_hint')}
        slotProps={{ htmlInput: { 'data-testid': 'billing-promotion-code' } }}
      />
      {check.error && !refused && <Alert severity="error">{check.error.message}</Alert>}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="outlined" disabled={check.isPending || typed.trim() === ''} onClick={() => check.mutate({ ...order, promotion_code: typed.trim() })} data-testid="billing-promotion-apply">
          {translate('tally.plans.billing.promotion_apply')}
        </Button>
        {applied && (
          <Button onClick={() => onChange(withoutCode)} data-testid="billing-promotion-remove">
            {translate('tally.plans.billing.promotion_remove')}
          </Button>
        )}
      </Box>
      {applied && preview.data && <PreviewTable preview={preview.data} />}
      <Button variant="contained" onClick={onNext} data-testid="billing-promotion-next">
        {translate('tally.plans.billing.next')}
      </Button>
    </>
  );
}
