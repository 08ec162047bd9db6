import type { PaidPlan } from '../plans/plans.js';

/**
 * The payment-provider port (api-contract §7.15): the firm as a paying customer, its payment method, its
 * subscription and what the next invoice will say. One adapter (billing/stripe.ts) follows Stripe's published API;
 * without one configured (STRIPE_SECRET_KEY) billing is off and its calls answer 412.
 */
export type Frequency = 'monthly' | 'yearly';
export const FREQUENCIES = ['monthly', 'yearly'] as const satisfies readonly Frequency[];

/** Card and SEPA direct debit (api-contract §9.3). */
export const PAYMENT_METHOD_TYPES = ['card', 'sepa_debit'] as const;
type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export interface CustomerDetails {
  name: string;
  email: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Checked by form before it is sent (domain/organisation); the provider keeps it as the customer's tax id. */
  vat_number: string | null;
}

export interface PaymentMethod {
  id: string;
  type: PaymentMethodType;
  /** The card's brand ("visa"), or null for a debit. */
  brand: string | null;
  last4: string | null;
}

export interface Customer extends CustomerDetails {
  id: string;
  default_payment_method: PaymentMethod | null;
}

interface SetupIntent {
  id: string;
  client_secret: string;
  status: string;
}

/** A promotion code the provider knows and may still be redeemed, with what it takes off (its coupon). */
export interface Promotion {
  id: string;
  code: string;
  percent_off: number | null;
  /** Cents off, in `currency`. */
  amount_off: number | null;
  currency: string | null;
}

/** A plan and how often it is paid for, for so many people, with a promotion code's discount or none. */
export interface Order {
  plan: PaidPlan;
  frequency: Frequency;
  quantity: number;
  promotion: Promotion | null;
}

export interface InvoicePreview {
  lines: Array<{ description: string; amount: number; quantity: number | null }>;
  currency: string;
  /** Cents, as the provider counts them. */
  total: number;
  /** After discounts, before tax. */
  total_excluding_tax: number;
  total_tax: number;
  /** What discounts take off the lines' sum (zero without one). */
  total_discount: number;
}

interface ProviderSubscription {
  id: string;
  status: string;
}

/**
 * What the provider tells the portal of its own accord (its webhook), in the port's words: an invoice of the
 * customer's could not be paid, or was; its subscription ended, or changed status; or anything else, which the
 * portal only records. `created` is when the provider made it: events may arrive late and out of order.
 */
export type BillingEvent = {
  id: string;
  /** The provider's own name of it (invoice.payment_failed), for the record. */
  type: string;
  created: Date;
  /** The customer it is about; null for an event about no customer. */
  customer_id: string | null;
} & (
  | { kind: 'payment_failed' | 'paid' | 'other' }
  | { kind: 'subscription_ended'; subscription_id: string }
  | { kind: 'subscription_changed'; subscription_id: string; status: string }
);

export interface PaymentProvider {
  findCustomer(customerId: string): Promise<Customer>;
  /** A new customer; `idempotencyKey` makes a retried create the same one. */
  createCustomer(details: CustomerDetails, clientId: string, idempotencyKey: string): Promise<Customer>;
  updateCustomer(customerId: string, details: CustomerDetails): Promise<Customer>;
  /** A setup intent for a card or SEPA debit mandate, to be confirmed by the person at the provider. */
  createSetupIntent(customerId: string, idempotencyKey: string): Promise<SetupIntent>;
  /** Makes the payment method of a succeeded setup intent the customer's default. */
  useSetupIntent(customerId: string, setupIntentId: string): Promise<Customer>;
  /** The provider's hosted portal for the customer, returning to `returnUrl`. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** The promotion code a person typed (any case), or null when the provider has none that may be redeemed at `now`. */
  findPromotion(code: string, now: Date): Promise<Promotion | null>;
  previewSubscription(customerId: string, order: Order): Promise<InvoicePreview>;
  previewCurrent(customerId: string, subscriptionId: string): Promise<InvoicePreview>;
  previewChange(customerId: string, subscriptionId: string, order: Order): Promise<InvoicePreview>;
  /** Creates and pays the subscription at once, or fails with `payment_declined` and leaves none. */
  subscribe(customerId: string, order: Order, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Moves the subscription to another order, the difference invoiced and paid at once; declined, it stays as it was. */
  changeSubscription(subscriptionId: string, order: Order, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Cancels the subscription now: nothing more is invoiced. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Reads an event the provider sent (the body's bytes as they arrived and the signature that came with them), once
   * it has checked that the provider signed it then: `event_refused` when it did not, `webhooks_off` when there is no
   * secret to check it with.
   */
  readEvent(payload: Buffer, signature: string | undefined, now: Date): BillingEvent;
}

/**
 * What went wrong at the provider: a payment refused (card declined, mandate refused), a tax id it refused, a call
 * it refused or could not answer (`unavailable`, also after a 429 waited out once), and its own message; or an
 * event said to be the provider's that it did not sign or that cannot be read (`event_refused`), or that cannot be
 * checked for want of a secret (`webhooks_off`).
 */
export class BillingError extends Error {
  constructor(
    readonly kind: 'payment_declined' | 'tax_id_invalid' | 'refused' | 'unavailable' | 'event_refused' | 'webhooks_off',
    message: string,
    readonly providerCode: string | null = null,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}
