import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCspViolations } from './csp-violations.js';
import { browserSuite, chromiumInstalled, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const ADMIN = 'admin@demo.tally.test';

/**
 * The Content-Security-Policy the API sends (api/plugins/security-headers.ts) must let the built web portal and
 * the API documentation work in a real browser: every screen a person opens, with MUI's runtime styles, and
 * swagger-ui. Chromium reports each refusal as a securitypolicyviolation event and a console message.
 */
describe.skipIf(!chromiumInstalled)(browserSuite('the content security policy: the portal and /docs work under it'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let violations: string[];
  const policies = new Map<string, string | undefined>();

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    violations = await collectCspViolations(page);
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') policies.set(new URL(response.url()).pathname, response.headers()['content-security-policy']);
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  it('lets an administrator sign in and open the screens without a violation', async () => {
    await signIn(page, ADMIN);
    const screens = [`/day?date=${portal.today}`, `/week?week=${portal.today}`, '/reports', '/contacts', '/integrations', '/detectors', '/tokens', '/dashboard'];
    for (const screen of screens) {
      await page.goto(screen);
      await page.locator('#main-content').waitFor();
      // Charts, tables and their styles arrive after the first paint.
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    expect(policies.get('/login')).toMatch(/script-src 'self'(;|$)/);
    expect(violations).toEqual([]);
  });

  it('shows the API documentation, an operation opened, without a violation', async () => {
    await page.goto('/docs');
    const operation = page.locator('.opblock-summary').first();
    await operation.click();
    await page.locator('.opblock-body').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(policies.get('/docs')).toMatch(/script-src 'self'(;|$)/);
    expect(violations).toEqual([]);
  });
});
