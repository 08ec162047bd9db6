import type pg from 'pg';

/**
 * Pushes whose automatic attempts ran out on an outage (unavailable, rate limited, unexpected): the nightly retry
 * gives them one more round. Invalid credentials and requests still wait for a person.
 */
export async function exhaustedPushes(db: pg.Pool): Promise<Array<{ push_id: string; client_id: string }>> {
  const { rows } = await db.query<{ push_id: string; client_id: string }>(
    `SELECT push_id, client_id FROM push_queue
      WHERE status = 'pending' AND next_attempt_at IS NULL AND error->>'kind' IN ('unavailable', 'rate_limited', 'unexpected')`,
  );
  return rows;
}
