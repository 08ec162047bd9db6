import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignOnSettings } from '../../identity/sign-on/index.js';
import { TestOpenIdProvider } from '../support/openid-provider.js';
import { collectCspViolations } from './csp-violations.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, signOut, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'sso';
const SANNE = 'sanne@demo.tally.test';
const ADMIN = 'admin@demo.tally.test';
const SANNES_GOOGLE = { subject: 'google-sanne', email: 'sanne.demo@gmail.example' };

// Sanne links her Google account (a real OpenID provider in this process stands in for Google) on her linked
// sign-ins, signs out, and signs in with Google from the login page. The administrator acts as Sanne from her
// record, sees the banner on every screen, and returns to himself; his sign-in link does the same once in another
// browser. No step may offend the Content-Security-Policy.
describe.skipIf(!chromiumInstalled)(browserSuite('signing in with Google and acting as someone'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let idp: TestOpenIdProvider;
  let page: Page;
  let violations: string[];
  // The portal's address is known once it listens: the settings are completed then (the relying party reads them per sign-on).
  const signOn: SignOnSettings = { publicUrl: 'http://127.0.0.1', providers: {} };

  beforeAll(async () => {
    portal = await startBrowserPortal({ portal: { signOn } });
    idp = await TestOpenIdProvider.start(portal.baseUrl);
    signOn.publicUrl = portal.baseUrl;
    signOn.providers.google = idp.settings('google');
    page = await portal.newPage();
    violations = await collectCspViolations(page);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.close();
    await idp?.close();
  });

  const byTestId = (id: string) => page.getByTestId(id);

  it('links Sanne’s Google account and signs her in with it from the login page', async () => {
    await signIn(page, SANNE);
    await page.goto('/account/sign-ins');
    // Named before the click: the browser may reach the provider's login before the click's promise settles.
    idp.signInAs(SANNES_GOOGLE);
    await byTestId('link-google').click();
    // To the provider and back: the return page finishes the link and comes back to the linked sign-ins.
    await page.waitForURL('**/account/sign-ins');
    await expect.poll(() => byTestId('linked-google').textContent()).toContain(SANNES_GOOGLE.email);
    await screenshot(page, SUITE, '1-linked');
    await signOut(page);

    await byTestId('sign-in-google').click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The code and state are gone from the address.
    expect(new URL(page.url()).search).toBe('');
    await signOut(page);
  });

  it('says so when the Google account is linked to nobody', async () => {
    await page.goto('/login');
    idp.signInAs({ subject: 'google-stranger', email: 'stranger@gmail.example' });
    await byTestId('sign-in-google').click();
    await byTestId('sign-on-refused').waitFor();
    expect(await byTestId('sign-on-refused').textContent()).toBe('Er is geen gebruiker gekoppeld aan dit Google-account.');
    await screenshot(page, SUITE, '2-not-linked');
  });

  it('lets the administrator act as Sanne, with the banner on every screen, and return to himself', async () => {
    const { rows } = await portal.test.portal.deps.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [SANNE]);
    await signIn(page, ADMIN);
    await page.goto(`/users/${rows[0]!.id}`);
    await byTestId('user-impersonate').click();
    await page.waitForURL('**/dashboard');
    await byTestId('impersonation-banner').waitFor();
    expect(await byTestId('impersonation-banner').textContent()).toContain('Je handelt als Sanne');
    await page.goto('/day');
    await byTestId('impersonation-banner').waitFor();
    await screenshot(page, SUITE, '3-acting-as');

    await byTestId('impersonation-stop').click();
    await page.waitForURL('**/users');
    await page.locator('.RaList-main').waitFor();
    expect(await byTestId('impersonation-banner').count()).toBe(0);
  });

  it('opens the administrator’s sign-in link in another browser as Sanne, once, and takes the token out of the address', async () => {
    const { rows } = await portal.test.portal.deps.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [SANNE]);
    // The administrator is himself again (the test before): Sanne's record makes the link.
    await page.goto(`/users/${rows[0]!.id}`);
    await byTestId('user-impersonation-link').click();
    await expect.poll(() => byTestId('impersonation-link-url').inputValue()).toContain('login_token=');
    await screenshot(page, SUITE, '4-sign-in-link');
    const link = new URL(await byTestId('impersonation-link-url').inputValue());
    const other = await portal.newPage();
    await other.goto(`/${link.search}`);
    await other.waitForURL('**/dashboard');
    await other.getByTestId('impersonation-banner').waitFor();
    expect(new URL(other.url()).search).toBe('');

    const again = await portal.newPage();
    await again.goto(`/${link.search}`);
    await again.getByTestId('login-token-refused').waitFor();
    expect(new URL(again.url()).search).toBe('');
    expect(violations).toEqual([]);
  });
});
