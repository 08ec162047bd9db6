import { randomUUID } from 'node:crypto';
import { PAID_PLANS } from '../../plans/plans.js';
import { FakeServer, retryAfterHeader, type FakeRequest, type FakeResponse } from './fake-server.js';

/**
 * The part of Stripe's published API (docs.stripe.com/api) that billing/stripe.ts uses, for tests: customers with
 * expandable default payment method and tax ids, setup intents (confirmed by the test, as a person would at Stripe),
 * prices found by lookup key (tally_<plan>_<frequency>, monthly €10 a seat per plan step, yearly ten months),
 * subscriptions paid at once (`error_if_incomplete`: a declined card is 402 card_declined and leaves none), the
 * upcoming invoice with its lines paged `linesPerPage` at a time and 21% VAT, billing portal sessions, promotion codes
 * (listed by `code`, any case, and `active`) whose coupon takes a percentage or an amount off the invoice before tax
 * when an upcoming invoice or a subscription names one in `discounts`. Requests are
 * form-encoded with `Authorization: Bearer`; every answer that is not 2xx is Stripe's error object; an
 * Idempotency-Key replays its first answer, and refuses a different request under the same key. 429 with
 * Retry-After through the shared fault injector.
 */
interface CustomerObject {
  id: string;
  name: string;
  email: string;
  address: { country: string };
  tax_ids: string[];
  default_payment_method: string | null;
}

/** Test payment methods as Stripe names them; the declined one fails every payment. */
export const TEST_METHODS = {
  pm_card_visa: { type: 'card', card: { brand: 'visa', last4: '4242' }, sepa_debit: null },
  pm_card_chargeDeclined: { type: 'card', card: { brand: 'visa', last4: '0002' }, sepa_debit: null },
  pm_sepa_debit: { type: 'sepa_debit', card: null, sepa_debit: { last4: '3000' } },
} as const;

const VAT_RATE = 0.21;

interface Coupon {
  id: string;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  valid: boolean;
}

/**
 * A promotion code. Stripe's documents tie `active` to the coupon's validity, not to `expires_at`: an expired code
 * keeps the `active` it was given here, so the adapter has to read `expires_at` itself.
 */
interface PromotionCodeObject {
  id: string;
  code: string;
  active: boolean;
  expires_at: number | null;
  coupon: Coupon;
}

export class StripeFake {
  readonly server: FakeServer;
  readonly customers = new Map<string, CustomerObject>();
  readonly setupIntents = new Map<string, { id: string; customer: string; status: string; payment_method: string | null; client_secret: string }>();
  readonly subscriptions = new Map<string, { id: string; customer: string; price: string; quantity: number; item: string; promotion_code: string | null }>();
  readonly promotionCodes = new Map<string, PromotionCodeObject>();
  /** Tax ids Stripe (and the EU's VIES behind it) refuses. */
  readonly refusedTaxIds = new Set<string>();
  linesPerPage = 10;
  private readonly prices = new Map<string, { id: string; lookup_key: string; unit_amount: number; interval: string; product: string }>();
  private readonly replays = new Map<string, { request: string; response: FakeResponse }>();

  private constructor(readonly secretKey: string) {
    PAID_PLANS.forEach((plan, step) => {
      for (const [frequency, months] of [['monthly', 1], ['yearly', 10]] as const) {
        const id = `price_${plan}_${frequency}`;
        this.prices.set(id, { id, lookup_key: `tally_${plan}_${frequency}`, unit_amount: 1000 * (step + 1) * months, interval: frequency === 'monthly' ? 'month' : 'year', product: `Tally ${plan}` });
      }
    });
    this.server = new FakeServer({
      handle: (request) => this.handle(request),
      checkRequest: (request) => ({ errors: request.method === 'POST' && !request.contentType?.startsWith('application/x-www-form-urlencoded') ? ['a POST must be form-encoded'] : [] }),
      checkResponse: () => [],
      invalidRequest: (errors) => stripeError(400, 'invalid_request_error', errors.join('; ')),
      rateLimited: (seconds) => ({ ...stripeError(429, 'invalid_request_error', 'Too many requests hit the API too quickly.', 'rate_limit'), headers: retryAfterHeader(seconds) }),
      serverError: (status) => stripeError(status, 'api_error', 'Something went wrong on our end.'),
    });
  }

