import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeFake } from '../../integrations/testing/stripe-server.js';
import { closeBillingPortal, startBillingPortal } from '../support/billing.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

const details = { name: 'Accountants & Co', email: 'billing@accountants.test', country: 'NL', vat_number: 'NL 123456789 B01' };

describe('billing through Stripe (api-contract §7.15)', () => {
  let test: TestPortal;
  let fake: StripeFake;
  beforeAll(async () => {
    ({ test, fake } = await startBillingPortal());
  });
  afterAll(async () => closeBillingPortal({ test, fake }));

  /** A firm with two more people, a customer at Stripe and `method` as its default payment method. */
  async function customerWith(method: 'pm_card_visa' | 'pm_card_chargeDeclined' | 'pm_sepa_debit'): Promise<Organisation> {
    const firm = await createTestOrganisation(test);
    await firm.member('user');
    await firm.member('manager');
    expect((await firm.admin.put('/v1/billing/customer', details)).statusCode).toBe(200);
    const intent = await firm.admin.post('/v1/billing/method', {});
    expect(intent.json().data).toMatchObject({ id: expect.stringMatching(/^seti_/), client_secret: expect.stringContaining('_secret_') });
    fake.confirmSetupIntent(intent.json().data.id, method);
    const used = await firm.admin.put('/v1/billing/method', { setup_intent: intent.json().data.id });
    expect(used.statusCode, used.body).toBe(200);
    return firm;
  }

  it('keeps the firm as a customer with its VAT number as tax id and its default payment method', async () => {
    const firm = await customerWith('pm_sepa_debit');
    const read = (await firm.admin.get('/v1/billing/customer')).json().data;
    expect(read).toMatchObject({
      customer: { name: 'Accountants & Co', email: 'billing@accountants.test', country: 'NL', vat_number: 'NL123456789B01' },
      default_payment_method: { type: 'sepa_debit', last4: '3000', brand: null },
    });
    const portal = await firm.admin.post('/v1/rpc/billing/portal', {});
    expect(portal.json().data.url).toContain(`/p/session/${read.customer.id}`);
    expect(fake.server.calls(/^\/v1\/customers$/, 'POST')[0]?.headers['idempotency-key']).toBeTruthy();
    expect(fake.server.violations()).toEqual([]);
  });

  it('previews, activates: the firm is active on its plan with a subscription for each person, billed for three', async () => {
    const firm = await customerWith('pm_card_visa');
    const preview = await firm.admin.post('/v1/rpc/billing/activate/preview', { type: 'insights', frequency: 'yearly' });
    expect(preview.statusCode, preview.body).toBe(200);
    // insights is the second plan step: €20 a seat a month, ten months a year, three seats, 21% VAT.
    expect(preview.json().data).toEqual({
      lines: [{ description: '3 × Tally insights (per year)', amount: 60000, quantity: 3 }],
      currency: 'eur',
      total: 72600,
      total_excluding_tax: 60000,
      total_tax: 12600,
    });
    expect((await firm.admin.get('/v1/subscriptions')).json().data.status).toBe('trial');

    const activated = await firm.admin.post('/v1/rpc/billing/activate', { type: 'insights', frequency: 'yearly', agreed: true });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data).toMatchObject({ status: 'active', plan: 'insights', trial: null });
    expect(activated.json().data.subscriptions).toHaveLength(3);
    expect(activated.json().data.subscriptions.every((row: { type: string; state: string }) => row.type === 'insights' && row.state === 'active')).toBe(true);

    const again = await firm.admin.post('/v1/rpc/billing/activate', { type: 'insights', frequency: 'yearly', agreed: true });
    expect(again.statusCode).toBe(200);
    const customerId = (await firm.admin.get('/v1/billing/customer')).json().data.customer.id;
    expect([...fake.subscriptions.values()].filter((row) => row.customer === customerId), 'the same order sent twice is one subscription').toHaveLength(1);

    expect((await firm.admin.post('/v1/rpc/billing/current', {})).json().data.total).toBe(72600);
    const upgraded = await firm.admin.post('/v1/rpc/billing/activate', { type: 'premium', frequency: 'yearly', agreed: true });
    expect(upgraded.json().data).toMatchObject({ status: 'active', plan: 'premium' });
    expect([...fake.subscriptions.values()].filter((row) => row.customer === customerId), 'a firm that pays changes its subscription').toEqual([expect.objectContaining({ price: 'price_premium_yearly', quantity: 3 })]);
    fake.linesPerPage = 1;
    const change = await firm.admin.post('/v1/rpc/billing/update/preview', { type: 'timesheets', frequency: 'yearly' });
    fake.linesPerPage = 10;
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data.lines.map((line: { amount: number }) => line.amount), 'every page of lines').toEqual([-45000, 75000, 150000]);
    expect(change.json().data).toMatchObject({ total_excluding_tax: 180000, total_tax: 37800, total: 217800 });

    const ended = await firm.admin.post('/v1/rpc/deactivate', { reason: 'price' });
    expect(ended.json().data).toMatchObject({ status: 'active', plan: 'free' });
    expect([...fake.subscriptions.values()].filter((row) => row.customer === customerId), 'cancelled at Stripe').toEqual([]);
    expect((await firm.admin.post('/v1/rpc/billing/current', {})).statusCode).toBe(412);
  });

  it('changes nothing when the payment is declined', async () => {
    const firm = await customerWith('pm_card_chargeDeclined');
    const declined = await firm.admin.post('/v1/rpc/billing/activate', { type: 'starter', frequency: 'monthly', agreed: true });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'payment_declined', message: expect.stringContaining('card_declined') });
    expect((await firm.admin.get('/v1/subscriptions')).json().data).toMatchObject({ status: 'trial', plan: null, subscriptions: [] });
    expect((await firm.admin.post('/v1/rpc/billing/current', {})).statusCode, 'no subscription kept').toBe(412);
  });

  it('stores nothing for a VAT number of the wrong form, or one Stripe refuses', async () => {
    const firm = await createTestOrganisation(test);
    const customersBefore = fake.customers.size;
    const wrongForm = await firm.admin.put('/v1/billing/customer', { ...details, vat_number: 'NL12345' });
    expect(wrongForm.statusCode).toBe(422);
    expect(wrongForm.json().errors.vat_number).toEqual([expect.stringContaining('not a valid VAT number')]);
    fake.refusedTaxIds.add('DE123456789');
    const refused = await firm.admin.put('/v1/billing/customer', { ...details, country: 'DE', vat_number: 'DE123456789' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.vat_number).toEqual([expect.stringContaining('refused this VAT number')]);
    expect(fake.customers.size).toBe(customersBefore);
    expect((await firm.admin.get('/v1/billing/customer')).json().data).toEqual({ customer: null, default_payment_method: null });
  });

  it("waits out Stripe's 429 as its Retry-After says, and is for administrators only", async () => {
    const firm = await createTestOrganisation(test);
    fake.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 1 }], { path: /^\/v1\/customers$/ });
    const created = await firm.admin.put('/v1/billing/customer', { ...details, vat_number: null });
    expect(created.statusCode, created.body).toBe(200);
    expect(fake.server.calls(/^\/v1\/customers$/, 'POST').filter((call) => call.fault === 'rate_limit').length).toBeGreaterThan(0);
    const user = await firm.member('user');
    expect((await user.get('/v1/billing/customer')).statusCode).toBe(403);
  });
});

describe('billing off', () => {
  let test: TestPortal;
  beforeAll(async () => {
    test = await startTestPortal({ plans: true });
  });
  afterAll(async () => test.close());

  it('answers 412 with what is missing, without a Stripe key', async () => {
    const firm = await createTestOrganisation(test);
    for (const [method, url] of [['get', '/v1/billing/customer'], ['post', '/v1/rpc/billing/activate/preview']] as const) {
      const answer = method === 'get' ? await firm.admin.get(url) : await firm.admin.post(url, { type: 'starter', frequency: 'monthly' });
      expect(answer.statusCode).toBe(412);
      expect(answer.json()).toMatchObject({ code: 'precondition_failed', message: expect.stringContaining('STRIPE_SECRET_KEY') });
    }
  });
});
