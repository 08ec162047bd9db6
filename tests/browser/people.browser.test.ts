import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../mail/testing.js';
import { collectCspViolations } from './csp-violations.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'people';
const ADMIN = 'admin@demo.tally.test';
const INVITED = 'iris.jansen@demo.tally.test';
const PASSWORD = 'iris her own password';

/** Monday of the week of a local date (YYYY-MM-DD). */
const mondayOf = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};

// The demo firm's administrator invites Iris from the Users screen; the mail reaches a real SMTP server; Iris opens
// its link, chooses a password and is signed in; the administrator sees her in the published-days grid, with
// nothing published. Each test starts where the previous one left off; no step may offend the CSP.
describe.skipIf(!chromiumInstalled)(browserSuite('people: inviting someone, accepting the invitation, the published-days grid'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let mail: MailCatcher;
  let admin: Page;
  let violations: string[];

  beforeAll(async () => {
    mail = await startMailCatcher();
    portal = await startBrowserPortal({ portal: { mail: mail.mailer } });
    admin = await portal.newPage();
    violations = await collectCspViolations(admin);
    await signIn(admin, ADMIN);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await portal?.close();
    await mail?.close();
  });

  it('invites someone from the Users screen: the mail goes out with a link', async () => {
    await admin.goto('/users');
    await admin.getByTestId('users-invite').click();
    await admin.locator('input[name="name_first"]').fill('Iris');
    await admin.locator('input[name="name_last"]').fill('Jansen');
    await admin.locator('input[name="email"]').fill(INVITED);
    await admin.getByTestId('users-invite-submit').click();

    await expect.poll(() => mail.mails.some((one) => one.to.includes(INVITED))).toBe(true);
    const invitation = mail.lastTo(INVITED);
    expect(invitation.subject).toContain('Tally');
    expect(invitation.link).toContain('/account/new#token=');
    await admin.getByText('Iris Jansen').waitFor();
    await screenshot(admin, SUITE, 'invited');
  });

  it('the invited person opens the link, chooses a password and is signed in', async () => {
    const iris = await portal.newPage();
    const { hash } = new URL(mail.lastTo(INVITED).link);
    await iris.goto(`/account/new${hash}`);
    await iris.getByTestId('account-password').fill(PASSWORD);
    await iris.getByTestId('account-password-confirmation').fill(PASSWORD);
    await screenshot(iris, SUITE, 'accept');
    await iris.getByTestId('account-submit').click();

    await iris.waitForURL('**/dashboard');
    await iris.getByRole('heading', { level: 1 }).first().waitFor();
    const { rows } = await portal.test.db.pool.query('SELECT password_hash IS NOT NULL AS has_password, email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1', [INVITED]);
    expect(rows).toEqual([{ has_password: true, verified: true }]);

    // The link worked once: opened again, it is refused.
    const again = await portal.newPage();
    await again.goto(`/account/new${hash}`);
    await again.getByTestId('account-password').fill(PASSWORD);
    await again.getByTestId('account-password-confirmation').fill(PASSWORD);
    await again.getByTestId('account-submit').click();
    await again.getByTestId('account-refused').waitFor();
  });

  it('shows her in the manager’s grid although she has published nothing, behind on the past working days', async () => {
    const { rows } = await portal.test.db.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [INVITED]);
    const irisId = rows[0]!.id;
    await admin.goto(`/manager?week=${mondayOf(portal.today)}`);

    const row = admin.getByTestId(`manager-row-${irisId}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Iris Jansen');
    expect(await admin.getByTestId(`manager-cell-${irisId}-${portal.today}`).textContent()).toBe('—');
    expect(Number(await admin.getByTestId(`manager-behind-${irisId}`).textContent())).toBeGreaterThan(0);
    await screenshot(admin, SUITE, 'manager-grid');
    expect(violations).toEqual([]);
  });
});
