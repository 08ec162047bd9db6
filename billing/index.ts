/** Billing through a payment provider (api-contract §7.15): the port, its Stripe adapter and the firm's account. */
export * from './provider.js';
export { stripe, type StripeOptions } from './stripe.js';
export { billingAccountOf, rememberCustomer, rememberSubscription, type BillingAccount } from './store.js';
