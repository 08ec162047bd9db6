import { stripe } from '../../billing/stripe.js';
import { StripeFake } from '../../integrations/testing/stripe-server.js';
import { startTestPortal, type TestPortal } from './portal.js';

export interface BillingPortal {
  test: TestPortal;
  /** The local server that follows Stripe's published API, which the portal's billing calls. */
  fake: StripeFake;
}

/** A test portal with plans on and billing through a local Stripe server of its own (`webhookSecret`: Stripe's events believed). */
export async function startBillingPortal(options: { webhookSecret?: string } = {}): Promise<BillingPortal> {
  const fake = await StripeFake.start();
  const test = await startTestPortal({ plans: true, billing: stripe({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, ...options }) });
  return { test, fake };
}

export async function closeBillingPortal(billing: Partial<BillingPortal>): Promise<void> {
  await billing.test?.close();
  await billing.fake?.server.close();
}
