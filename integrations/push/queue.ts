import type pg from 'pg';
import type { Booked, PushEntry, VendorSystem } from '../../domain/push/index.js';
import type { ConnectionKey } from './rate-limit.js';

export interface QueuedPush {
  push_id: string;
  client_id: string;
  user_id: string;
  activity_id: string;
  system: VendorSystem;
  connection_user: string | null;
  entry: PushEntry & { booked: Booked };
  attempts: number;
  retry_from: number;
  revision: string;
}

/**
 * Claims due pushes for `owner` until `leaseUntil`, fairly: at most `free(client)` per organisation (its
 * concurrency limit minus what this worker already runs for it), the organisations' oldest work interleaved
 * (round-robin by rank), never a push another worker holds (an unexpired row in push_leases) and never one of
 * `inFlight`: this worker's own attempts under way, whose lease may already be released or run out, must not
 * get a second attempt beside them (check-then-create vendors would book the time twice). Organisations in
 * `excluded` (at their limit) and connections in `waiting` (paused by a Retry-After or out of budget) are left
 * alone, so a paused connection is not claimed and released again for the whole pause while the firm's other
 * connections go on.
 *
 * Leases live in push_leases, not in the push_queue read model, so a rebuild of the queue keeps them (see the
 * migration). The claim is an insert-or-take-over-if-expired: of two workers claiming one push, the second waits
 * for the first's statement and then finds an unexpired lease, so it does not take the push. Leases are inserted in
 * push id order so that two claims of overlapping pushes lock them in the same order (no deadlock).
 */
export async function claimDuePushes(
  pool: pg.Pool,
  options: { now: Date; leaseUntil: Date; owner: string; limit: number; perOrganisation: number; busy: ReadonlyMap<string, number>; excluded: readonly string[]; waiting: readonly ConnectionKey[]; inFlight: readonly string[] },
): Promise<QueuedPush[]> {
  const busyIds = [...options.busy.keys()];
  const { rows } = await pool.query<QueuedPush>(
    `WITH due AS (
       SELECT q.push_id, row_number() OVER (PARTITION BY q.client_id ORDER BY q.next_attempt_at, q.push_id) AS rank,
              coalesce(b.used, 0) AS used, q.next_attempt_at
         FROM push_queue q
         LEFT JOIN push_leases l ON l.push_id = q.push_id
         LEFT JOIN unnest($3::uuid[], $4::int[]) AS b(client_id, used) ON b.client_id = q.client_id
        WHERE q.status = 'pending' AND q.next_attempt_at IS NOT NULL AND q.next_attempt_at <= $1
          AND (l.leased_until IS NULL OR l.leased_until < $1)
          AND q.client_id <> ALL($5::uuid[]) AND q.push_id <> ALL($9::uuid[])
          AND NOT EXISTS (
            SELECT 1 FROM unnest($10::uuid[], $11::text[], $12::text[]) AS w(client_id, system, connection_user)
             WHERE w.client_id = q.client_id AND w.system = q.system AND w.connection_user = coalesce(q.connection_user::text, ''))
     ), picked AS (
       SELECT push_id FROM due WHERE rank + used <= $6 ORDER BY rank, next_attempt_at LIMIT $7
     ), leased AS (
       INSERT INTO push_leases (push_id, lease_owner, leased_until)
       SELECT push_id, $8, $2 FROM picked ORDER BY push_id
       ON CONFLICT (push_id) DO UPDATE SET lease_owner = excluded.lease_owner, leased_until = excluded.leased_until
        WHERE push_leases.leased_until < $1
       RETURNING push_id
     )
     SELECT q.push_id, q.client_id, q.user_id, q.activity_id, q.system, q.connection_user, q.entry, q.attempts, q.retry_from, q.revision
       FROM push_queue q JOIN leased ON leased.push_id = q.push_id`,
    [options.now, options.leaseUntil, busyIds, busyIds.map((id) => options.busy.get(id)!), options.excluded, options.perOrganisation, options.limit, options.owner, options.inFlight,
      options.waiting.map((c) => c.client_id), options.waiting.map((c) => c.system), options.waiting.map((c) => c.connection_user ?? '')],
  );
  return rows;
}

/** Gives a claimed push back without an outcome (its connection is out of budget): due again at once. */
export async function releaseLease(pool: pg.Pool, pushId: string, owner: string): Promise<void> {
  await pool.query(`DELETE FROM push_leases WHERE push_id = $1 AND lease_owner = $2`, [pushId, owner]);
}
