import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingAccountOf, rememberCustomer, rememberSubscription, type Customer, type PaymentProvider } from '../../../billing/index.js';
import { say } from '../../../i18n/text.js';
import { activateFirm } from '../../../plans/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { forgetCachedSessions } from '../../plugins/authentication.js';
import { standing, standingAnswer } from '../subscriptions/index.js';
import { atProvider } from './at-provider.js';
import { orderOf, presentPreview } from './orders.js';
import { activationOrder, customerAnswer, customerBody, methodPut, order, portalAnswer, portalBody, previewAnswer, setupIntentAnswer } from './schemas.js';

const tags = ['billing'];
/** Administrators, also one without a subscription of their own: billing is how a firm gets them. */
const config = { roles: ['admin'], subscription: false } as const;
const refusals = errorAnswers('forbidden', 'precondition_failed', 'payment_declined', 'unexpected_result');
const seats = ' Every active person whose subscription runs is a seat; while nobody has one (a trial), every active person.';

const presentCustomer = (customer: Customer) => {
  const { default_payment_method, ...details } = customer;
  return { data: { customer: details, default_payment_method } };
};

/**
 * Billing through the payment provider (api-contract §7.15; docs/rules.md, "Billing"): the firm as its customer,
 * its payment method, previews of what it will pay, and activation, after which plans/store.ts's activateFirm gives
 * the firm its plan and its people their subscriptions. Off (no provider, or PLANS off) every call answers 412.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, clock } = app.deps;
  const provider = (): PaymentProvider => {
    const { plans, billing } = app.deps;
    if (!plans || !billing) throw new ApiError('precondition_failed', say('billing_off'));
    return billing;
  };
  const account = async (request: FastifyRequest) => {
    const found = await billingAccountOf(pool, request.user.client_id);
    if (!found) throw new ApiError('precondition_failed', say('billing_no_customer'));
    return found;
  };
  const subscribed = async (request: FastifyRequest) => {
    const found = await account(request);
    if (!found.subscription_id) throw new ApiError('precondition_failed', say('billing_no_subscription'));
    return { customer_id: found.customer_id, subscription_id: found.subscription_id };
  };

  app.get('/v1/billing/customer', {
    config,
    schema: { tags, summary: "The firm's customer at the payment provider and its default payment method (administrators)", description: 'Both null before the firm gave its company details.', response: { 200: customerAnswer, ...refusals } },
    handler: async (request) => {
      const billing = provider();
      const found = await billingAccountOf(pool, request.user.client_id);
      if (!found) return { data: { customer: null, default_payment_method: null } };
      return presentCustomer(await atProvider(() => billing.findCustomer(found.customer_id)));
    },
  });

  app.put('/v1/billing/customer', {
    config,
    schema: {
      tags,
      summary: "Creates or changes the firm's customer at the payment provider (administrators)",
      description: 'A VAT number of the wrong form, or one the provider refuses, is a 422 on vat_number and nothing is stored.',
      body: customerBody,
      response: { 200: customerAnswer, ...refusals },
    },
    handler: async (request) => {
      const billing = provider();
      const details = { ...request.body, vat_number: request.body.vat_number ?? null };
      const clientId = request.user.client_id;
      const found = await billingAccountOf(pool, clientId);
      if (found) return presentCustomer(await atProvider(() => billing.updateCustomer(found.customer_id, details)));
      const created = await atProvider(() => billing.createCustomer(details, clientId, `customer-${clientId}-${randomUUID()}`));
      await rememberCustomer(pool, clientId, created.id);
      return presentCustomer(created);
    },
  });

  app.post('/v1/billing/method', {
    config,
    schema: {
      tags,
      summary: 'A setup intent for a new payment method, card or SEPA debit (administrators)',
      description: "The person confirms it at the provider with its client_secret; PUT /v1/billing/method then makes it the firm's default.",
      response: { 200: setupIntentAnswer, ...refusals },
    },
    handler: async (request) => {
      const billing = provider();
      const { customer_id } = await account(request);
      return { data: await atProvider(() => billing.createSetupIntent(customer_id, `setup-${request.id}-${randomUUID()}`)) };
    },
  });

  app.put('/v1/billing/method', {
    config,
    schema: { tags, summary: "Makes a confirmed setup intent's payment method the firm's default (administrators)", body: methodPut, response: { 200: customerAnswer, ...refusals } },
    handler: async (request) => {
      const billing = provider();
      const { customer_id } = await account(request);
      return presentCustomer(await atProvider(() => billing.useSetupIntent(customer_id, request.body.setup_intent)));
    },
  });

  app.post('/v1/rpc/billing/portal', {
    config,
    schema: { tags, summary: "The provider's customer portal: invoices, payment methods (administrators)", body: portalBody, response: { 200: portalAnswer, ...refusals } },
    handler: async (request) => {
      const billing = provider();
      const { customer_id } = await account(request);
      const back = `${app.deps.integrations.oauth.publicUrl.replace(/\/+$/, '')}/subscription`;
      return { data: { url: await atProvider(() => billing.portalUrl(customer_id, back)), return_url: back } };
    },
  });

  app.post('/v1/rpc/billing/activate/preview', {
    config,
    schema: { tags, summary: 'The first invoice of activating a plan (administrators)', description: seats.trim(), body: order, response: { 200: previewAnswer, ...refusals } },
    handler: async (request) => {
      const billing = provider();
      const { customer_id } = await account(request);
      const { order: wanted } = await orderOf(app, billing, request.user.client_id, request.body);
      return presentPreview(await atProvider(() => billing.previewSubscription(customer_id, wanted)), wanted.promotion);
    },
  });

  app.post('/v1/rpc/billing/current', {
    config,
    schema: { tags, summary: "The next invoice of the firm's subscription (administrators)", response: { 200: previewAnswer, ...refusals } },
    handler: async (request) => {
      const billing = provider();
      const { customer_id, subscription_id } = await subscribed(request);
      return presentPreview(await atProvider(() => billing.previewCurrent(customer_id, subscription_id)), null);
    },
  });

  app.post('/v1/rpc/billing/update/preview', {
    config,
    schema: { tags, summary: "The next invoice after changing the firm's plan, frequency or seats (administrators)", description: seats.trim(), body: order, response: { 200: previewAnswer, ...refusals } },
    handler: async (request) => {
      const billing = provider();
      const { customer_id, subscription_id } = await subscribed(request);
      const { order: wanted } = await orderOf(app, billing, request.user.client_id, request.body);
      return presentPreview(await atProvider(() => billing.previewChange(customer_id, subscription_id, wanted)), wanted.promotion);
    },
  });

  app.post('/v1/rpc/billing/activate', {
    config,
    schema: {
      tags,
      summary: 'Subscribes the firm at the provider and activates it on the plan, for the people it pays for (administrators)',
      description:
        'The first invoice is paid at once with the default payment method; a firm that pays already has its subscription changed (the difference invoiced at once). A declined payment is a 402 payment_declined and nothing changes, here or at the provider.' +
        seats +
        ' Those people get a running subscription of the plan.',
      body: activationOrder,
      response: { 200: standing, ...refusals },
    },
    handler: async (request) => {
      const billing = provider();
      const clientId = request.user.client_id;
      const { customer_id, subscription_id } = await account(request);
      const { default_payment_method } = await atProvider(() => billing.findCustomer(customer_id));
      if (!default_payment_method) throw new ApiError('precondition_failed', say('billing_no_payment_method'));
      const { order: wanted, people } = await orderOf(app, billing, clientId, request.body);
      // The same order with the same payment method on the same day is the same subscription, however often it is sent.
      const key = `${subscription_id ? `change-${subscription_id}` : `activate-${clientId}`}-${default_payment_method.id}-${wanted.plan}-${wanted.frequency}-${wanted.quantity}-${wanted.promotion?.id ?? 'none'}-${clock().toISOString().slice(0, 10)}`;
      // A firm that pays already changes its subscription: never a second one beside it.
      const created = await atProvider(() => (subscription_id ? billing.changeSubscription(subscription_id, wanted, key) : billing.subscribe(customer_id, wanted, key)));
      await rememberSubscription(pool, clientId, created.id, wanted.frequency);
      await activateFirm(pool, clientId, wanted.plan, people, clock());
      forgetCachedSessions(app, (user) => user.client_id === clientId);
      request.log.info({ plan: wanted.plan, frequency: wanted.frequency, people: people.length }, 'firm activated through billing');
      return standingAnswer(app, request);
    },
  });
};
