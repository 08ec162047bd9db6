import type pg from 'pg';
import type { Frequency } from './provider.js';

/** The firm's customer at the payment provider, and its subscription there once it activated through billing. */
export interface BillingAccount {
  customer_id: string;
  subscription_id: string | null;
  frequency: Frequency | null;
}

export async function billingAccountOf(db: pg.Pool, clientId: string): Promise<BillingAccount | undefined> {
  const { rows } = await db.query<BillingAccount>('SELECT customer_id, subscription_id, frequency FROM billing_customers WHERE client_id = $1', [clientId]);
  return rows[0];
}

export async function rememberCustomer(db: pg.Pool, clientId: string, customerId: string): Promise<void> {
  await db.query('INSERT INTO billing_customers (client_id, customer_id) VALUES ($1, $2) ON CONFLICT (client_id) DO NOTHING', [clientId, customerId]);
}

export async function rememberSubscription(db: pg.Pool, clientId: string, subscriptionId: string, frequency: Frequency): Promise<void> {
  await db.query('UPDATE billing_customers SET subscription_id = $2, frequency = $3 WHERE client_id = $1', [clientId, subscriptionId, frequency]);
}

/** The firm's subscription at the provider was cancelled: a next activation subscribes afresh. */
export async function forgetSubscription(db: pg.Pool, clientId: string): Promise<void> {
  await db.query('UPDATE billing_customers SET subscription_id = NULL, frequency = NULL WHERE client_id = $1', [clientId]);
}
