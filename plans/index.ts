/** Plans, the trial and subscriptions (api-contract §7.3 and §9.3): what a firm may see, and who may use it. */
export { historyFrom, PAID_PLANS, PLAN_NAMES, PLANS, type PaidPlan, type PlanName } from './plans.js';
export { trialAt, trialHeader, TRIAL_HEADER, type Trial } from './trial.js';
export { isValidSubscription, planName, standingOf, type Firm, type Standing } from './subscriptions.js';
export { activateFirm, deactivateFirm, endSubscription, extendTrialForInvite, findFirm, subscribe, subscriptionsOf, type SubscriptionRow } from './store.js';
