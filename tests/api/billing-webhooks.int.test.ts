import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeFake } from '../../integrations/testing/stripe-server.js';
import { deliverEvent, invoiceOf, stripeEvent, subscriptionOf, WEBHOOK_SECRET, type Delivery, type StripeEvent } from '../../integrations/testing/stripe-webhooks.js';
import { closeBillingPortal, startBillingPortal } from '../support/billing.js';
import { createTestOrganisation, type Session, type TestPortal } from '../support/portal.js';

const details = { name: 'Accountants & Co', email: 'billing@accountants.test', country: 'NL', vat_number: null };
const POLL = { timeout: 5_000 };

describe("Stripe's events (POST /v1/billing/webhooks)", () => {
  let test: TestPortal;
  let fake: StripeFake;
  let endpoint: string;
  beforeAll(async () => {
    ({ test, fake } = await startBillingPortal({ webhookSecret: WEBHOOK_SECRET }));
    // Stripe calls the portal over HTTP, as it would in production.
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    endpoint = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/v1/billing/webhooks`;
  });
  afterAll(async () => closeBillingPortal({ test, fake }));

  /** A firm that activated Starter through billing, with a person besides its administrator, and its subscription at Stripe. */
  async function payingFirm() {
    const firm = await createTestOrganisation(test);
    const person = await firm.member('user');
    expect((await firm.admin.put('/v1/billing/customer', details)).statusCode).toBe(200);
    const intent = (await firm.admin.post('/v1/billing/method', {})).json().data;
    fake.confirmSetupIntent(intent.id, 'pm_card_visa');
    expect((await firm.admin.put('/v1/billing/method', { setup_intent: intent.id })).statusCode).toBe(200);
    const activated = await firm.admin.post('/v1/rpc/billing/activate', { type: 'starter', frequency: 'monthly', agreed: true });
    expect(activated.statusCode, activated.body).toBe(200);
    const customerId = (await firm.admin.get('/v1/billing/customer')).json().data.customer.id;
    const subscription = [...fake.subscriptions.values()].find((row) => row.customer === customerId);
    if (!subscription) throw new Error('No subscription at Stripe');
    return { firm, person, customerId, subscriptionId: subscription.id };
  }

  const deliver = (event: StripeEvent, delivery?: Delivery) => deliverEvent(endpoint, event, delivery);
  /** What the person's next call is answered: 200, or the 403 and its code. */
  const answerTo = async (person: Session) => {
    const self = await person.get('/v1/users/self');
    return self.statusCode === 200 ? 200 : `${self.statusCode} ${self.json().code}`;
  };

  it("suspends the firm when an invoice's payment fails: its people are answered ACCOUNT_SUSPENDED until an invoice is paid", async () => {
    const { firm, person, subscriptionId } = await payingFirm();
    expect(await answerTo(person)).toBe(200);

    const failed = await deliver(stripeEvent('invoice.payment_failed', invoiceOf(fake, subscriptionId, 'open')));
    expect(failed).toEqual({ status: 200, body: { data: { id: expect.stringMatching(/^evt_/), outcome: 'suspended', duplicate: false } } });
    await expect.poll(() => answerTo(person), POLL).toBe('403 ACCOUNT_SUSPENDED');
    expect(await answerTo(firm.admin)).toBe('403 ACCOUNT_SUSPENDED');

    const paid = await deliver(stripeEvent('invoice.paid', invoiceOf(fake, subscriptionId, 'paid')));
    expect(paid.body).toMatchObject({ data: { outcome: 'reactivated', duplicate: false } });
    await expect.poll(() => answerTo(person), POLL).toBe(200);
    expect((await firm.admin.get('/v1/subscriptions')).json().data).toMatchObject({ status: 'active', plan: 'starter' });
  });

  it('applies an event Stripe sends twice once: the second delivery changes nothing', async () => {
    const { person, subscriptionId } = await payingFirm();
    const failed = stripeEvent('invoice.payment_failed', invoiceOf(fake, subscriptionId, 'open'));
    expect((await deliver(failed)).body).toMatchObject({ data: { outcome: 'suspended', duplicate: false } });
    expect((await deliver(stripeEvent('invoice.payment_succeeded', invoiceOf(fake, subscriptionId, 'paid')))).body).toMatchObject({ data: { outcome: 'reactivated' } });

    const again = await deliver(failed);
    expect(again).toEqual({ status: 200, body: { data: { id: failed.id, outcome: 'suspended', duplicate: true } } });
    await expect.poll(() => answerTo(person), POLL).toBe(200);
  });

  it('applies one event delivered twice at once a single time', async () => {
    const { person, subscriptionId } = await payingFirm();
    const failed = stripeEvent('invoice.payment_failed', invoiceOf(fake, subscriptionId, 'open'));
    const answers = await Promise.all([deliver(failed), deliver(failed)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { data: { id: failed.id, outcome: 'suspended', duplicate: false } },
      { data: { id: failed.id, outcome: 'suspended', duplicate: true } },
    ]);
    await expect.poll(() => answerTo(person), POLL).toBe('403 ACCOUNT_SUSPENDED');
  });

  it('refuses what Stripe did not sign, or signed more than 300 s ago, with a 400 that changes nothing', async () => {
    const { person, subscriptionId } = await payingFirm();
    const failed = stripeEvent('invoice.payment_failed', invoiceOf(fake, subscriptionId, 'open'));
    const refusals: Array<[string, Delivery, string]> = [
      ['forged: signed with another secret', { secrets: ['whsec_someone_else'] }, 'No v1 signature matches the body.'],
      ['unsigned', { unsigned: true }, 'There is no Stripe-Signature header.'],
      ['a body changed on the way', { body: JSON.stringify({ ...failed, type: 'invoice.paid' }, null, 2) }, 'No v1 signature matches the body.'],
      ['stale: signed 301 s ago', { signedAt: new Date(Date.now() - 301_000) }, "The signature's timestamp is more than 300 seconds from now."],
      ['signed 310 s ahead (the header counts whole seconds)', { signedAt: new Date(Date.now() + 310_000) }, "The signature's timestamp is more than 300 seconds from now."],
    ];
    for (const [what, delivery, reason] of refusals) {
      const refused = await deliver(failed, delivery);
      expect(refused.status, what).toBe(400);
      // Stripe asks in no language, so the portal's default, Dutch, says it; the reason is Stripe's own check's.
      expect(refused.body, what).toMatchObject({ status: 400, code: 'bad_request', message: `Dit is geen gebeurtenis die de betaalprovider heeft ondertekend: ${reason}`, reference: expect.any(String) });
    }
    expect(await answerTo(person)).toBe(200);

    // Nothing of the refused deliveries was kept: the event, signed as Stripe signs it while a secret is rolled, applies now.
    const rolled = await deliver(failed, { secrets: ['whsec_the_old_one', WEBHOOK_SECRET] });
    expect(rolled.body).toMatchObject({ data: { outcome: 'suspended', duplicate: false } });
  });

  it('ends the paid plan when Stripe ends the subscription: the firm falls back to Free, also out of a suspension for not paying', async () => {
    const { firm, person, subscriptionId } = await payingFirm();
    await deliver(stripeEvent('invoice.payment_failed', invoiceOf(fake, subscriptionId, 'open')));
    const ended = await deliver(stripeEvent('customer.subscription.deleted', subscriptionOf(fake, subscriptionId, 'canceled')));
    expect(ended.body).toMatchObject({ data: { outcome: 'plan_ended' } });
    await expect.poll(() => answerTo(person), POLL).toBe(200);
    const standing = (await firm.admin.get('/v1/subscriptions')).json().data;
    expect(standing).toMatchObject({ status: 'active', plan: 'free', deactivation_reason: null });
    expect(standing.subscriptions.every((row: { state: string }) => row.state === 'ended')).toBe(true);
    expect((await firm.admin.post('/v1/rpc/billing/current', {})).statusCode, 'no subscription at Stripe any more').toBe(412);
  });

  it("mirrors the subscription's status, and lets an older event that arrives late change nothing", async () => {
    const { firm, person, subscriptionId } = await payingFirm();
    const pastDue = await deliver(stripeEvent('customer.subscription.updated', subscriptionOf(fake, subscriptionId, 'past_due')));
    expect(pastDue.body).toMatchObject({ data: { outcome: 'status_mirrored' } });
    const { rows } = await test.db.pool.query('SELECT subscription_status FROM billing_customers WHERE client_id = $1', [firm.clientId]);
    expect(rows).toEqual([{ subscription_status: 'past_due' }]);

    const now = Date.now();
    await deliver(stripeEvent('invoice.paid', invoiceOf(fake, subscriptionId, 'paid'), new Date(now)));
    const late = await deliver(stripeEvent('invoice.payment_failed', invoiceOf(fake, subscriptionId, 'open'), new Date(now - 60_000)));
    expect(late.body).toMatchObject({ data: { outcome: 'unchanged', duplicate: false } });
    expect(await answerTo(person)).toBe(200);
  });

  it('answers 200 to other event types and to events about customers it does not know, and ignores them', async () => {
    const { person, customerId } = await payingFirm();
    const other = await deliver(stripeEvent('customer.updated', { id: customerId, object: 'customer' }));
    expect(other).toEqual({ status: 200, body: { data: { id: expect.any(String), outcome: 'ignored', duplicate: false } } });
    const stranger = await deliver(stripeEvent('invoice.payment_failed', { id: 'in_1', object: 'invoice', customer: 'cus_nobody', status: 'open' }));
    expect(stranger.body).toMatchObject({ data: { outcome: 'ignored' } });
    expect(await answerTo(person)).toBe(200);
  });
});

describe("Stripe's events without STRIPE_WEBHOOK_SECRET", () => {
  let test: TestPortal;
  let fake: StripeFake;
  beforeAll(async () => {
    ({ test, fake } = await startBillingPortal());
  });
  afterAll(async () => closeBillingPortal({ test, fake }));

  it('answers 412 naming the setting, and believes no event', async () => {
    const answer = await test.app.inject({ method: 'POST', url: '/v1/billing/webhooks', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: '{}' });
    expect(answer.statusCode).toBe(412);
    expect(answer.json()).toMatchObject({ code: 'precondition_failed', message: expect.stringContaining('STRIPE_WEBHOOK_SECRET') });
  });
});
