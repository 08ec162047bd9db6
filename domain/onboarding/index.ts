export {
  DAYS_TO_UNLOCK_PROCESSING,
  ONBOARDING_KEYS,
  ONBOARDING_TYPES,
  onboardingTasks,
  type OnboardingFacts,
  type OnboardingTask,
} from './tasks.js';
