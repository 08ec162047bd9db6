import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCspViolations } from './csp-violations.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, signOut, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'profile';
const MANAGER = 'manager@demo.tally.test';
const ADMIN = 'admin@demo.tally.test';
/** The profile menu's items, in their order (issue 11 item 7). */
const MENU = ['user-menu-details', 'user-menu-password', 'user-menu-two-factor', 'user-menu-sign-ins', 'user-menu-tokens'];

// Maarten, the demo firm's manager, finds his details in the profile menu, renames himself and switches to
// English; then the administrator lowers him to an ordinary user, which asks why, and the audit log says so.
describe.skipIf(!chromiumInstalled)(browserSuite('the profile menu, my details and a downgrade with a reason'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let violations: string[];

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    violations = await collectCspViolations(page);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const byTestId = (id: string) => page.getByTestId(id);

  it('Maarten renames himself and switches the portal to English from My details', async () => {
    await signIn(page, MANAGER);
    await page.locator('.RaUserMenu-userButton').click();
    const items = await page.locator('[role="menu"] [data-testid^="user-menu-"]').evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')));
    expect(items).toEqual(MENU);
    await byTestId('user-menu-details').click();
    await page.waitForURL('**/account/details');

    await byTestId('details-name_first').fill('');
    await byTestId('details-submit').click();
    // The API's message, in the person's language (Dutch), under the field.
    await page.locator('.MuiFormHelperText-root.Mui-error', { hasText: 'Verplicht' }).waitFor();
    await byTestId('details-name_first').fill('Martijn');
    await byTestId('details-submit').click();
    await byTestId('details-saved').waitFor();
    await page.locator('.RaUserMenu-userButton', { hasText: 'Martijn' }).waitFor();

    await page.getByRole('combobox', { name: 'Taal' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByText('Your name as colleagues and administrators see it.').waitFor();
    await screenshot(page, SUITE, 'details');
    await expect
      .poll(async () => (await portal.test.db.pool.query('SELECT name_first, language FROM users WHERE email = $1', [MANAGER])).rows[0])
      .toEqual({ name_first: 'Martijn', language: 'en' });
    await signOut(page);
  });

  it('the administrator lowers Maarten to an ordinary user with a reason, which the audit log keeps', async () => {
    const { rows } = await portal.test.db.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [MANAGER]);
    await signIn(page, ADMIN);
    await page.goto(`/users/${rows[0]!.id}`);
    await page.getByRole('combobox', { name: /^Rol/ }).click();
    await page.getByRole('option', { name: 'Gebruiker' }).click();
    await page.getByRole('combobox', { name: /^Reden/ }).click();
    await page.getByRole('option', { name: 'Prestaties' }).click();
    await screenshot(page, SUITE, 'downgrade');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL('**/users');

    await page.goto('/audit');
    const entry = page.getByRole('row').filter({ hasText: 'Rol gewijzigd' }).filter({ hasText: 'Martijn de Vries' });
    await entry.filter({ hasText: 'reason: performance' }).waitFor();
    expect(await entry.textContent()).toMatch(/from: manager/);
    expect(violations).toEqual([]);
  });
});
