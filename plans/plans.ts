import { DateTime, Duration } from 'luxon';

/**
 * The plans of api-contract §9.3, from free to embedded, with the name a person reads (sidekick is shown as
 * Professional, timesheets as Premium) and how far back their history reaches: what may be viewed, never what is
 * recorded. `null` is no limit. The contract gives premium "detail to 1 minute" and no history limit, and embedded
 * (a partner's portal) no limit either: both see all their history here.
 */
export const PLANS = {
  free: { name: 'Free', history: Duration.fromObject({ hours: 8 }) },
  starter: { name: 'Starter', history: Duration.fromObject({ weeks: 1 }) },
  insights: { name: 'Insights', history: Duration.fromObject({ months: 1 }) },
  premium: { name: 'Premium (detail to 1 minute)', history: null },
  sidekick: { name: 'Professional', history: Duration.fromObject({ months: 1 }) },
  timesheets: { name: 'Premium', history: null },
  embedded: { name: 'Embedded', history: null },
} as const satisfies Record<string, { name: string; history: Duration | null }>;

export type PlanName = keyof typeof PLANS;
export const PLAN_NAMES = Object.keys(PLANS) as [PlanName, ...PlanName[]];

/** The plans a firm activates and people subscribe to: every plan but free (nothing to pay) and embedded (a partner's). */
export const PAID_PLANS = ['starter', 'insights', 'premium', 'sidekick', 'timesheets'] as const satisfies readonly PlanName[];
export type PaidPlan = (typeof PAID_PLANS)[number];

/**
 * The first local date that may be viewed under `plan` at `now` in `zone` (YYYY-MM-DD), or null when all history
 * may. The limit hides whole days: a day stays visible while any moment of it lies within the limit, so free
 * (8 hours) shows today, and yesterday until 8 in the morning.
 */
export function historyFrom(plan: PlanName | null, now: Date, zone: string): string | null {
  const history = plan === null ? null : PLANS[plan].history;
  if (history === null) return null;
  return DateTime.fromJSDate(now, { zone }).minus(history).toISODate();
}
