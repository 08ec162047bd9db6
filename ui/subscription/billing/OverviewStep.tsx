import { Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FREQUENCIES } from '../../../billing/provider.js';
import { PAID_PLANS, PLANS } from '../../../plans/plans.js';
import type { BillingOrder } from '../../providers/billingMethods.js';
import { PreviewTable } from './PreviewTable.js';
import { usePreview } from './usePreview.js';

/** The plan and how often it is paid, and the first invoice for them: the people billed, less a promotion code's discount. */
export function OverviewStep({ order, onChange, onNext }: { order: BillingOrder; onChange: (order: BillingOrder) => void; onNext: () => void }) {
  const translate = useTranslate();
  const preview = usePreview(order);
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('tally.plans.activate.plan')}
        value={order.type}
        onChange={(event) => onChange({ ...order, type: PAID_PLANS.find((choice) => choice === event.target.value) ?? order.type })}
        slotProps={{ htmlInput: { 'data-testid': 'billing-plan' } }}
      >
        {PAID_PLANS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {PLANS[choice].name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('tally.plans.billing.frequency')}
        value={order.frequency}
        onChange={(event) => onChange({ ...order, frequency: FREQUENCIES.find((choice) => choice === event.target.value) ?? order.frequency })}
        slotProps={{ htmlInput: { 'data-testid': 'billing-frequency' } }}
      >
        {FREQUENCIES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`tally.plans.billing.frequencies.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      <div aria-busy={preview.isFetching} data-testid="billing-overview">
        {preview.data && <PreviewTable preview={preview.data} />}
      </div>
      <Button variant="contained" onClick={onNext} data-testid="billing-overview-next">
        {translate('tally.plans.billing.next')}
      </Button>
    </>
  );
}
