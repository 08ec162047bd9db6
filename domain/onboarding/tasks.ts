/**
 * The onboarding task list (product-spec §2 "Introduction/Welcome", §3 "Onboarding task"): what a new person, and a
 * new firm's administrator, does in their first week. A task completes itself from what the person did, as the
 * portal's own state tells it (the facts below); a person can only dismiss one, never tick it off.
 */

/** The task groups, in the order the list shows them (api-contract §9.2: onboarding tasks are sorted by type). */
export const ONBOARDING_TYPES = ['detection', 'essential', 'general', 'security'] as const;
type OnboardingType = (typeof ONBOARDING_TYPES)[number];

/** Day processing unlocks after this many published days (api-contract §9.4, training days 7). */
export const DAYS_TO_UNLOCK_PROCESSING = 7;

/** Trial days each accepted colleague invite adds (api-contract §9.3). */
const TRIAL_DAYS_PER_INVITE = 3;

/** What the portal knows a person did, and when they first did it (null: not yet). */
export interface OnboardingFacts {
  isAdmin: boolean;
  /** A desktop watcher (the agent forwarding ActivityWatch, or a watcher of its own) sent its first detection. */
  desktopDetectorAt: Date | null;
  /** A browser watcher sent its first detection. */
  browserDetectorAt: Date | null;
  /** A calendar was granted (Microsoft 365, Google) or an ICS feed added. */
  calendarAt: Date | null;
  /** Published days, and when the first and the DAYS_TO_UNLOCK_PROCESSING-th were published. */
  publishedDays: number;
  firstPublishedAt: Date | null;
  processingUnlockedAt: Date | null;
  twoFactorAt: Date | null;
  /** The administrator invited a colleague. */
  firstInviteAt: Date | null;
  /** The firm connected its CRM or ticket system. */
  connectedAt: Date | null;
}

type FactKey = Exclude<keyof OnboardingFacts, 'isAdmin' | 'publishedDays'>;

interface TaskDefinition {
  key: string;
  type: OnboardingType;
  /** Which fact completes it. */
  done: FactKey;
  is_required: boolean;
  /** Trial days it is worth (per accepted invite for colleague_invited); 0 for none. */
  reward: number;
  /** Only administrators see it: the others cannot do it. */
  adminOnly: boolean;
}

/** The one list of onboarding tasks, grouped in ONBOARDING_TYPES order; everything else (the API's key enum, the UI's texts) derives from it. */
const TASKS = [
  { key: 'desktop_detector', type: 'detection', done: 'desktopDetectorAt', is_required: true, reward: 0, adminOnly: false },
  { key: 'browser_detector', type: 'detection', done: 'browserDetectorAt', is_required: false, reward: 0, adminOnly: false },
  { key: 'calendar_connected', type: 'detection', done: 'calendarAt', is_required: false, reward: 0, adminOnly: false },
  { key: 'first_day_published', type: 'essential', done: 'firstPublishedAt', is_required: true, reward: 0, adminOnly: false },
  { key: 'day_processing_unlocked', type: 'essential', done: 'processingUnlockedAt', is_required: true, reward: 0, adminOnly: false },
  { key: 'colleague_invited', type: 'general', done: 'firstInviteAt', is_required: false, reward: TRIAL_DAYS_PER_INVITE, adminOnly: true },
  { key: 'crm_connected', type: 'general', done: 'connectedAt', is_required: false, reward: 0, adminOnly: true },
  { key: 'two_factor_enabled', type: 'security', done: 'twoFactorAt', is_required: false, reward: 0, adminOnly: false },
] as const satisfies readonly TaskDefinition[];

type OnboardingKey = (typeof TASKS)[number]['key'];
export const ONBOARDING_KEYS = TASKS.map((task) => task.key);

export interface OnboardingTask {
  key: OnboardingKey;
  type: OnboardingType;
  reward: number;
  is_required: boolean;
  /** Dismissed by the person: it stays in the list, out of the way. */
  is_ignored: boolean;
  completed_at: Date | null;
  /** How far along a task of several steps is (published days towards day processing); null for a single step. */
  progress: { done: number; required: number } | null;
}

/** A person's tasks, in type order as TASKS lists them: the facts say which are done, `dismissed` which they put aside. */
export function onboardingTasks(facts: OnboardingFacts, dismissed: ReadonlySet<string>): OnboardingTask[] {
  return TASKS.filter((task) => facts.isAdmin || !task.adminOnly)
    .map((task): OnboardingTask => ({
      key: task.key,
      type: task.type,
      reward: task.reward,
      is_required: task.is_required,
      is_ignored: dismissed.has(task.key),
      completed_at: facts[task.done],
      progress: task.key === 'day_processing_unlocked' ? { done: Math.min(facts.publishedDays, DAYS_TO_UNLOCK_PROCESSING), required: DAYS_TO_UNLOCK_PROCESSING } : null,
    }));
}
