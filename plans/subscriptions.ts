import { PLANS, type PlanName } from './plans.js';
import { trialAt, trialRunning, type Trial } from './trial.js';

/** A firm as plans judge it: clients.status, the plan it activated, when it was made and its trial's length. */
export interface Firm {
  status: 'trial' | 'active' | 'suspended';
  plan: PlanName | null;
  created_at: Date;
  trial_days: number;
}

/** A person's subscription row (subscriptions), or none. */
export interface Subscription {
  id: string | null;
  ends_at: Date | null;
}

/**
 * §9.3: "A subscription is valid when an id exists and the end date is absent or not after now." Read word for
 * word ("the end date is not after now": it has passed) every ended subscription would be valid and one ending
 * next month invalid; product-spec §4 says "not in the past" and calls the comparison ambiguous. We read it as
 * "now is before the end date": valid while it runs, and ended from the moment it ends (a subscription ended now
 * is ended in the answer that ends it).
 */
export const isValidSubscription = (subscription: Subscription, now: Date): boolean =>
  subscription.id !== null && (subscription.ends_at === null || now.getTime() < subscription.ends_at.getTime());

/** What a firm's people may do and see now. */
export interface Standing {
  /** The plan whose limits apply; null during a running trial, which has none. */
  plan: PlanName | null;
  /** The trial as it stands, while the firm has not activated; null once it has. */
  trial: Trial | null;
  /** People need a valid subscription of their own: the firm activated a paid plan. */
  subscriptions_required: boolean;
}

/**
 * A firm's standing at `now`: on trial it has no limits while the trial runs and falls back to Free after it
 * (activity is still recorded, only viewing is limited); activated, its plan applies, and people need a
 * subscription unless that plan is Free (after the firm ended its subscription). Suspension is not judged here:
 * a suspended firm's calls are refused before (ACCOUNT_SUSPENDED).
 */
export function standingOf(firm: Firm, now: Date): Standing {
  if (firm.status === 'trial') {
    const trial = trialAt(firm.created_at, firm.trial_days, now);
    return { plan: trialRunning(trial) ? null : 'free', trial, subscriptions_required: false };
  }
  // A firm made active outside the plans (before them, or by an operator) keeps everything it had.
  if (firm.plan === null) return { plan: null, trial: null, subscriptions_required: false };
  return { plan: firm.plan, trial: null, subscriptions_required: firm.plan !== 'free' };
}

/** The plan's name as people read it. */
export const planName = (plan: PlanName): string => PLANS[plan].name;
