import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../mail/testing.js';
import { signIn as signInByApi } from '../support/portal.js';
import { codeOf, TestClock, turnOnTwoFactor } from '../support/two-factor.js';
import { collectCspViolations } from './csp-violations.js';
import { DEMO_PASSWORD } from '../../cli/demo/index.js';
import { browserSuite, chromiumInstalled, fillLogin, screenshot, SETUP_TIMEOUT_MS, signIn, signOut, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'passwords';
const SANNE = 'sanne@demo.tally.test';
const DAAN = 'daan@demo.tally.test';
const LOTTE = 'lotte@demo.tally.test';
const ADMIN = 'admin@demo.tally.test';
const NEW_PASSWORD = 'a brand new password';

// Sanne forgets her password and resets it through the mailed link (received by a real SMTP server); Daan turns
// two-factor sign-in on with a code computed as his app would, signs out and signs in with a code again; once the
// firm requires two-factor sign-in, Lotte lands on its set-up. No step may offend the Content-Security-Policy (the
// QR code is an image of a data: address).
describe.skipIf(!chromiumInstalled)(browserSuite('a forgotten password and two-factor sign-in'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let mail: MailCatcher;
  let page: Page;
  let violations: string[];

  beforeAll(async () => {
    mail = await startMailCatcher();
    portal = await startBrowserPortal({ portal: { mail: mail.mailer } });
    page = await portal.newPage();
    violations = await collectCspViolations(page);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.close();
    await mail?.close();
  });

  const byTestId = (id: string) => page.getByTestId(id);

  it('mails a reset link from the login page, whose form sets the new password Sanne then signs in with', async () => {
    await page.goto('/login');
    await byTestId('forgot-password-link').click();
    await byTestId('forgot-password-email').fill(SANNE);
    await byTestId('forgot-password-submit').click();
    await byTestId('forgot-password-sent').waitFor();

    await expect.poll(() => mail.mails.some((one) => one.to.includes(SANNE))).toBe(true);
    const received = mail.lastTo(SANNE);
    expect(received.subject).toBe('Een nieuw wachtwoord voor Tally');
    const link = new URL(received.link);
    await page.goto(`${link.pathname}${link.search}`);
    await byTestId('reset-form').waitFor();
    await screenshot(page, SUITE, '1-reset');
    await byTestId('reset-password').fill(NEW_PASSWORD);
    await byTestId('reset-password_confirmation').fill(NEW_PASSWORD);
    await byTestId('reset-submit').click();
    await byTestId('reset-done').waitFor();

    await signIn(page, SANNE, NEW_PASSWORD);
    await signOut(page);
  });

  it('turns two-factor on for Daan from the user menu with his app’s code, and asks him for a code at the next sign-in', async () => {
    await signIn(page, DAAN);
    await page.locator('.RaUserMenu-userButton').click();
    await byTestId('user-menu-two-factor').click();
    await page.waitForURL('**/account/two-factor');
    await byTestId('two-factor-on').click();
    await byTestId('two-factor-qr').waitFor();
    await screenshot(page, SUITE, '2-two-factor-qr');
    const secret = (await byTestId('two-factor-secret').textContent()) ?? '';
    await byTestId('two-factor-code').fill(codeOf(secret, new Date()));
    await byTestId('two-factor-confirm').click();
    await byTestId('recovery-codes').waitFor();
    expect(await byTestId('recovery-codes').locator('li').count()).toBe(8);
    await screenshot(page, SUITE, '3-recovery-codes');
    await byTestId('recovery-codes-done').click();
    await byTestId('two-factor-off-form').waitFor();
    await signOut(page);

    await fillLogin(page, DAAN, DEMO_PASSWORD);
    await byTestId('two-factor-challenge-code').waitFor();
    await screenshot(page, SUITE, '4-challenge');
    // The code that confirmed is spent; the app's next one (a step later, inside the window) is not.
    await byTestId('two-factor-challenge-code').fill(codeOf(secret, new Date(Date.now() + 30_000)));
    await byTestId('two-factor-challenge-submit').click();
    await page.waitForURL('**/dashboard');
    expect(violations).toEqual([]);
  });

  it('sends Lotte, whose firm now requires two-factor sign-in, to set it up before anything else', async () => {
    const admin = await signInByApi(portal.test.app, ADMIN, DEMO_PASSWORD);
    await turnOnTwoFactor(admin, new TestClock());
    expect((await admin.post('/v1/clients/properties/two_factor_required', { value: true })).statusCode).toBe(200);

    await signOut(page);
    await fillLogin(page, LOTTE, DEMO_PASSWORD);
    await page.waitForURL('**/account/two-factor');
    await byTestId('two-factor-on').waitFor();
    expect(await page.getByRole('alert').first().textContent()).toBe('Je organisatie vereist tweestapsverificatie. Zet het aan om verder te gaan.');
    await screenshot(page, SUITE, '5-required');
    expect(violations).toEqual([]);
  });
});
