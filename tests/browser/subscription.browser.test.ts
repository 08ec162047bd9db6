import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCspViolations } from './csp-violations.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'subscription';
const ADMIN = 'admin@demo.tally.test';

// With plans on, the demo firm is on its trial: its administrator sees the days left above every screen, activates
// the account from there, and later ends the subscription, which asks why.
describe.skipIf(!chromiumInstalled)(browserSuite('the trial bar, activating and ending the subscription with a reason'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let violations: string[];

  beforeAll(async () => {
    portal = await startBrowserPortal({ portal: { plans: true } });
    page = await portal.newPage();
    violations = await collectCspViolations(page);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const byTestId = (id: string) => page.getByTestId(id);
  const firm = async () =>
    (await portal.test.db.pool.query("SELECT c.status, c.plan, c.deactivation_reason FROM clients c JOIN users u ON u.client_id = c.id WHERE u.email = $1", [ADMIN])).rows[0];

  it('the trial bar says the days left and leads to activating; activated, it is gone', async () => {
    await signIn(page, ADMIN);
    await byTestId('trial-bar').filter({ hasText: 'Proefperiode: nog 14 dagen.' }).waitFor();
    await byTestId('trial-activate').click();
    await page.waitForURL('**/subscription');
    await byTestId('subscription-status').filter({ hasText: 'Proefperiode' }).waitFor();
    await byTestId('activate-agree').click();
    await byTestId('activate-submit').click();
    await byTestId('subscription-plan').filter({ hasText: 'Premium' }).waitFor();
    await byTestId('trial-bar').waitFor({ state: 'detached' });
    expect(await firm()).toEqual({ status: 'active', plan: 'timesheets', deactivation_reason: null });
  });

  it('ending the subscription asks for a reason, then the firm is on Free', async () => {
    await byTestId('firm-deactivate').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('alleen de laatste 8 uur').waitFor();
    await expect.poll(() => byTestId('firm-deactivate-submit').isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Reden' }).click();
    await page.getByRole('option', { name: 'Prijs' }).click();
    await screenshot(page, SUITE, 'deactivate');
    await byTestId('firm-deactivate-submit').click();
    await byTestId('subscription-plan').filter({ hasText: 'Free' }).waitFor();
    expect(await firm()).toEqual({ status: 'active', plan: 'free', deactivation_reason: 'price' });
  });

  it('a suspended account gets a page that says so instead of broken screens', async () => {
    await portal.test.db.pool.query("UPDATE clients SET status = 'suspended' WHERE id = (SELECT client_id FROM users WHERE email = $1)", [ADMIN]);
    await page.goto('/week');
    await byTestId('no-subscription-page').filter({ hasText: 'Geen actief abonnement' }).waitFor();
    await screenshot(page, SUITE, 'suspended');
    expect(violations).toEqual([]);
  });
});
