import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripe } from '../../billing/stripe.js';
import { StripeFake } from '../../integrations/testing/stripe-server.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const ADMIN = 'admin@demo.tally.test';

// The demo firm's administrator goes through the billing wizard against the local Stripe server: billing
// information, a card confirmed at "Stripe" (the test does what the person does on Stripe's page), the first
// invoice, activation.
describe.skipIf(!chromiumInstalled)(browserSuite('the subscription and billing wizard'), { timeout: TEST_TIMEOUT_MS }, () => {
  let fake: StripeFake;
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    fake = await StripeFake.start();
    portal = await startBrowserPortal({ portal: { plans: true, billing: stripe({ secretKey: fake.secretKey, baseUrl: fake.baseUrl }) } });
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.close();
    await fake?.server.close();
  });

  const byTestId = (id: string) => page.getByTestId(id);

  it('activates the firm after its billing information, a payment method and a preview of the first invoice', async () => {
    await signIn(page, ADMIN);
    await page.goto('/subscription');
    await byTestId('billing-name').fill('Demo Accountants');
    await byTestId('billing-email').fill('billing@demo.tally.test');
    await byTestId('billing-vat_number').fill('NL123');
    await byTestId('billing-customer-save').click();
    await page.getByText('geen geldig btw-nummer').waitFor();
    await byTestId('billing-vat_number').fill('NL123456789B01');
    await byTestId('billing-customer-save').click();

    await byTestId('billing-step-payment').click();
    await byTestId('billing-method-new').click();
    const intent = await byTestId('billing-intent').getAttribute('data-intent');
    fake.confirmSetupIntent(intent ?? '', 'pm_card_visa');
    await byTestId('billing-method-confirmed').click();

    await byTestId('billing-step-overview').click();
    await byTestId('billing-total').waitFor();
    expect(await byTestId('billing-total_tax').textContent()).toMatch(/€/);
    await screenshot(page, 'billing', 'preview');
    await byTestId('billing-step-finish').click();
    await byTestId('billing-agree').click();
    await byTestId('billing-activate').click();
    await byTestId('subscription-plan').filter({ hasText: 'Premium' }).waitFor();
    const { rows } = await portal.test.db.pool.query('SELECT c.status, c.plan FROM clients c JOIN users u ON u.client_id = c.id WHERE u.email = $1', [ADMIN]);
    expect(rows[0]).toEqual({ status: 'active', plan: 'timesheets' });
    expect(fake.subscriptions.size).toBe(1);
  });
});
