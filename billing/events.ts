import type pg from 'pg';
import { endPaidPlan } from '../plans/index.js';
import { inTransaction } from '../projections/checkpoints.js';
import type { BillingEvent } from './provider.js';

/** What an event did (billing_events.outcome): `unchanged` for a known firm it changed nothing of, `ignored` for the rest. */
export const EVENT_OUTCOMES = ['suspended', 'reactivated', 'plan_ended', 'status_mirrored', 'unchanged', 'ignored'] as const;
type EventOutcome = (typeof EVENT_OUTCOMES)[number];

/** The outcomes after which the firm's people are answered by a new standing (suspended, active again, on Free). */
export const changesStanding = (outcome: EventOutcome): boolean => outcome === 'suspended' || outcome === 'reactivated' || outcome === 'plan_ended';

export interface AppliedEvent {
  /** The firm it is about; null when the portal knows no firm of its customer. */
  client_id: string | null;
  outcome: EventOutcome;
  /** It was received before: this delivery changed nothing, and `outcome` is what the first one did. */
  duplicate: boolean;
}

interface Account {
  client_id: string;
  subscription_id: string | null;
  payment_event_at: Date | null;
  subscription_event_at: Date | null;
}

/**
 * Applies what the payment provider told (docs/rules.md, "Billing"), once per event id: the event's row and its
 * changes are one transaction. The firm's customer row is locked first, so events of one firm apply one after the
 * other, and a second delivery of an event, also one racing the first, finds the first's row and changes nothing.
 * An event older than the last one of its kind applied (the provider does not deliver in order) changes nothing.
 */
export async function applyBillingEvent(pool: pg.Pool, event: BillingEvent, now: Date): Promise<AppliedEvent> {
  return inTransaction(pool, async (tx) => {
    const { rows } = await tx.query<Account>(
      'SELECT client_id, subscription_id, payment_event_at, subscription_event_at FROM billing_customers WHERE customer_id = $1 FOR UPDATE',
      [event.customer_id],
    );
    const account = rows[0];
    const clientId = account?.client_id ?? null;
    const { rowCount } = await tx.query(
      `INSERT INTO billing_events (event_id, type, client_id, outcome, created_at) VALUES ($1, $2, $3, 'ignored', $4) ON CONFLICT (event_id) DO NOTHING`,
      [event.id, event.type, clientId, event.created],
    );
    if (rowCount === 0) {
      const { rows: first } = await tx.query<{ outcome: EventOutcome }>('SELECT outcome FROM billing_events WHERE event_id = $1', [event.id]);
      return { client_id: clientId, outcome: first[0]?.outcome ?? 'ignored', duplicate: true };
    }
    if (!account) return { client_id: null, outcome: 'ignored', duplicate: false };
    const outcome = await change(tx, account, event, now);
    await tx.query('UPDATE billing_events SET outcome = $2 WHERE event_id = $1', [event.id, outcome]);
    return { client_id: clientId, outcome, duplicate: false };
  });
}

const isStale = (event: BillingEvent, last: Date | null) => last !== null && event.created.getTime() < last.getTime();

async function change(tx: pg.PoolClient, account: Account, event: BillingEvent, now: Date): Promise<EventOutcome> {
  const { client_id } = account;
  switch (event.kind) {
    case 'payment_failed':
    case 'paid': {
      if (isStale(event, account.payment_event_at)) return 'unchanged';
      await tx.query('UPDATE billing_customers SET payment_event_at = $2 WHERE client_id = $1', [client_id, event.created]);
      // Only a firm that pays can be suspended for not paying; only a suspension for not paying is lifted by paying.
      const { rowCount } =
        event.kind === 'payment_failed'
          ? await tx.query(`UPDATE clients SET status = 'suspended', suspension_reason = 'payment_failed' WHERE id = $1 AND status = 'active'`, [client_id])
          : await tx.query(`UPDATE clients SET status = 'active', suspension_reason = NULL WHERE id = $1 AND status = 'suspended' AND suspension_reason = 'payment_failed'`, [client_id]);
      if (rowCount === 0) return 'unchanged';
      return event.kind === 'payment_failed' ? 'suspended' : 'reactivated';
    }
    case 'subscription_ended': {
      // The end of a subscription the firm no longer has (it changed to another) ends nothing.
      if (event.subscription_id !== account.subscription_id) return 'unchanged';
      await tx.query(
        `UPDATE billing_customers SET subscription_id = NULL, frequency = NULL, subscription_status = 'canceled', subscription_event_at = $2 WHERE client_id = $1`,
        [client_id, event.created],
      );
      return (await endPaidPlan(tx, client_id, null, now)) ? 'plan_ended' : 'unchanged';
    }
    case 'subscription_changed': {
      if (event.subscription_id !== account.subscription_id || isStale(event, account.subscription_event_at)) return 'unchanged';
      await tx.query('UPDATE billing_customers SET subscription_status = $2, subscription_event_at = $3 WHERE client_id = $1', [client_id, event.status, event.created]);
      return 'status_mirrored';
    }
    case 'other':
      return 'ignored';
  }
}
