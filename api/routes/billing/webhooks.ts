import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyBillingEvent, BillingError, changesStanding, EVENT_OUTCOMES, type BillingEvent } from '../../../billing/index.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { forgetCachedSessions } from '../../plugins/authentication.js';

const received = z.object({
  data: z
    .object({
      id: z.string().describe("The provider's event id."),
      outcome: z
        .enum(EVENT_OUTCOMES)
        .describe('What the event did: suspended or reactivated the firm, ended its paid plan, mirrored its subscription status; unchanged; ignored (another event type, a customer the portal does not know, or the failed first invoice of activating or changing the plan, which the administrator was answered 402 for).'),
      duplicate: z.boolean().describe('Received before: this delivery changed nothing, and outcome is what the first one did.'),
    })
    .meta({ id: 'BillingEventReceived' }),
});

// Loose: the validated headers replace the request's, and the others (Accept-Language, …) are still read.
const signatureHeader = z.looseObject({
  'stripe-signature': z.string().optional().describe('t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>" with the endpoint secret>, one v1 per active secret.'),
});

/**
 * The payment provider's webhook (docs/rules.md, "Billing"): Stripe tells the portal what happened to a firm's
 * invoices and subscription. Stripe calls it, not a person: no session, no CSRF token, its signature instead, which
 * is made over the body's bytes as sent, so in this plugin (and only here) bodies reach the handler unparsed.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/v1/billing/webhooks', {
    config: { public: true, csrf: false },
    schema: {
      tags: ['billing'],
      summary: "The payment provider's events: failed and paid invoices, ended and changed subscriptions (Stripe calls this)",
      description:
        'Signed by Stripe with the endpoint secret (STRIPE_WEBHOOK_SECRET); a missing or wrong signature, or one more than 300 s from now, is a 400 and changes nothing. ' +
        'invoice.payment_failed suspends the firm (its people are answered 403 ACCOUNT_SUSPENDED), but for the invoice of activating or changing the plan; invoice.paid and invoice.payment_succeeded lift that suspension; ' +
        "customer.subscription.deleted ends the firm's paid plan (it falls back to Free); customer.subscription.updated mirrors the subscription's status. " +
        'Other event types are answered 200 and ignored. An event is applied once, by its id; one older than the last of its kind applied changes nothing.',
      headers: signatureHeader,
      response: { 200: received, ...errorAnswers('bad_request', 'precondition_failed') },
    },
    handler: async (request) => {
      const { plans, billing, pool, clock } = app.deps;
      if (!plans || !billing) throw new ApiError('precondition_failed', say('billing_off'));
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = readEvent(() => billing.readEvent(payload, request.headers['stripe-signature'], clock()));
      const { client_id, outcome, duplicate } = await applyBillingEvent(pool, event, clock());
      if (!duplicate && client_id !== null && changesStanding(outcome)) {
        // The firm's people are answered by their new standing from their next call on, in this process at once.
        forgetCachedSessions(app, (user) => user.client_id === client_id);
      }
      request.log.info({ event: event.id, type: event.type, client: client_id, outcome, duplicate }, 'billing event received');
      return { data: { id: event.id, outcome, duplicate } };
    },
  });
};

function readEvent(read: () => BillingEvent): BillingEvent {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    if (error.kind === 'webhooks_off') throw new ApiError('precondition_failed', say('billing_webhooks_off'));
    throw new ApiError('bad_request', say('billing_event_refused', { reason: error.message }));
  }
}
