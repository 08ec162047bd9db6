import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeFake } from '../../integrations/testing/stripe-server.js';
import { closeBillingPortal, startBillingPortal } from '../support/billing.js';
import { createTestOrganisation, type Organisation, type Session, type TestPortal } from '../support/portal.js';

const details = { name: 'Accountants & Co', email: 'billing@accountants.test', country: 'NL', vat_number: null };

// What the wizard's users and promotional-quote tabs change: who is billed (the quantity Stripe receives) and the
// discount of a promotion code checked against Stripe.
describe('billing orders: seats and promotion codes (api-contract §7.15)', () => {
  let test: TestPortal;
  let fake: StripeFake;
  beforeAll(async () => {
    ({ test, fake } = await startBillingPortal());
  });
  afterAll(async () => closeBillingPortal({ test, fake }));

  /** A firm of an administrator, a user and a manager, a customer at Stripe paying by card. */
  async function payingFirm(): Promise<{ firm: Organisation; user: Session; manager: Session; ids: { admin: string; user: string; manager: string } }> {
    const firm = await createTestOrganisation(test);
    const user = await firm.member('user');
    const manager = await firm.member('manager');
    expect((await firm.admin.put('/v1/billing/customer', details)).statusCode).toBe(200);
    const intent = (await firm.admin.post('/v1/billing/method', {})).json().data.id;
    fake.confirmSetupIntent(intent, 'pm_card_visa');
    expect((await firm.admin.put('/v1/billing/method', { setup_intent: intent })).statusCode).toBe(200);
    const idOf = async (session: Session): Promise<string> => (await session.get('/v1/users/self')).json().data.id;
    return { firm, user, manager, ids: { admin: await idOf(firm.admin), user: await idOf(user), manager: await idOf(manager) } };
  }

  /** The quantity the last upcoming invoice Stripe was asked for carried. */
  const lastPreviewQuantity = () => fake.server.calls(/^\/v1\/invoices\/upcoming$/, 'GET').at(-1)?.query.get('subscription_items[0][quantity]');

  it('bills the people whose subscription runs, as the users tab switches them on and off', async () => {
    const { firm, ids } = await payingFirm();
    const order = { type: 'insights', frequency: 'monthly' };
    await firm.admin.post('/v1/rpc/billing/activate/preview', order);
    expect(lastPreviewQuantity(), 'nobody chosen yet: every active person').toBe('3');

    expect((await firm.admin.put(`/v1/subscriptions/${ids.admin}`, { type: 'insights' })).statusCode).toBe(200);
    expect((await firm.admin.put(`/v1/subscriptions/${ids.user}`, { type: 'insights' })).statusCode).toBe(200);
    const two = await firm.admin.post('/v1/rpc/billing/activate/preview', order);
    expect(lastPreviewQuantity()).toBe('2');
    expect(two.json().data.lines).toEqual([{ description: '2 × Tally insights (per month)', amount: 4000, quantity: 2 }]);

    expect((await firm.admin.delete(`/v1/subscriptions/${ids.user}`)).statusCode).toBe(200);
    expect((await firm.admin.post('/v1/rpc/billing/activate/preview', order)).json().data.total_excluding_tax).toBe(2000);
    expect(lastPreviewQuantity()).toBe('1');

    const activated = await firm.admin.post('/v1/rpc/billing/activate', { ...order, agreed: true });
    expect(activated.statusCode, activated.body).toBe(200);
    const customerId = (await firm.admin.get('/v1/billing/customer')).json().data.customer.id;
    expect([...fake.subscriptions.values()].filter((row) => row.customer === customerId)).toEqual([expect.objectContaining({ price: 'price_insights_monthly', quantity: 1 })]);
    const running = activated.json().data.subscriptions.filter((row: { state: string }) => row.state === 'active').map((row: { user_id: string }) => row.user_id);
    expect(running, 'only the one switched on is subscribed').toEqual([ids.admin]);

    expect((await firm.admin.put(`/v1/subscriptions/${ids.manager}`, { type: 'insights' })).statusCode).toBe(200);
    const change = await firm.admin.post('/v1/rpc/billing/update/preview', order);
    expect(change.statusCode, change.body).toBe(200);
    expect(lastPreviewQuantity(), 'a paying firm previews its new seat count').toBe('2');
  });

  it("applies a promotion code's discount to the preview and the subscription", async () => {
    const { firm } = await payingFirm();
    const promotion = fake.addPromotionCode('SPRING20', { percent: 20 });
    const preview = await firm.admin.post('/v1/rpc/billing/activate/preview', { type: 'insights', frequency: 'yearly', promotion_code: ' spring20 ' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(fake.server.calls(/^\/v1\/promotion_codes$/, 'GET').at(-1)?.query.get('active')).toBe('true');
    expect(fake.server.calls(/^\/v1\/invoices\/upcoming$/, 'GET').at(-1)?.query.get('discounts[0][promotion_code]')).toBe(promotion.id);
    // Three seats of insights yearly, €600; 20% off is €120; 21% VAT over €480.
    expect(preview.json().data).toEqual({
      lines: [{ description: '3 × Tally insights (per year)', amount: 60000, quantity: 3 }],
      currency: 'eur',
      discount: { amount: 12000, code: 'SPRING20', percent_off: 20, amount_off: null },
      total_excluding_tax: 48000,
      total_tax: 10080,
      total: 58080,
    });

    const activated = await firm.admin.post('/v1/rpc/billing/activate', { type: 'insights', frequency: 'yearly', promotion_code: 'SPRING20', agreed: true });
    expect(activated.statusCode, activated.body).toBe(200);
    const customerId = (await firm.admin.get('/v1/billing/customer')).json().data.customer.id;
    expect([...fake.subscriptions.values()].find((row) => row.customer === customerId)?.promotion_code).toBe(promotion.id);
    expect((await firm.admin.post('/v1/rpc/billing/current', {})).json().data).toMatchObject({ total: 58080, discount: { amount: 12000, code: null } });
    expect(fake.server.violations()).toEqual([]);
  });

  it('refuses a wrong or expired promotion code on its field, in the reader’s language, and subscribes nothing', async () => {
    const { firm } = await payingFirm();
    fake.addPromotionCode('WINTER10', { cents: 1000 }, { expiresAt: new Date('2020-01-31T23:00:00Z') });
    for (const code of ['NOSUCHCODE', 'WINTER10']) {
      const refused = await firm.admin.post('/v1/rpc/billing/activate/preview', { type: 'starter', frequency: 'monthly', promotion_code: code });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: { promotion_code: [`The promotion code ${code} is unknown or has expired.`] } });
    }
    const payload = { type: 'starter', frequency: 'monthly', promotion_code: 'WINTER10', agreed: true };
    const dutch = await firm.admin.request({ method: 'POST', url: '/v1/rpc/billing/activate', payload, headers: { 'accept-language': 'nl' } });
    expect(dutch.statusCode).toBe(422);
    expect(dutch.json().errors.promotion_code).toEqual(['De kortingscode WINTER10 bestaat niet of is verlopen.']);
    expect((await firm.admin.get('/v1/subscriptions')).json().data).toMatchObject({ status: 'trial', subscriptions: [] });
  });
});
