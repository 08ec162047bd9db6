import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthSettings, testPublicUrl } from '../support/connect.js';
import type { HarvestFake } from '../../integrations/testing/harvest-server.js';
import { XeroFake } from '../../integrations/testing/xero-server.js';
import { startPortalWithHarvest, type PortalWithHarvest } from './harvest.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, TEST_TIMEOUT_MS } from './support.js';

const SUITE = 'integrations';
const ADMIN = 'admin@demo.tally.test';

// The demo firm's administrator connects Harvest through the integrations screen: a token Harvest refuses is
// answered where it was typed, the right one leads to the confirmation (with its warning), the connected CRM
// can be synchronized once per hour, and a user mapped to Harvest's from the stored lists (still there after a reload). Then they disconnect it and connect Xero by signing in there: back on the
// return route, they pick the Xero organisation and confirm. Harvest and Xero are local servers that implement the
// vendors' documented APIs (Xero's with its sign-in).
describe.skipIf(!chromiumInstalled)(browserSuite('an administrator connects Harvest with a token, then Xero by signing in there'), { timeout: TEST_TIMEOUT_MS }, () => {
  let started: PortalWithHarvest | undefined;
  let harvest: HarvestFake;
  let xero: XeroFake;
  let page: Page;

  beforeAll(async () => {
    xero = await XeroFake.start({ rateLimit: false });
    started = await startPortalWithHarvest(oauthSettings({ xero }));
    harvest = started.harvest;
    page = await started.portal.newPage();
    // Xero sends people back to the portal's public address; this portal listens on a port of its own.
    const baseUrl = started.portal.baseUrl;
    await page.route(`${testPublicUrl}/**`, (route: Route) => {
      const url = new URL(route.request().url());
      return route.fulfill({ status: 302, headers: { location: `${baseUrl}${url.pathname}${url.search}` } });
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await started?.close();
    if (xero) {
      expect(xero.server.violations()).toEqual([]);
      await xero.server.close();
    }
  });

  const byTestId = (id: string) => page.getByTestId(id);
  const crm = () => byTestId('integration-crm-organisation');
  const answerTo = (path: string) => page.waitForResponse((response) => response.url().endsWith(path));

  it('asks for the token and account of Harvest, and says so when Harvest refuses the token', async () => {
    await signIn(page, ADMIN);
    await page.locator('a[href="/integrations"]').first().click();
    await page.locator('[data-testid="integration-crm-organisation"][data-status="none"]').waitFor();
    await crm().getByRole('combobox').click();
    await page.getByRole('option', { name: 'Harvest' }).click();
    await byTestId('integration-crm-organisation-field-access_token').fill('not-a-token');
    await byTestId('integration-crm-organisation-field-account_id').fill(harvest.accountId);
    // A portal talks to harvestapp.com; this one (allowing base URLs, as in tests) offers the contract server's address.
    await byTestId('integration-crm-organisation-field-base_url').fill(harvest.baseUrl);
    const refused = answerTo('/v1/rpc/services/crm/initiate');
    await byTestId('integration-crm-organisation-connect').click();
    expect((await refused).status()).toBe(422);
    expect(await byTestId('integration-crm-organisation-error').getAttribute('data-code')).toBe('invalid_credentials');
    await screenshot(page, SUITE, '1-refused');
  });

  it('connects with the right token after the warning that connecting a CRM cannot be undone', async () => {
    await byTestId('integration-crm-organisation-field-access_token').fill('harvest-token-ann');
    await byTestId('integration-crm-organisation-connect').click();
    await page.locator('[data-testid="integration-crm-organisation"][data-step="confirm"]').waitFor();
    await byTestId('integration-crm-organisation-confirm-warning').waitFor();
    await screenshot(page, SUITE, '2-confirm');
    await byTestId('integration-crm-organisation-confirm').click();
    await page.locator('[data-testid="integration-crm-organisation"][data-status="active"]').waitFor();
    expect(await byTestId('integration-crm-organisation-account').textContent()).toContain('Ann');
    expect(await byTestId('integration-crm').getAttribute('data-system')).toBe('harvest');
  });

  it('synchronizes the connected CRM, then says when it can again', async () => {
    const synchronized = answerTo('/v1/rpc/crm/external/sync');
    await byTestId('integration-crm-synchronize').click();
    expect((await synchronized).status()).toBe(200);
    await byTestId('integration-crm-sync-available').waitFor();
    expect(await byTestId('integration-crm-synchronize').isDisabled()).toBe(true);
    await screenshot(page, SUITE, '3-connected');
    await page.getByRole('button', { name: 'Licht/donker thema wisselen' }).click();
    await screenshot(page, SUITE, '3-connected-dark');

    // The connection survives a reload: the status comes from the portal, not from the page.
    await page.reload();
    await page.locator('[data-testid="integration-crm-organisation"][data-status="active"]').waitFor();
  });

  it('maps a user to a Harvest user from the stored lists; after a reload the mapping shows again', async () => {
    await byTestId('integration-crm-mapping-tab-users').click();
    const row = page.locator('[data-testid^="integration-crm-mapping-users-"]').first();
    await row.getByRole('combobox').fill('Ann Admin');
    const saved = page.waitForResponse((response) => response.url().includes('/external-crm') && response.request().method() === 'PUT');
    await page.getByRole('option', { name: 'Ann Admin', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const rowId = (await row.getAttribute('data-testid'))!;

    // No synchronization since the reload: the pick list is the stored one, the pick the user's external_crm.
    await page.reload();
    await byTestId('integration-crm-mapping-tab-users').click();
    await expect.poll(() => byTestId(rowId).getByRole('combobox').inputValue(), { timeout: 10_000 }).toBe('Ann Admin');
    await screenshot(page, SUITE, '3-user-mapped');
  });

  it('disconnects Harvest after a confirmation, then connects Xero: sign-in there, back, the organisation, confirm', async () => {
    await byTestId('integration-crm-organisation-disconnect').click();
    await byTestId('integration-crm-organisation-disconnect-confirm').locator('.ra-confirm').click();
    await page.locator('[data-testid="integration-crm-organisation"][data-status="none"]').waitFor();

    await crm().getByRole('combobox').click();
    await page.getByRole('option', { name: 'Xero' }).click();
    await byTestId('integration-crm-organisation-oauth').click();
    await page.waitForURL('**/integrations');
    await page.locator('[data-testid="integration-crm-organisation"][data-step="tenant"]').waitFor();
    expect(xero.server.requests.some((request) => request.path.endsWith('/authorize'))).toBe(true);
    await crm().getByRole('combobox').click();
    await page.getByRole('option', { name: 'Demo Company (NL)' }).click();
    await byTestId('integration-crm-organisation-choose').click();
    await page.locator('[data-testid="integration-crm-organisation"][data-step="confirm"]').waitFor();
    await screenshot(page, SUITE, '4-xero-confirm');
    await byTestId('integration-crm-organisation-confirm').click();
    await page.locator('[data-testid="integration-crm-organisation"][data-status="active"]').waitFor();
    expect(await byTestId('integration-crm').getAttribute('data-system')).toBe('xero');
    expect(await byTestId('integration-crm-organisation-account').textContent()).toContain('Demo Company (NL)');
  });
});
