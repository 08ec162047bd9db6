import { z } from 'zod';
import { formEncode, type FormValue } from './form.js';
import { readStripeEvent } from './stripe-events.js';
import { BillingError, PAYMENT_METHOD_TYPES, type Customer, type CustomerDetails, type InvoicePreview, type Order, type PaymentMethod, type PaymentProvider, type Promotion } from './provider.js';

/**
 * Stripe (docs.stripe.com/api): form-encoded POSTs with `Authorization: Bearer sk_…`, objects expanded with
 * `expand[]`, an Idempotency-Key on every create so a retried one is the same object, errors as
 * `{error: {type, code, message, param}}` (402 for a declined card). A 429 is waited out once, as Retry-After says.
 * Prices are found by their lookup key, `tally_<plan>_<frequency>`, so the portal needs no price ids of its own.
 */
export interface StripeOptions {
  secretKey: string;
  /** https://api.stripe.com, or a local server (tests, self-hosters with a proxy). */
  baseUrl?: string;
  timeoutMs?: number;
  maxWaitSeconds?: number;
  /** The webhook endpoint's signing secret (whsec_…, STRIPE_WEBHOOK_SECRET); without it no event is believed. */
  webhookSecret?: string;
}

/** The API version whose shapes this adapter reads (invoices/upcoming still answers in it). */
const STRIPE_VERSION = '2024-06-20';

const stripeError = z.object({ error: z.object({ type: z.string(), code: z.string().optional(), message: z.string().optional() }) });
const paymentMethod = z.object({
  id: z.string(),
  type: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullish(),
  sepa_debit: z.object({ last4: z.string() }).nullish(),
});
const customer = z.object({
  id: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  address: z.object({ country: z.string().nullish() }).nullish(),
  tax_ids: z.object({ data: z.array(z.object({ value: z.string() })) }).nullish(),
  invoice_settings: z.object({ default_payment_method: z.union([paymentMethod, z.string()]).nullish() }).nullish(),
});
const setupIntent = z.object({ id: z.string(), client_secret: z.string(), status: z.string(), payment_method: z.string().nullish() });
const invoiceLine = z.object({ description: z.string().nullish(), amount: z.number(), quantity: z.number().nullish() });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), has_more: z.boolean() });
const invoice = z.object({
  currency: z.string(),
  total: z.number(),
  total_excluding_tax: z.number().nullish(),
  tax: z.number().nullish(),
  total_discount_amounts: z.array(z.object({ amount: z.number() })).nullish(),
  lines: list(invoiceLine.extend({ id: z.string() })),
});
const subscription = z.object({ id: z.string(), status: z.string(), items: list(z.object({ id: z.string() })) });
const price = z.object({ id: z.string() });
/** A promotion code in the API version above: its coupon sits beside it (later versions move it under `promotion`). */
const promotionCode = z.object({
  id: z.string(),
  code: z.string(),
  active: z.boolean(),
  expires_at: z.number().nullish(),
  coupon: z.object({ valid: z.boolean(), percent_off: z.number().nullish(), amount_off: z.number().nullish(), currency: z.string().nullish() }),
});

type Query = Record<string, FormValue>;

