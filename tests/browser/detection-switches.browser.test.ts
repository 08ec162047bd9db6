import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphFake } from '../../integrations/testing/graph-server.js';
import { testPublicUrl } from '../support/connect.js';
import { collectCspViolations } from './csp-violations.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'detection-switches';
const SANNE = 'sanne@demo.tally.test';
const ADMIN = 'admin@demo.tally.test';
const TENANT = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

/**
 * Microsoft's admin-consent page as documented (learn.microsoft.com/entra/identity-platform/v2-admin-consent): the
 * admin approves and is sent to `redirect_uri` with `tenant`, `scope` and `admin_consent=True`. The page is
 * login.microsoftonline.com's own, so the browser is answered here, as an approving admin would leave it.
 */
function approveAsMicrosoftDoes(route: Route, asked: URL) {
  const back = new URL(asked.searchParams.get('redirect_uri') ?? '');
  back.search = new URLSearchParams({ admin_consent: 'True', tenant: decodeURIComponent(asked.pathname.split('/')[1] ?? ''), scope: asked.searchParams.get('scope') ?? '' }).toString();
  return route.fulfill({ status: 302, headers: { location: back.toString() } });
}

/** A switch's own input, which holds whether it is on and whether it can be used; it turns once the API answered, so a click is followed by a wait for its state. */
const input = (page: Page, testId: string): Locator => page.getByTestId(testId).locator('input');

// Sanne turns sent mail and its text on in the detections chapter and finds them on after a reload; her card has no
// firm part. The demo firm's administrator records the firm's Microsoft 365 tenant, gives consent at Microsoft, comes
// back and switches Teams call records on, which stay on after a reload. The portal's Microsoft app is the local
// Graph server's (as the API tests have it); no step may offend the Content-Security-Policy.
describe.skipIf(!chromiumInstalled)(browserSuite('the detection switches: a person’s sent mail, an admin’s tenant consent and Teams call records'), { timeout: TEST_TIMEOUT_MS }, () => {
  let graph: GraphFake;
  let portal: BrowserPortal;
  let microsoftApp: string | undefined;

  beforeAll(async () => {
    graph = await GraphFake.start();
    const microsoft = { ...graph.oauth.endpoints(graph.server.url), apiBaseUrl: graph.baseUrl };
    microsoftApp = microsoft.clientId;
    portal = await startBrowserPortal({ portal: { integrations: { oauth: { publicUrl: testPublicUrl, clients: { microsoft } } } } });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.close();
    if (graph) {
      expect(graph.server.violations()).toEqual([]);
      await graph.server.close();
    }
  });

  it('keeps a person’s sent mail and its text on after a reload, the text only while sent mail is on, and shows them no firm card', async () => {
    const page = await portal.newPage();
    const violations = await collectCspViolations(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await signIn(page, SANNE);
    await page.goto('/detectors');
    await page.getByTestId('detection-switches').waitFor();
    const email = input(page, 'detection-email');
    const contents = input(page, 'detection-emailContents');
    expect([await email.isChecked(), await contents.isDisabled()]).toEqual([false, true]);

    await email.click();
    await expect.poll(() => contents.isEnabled()).toBe(true);
    await contents.click();
    await expect.poll(() => contents.isChecked()).toBe(true);

    await page.reload();
    await page.getByTestId('detection-switches').waitFor();
    expect([await email.isChecked(), await contents.isChecked()]).toEqual([true, true]);
    await screenshot(page, SUITE, '1-sent-mail-on');

    // Every switch is disabled while a change is on its way, so the text's switch is read once sent mail is off.
    await email.click();
    await expect.poll(async () => [await email.isChecked(), await contents.isDisabled(), await contents.isChecked()]).toEqual([false, true, false]);
    expect(await page.getByTestId('firm-microsoft').count()).toBe(0);
    expect(asked).not.toContain('/v1/clients');
    expect(violations).toEqual([]);
  });

  it('lets an admin record the tenant, give consent at Microsoft and switch Teams call records on, still on after a reload', async () => {
    const page = await portal.newPage();
    const violations = await collectCspViolations(page);
    const consentPages: URL[] = [];
    await page.route('https://login.microsoftonline.com/**', (route: Route) => {
      const asked = new URL(route.request().url());
      consentPages.push(asked);
      return approveAsMicrosoftDoes(route, asked);
    });
    // Microsoft sends the admin back to the portal's public address; this portal listens on a port of its own.
    await page.route(`${testPublicUrl}/**`, (route: Route) => {
      const url = new URL(route.request().url());
      return route.fulfill({ status: 302, headers: { location: `${portal.baseUrl}${url.pathname}${url.search}` } });
    });
    await signIn(page, ADMIN);
    await page.goto('/detectors');
    await page.locator('[data-testid="firm-microsoft"][data-state="none"]').waitFor();
    expect(await input(page, 'firm-microsoft-calls').isDisabled()).toBe(true);
    await page.getByTestId('firm-microsoft-calls-first').waitFor();

    await page.getByTestId('firm-microsoft-tenant-id').fill(TENANT);
    await page.getByTestId('firm-microsoft-record').click();
    // To Microsoft's consent page for the tenant and back: the detectors screen shows the tenant recorded.
    await page.locator('[data-testid="firm-microsoft"][data-state="recorded"]').waitFor();
    expect(consentPages.map((url) => [url.pathname, url.searchParams.get('client_id'), url.searchParams.get('redirect_uri')])).toEqual([
      [`/${TENANT}/v2.0/adminconsent`, microsoftApp, `${testPublicUrl}/integrations/calendar-microsoft`],
    ]);
    expect(new URL(page.url()).pathname).toBe('/detectors');
    expect(await page.getByTestId('firm-microsoft-tenant').textContent()).toBe(`Tenant ${TENANT}`);
    const calls = input(page, 'firm-microsoft-calls');
    await expect.poll(() => calls.isEnabled()).toBe(true);

    await calls.click();
    await expect.poll(() => calls.isChecked()).toBe(true);
    await page.reload();
    await page.locator('[data-testid="firm-microsoft"][data-state="recorded"]').waitFor();
    expect(await calls.isChecked()).toBe(true);
    await screenshot(page, SUITE, '2-teams-call-records-on');
    expect(violations).toEqual([]);
  });
});
