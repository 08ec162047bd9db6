import { Alert, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PAID_PLANS } from '../../plans/plans.js';
import { ApiError } from '../errors/api-error.js';
import type { BillingCustomer, BillingOrder } from '../providers/billingMethods.js';
import type { Standing } from '../providers/subscriptionMethods.js';
import { CustomerStep } from './billing/CustomerStep.js';
import { FinishStep } from './billing/FinishStep.js';
import { OverviewStep } from './billing/OverviewStep.js';
import { PaymentStep } from './billing/PaymentStep.js';
import { PromotionStep } from './billing/PromotionStep.js';
import { useCustomer } from './billing/useCustomer.js';
import { UsersStep } from './billing/UsersStep.js';

/** The tabs in product-spec §2's order. */
const STEPS = ['customer', 'overview', 'payment', 'promotion', 'users', 'finish'] as const;
type Step = (typeof STEPS)[number];

/** The steps a step needs done first: the provider prices and checks codes for a customer, and charges a payment method. */
const NEEDS: Record<Step, readonly Step[]> = { customer: [], overview: ['customer'], payment: ['customer'], promotion: ['customer'], users: [], finish: ['customer', 'payment'] };

const done = (customer: BillingCustomer): Record<Step, boolean> => ({
  customer: customer.customer !== null,
  overview: true,
  payment: customer.default_payment_method !== null,
  promotion: true,
  users: true,
  finish: false,
});

/**
 * The subscription and billing wizard (product-spec §2), for administrators: billing information with the VAT
 * number, an overview of the first invoice, a payment method, a promotional quote, the people billed, and
 * activation. Every tab can be opened; one that needs an earlier step says which. Where billing is not set up (no
 * provider key) it says so.
 */
export function BillingWizard({ standing }: { standing: Standing }) {
  const translate = useTranslate();
  const customer = useCustomer();
  const [step, setStep] = useState<Step>('customer');
  const [order, setOrder] = useState<BillingOrder>({ type: PAID_PLANS.find((plan) => plan === standing.plan) ?? 'timesheets', frequency: 'monthly' });
  if (customer.error instanceof ApiError && customer.error.status === 412) return <Alert severity="info" data-testid="billing-off">{translate('tally.plans.billing.off')}</Alert>;
  if (!customer.data) return null;
  const current = customer.data;
  const missing = NEEDS[step].filter((needed) => !done(current)[needed]);
  const next = () => setStep(STEPS[STEPS.indexOf(step) + 1] ?? step);
  return (
    <Card data-testid="billing-wizard">
      <Tabs value={step} onChange={(_, chosen: Step) => setStep(chosen)} variant="scrollable">
        {STEPS.map((name) => (
          <Tab key={name} value={name} label={translate(`tally.plans.billing.steps.${name}`)} data-testid={`billing-step-${name}`} />
        ))}
      </Tabs>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {missing.length > 0 ? (
          <Alert severity="warning" data-testid="billing-missing" data-missing={missing.join(' ')}>
            {translate('tally.plans.billing.missing', { steps: missing.map((needed) => translate(`tally.plans.billing.steps.${needed}`)).join(', ') })}
          </Alert>
        ) : (
          <>
            {step === 'customer' && <CustomerStep current={current} onDone={next} />}
            {step === 'overview' && <OverviewStep order={order} onChange={setOrder} onNext={next} />}
            {step === 'payment' && <PaymentStep current={current} onDone={next} />}
            {step === 'promotion' && <PromotionStep order={order} onChange={setOrder} onNext={next} />}
            {step === 'users' && <UsersStep plan={order.type} onNext={next} />}
            {step === 'finish' && <FinishStep order={order} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