export function stripe(options: StripeOptions): PaymentProvider {
  const base = (options.baseUrl ?? 'https://api.stripe.com').replace(/\/+$/, '');
  const prices = new Map<string, string>();

  const call = async <T extends z.ZodType>(answer: T, method: 'GET' | 'POST' | 'DELETE', path: string, params: Query = {}, idempotencyKey?: string, waited = false): Promise<z.infer<T>> => {
    const form = formEncode(params);
    const url = method === 'GET' && [...form].length > 0 ? `${base}${path}?${form}` : `${base}${path}`;
    const headers: Record<string, string> = { authorization: `Bearer ${options.secretKey}`, 'stripe-version': STRIPE_VERSION };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(url, { method, headers, ...(method === 'POST' ? { body: form.toString() } : {}), signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    } catch (error) {
      throw new BillingError('unavailable', `Stripe could not be reached: ${String(error)}`);
    }
    if (response.status === 429 && !waited) {
      const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, options.maxWaitSeconds ?? 10);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return call(answer, method, path, params, idempotencyKey, true);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw refusal(response.status, body);
    const parsed = answer.safeParse(body);
    if (!parsed.success) throw new BillingError('unavailable', `Stripe gave an answer this portal cannot read (${path}).`);
    return parsed.data;
  };

  const priceOf = async ({ plan, frequency }: Order): Promise<string> => {
    const lookupKey = `tally_${plan}_${frequency}`;
    const known = prices.get(lookupKey);
    if (known) return known;
    const found = (await call(list(price), 'GET', '/v1/prices', { lookup_keys: [lookupKey], active: true })).data[0];
    if (!found) throw new BillingError('refused', `Stripe has no active price with lookup key ${lookupKey}.`);
    prices.set(lookupKey, found.id);
    return found.id;
  };

  const findCustomer = async (customerId: string): Promise<Customer> =>
    presentCustomer(await call(customer, 'GET', `/v1/customers/${encodeURIComponent(customerId)}`, { expand: ['invoice_settings.default_payment_method', 'tax_ids'] }));

  /** An upcoming invoice, its lines read page by page (an invoice lists at most 10 at first). */
  const upcoming = async (query: Query): Promise<InvoicePreview> => {
    const first = await call(invoice, 'GET', '/v1/invoices/upcoming', query);
    const lines = [...first.lines.data];
    let more = first.lines.has_more;
    while (more) {
      const page = await call(list(invoiceLine.extend({ id: z.string() })), 'GET', '/v1/invoices/upcoming/lines', { ...query, limit: 100, starting_after: lines.at(-1)?.id });
      lines.push(...page.data);
      more = page.has_more && page.data.length > 0;
    }
    const totalExcludingTax = first.total_excluding_tax ?? first.total - (first.tax ?? 0);
    return {
      lines: lines.map((line) => ({ description: line.description ?? '', amount: line.amount, quantity: line.quantity ?? null })),
      currency: first.currency,
      total: first.total,
      total_excluding_tax: totalExcludingTax,
      total_tax: first.total - totalExcludingTax,
      total_discount: (first.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0),
    };
  };

  const itemOf = async (subscriptionId: string): Promise<string> => {
    const item = (await call(subscription, 'GET', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`)).items.data[0];
    if (!item) throw new BillingError('refused', `Stripe's subscription ${subscriptionId} has no items.`);
    return item.id;
  };

  return {
    findCustomer,
    async createCustomer(details, clientId, idempotencyKey) {
      const params = { ...customerParams(details), metadata: { client_id: clientId }, tax_id_data: details.vat_number ? [{ type: 'eu_vat', value: details.vat_number }] : undefined };
      return presentCustomer(await call(customer, 'POST', '/v1/customers', { ...params, expand: ['tax_ids'] }, idempotencyKey));
    },
    async updateCustomer(customerId, details) {
      const id = encodeURIComponent(customerId);
      const current = await findCustomer(customerId);
      await call(customer, 'POST', `/v1/customers/${id}`, customerParams(details));
      if (details.vat_number && details.vat_number !== current.vat_number) {
        await call(z.object({ id: z.string() }), 'POST', `/v1/customers/${id}/tax_ids`, { type: 'eu_vat', value: details.vat_number });
      }
      return findCustomer(customerId);
    },
    async createSetupIntent(customerId, idempotencyKey) {
      return call(setupIntent, 'POST', '/v1/setup_intents', { customer: customerId, payment_method_types: [...PAYMENT_METHOD_TYPES], usage: 'off_session' }, idempotencyKey);
    },
    async useSetupIntent(customerId, setupIntentId) {
      const intent = await call(setupIntent, 'GET', `/v1/setup_intents/${encodeURIComponent(setupIntentId)}`);
      if (intent.status !== 'succeeded' || !intent.payment_method) throw new BillingError('refused', `The setup intent ${setupIntentId} has not succeeded (${intent.status}).`);
      await call(customer, 'POST', `/v1/customers/${encodeURIComponent(customerId)}`, { invoice_settings: { default_payment_method: intent.payment_method } });
      return findCustomer(customerId);
    },
    async portalUrl(customerId, returnUrl) {
      return (await call(z.object({ url: z.string() }), 'POST', '/v1/billing_portal/sessions', { customer: customerId, return_url: returnUrl })).url;
    },
    async findPromotion(code, now) {
      // The code is matched regardless of case; one past its expires_at, or whose coupon is no longer valid, is no discount.
      const found = (await call(list(promotionCode), 'GET', '/v1/promotion_codes', { code, active: true, limit: 1 })).data[0];
      if (!found || !found.active || !found.coupon.valid || (found.expires_at != null && found.expires_at * 1000 <= now.getTime())) return null;
      return presentPromotion(found);
    },
    async previewSubscription(customerId, order) {
      return upcoming({ customer: customerId, subscription_items: [{ price: await priceOf(order), quantity: order.quantity }], discounts: discountsOf(order) });
    },
    previewCurrent: (customerId, subscriptionId) => upcoming({ customer: customerId, subscription: subscriptionId }),
    async previewChange(customerId, subscriptionId, order) {
      const item = await itemOf(subscriptionId);
      return upcoming({ customer: customerId, subscription: subscriptionId, subscription_items: [{ id: item, price: await priceOf(order), quantity: order.quantity }], discounts: discountsOf(order) });
    },
    async subscribe(customerId, order, idempotencyKey) {
      // error_if_incomplete: a payment that fails answers 402 and leaves no subscription behind.
      const params = {
        customer: customerId,
        items: [{ price: await priceOf(order), quantity: order.quantity }],
        discounts: discountsOf(order),
        payment_behavior: 'error_if_incomplete',
        metadata: { frequency: order.frequency },
      };
      const created = await call(subscription, 'POST', '/v1/subscriptions', params, idempotencyKey);
      return { id: created.id, status: created.status };
    },
    async changeSubscription(subscriptionId, order, idempotencyKey) {
      const item = await itemOf(subscriptionId);
      const params = {
        items: [{ id: item, price: await priceOf(order), quantity: order.quantity }],
        discounts: discountsOf(order),
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        metadata: { frequency: order.frequency },
      };
      const changed = await call(subscription, 'POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, params, idempotencyKey);
      return { id: changed.id, status: changed.status };
    },
    async cancelSubscription(subscriptionId) {
      await call(z.object({ id: z.string(), status: z.string() }), 'DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
    },
    readEvent: (payload, signature, now) => readStripeEvent(payload, signature, options.webhookSecret, now),
  };
}

const customerParams = (details: CustomerDetails): Query => ({ name: details.name, email: details.email, address: { country: details.country } });

/** The order's promotion code as Stripe's `discounts`; none sent keeps what a subscription has. */
const discountsOf = (order: Order): FormValue => (order.promotion ? [{ promotion_code: order.promotion.id }] : undefined);

const presentPromotion = ({ id, code, coupon }: z.infer<typeof promotionCode>): Promotion => ({
  id,
  code,
  percent_off: coupon.percent_off ?? null,
  amount_off: coupon.amount_off ?? null,
  currency: coupon.currency ?? null,
});

function presentMethod(method: z.infer<typeof paymentMethod> | string | null | undefined): PaymentMethod | null {
  if (!method || typeof method === 'string') return null;
  if (method.type !== 'card' && method.type !== 'sepa_debit') return null;
  return { id: method.id, type: method.type, brand: method.card?.brand ?? null, last4: method.card?.last4 ?? method.sepa_debit?.last4 ?? null };
}

function presentCustomer(answer: z.infer<typeof customer>): Customer {
  return {
    id: answer.id,
    name: answer.name ?? '',
    email: answer.email ?? '',
    country: answer.address?.country ?? '',
    vat_number: answer.tax_ids?.data.at(-1)?.value ?? null,
    default_payment_method: presentMethod(answer.invoice_settings?.default_payment_method),
  };
}

/** Stripe's error object as a BillingError: 402 is a refused payment, tax_id_invalid a refused VAT number. */
function refusal(status: number, body: unknown): BillingError {
  const parsed = stripeError.safeParse(body);
  const message = parsed.success ? (parsed.data.error.message ?? parsed.data.error.type) : `Stripe answered ${status}.`;
  const code = parsed.success ? (parsed.data.error.code ?? null) : null;
  if (status === 402 || parsed.data?.error.type === 'card_error') return new BillingError('payment_declined', message, code);
  if (code === 'tax_id_invalid') return new BillingError('tax_id_invalid', message, code);
  if (status === 429 || status >= 500) return new BillingError('unavailable', message, code);
  return new BillingError('refused', message, code);
}
