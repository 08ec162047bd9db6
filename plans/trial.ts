/**
 * The trial (api-contract §9.3, product-spec §1): 14 days from the firm's creation, 3 more for every colleague who
 * accepts an invitation while it runs; when it has run out the firm falls back to Free until it is activated.
 */
export const TRIAL_DAYS = 14;
export const DAYS_PER_ACCEPTED_INVITE = 3;

const DAY_MS = 86_400_000;

export interface Trial {
  /** How long the trial is, in days: TRIAL_DAYS plus the days accepted invitations added. */
  trial_days: number;
  /** Whole days left, counting a day begun as one; zero or less once it has run out. */
  remaining_days: number;
  ends_at: Date;
}

/** The trial of a firm created at `createdAt` whose trial is `trialDays` long, as it stands at `now`. */
export function trialAt(createdAt: Date, trialDays: number, now: Date): Trial {
  const endsAt = new Date(createdAt.getTime() + trialDays * DAY_MS);
  return { trial_days: trialDays, remaining_days: Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS), ends_at: endsAt };
}

export const trialRunning = (trial: Trial): boolean => trial.remaining_days > 0;

/** The header on API answers during a trial (§9.3): the trial's days and its remaining days, joined by a semicolon. */
export const TRIAL_HEADER = 'Tally-Trial';

/**
 * The trial header's value. Once the trial has run out, the remaining count is a random number from -1 to -30
 * (§9.3: "a negative remaining count is randomised below zero"): a client learns that it ended, which is all it
 * acts on, not how long ago. `random` is Math.random's contract, passed in so the domain stays without chance.
 */
export function trialHeader(trial: Trial, random: () => number): string {
  const remaining = trialRunning(trial) ? trial.remaining_days : -1 - Math.floor(random() * 30);
  return `${trial.trial_days};${remaining}`;
}