  static async start(secretKey = 'sk_test_tally'): Promise<StripeFake> {
    const fake = new StripeFake(secretKey);
    await fake.server.listen();
    return fake;
  }

  get baseUrl(): string {
    return this.server.url;
  }

  /** What the person does on Stripe's page: confirms the setup intent with one of the test payment methods. */
  confirmSetupIntent(id: string, method: keyof typeof TEST_METHODS): void {
    const intent = this.setupIntents.get(id);
    if (!intent) throw new Error(`No setup intent ${id}`);
    Object.assign(intent, { status: 'succeeded', payment_method: method });
  }

  /** A promotion code the test's firm may type: `off` is a percentage (`{ percent: 20 }`) or cents (`{ cents: 500 }`). */
  addPromotionCode(code: string, off: { percent: number } | { cents: number }, { expiresAt = null, active = true }: { expiresAt?: Date | null; active?: boolean } = {}): PromotionCodeObject {
    const coupon: Coupon = { id: `coupon_${randomUUID().slice(0, 8)}`, percent_off: 'percent' in off ? off.percent : null, amount_off: 'cents' in off ? off.cents : null, currency: 'cents' in off ? 'eur' : null, valid: true };
    const promotion = { id: `promo_${randomUUID().replaceAll('-', '').slice(0, 14)}`, code, active, expires_at: expiresAt && Math.floor(expiresAt.getTime() / 1000), coupon };
    this.promotionCodes.set(promotion.id, promotion);
    return promotion;
  }

