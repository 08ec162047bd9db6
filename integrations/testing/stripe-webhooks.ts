import { createHmac, randomUUID } from 'node:crypto';
import type { StripeFake } from './stripe-server.js';

/**
 * What Stripe sends a webhook endpoint (docs.stripe.com/webhooks, test code): an event object
 * (docs.stripe.com/api/events/object) POSTed as indented JSON with `Stripe-Signature: t=<unix seconds>,v1=<hex>`,
 * each v1 the HMAC-SHA256 of `<t>.<body>` keyed with one of the endpoint's signing secrets (two while one is being
 * rolled), and in test mode a v0 that receivers ignore. Signed here on its own, not with the portal's code, so a
 * mistake there shows.
 */
export const WEBHOOK_SECRET = 'whsec_tally_test_endpoint';

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: Record<string, unknown> };
}

/** An event about `object`, made at `created` (now by default). */
export function stripeEvent(type: string, object: Record<string, unknown>, created = new Date()): StripeEvent {
  return { id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type, created: Math.floor(created.getTime() / 1000), livemode: false, api_version: '2024-06-20', data: { object } };
}

/** The invoice of a subscription at the fake Stripe, as invoice.* events carry it. */
export function invoiceOf(fake: StripeFake, subscriptionId: string, status: 'open' | 'paid'): Record<string, unknown> {
  const subscription = fake.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
  return { id: `in_${randomUUID().slice(0, 12)}`, object: 'invoice', customer: subscription.customer, subscription: subscriptionId, status, currency: 'eur', billing_reason: 'subscription_cycle' };
}

/** A subscription at the fake Stripe with `status`, as customer.subscription.* events carry it; `canceled` removes it there, as Stripe does. */
export function subscriptionOf(fake: StripeFake, subscriptionId: string, status: string): Record<string, unknown> {
  const subscription = fake.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
  if (status === 'canceled') fake.subscriptions.delete(subscriptionId);
  return { id: subscriptionId, object: 'subscription', customer: subscription.customer, status, items: { object: 'list', data: [{ id: subscription.item, price: { id: subscription.price }, quantity: subscription.quantity }] } };
}

export interface Delivery {
  /** The endpoint's secrets to sign with: one v1 each (Stripe's own: WEBHOOK_SECRET). */
  secrets?: string[];
  /** When Stripe signed it (now by default): the timestamp of the signature. */
  signedAt?: Date;
  /** Another body than the event's, under the event's signature (a body changed on the way). */
  body?: string;
  /** No Stripe-Signature header at all. */
  unsigned?: boolean;
}

/** POSTs the event to the endpoint at `url` as Stripe does, and answers what the endpoint answered. */
export async function deliverEvent(url: string, event: StripeEvent, delivery: Delivery = {}): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event, null, 2);
  const timestamp = Math.floor((delivery.signedAt ?? new Date()).getTime() / 1000);
  const sign = (secret: string) => createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  const signature = [`t=${timestamp}`, ...(delivery.secrets ?? [WEBHOOK_SECRET]).map((secret) => `v1=${sign(secret)}`), `v0=${sign('whsec_test_mode')}`].join(',');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(delivery.unsigned ? {} : { 'stripe-signature': signature }),
    },
    body: delivery.body ?? payload,
  });
  return { status: response.status, body: await response.json() };
}
