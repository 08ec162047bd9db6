import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripe } from '../../billing/stripe.js';
import { StripeFake } from '../../integrations/testing/stripe-server.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const ADMIN = 'admin@demo.tally.test';

// The demo firm's administrator goes through the wizard's promotional-quote and users tabs against the local
// Stripe server: a wrong code refused at its field, a good one's discount in the invoice, only themselves switched
// on, and Stripe subscribing one seat with that code.
describe.skipIf(!chromiumInstalled)(browserSuite('the billing wizard: users and promotional quote'), { timeout: TEST_TIMEOUT_MS }, () => {
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
  /**
   * Opens a tab of the wizard until it shows as chosen: on a busy machine the screen around the wizard (the trial
   * header, the bell) may still move as it loads, and a click then lands beside the tab, as a person's would.
   */
  const openStep = async (step: string) => {
    const tab = byTestId(`billing-step-${step}`);
    await expect
      .poll(async () => {
        if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
        return tab.getAttribute('aria-selected');
      })
      .toBe('true');
  };

  it('bills the people switched on, less the promotion code the admin entered', async () => {
    const promotion = fake.addPromotionCode('SPRING20', { percent: 20 });
    const { rows } = await portal.test.db.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN]);
    const adminId = rows[0]?.id ?? '';
    await signIn(page, ADMIN);
    await page.goto('/subscription');

    await openStep('finish');
    expect(await byTestId('billing-missing').getAttribute('data-missing')).toBe('customer payment');
    await openStep('customer');
    await byTestId('billing-name').fill('Demo Accountants');
    await byTestId('billing-email').fill('billing@demo.tally.test');
    await byTestId('billing-customer-save').click();
    await openStep('payment');
    await byTestId('billing-method-new').click();
    fake.confirmSetupIntent((await byTestId('billing-intent').getAttribute('data-intent')) ?? '', 'pm_card_visa');
    await byTestId('billing-method-confirmed').click();

    await byTestId('billing-promotion-code').fill('NOPE');
    await byTestId('billing-promotion-apply').click();
    await page.getByText('De kortingscode NOPE bestaat niet of is verlopen.').waitFor();
    await byTestId('billing-promotion-code').fill('spring20');
    await byTestId('billing-promotion-apply').click();
    expect(await byTestId('billing-discount').textContent()).toMatch(/-\s?€|€\s?-/);
    await screenshot(page, 'billing', 'promotional-quote');

    await byTestId('billing-promotion-next').click();
    await byTestId('billing-users-everyone').waitFor();
    await byTestId(`billing-user-${adminId}`).getByRole('switch').click();
    await byTestId('billing-users-billed').filter({ hasText: 'Gefactureerd voor 1 persoon' }).waitFor();
    await page.locator('[data-testid="billing-users"][aria-busy="false"]').waitFor();

    await byTestId('billing-users-next').click();
    await byTestId('billing-preview-table').filter({ hasText: '1 × Tally timesheets' }).waitFor();
    await byTestId('billing-agree').click();
    await byTestId('billing-activate').click();
    await byTestId('subscription-plan').filter({ hasText: 'Premium' }).waitFor();
    expect([...fake.subscriptions.values()]).toEqual([expect.objectContaining({ price: 'price_timesheets_monthly', quantity: 1, promotion_code: promotion.id })]);
  });
});