  private handle(request: FakeRequest): FakeResponse {
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    const form = new URLSearchParams(request.method === 'POST' ? String(request.body ?? '') : request.query);
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined) return this.answer(request, form);
    const fingerprint = `${request.path} ${form}`;
    const earlier = this.replays.get(key);
    if (earlier) {
      if (earlier.request !== fingerprint) return stripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      return { ...earlier.response, headers: { ...earlier.response.headers, 'Idempotent-Replayed': 'true' } };
    }
    const response = this.answer(request, form);
    this.replays.set(key, { request: fingerprint, response });
    return response;
  }

  private answer(request: FakeRequest, form: URLSearchParams): FakeResponse {
    const route = `${request.method} ${request.path}`;
    const expand = new Set(valuesOf(form, 'expand'));
    let match: RegExpMatchArray | null;
    if (route === 'POST /v1/customers') return this.createCustomer(form, expand);
    if ((match = route.match(/^(GET|POST) \/v1\/customers\/([^/]+)$/))) return this.customer(match[2] ?? '', form, expand, match[1] === 'POST');
    if ((match = route.match(/^POST \/v1\/customers\/([^/]+)\/tax_ids$/))) return this.addTaxId(match[1] ?? '', form);
    if (route === 'POST /v1/setup_intents') {
      const customer = form.get('customer') ?? '';
      if (!this.customers.has(customer)) return missing('customer', customer);
      const id = `seti_${randomUUID().replaceAll('-', '')}`;
      const intent = { id, customer, status: 'requires_payment_method', payment_method: null, client_secret: `${id}_secret_${randomUUID().slice(0, 8)}` };
      this.setupIntents.set(id, intent);
      return ok({ object: 'setup_intent', ...intent, payment_method_types: valuesOf(form, 'payment_method_types') });
    }
    if ((match = route.match(/^GET \/v1\/setup_intents\/([^/]+)$/))) {
      const intent = this.setupIntents.get(match[1] ?? '');
      return intent ? ok({ object: 'setup_intent', ...intent }) : missing('setup_intent', match[1] ?? '');
    }
    if (route === 'GET /v1/prices') {
      const wanted = new Set(valuesOf(form, 'lookup_keys'));
      return ok({ object: 'list', url: '/v1/prices', has_more: false, data: [...this.prices.values()].filter((price) => wanted.has(price.lookup_key)).map((price) => ({ object: 'price', active: true, currency: 'eur', ...price })) });
    }
    if (route === 'GET /v1/promotion_codes') {
      const code = form.get('code')?.toLowerCase();
      const active = form.get('active');
      const found = [...this.promotionCodes.values()].filter((promotion) => (code === undefined || promotion.code.toLowerCase() === code) && (active === null || String(promotion.active) === active));
      const limit = Number(form.get('limit') ?? 10);
      const data = found.slice(0, limit).map((promotion) => ({ object: 'promotion_code', ...promotion, coupon: { object: 'coupon', ...promotion.coupon } }));
      return ok({ object: 'list', url: '/v1/promotion_codes', has_more: found.length > limit, data });
    }
    if (route === 'POST /v1/subscriptions') return this.subscribe(form);
    if ((match = route.match(/^DELETE \/v1\/subscriptions\/([^/]+)$/))) {
      const id = match[1] ?? '';
      if (!this.subscriptions.delete(id)) return missing('subscription', id);
      return ok({ object: 'subscription', id, status: 'canceled', items: { object: 'list', has_more: false, data: [] } });
    }
    if ((match = route.match(/^POST \/v1\/subscriptions\/([^/]+)$/))) return this.changeSubscription(match[1] ?? '', form);
    if ((match = route.match(/^GET \/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.subscriptions.get(match[1] ?? '');
      if (!subscription) return missing('subscription', match[1] ?? '');
      return ok({ object: 'subscription', id: subscription.id, status: 'active', items: { object: 'list', has_more: false, data: [{ id: subscription.item, price: { id: subscription.price }, quantity: subscription.quantity }] } });
    }
    if (route === 'GET /v1/invoices/upcoming' || route === 'GET /v1/invoices/upcoming/lines') return this.upcoming(form, route.endsWith('/lines'));
    if (route === 'POST /v1/billing_portal/sessions') {
      const customer = form.get('customer') ?? '';
      if (!this.customers.has(customer)) return missing('customer', customer);
      return ok({ object: 'billing_portal.session', id: `bps_${randomUUID().slice(0, 8)}`, customer, return_url: form.get('return_url'), url: `${this.baseUrl}/p/session/${customer}` });
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${route}).`);
  }

  private createCustomer(form: URLSearchParams, expand: Set<string>): FakeResponse {
    const taxId = form.get('tax_id_data[0][value]');
    if (taxId !== null && this.refusedTaxIds.has(taxId)) return stripeError(400, 'invalid_request_error', `Invalid value for eu_vat.`, 'tax_id_invalid', 'tax_id_data[0][value]');
    const customer: CustomerObject = {
      id: `cus_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      name: form.get('name') ?? '',
      email: form.get('email') ?? '',
      address: { country: form.get('address[country]') ?? '' },
      tax_ids: taxId === null ? [] : [taxId],
      default_payment_method: null,
    };
    this.customers.set(customer.id, customer);
    return ok(this.present(customer, expand));
  }

  private customer(id: string, form: URLSearchParams, expand: Set<string>, update: boolean): FakeResponse {
    const customer = this.customers.get(id);
    if (!customer) return missing('customer', id);
    if (update) {
      const method = form.get('invoice_settings[default_payment_method]');
      if (method !== null) customer.default_payment_method = method;
      customer.name = form.get('name') ?? customer.name;
      customer.email = form.get('email') ?? customer.email;
      customer.address.country = form.get('address[country]') ?? customer.address.country;
    }
    return ok(this.present(customer, expand));
  }

  private addTaxId(id: string, form: URLSearchParams): FakeResponse {
    const customer = this.customers.get(id);
    if (!customer) return missing('customer', id);
    const value = form.get('value') ?? '';
    if (this.refusedTaxIds.has(value)) return stripeError(400, 'invalid_request_error', 'Invalid value for eu_vat.', 'tax_id_invalid', 'value');
    customer.tax_ids.push(value);
    return ok({ object: 'tax_id', id: `txi_${randomUUID().slice(0, 8)}`, type: form.get('type'), value, customer: id });
  }

  private subscribe(form: URLSearchParams): FakeResponse {
    const customer = this.customers.get(form.get('customer') ?? '');
    if (!customer) return missing('customer', form.get('customer') ?? '');
    const price = form.get('items[0][price]') ?? '';
    if (!this.prices.has(price)) return missing('price', price);
    if (!customer.default_payment_method) return stripeError(400, 'invalid_request_error', 'This customer has no attached payment source or default payment method.', 'resource_missing');
    const promotion = this.redeemable(form);
    if ('status' in promotion) return promotion;
    if (customer.default_payment_method === 'pm_card_chargeDeclined') return stripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
    const subscription = {
      id: `sub_${randomUUID().slice(0, 12)}`,
      customer: customer.id,
      price,
      quantity: Number(form.get('items[0][quantity]') ?? 1),
      item: `si_${randomUUID().slice(0, 12)}`,
      promotion_code: promotion.id,
    };
    this.subscriptions.set(subscription.id, subscription);
    return ok({ object: 'subscription', id: subscription.id, status: 'active', items: { object: 'list', has_more: false, data: [{ id: subscription.item }] } });
  }

  private changeSubscription(id: string, form: URLSearchParams): FakeResponse {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return missing('subscription', id);
    if (form.get('items[0][id]') !== subscription.item) return missing('subscription_item', form.get('items[0][id]') ?? '');
    const price = form.get('items[0][price]') ?? subscription.price;
    if (!this.prices.has(price)) return missing('price', price);
    const promotion = this.redeemable(form);
    if ('status' in promotion) return promotion;
    if (this.customers.get(subscription.customer)?.default_payment_method === 'pm_card_chargeDeclined') return stripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
    // discounts left out keeps the subscription's own.
    Object.assign(subscription, { price, quantity: Number(form.get('items[0][quantity]') ?? subscription.quantity), promotion_code: promotion.id ?? subscription.promotion_code });
    return ok({ object: 'subscription', id, status: 'active', items: { object: 'list', has_more: false, data: [{ id: subscription.item }] } });
  }

  /** The upcoming invoice: the subscription's (or the items' asked for) next period; a change adds its proration lines. */
  private upcoming(form: URLSearchParams, linesOnly: boolean): FakeResponse {
    const customer = this.customers.get(form.get('customer') ?? '');
    if (!customer) return missing('customer', form.get('customer') ?? '');
    const current = form.get('subscription') === null ? undefined : this.subscriptions.get(form.get('subscription') ?? '');
    if (form.get('subscription') !== null && !current) return missing('subscription', form.get('subscription') ?? '');
    const priceId = form.get('subscription_items[0][price]') ?? current?.price ?? '';
    const price = this.prices.get(priceId);
    if (!price) return stripeError(400, 'invalid_request_error', 'Nothing to invoice: no subscription or items.', 'invoice_upcoming_none');
    const quantity = Number(form.get('subscription_items[0][quantity]') ?? current?.quantity ?? 1);
    const asked = this.redeemable(form);
    if ('status' in asked) return asked;
    const promotion = this.promotionCodes.get(asked.id ?? current?.promotion_code ?? '');
    const lines: Array<{ id: string; description: string; amount: number; quantity: number | null }> = [];
    const old = current && this.prices.get(current.price);
    if (old && priceId !== current.price) {
      lines.push({ id: 'il_unused', description: `Unused time on ${current.quantity} × ${old.product}`, amount: -Math.round((old.unit_amount * current.quantity) / 2), quantity: current.quantity });
      lines.push({ id: 'il_remaining', description: `Remaining time on ${quantity} × ${price.product}`, amount: Math.round((price.unit_amount * quantity) / 2), quantity });
    }
    lines.push({ id: 'il_next', description: `${quantity} × ${price.product} (per ${price.interval})`, amount: price.unit_amount * quantity, quantity });
    const pageOf = (after: string | null, limit: number) => {
      const start = after === null ? 0 : lines.findIndex((line) => line.id === after) + 1;
      const data = lines.slice(start, start + limit).map((line) => ({ object: 'line_item', ...line }));
      return { object: 'list', url: '/v1/invoices/upcoming/lines', has_more: start + limit < lines.length, data };
    };
    if (linesOnly) return ok(pageOf(form.get('starting_after'), Math.min(Number(form.get('limit') ?? 10), this.linesPerPage)));
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const discount = promotion ? Math.min(subtotal, promotion.coupon.amount_off ?? Math.round((subtotal * (promotion.coupon.percent_off ?? 0)) / 100)) : 0;
    const tax = Math.round((subtotal - discount) * VAT_RATE);
    return ok({
      object: 'invoice',
      customer: customer.id,
      currency: 'eur',
      subtotal,
      tax,
      total_discount_amounts: discount > 0 ? [{ amount: discount, discount: `di_${promotion?.id}` }] : [],
      total_excluding_tax: subtotal - discount,
      total: subtotal - discount + tax,
      lines: pageOf(null, this.linesPerPage),
    });
  }

  /** The promotion code a request names in `discounts`, as Stripe refuses one it does not know or that cannot be redeemed. */
  private redeemable(form: URLSearchParams): { id: string | null } | FakeResponse {
    const id = form.get('discounts[0][promotion_code]');
    if (id === null) return { id: null };
    const promotion = this.promotionCodes.get(id);
    if (!promotion) return missing('promotion_code', id);
    const expired = promotion.expires_at !== null && promotion.expires_at * 1000 <= Date.now();
    if (!promotion.active || !promotion.coupon.valid || expired) return stripeError(400, 'invalid_request_error', `The promotion code ${promotion.code} cannot be redeemed.`, 'promotion_code_invalid', 'discounts[0][promotion_code]');
    return { id };
  }

  private present(customer: CustomerObject, expand: Set<string>) {
    const methodId = customer.default_payment_method;
    const method = methodId !== null && isTestMethod(methodId) ? { id: methodId, object: 'payment_method', ...TEST_METHODS[methodId] } : null;
    const taxIds = { object: 'list', has_more: false, data: customer.tax_ids.map((value) => ({ object: 'tax_id', type: 'eu_vat', value })) };
    return {
      object: 'customer',
      id: customer.id,
      name: customer.name,
      email: customer.email,
      address: customer.address,
      invoice_settings: { default_payment_method: expand.has('invoice_settings.default_payment_method') ? method : methodId },
      ...(expand.has('tax_ids') ? { tax_ids: taxIds } : {}),
    };
  }
}

const isTestMethod = (id: string): id is keyof typeof TEST_METHODS => Object.hasOwn(TEST_METHODS, id);

/** The values of a form-encoded array, `name[0]`, `name[1]`, … (or `name[]`). */
function valuesOf(form: URLSearchParams, name: string): string[] {
  return [...form].filter(([key]) => key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)).map(([, value]) => value);
}

const ok = (body: unknown): FakeResponse => ({ status: 200, headers: { 'Request-Id': `req_${randomUUID().slice(0, 12)}` }, body });

function stripeError(status: number, type: string, message: string, code?: string, param?: string): FakeResponse {
  return { status, body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } } };
}

const missing = (kind: string, id: string) => stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', kind);
