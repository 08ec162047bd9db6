import type pg from 'pg';
import type { DeactivationReason } from '../identity/users.js';
import { inTransaction } from '../projections/checkpoints.js';
import type { PaidPlan, PlanName } from './plans.js';
import type { Firm } from './subscriptions.js';
import { DAYS_PER_ACCEPTED_INVITE } from './trial.js';

/** A person's subscription as the firm's administrators see it. */
export interface SubscriptionRow {
  user_id: string;
  plan: PlanName;
  started_at: Date;
  ends_at: Date | null;
}

const SUBSCRIPTION_COLUMNS = 'sub.user_id, sub.plan, sub.started_at, sub.ends_at';

/** The firm as plans judge it, and why it last ended its subscription. */
export async function findFirm(db: pg.Pool, clientId: string): Promise<Firm & { deactivation_reason: DeactivationReason | null }> {
  const { rows } = await db.query<Firm & { deactivation_reason: DeactivationReason | null }>(
    'SELECT status, plan, created_at, trial_days, deactivation_reason FROM clients WHERE id = $1',
    [clientId],
  );
  const firm = rows[0];
  if (!firm) throw new Error(`No organisation ${clientId}`);
  return firm;
}

/** The subscriptions of the firm's people (archived people's too: they may still hold one). */
export async function subscriptionsOf(db: pg.Pool, clientId: string): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions sub JOIN users u ON u.id = sub.user_id WHERE u.client_id = $1 ORDER BY u.name_first, u.name_last, u.id`,
    [clientId],
  );
  return rows;
}

/** The firm's active (not archived, not deactivated) people whose subscription runs at `now` (plans/subscriptions.ts's reading). */
export async function subscribedPeople(db: pg.Pool, clientId: string, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN subscriptions sub ON sub.user_id = u.id
     WHERE u.client_id = $1 AND u.deleted_at IS NULL AND NOT u.is_deactivated AND (sub.ends_at IS NULL OR sub.ends_at > $2)`,
    [clientId, now],
  );
  return rows.map((row) => row.id);
}

/**
 * Gives the person a running subscription of `plan` (a new one, or the one they have changed to it and running
 * again); undefined when the firm has no such person.
 */
export async function subscribe(db: pg.Pool | pg.PoolClient, clientId: string, userId: string, plan: PaidPlan, now: Date): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    `INSERT INTO subscriptions AS sub (user_id, plan, started_at)
     SELECT id, $3, $4 FROM users WHERE id = $2 AND client_id = $1 AND deleted_at IS NULL
     ON CONFLICT (user_id) DO UPDATE SET plan = excluded.plan, ends_at = NULL,
       started_at = CASE WHEN sub.ends_at IS NULL OR sub.ends_at >= $4 THEN sub.started_at ELSE excluded.started_at END
     RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [clientId, userId, plan, now],
  );
  return rows[0];
}

/** Ends the person's subscription now (one that ended before keeps its end); undefined when they have none. */
export async function endSubscription(db: pg.Pool, clientId: string, userId: string, now: Date): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    `UPDATE subscriptions sub SET ends_at = CASE WHEN sub.ends_at IS NULL OR sub.ends_at > $3 THEN $3 ELSE sub.ends_at END
     FROM users u WHERE u.id = sub.user_id AND u.client_id = $1 AND sub.user_id = $2
     RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [clientId, userId, now],
  );
  return rows[0];
}

/** The ids among `userIds` that are not the firm's active (not archived, not deactivated) people. */
async function strangers(db: pg.PoolClient, clientId: string, userIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM unnest($2::uuid[]) AS asked (id)
     WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = asked.id AND u.client_id = $1 AND u.deleted_at IS NULL AND NOT u.is_deactivated)`,
    [clientId, userIds],
  );
  return rows.map((row) => row.id);
}

/**
 * Activates the firm on `plan` with a running subscription for each of `userIds`, in one transaction: the firm is
 * active from now, whatever its trial said. Answers the ids that are not the firm's active people instead, and
 * then changes nothing.
 */
export async function activateFirm(db: pg.Pool, clientId: string, plan: PaidPlan, userIds: readonly string[], now: Date): Promise<{ refused: string[] }> {
  return inTransaction(db, async (tx) => {
    const refused = await strangers(tx, clientId, userIds);
    if (refused.length > 0) return { refused };
    await tx.query(`UPDATE clients SET status = 'active', suspension_reason = NULL, plan = $2, subscription_ends_at = NULL, deactivated_at = NULL, deactivation_reason = NULL WHERE id = $1`, [clientId, plan]);
    for (const userId of userIds) await subscribe(tx, clientId, userId, plan, now);
    return { refused: [] };
  });
}

/**
 * Ends the firm's paid subscription with a reason (POST /v1/rpc/deactivate): it falls back to Free, as a trial
 * does, and every person's subscription ends now. False, and nothing changed, when it has no paid plan to end.
 */
export async function deactivateFirm(db: pg.Pool, clientId: string, reason: DeactivationReason, now: Date): Promise<boolean> {
  return inTransaction(db, (tx) => endPaidPlan(tx, clientId, reason, now));
}

/**
 * The firm's paid plan ends now, within the caller's transaction: it falls back to Free and every person's
 * subscription ends. The reason is null when nobody gave one (the payment provider ended the subscription). A firm
 * suspended for an unpaid invoice is usable again, on Free: nothing is left to pay for. False, and nothing changed,
 * when it has no paid plan to end.
 */
export async function endPaidPlan(tx: pg.PoolClient, clientId: string, reason: DeactivationReason | null, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE clients SET plan = 'free', status = 'active', suspension_reason = NULL, deactivated_at = $2, deactivation_reason = $3
     WHERE id = $1 AND (status = 'active' OR suspension_reason = 'payment_failed') AND plan IS NOT NULL AND plan <> 'free'`,
    [clientId, now, reason],
  );
  if (rowCount === 0) return false;
  await tx.query(
    `UPDATE subscriptions sub SET ends_at = $2 FROM users u WHERE u.id = sub.user_id AND u.client_id = $1 AND (sub.ends_at IS NULL OR sub.ends_at > $2)`,
    [clientId, now],
  );
  return true;
}

/** A colleague accepted an invitation: a firm on trial gets DAYS_PER_ACCEPTED_INVITE more days of it. */
export async function extendTrialForInvite(db: pg.PoolClient, clientId: string): Promise<void> {
  await db.query(`UPDATE clients SET trial_days = trial_days + $2 WHERE id = $1 AND status = 'trial'`, [clientId, DAYS_PER_ACCEPTED_INVITE]);
}
