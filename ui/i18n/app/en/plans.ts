import type { plans as nlPlans } from '../nl/plans.js';

/** The subscription screen, the trial bar and the page without a subscription (en); see ../nl.ts. */
export const plans: typeof nlPlans = {
  menu: 'Subscription',
  title: 'Subscription',
  off: 'Plans are off on this installation: there is no trial and nothing is limited.',
  trial_bar: 'Trial: %{days} days left.',
  trial_ended: 'Your trial has ended: you see the last 8 hours only. Activity is still recorded.',
  activate_link: 'Activate your account',
  statuses: { trial: 'Trial', active: 'Active', suspended: 'Suspended' },
  status: 'Status',
  plan: 'Plan',
  no_limits: 'No limits',
  history: 'History',
  history_from: 'From %{date}',
  history_all: 'All of it',
  trial: 'Trial',
  trial_days: '%{remaining} of %{days} days left',
  activate: { title: 'Activate', plan: 'Plan', agree: 'I agree to the stated information', submit: 'Activate', done: 'Your account is active' },
  deactivate: {
    action: 'End subscription',
    title: 'End your subscription',
    hint: 'Your organisation falls back to Free: activity is still recorded, but only the last 8 hours can be viewed.',
    reason: 'Reason',
    explanation: 'Explanation (optional)',
    submit: 'End it',
    cancel: 'Cancel',
    done: 'Your subscription has ended',
  },
  reasons: { termination: 'We stop using Tally', efficiency: 'Efficiency', detection: 'Detection', performance: 'Performance', price: 'Price', other: 'Other' },
  page: { title: 'No active subscription', admin: "See your organisation's subscription" },
};
