/**
 * A call budget per connection (token bucket refilled continuously), so one firm's volume or a vendor's
 * 429 slows that connection only. `pause` empties the bucket until a Retry-After has passed.
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

/** One connection, as a push names it: the organisation's (connection_user null) or a person's own grant. */
export interface ConnectionKey {
  client_id: string;
  system: string;
  connection_user: string | null;
}

interface Bucket {
  connection: ConnectionKey;
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
  tryTake(connection: ConnectionKey): boolean {
    const bucket = this.refill(this.bucket(connection));
    if (bucket.pausedUntil > this.now() || bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  pause(connection: ConnectionKey, ms: number): void {
    const bucket = this.refill(this.bucket(connection));
    bucket.pausedUntil = Math.max(bucket.pausedUntil, this.now() + ms);
  }

  /**
   * The connections that have no call to spare now (paused, or their budget spent), so the claim leaves their
   * pushes alone until then. Forgets buckets that are full again (the same as never used): the state stays as
   * small as the set of connections called within their window.
   */
  waiting(): ConnectionKey[] {
    const now = this.now();
    const waiting: ConnectionKey[] = [];
    for (const [key, bucket] of this.buckets) {
      this.refill(bucket);
      const paused = bucket.pausedUntil > now;
      if (!paused && bucket.tokens >= this.budgetOf(bucket.connection.system).limit) this.buckets.delete(key);
      else if (paused || bucket.tokens < 1) waiting.push(bucket.connection);
    }
    return waiting;
  }

  private bucket(connection: ConnectionKey): Bucket {
    const key = `${connection.client_id}:${connection.system}:${connection.connection_user ?? ''}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { connection, tokens: this.budgetOf(connection.system).limit, updatedAt: this.now(), pausedUntil: 0 };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  private refill(bucket: Bucket): Bucket {
    const budget = this.budgetOf(bucket.connection.system);
    const now = this.now();
    bucket.tokens = Math.min(budget.limit, bucket.tokens + ((now - bucket.updatedAt) * budget.limit) / budget.windowMs);
    bucket.updatedAt = now;
    return bucket;
  }
}
