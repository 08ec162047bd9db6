import type pg from 'pg';

/** A connection's call budget: `limit` calls per `windowMs`, refilled continuously. */
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

/** No budget's window is longer: a bucket untouched for this long is full again, the same as never used. */
const LONGEST_WINDOW_MS = 5 * 60 * 1000;

/** The tokens a bucket holds at `$now`, refilled since it was last touched (the statements' parameters $5 to $7). */
const REFILLED = 'LEAST($6::float8, b.tokens + GREATEST(0, extract(epoch FROM $5::timestamptz - b.updated_at) * 1000) * $6::float8 / $7::float8)';

/**
 * A call budget per connection (token bucket refilled continuously), so one firm's volume or a vendor's 429 slows
 * that connection only. The buckets are rows (connection_budgets), each take one statement, so the push workers
 * of every portal process draw on the same budget. `pause` empties the bucket until a Retry-After has passed.
 */
export class ConnectionBudgets {
  constructor(
    private readonly db: pg.Pool,
    private readonly budgetOf: (system: string) => Budget,
    private readonly now: () => Date,
  ) {}

  /** Takes a call from the connection's budget when it has one (true), else false: its work waits. */
  async tryTake(connection: ConnectionKey): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO connection_budgets AS b (key, client_id, system, connection_user, tokens, updated_at) VALUES ($1, $2, $3, $4, $6::float8 - 1, $5)
       ON CONFLICT (key) DO UPDATE SET tokens = ${REFILLED} - 1, updated_at = GREATEST(b.updated_at, $5)
       WHERE b.paused_until <= $5 AND ${REFILLED} >= 1`,
      this.parameters(connection),
    );
    return rowCount === 1;
  }

  /** Empties the connection's budget until `ms` from now (a vendor's Retry-After). */
  async pause(connection: ConnectionKey, ms: number): Promise<void> {
    const until = new Date(this.now().getTime() + ms);
    await this.db.query(
      `INSERT INTO connection_budgets AS b (key, client_id, system, connection_user, tokens, updated_at, paused_until) VALUES ($1, $2, $3, $4, $6::float8, $5, $8)
       ON CONFLICT (key) DO UPDATE SET tokens = ${REFILLED}, updated_at = GREATEST(b.updated_at, $5), paused_until = GREATEST(b.paused_until, $8)`,
      [...this.parameters(connection), until],
    );
  }

  /** The connections that have no call to spare now (paused, or their budget spent): the claim leaves their pushes alone. */
  async waiting(): Promise<ConnectionKey[]> {
    const now = this.now();
    const { rows } = await this.db.query<ConnectionKey & { tokens: number; updated_at: Date; paused_until: Date }>(
      `SELECT client_id, system, connection_user, tokens, updated_at, paused_until FROM connection_budgets
       WHERE paused_until > $1 OR updated_at > $2 ORDER BY key`,
      [now, new Date(now.getTime() - LONGEST_WINDOW_MS)],
    );
    return rows
      .filter((row) => row.paused_until > now || this.refilled(row, now) < 1)
      .map(({ client_id, system, connection_user }) => ({ client_id, system, connection_user }));
  }

  private refilled(row: { system: string; tokens: number; updated_at: Date }, now: Date): number {
    const { limit, windowMs } = this.budgetOf(row.system);
    return Math.min(limit, row.tokens + (Math.max(0, now.getTime() - row.updated_at.getTime()) * limit) / windowMs);
  }

  private parameters(connection: ConnectionKey): unknown[] {
    const { limit, windowMs } = this.budgetOf(connection.system);
    const key = `${connection.client_id}:${connection.system}:${connection.connection_user ?? ''}`;
    return [key, connection.client_id, connection.system, connection.connection_user, this.now(), limit, windowMs];
  }
}
