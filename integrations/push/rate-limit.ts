/**
 * A call budget per connection (token bucket refilled continuously), so one firm's volume or a vendor's
 * 429 slows that firm only. `pause` empties the bucket until a Retry-After has passed.
 */
export interface Budget {
  limit: number;
  windowMs: number;
}

/** The vendors' published limits (integrations/README.md), per connection. */
export const vendorBudgets: Record<string, Budget> = {
  harvest: { limit: 100, windowMs: 15_000 },
  teamleader: { limit: 200, windowMs: 60_000 },
  xero: { limit: 60, windowMs: 60_000 },
  jira: { limit: 100, windowMs: 10_000 },
};

interface Bucket {
  tokens: number;
  updatedAt: number;
  pausedUntil: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly budgetOf: (system: string) => Budget,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token when there is one (true), else false: the caller leaves this connection's work for later. */
  tryTake(key: string, system: string): boolean {
    const bucket = this.refill(key, system);
    if (bucket.pausedUntil > this.now() || bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  pause(key: string, system: string, ms: number): void {
    const bucket = this.refill(key, system);
    bucket.pausedUntil = Math.max(bucket.pausedUntil, this.now() + ms);
  }

  private refill(key: string, system: string): Bucket {
    const budget = this.budgetOf(system);
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: budget.limit, updatedAt: now, pausedUntil: 0 };
      this.buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(budget.limit, bucket.tokens + ((now - bucket.updatedAt) * budget.limit) / budget.windowMs);
    bucket.updatedAt = now;
    return bucket;
  }
}
