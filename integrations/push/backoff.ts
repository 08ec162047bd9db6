import type { VendorError } from '../vendor.js';

export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  /** Automatic attempts before a push waits for a person (counted from the last retry a person asked for). */
  maxAttempts: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 1000, capMs: 10 * 60_000, maxAttempts: 8 };

/**
 * When the next attempt is due after a failure, or null when it waits for a person: invalid credentials and
 * invalid requests are never retried automatically, and neither is anything after `maxAttempts`. Exponential
 * backoff with full jitter (AWS architecture blog, "Exponential Backoff And Jitter"); a Retry-After is a floor.
 */
export function nextAttemptDelay(error: Pick<VendorError, 'retryable' | 'retryAfterMs'>, attemptsInBudget: number, policy: BackoffPolicy, random: () => number = Math.random): number | null {
  if (!error.retryable || attemptsInBudget >= policy.maxAttempts) return null;
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** (attemptsInBudget - 1));
  const jitter = Math.floor(random() * ceiling);
  if (error.retryAfterMs !== undefined) return error.retryAfterMs + Math.floor(random() * policy.baseMs);
  return jitter;
}
