import { describe, expect, it } from 'vitest';
import { nextAttemptDelay, type BackoffPolicy } from './backoff.js';

describe('backoff', () => {
  const policy: BackoffPolicy = { baseMs: 1000, capMs: 600_000, maxAttempts: 5 };
  const retryable = { retryable: true, retryAfterMs: undefined };
  it('grows exponentially with full jitter up to the cap', () => {
    expect(nextAttemptDelay(retryable, 1, policy, () => 0.999)).toBeLessThan(1000);
    expect(nextAttemptDelay(retryable, 4, policy, () => 0.999)).toBeGreaterThan(7000);
    expect(nextAttemptDelay(retryable, 4, { ...policy, capMs: 2000 }, () => 0.999)).toBeLessThan(2000);
  });
  it('waits at least what Retry-After says', () => {
    expect(nextAttemptDelay({ retryable: true, retryAfterMs: 30_000 }, 1, policy, () => 0)).toBe(30_000);
  });
  it('gives up after the budget, and never retries what waits for a person', () => {
    expect(nextAttemptDelay(retryable, 5, policy)).toBeNull();
    expect(nextAttemptDelay({ retryable: false, retryAfterMs: undefined }, 1, policy)).toBeNull();
  });
});
