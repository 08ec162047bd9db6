/** Plans, the trial and subscriptions (api-contract §7.3 and §9.3): what a firm may see, and who may use it. */
export { historyFrom, PAID_PLANS, PLAN_NAMES } from './plans.js';
export { trialHeader, TRIAL_HEADER } from './trial.js';
export { isValidSubscription, planName, standingOf, type Standing } from './subscriptions.js';
export { activateFirm, deactivateFirm, endPaidPlan, endSubscription, extendTrialForInvite, findFirm, subscribe, subscribedPeople, subscriptionsOf, type SubscriptionRow } from './store.js';
