import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, Tab, Table, TableBody, TableCell, TableRow, Tabs, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { FREQUENCIES, type Frequency } from '../../billing/provider.js';
import { PAID_PLANS, PLANS, type PaidPlan } from '../../plans/plans.js';
import { ApiError } from '../errors/api-error.js';
import type { BillingCustomer, BillingPreview } from '../providers/billingMethods.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { STANDING_KEY } from './useStanding.js';

const CUSTOMER_KEY = ['billing-customer'];
const STEPS = ['customer', 'payment', 'overview', 'finish'] as const;

/**
 * The subscription and billing wizard (product-spec §2), for administrators: the firm's billing information with its
 * VAT number, a payment method (card or SEPA debit, confirmed on the provider's own page: the portal embeds no
 * provider script), the plan, frequency and a preview of the first invoice, then activation. Where billing is not
 * set up (no provider key) it says so.
 */
export function BillingWizard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [step, setStep] = useState<(typeof STEPS)[number]>('customer');
  const customer = useQuery({ queryKey: CUSTOMER_KEY, queryFn: () => dataProvider.billingCustomer(), meta: { errorDisplay: 'none' }, retry: false });
  if (customer.error instanceof ApiError && customer.error.status === 412) return <Alert severity="info" data-testid="billing-off">{translate('tally.plans.billing.off')}</Alert>;
  if (!customer.data) return null;
  const ready = { customer: true, payment: customer.data.customer !== null, overview: customer.data.default_payment_method !== null, finish: customer.data.default_payment_method !== null };
  return (
    <Card data-testid="billing-wizard">
      <Tabs value={step} onChange={(_, next: (typeof STEPS)[number]) => setStep(next)}>
        {STEPS.map((name) => (
          <Tab key={name} value={name} label={translate(`tally.plans.billing.steps.${name}`)} disabled={!ready[name]} data-testid={`billing-step-${name}`} />
        ))}
      </Tabs>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {step === 'customer' && <CustomerStep current={customer.data} onDone={() => setStep('payment')} />}
        {step === 'payment' && <PaymentStep current={customer.data} onDone={() => setStep('overview')} />}
        {(step === 'overview' || step === 'finish') && <OrderSteps step={step} onNext={() => setStep('finish')} />}
      </CardContent>
    </Card>
  );
}

function CustomerStep({ current, onDone }: { current: BillingCustomer; onDone: () => void }) {
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

function PaymentStep({ current, onDone }: { current: BillingCustomer; onDone: () => void }) {
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

function OrderSteps({ step, onNext }: { step: 'overview' | 'finish'; onNext: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<PaidPlan>('timesheets');
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const [agreed, setAgreed] = useState(false);
  const preview = useMutation({ mutationFn: () => dataProvider.previewActivation({ type: plan, frequency }) });
  const activate = useMutation({
    mutationFn: () => dataProvider.activateBilling({ type: plan, frequency, agreed: true }),
    onSuccess: (standing) => {
      queryClient.setQueryData(STANDING_KEY, standing);
      notify('tally.plans.activate.done', { type: 'info' });
    },
  });
  if (step === 'finish')
    return (
      <>
        {preview.data && <PreviewTable preview={preview.data} />}
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="billing-agree" />} label={translate('tally.plans.activate.agree')} />
        <Button variant="contained" disabled={!agreed || activate.isPending} onClick={() => activate.mutate()} data-testid="billing-activate">
          {translate('tally.plans.activate.submit')}
        </Button>
      </>
    );
  return (
    <>
      <TextField select size="small" label={translate('tally.plans.activate.plan')} value={plan} onChange={(event) => setPlan(PAID_PLANS.find((choice) => choice === event.target.value) ?? plan)} slotProps={{ htmlInput: { 'data-testid': 'billing-plan' } }}>
        {PAID_PLANS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {PLANS[choice].name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate('tally.plans.billing.frequency')} value={frequency} onChange={(event) => setFrequency(FREQUENCIES.find((choice) => choice === event.target.value) ?? frequency)} slotProps={{ htmlInput: { 'data-testid': 'billing-frequency' } }}>
        {FREQUENCIES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`tally.plans.billing.frequencies.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" disabled={preview.isPending} onClick={() => preview.mutate()} data-testid="billing-preview">
        {translate('tally.plans.billing.preview')}
      </Button>
      {preview.data && <PreviewTable preview={preview.data} />}
      {preview.data && <Button variant="contained" onClick={onNext} data-testid="billing-to-finish">{translate('tally.plans.billing.next')}</Button>}
    </>
  );
}

function PreviewTable({ preview }: { preview: BillingPreview }) {
  const translate = useTranslate();
  const [locale = 'nl'] = useLocaleState();
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: preview.currency.toUpperCase() }).format(cents / 100);
  const totals: Array<[string, number]> = [['total_excluding_tax', preview.total_excluding_tax], ['total_tax', preview.total_tax], ['total', preview.total]];
  return (
    <Table size="small" data-testid="billing-preview-table">
      <TableBody>
        {preview.lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell>{line.description}</TableCell>
            <TableCell align="right">{money(line.amount)}</TableCell>
          </TableRow>
        ))}
        {totals.map(([name, cents]) => (
          <TableRow key={name}>
            <TableCell component="th">{translate(`tally.plans.billing.${name}`)}</TableCell>
            <TableCell align="right" data-testid={`billing-${name}`}>{money(cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
