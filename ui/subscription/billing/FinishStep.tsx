import { Button, Checkbox, FormControlLabel } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BillingOrder } from '../../providers/billingMethods.js';
import type { AppDataProvider } from '../../providers/dataProvider.js';
import { STANDING_KEY } from '../useStanding.js';
import { PreviewTable } from './PreviewTable.js';
import { PREVIEW_KEY, usePreview } from './usePreview.js';

/** The invoice once more, the agreement, and activation: paid at once with the default payment method. */
export function FinishStep({ order }: { order: BillingOrder }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const preview = usePreview(order);
  const activate = useMutation({
    mutationFn: () => dataProvider.activateBilling({ ...order, agreed: true }),
    onSuccess: async (standing) => {
      queryClient.setQueryData(STANDING_KEY, standing);
      await queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
      notify('tally.plans.activate.done', { type: 'info' });
    },
  });
  return (
    <>
      {preview.data && <PreviewTable preview={preview.data} />}
      <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="billing-agree" />} label={translate('tally.plans.activate.agree')} />
      <Button variant="contained" disabled={!agreed || activate.isPending} onClick={() => activate.mutate()} data-testid="billing-activate">
        {translate('tally.plans.activate.submit')}
      </Button>
    </>
  );
}
