import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { BillingError, type BillingEvent } from './provider.js';

/**
 * Stripe's webhook events (docs.stripe.com/webhooks): Stripe POSTs the event as JSON with a `Stripe-Signature`
 * header `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each v1 an HMAC-SHA256, keyed with the endpoint's signing secret
 * (whsec_…), of `<t>.<the body's bytes>`. There is one v1 per secret the endpoint has while one is being rolled;
 * other schemes (v0, test mode's) are ignored. Stripe's libraries refuse a timestamp more than 300 seconds from
 * now, so that a recorded delivery cannot be replayed later; we refuse one that far ahead too (a clock that far
 * wrong is worth hearing of).
 */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Refuses (event_refused, saying why but never what the right signature would be) what Stripe did not sign at about `now`. */
function checkSignature(payload: Buffer, header: string | undefined, secret: string, now: Date): void {
  const refuse = (reason: string) => new BillingError('event_refused', reason);
  if (!header) throw refuse('There is no Stripe-Signature header.');
  const pairs = header.split(',').map((element) => {
    const at = element.indexOf('=');
    return at < 0 ? ['', ''] : [element.slice(0, at).trim(), element.slice(at + 1).trim()];
  });
  const timestamp = pairs.find(([key]) => key === 't')?.[1];
  const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => Buffer.from(value ?? '', 'utf8'));
  if (timestamp === undefined || !/^\d+$/.test(timestamp) || signatures.length === 0) throw refuse('The Stripe-Signature header has no timestamp or no v1 signature.');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex'), 'utf8');
  if (!signatures.some((given) => given.length === expected.length && timingSafeEqual(given, expected))) throw refuse('No v1 signature matches the body.');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) throw refuse(`The signature's timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds from now.`);
}

/** The part of an event this portal reads: its object's id, customer (an id, or expanded) and status. */
const stripeEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().optional(),
      customer: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
      status: z.string().nullish(),
      billing_reason: z.string().nullish(),
    }),
  }),
});

/** The event Stripe signed, in the port's words. */
export function readStripeEvent(payload: Buffer, header: string | undefined, secret: string | undefined, now: Date): BillingEvent {
  if (!secret) throw new BillingError('webhooks_off', 'STRIPE_WEBHOOK_SECRET is not set: events cannot be checked.');
  checkSignature(payload, header, secret, now);
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new BillingError('event_refused', 'The body is not JSON.');
  }
  const parsed = stripeEvent.safeParse(json);
  if (!parsed.success) throw new BillingError('event_refused', 'The body is not a Stripe event.');
  const { id, type, created, data } = parsed.data;
  const { customer } = data.object;
  const common = { id, type, created: new Date(created * 1000), customer_id: typeof customer === 'string' ? customer : (customer?.id ?? null) };
  const subscriptionId = data.object.id;
  switch (type) {
    case 'invoice.payment_failed':
      // The first invoice of a subscription and that of a change are paid while the administrator waits
      // (error_if_incomplete): a declined one is answered 402 then and changes nothing, here neither.
      if (data.object.billing_reason === 'subscription_create' || data.object.billing_reason === 'subscription_update') break;
      return { ...common, kind: 'payment_failed' };
    // Both: an endpoint may listen to either (invoice.paid also covers an invoice paid outside Stripe).
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return { ...common, kind: 'paid' };
    case 'customer.subscription.deleted':
      if (subscriptionId) return { ...common, kind: 'subscription_ended', subscription_id: subscriptionId };
      break;
    case 'customer.subscription.updated':
      if (subscriptionId && data.object.status) return { ...common, kind: 'subscription_changed', subscription_id: subscriptionId, status: data.object.status };
      break;
  }
  return { ...common, kind: 'other' };
}
