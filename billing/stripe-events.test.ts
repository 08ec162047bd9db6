import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readStripeEvent } from './stripe-events.js';

const secret = 'whsec_unit';
const now = new Date('2026-03-20T12:00:00Z');
const t = now.getTime() / 1000;
const body = (type: string, object: Record<string, unknown>) => Buffer.from(JSON.stringify({ id: 'evt_1', object: 'event', type, created: t - 10, data: { object } }, null, 2));
const v1 = (payload: Buffer, key = secret, at = t) => createHmac('sha256', key).update(`${at}.${payload.toString('utf8')}`).digest('hex');
const refusal = (payload: Buffer, header: string | undefined) => {
  try {
    readStripeEvent(payload, header, secret, now);
    return 'read';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describe("Stripe's webhook signature", () => {
  const payload = body('invoice.paid', { id: 'in_1', customer: 'cus_1' });

  it('takes any of several v1 signatures, ignoring other schemes and spaces', () => {
    expect(refusal(payload, `t=${t}, v0=${v1(payload, 'whsec_test')}, v1=${v1(payload, 'whsec_old')}, v1=${v1(payload)}`)).toBe('read');
  });

  it('refuses a header without a timestamp, with a timestamp that is not a number, or without a v1', () => {
    expect(refusal(payload, `v1=${v1(payload)}`)).toMatch(/no timestamp or no v1/);
    expect(refusal(payload, `t=${t}x,v1=${v1(payload)}`)).toMatch(/no timestamp or no v1/);
    expect(refusal(payload, `t=${t},v0=${v1(payload)}`)).toMatch(/no timestamp or no v1/);
    expect(refusal(payload, '')).toMatch(/no Stripe-Signature header/);
  });

  it('refuses a signature of another timestamp than the header says, or of a timestamp 300 s away', () => {
    expect(refusal(payload, `t=${t + 1},v1=${v1(payload)}`)).toMatch(/No v1 signature matches/);
    expect(refusal(payload, `t=${t - 300},v1=${v1(payload, secret, t - 300)}`)).toBe('read');
    expect(refusal(payload, `t=${t - 301},v1=${v1(payload, secret, t - 301)}`)).toMatch(/more than 300 seconds/);
  });

  it('refuses everything without a secret to check with', () => {
    expect(() => readStripeEvent(payload, `t=${t},v1=${v1(payload)}`, undefined, now)).toThrow(expect.objectContaining({ kind: 'webhooks_off' }));
  });
});

describe("Stripe's events in the port's words", () => {
  const read = (type: string, object: Record<string, unknown>) => {
    const payload = body(type, object);
    return readStripeEvent(payload, `t=${t},v1=${v1(payload)}`, secret, now);
  };

  it('names the customer, also an expanded one, and when Stripe made the event', () => {
    expect(read('invoice.payment_failed', { id: 'in_1', customer: 'cus_1' })).toEqual({ id: 'evt_1', type: 'invoice.payment_failed', created: new Date(now.getTime() - 10_000), customer_id: 'cus_1', kind: 'payment_failed' });
    expect(read('invoice.payment_succeeded', { id: 'in_1', customer: { id: 'cus_2', object: 'customer' } })).toMatchObject({ customer_id: 'cus_2', kind: 'paid' });
  });

  it('leaves a failed payment the administrator was there for (activating, changing the plan) to the answer they got', () => {
    expect(read('invoice.payment_failed', { id: 'in_1', customer: 'cus_1', billing_reason: 'subscription_update' })).toMatchObject({ kind: 'other' });
    expect(read('invoice.payment_failed', { id: 'in_1', customer: 'cus_1', billing_reason: 'subscription_create' })).toMatchObject({ kind: 'other' });
    expect(read('invoice.payment_failed', { id: 'in_1', customer: 'cus_1', billing_reason: 'subscription_cycle' })).toMatchObject({ kind: 'payment_failed' });
  });

  it('reads the subscription of subscription events, and anything else as other', () => {
    expect(read('customer.subscription.deleted', { id: 'sub_1', customer: 'cus_1', status: 'canceled' })).toMatchObject({ kind: 'subscription_ended', subscription_id: 'sub_1' });
    expect(read('customer.subscription.updated', { id: 'sub_1', customer: 'cus_1', status: 'past_due' })).toMatchObject({ kind: 'subscription_changed', subscription_id: 'sub_1', status: 'past_due' });
    expect(read('customer.created', { id: 'cus_1' })).toMatchObject({ kind: 'other', customer_id: null });
  });
});
