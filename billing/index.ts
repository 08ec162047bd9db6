/** Billing through a payment provider (api-contract §7.15): the port and the firm's account (the Stripe adapter is billing/stripe.ts, chosen by the composition root). */
export * from './provider.js';
export { billingAccountOf, forgetSubscription, rememberCustomer, rememberSubscription } from './store.js';
export { applyBillingEvent, changesStanding, EVENT_OUTCOMES } from './events.js';
