import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../cli/demo/index.js';
import type { HarvestFake } from '../../integrations/testing/harvest-server.js';
import { bookingTargets } from '../support/push-portal.js';
import { at, createDimension, register } from '../support/day-flow.js';
import { signIn as signInApi, type Session } from '../support/portal.js';
import { startPortalWithHarvest, type PortalWithHarvest } from './harvest.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'sync-errors';
const ADMIN = 'admin@demo.tally.test';

// The demo firm's administrator connects Harvest (a local server that implements Harvest's documented API),
// publishes a day booked on a contact and project that are not mapped to Harvest yet, finds the failed push in
// the sync-error list and on the day, maps them, retries, and sees the list empty and the day synchronized.
describe.skipIf(!chromiumInstalled)(browserSuite('an administrator fixes a synchronization error and retries it'), { timeout: TEST_TIMEOUT_MS }, () => {
  let started: PortalWithHarvest | undefined;
  let portal: BrowserPortal;
  let harvest: HarvestFake;
  let page: Page;
  let admin: Session;
  let targets: Awaited<ReturnType<typeof bookingTargets>> & { workingCode: string };
  let activityId: string;
  /** A Saturday before the demo's two weeks of work: a day of the administrator's own with no demo activity. */
  let date: string;

  beforeAll(async () => {
    started = await startPortalWithHarvest();
    ({ portal, harvest } = started);
    admin = await signInApi(portal.test.app, ADMIN, DEMO_PASSWORD);
    const connected = await admin.post('/v1/rpc/services/crm/initiate', {
      system: 'harvest',
      credentials: { access_token: 'harvest-token-ann', account_id: harvest.accountId, base_url: harvest.baseUrl },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const confirmed = await admin.post('/v1/rpc/services/crm/confirm', {});
    expect(confirmed.json().data, confirmed.body).toMatchObject({ system: 'harvest', status: 'active' });
    // The demo firm has working codes, so a booking needs one too (Harvest takes the subproject as its task).
    targets = { ...(await bookingTargets(admin, 'Bright Ideas')), workingCode: await createDimension(admin, 3, 'Workshop') };
    date = DateTime.fromISO(portal.today).minus({ weeks: 3 }).set({ weekday: 6 }).toISODate()!;
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => started?.close());

  const byTestId = (id: string) => page.getByTestId(id);
  const row = () => page.locator('[data-testid^="sync-error-row-"]');

  /** Picks the CRM's record for one of ours in the integrations' mapping, and waits until it is saved. */
  async function mapTo(tab: string, id: string, name: string) {
    await byTestId(`integration-crm-mapping-tab-${tab}`).click();
    const input = byTestId(`integration-crm-mapping-${tab}-${id}`).getByRole('combobox');
    await input.fill(name);
    const saved = page.waitForResponse((response) => response.url().includes('external-crm') && response.request().method() !== 'GET');
    await page.getByRole('option', { name, exact: true }).click();
    expect((await saved).status()).toBe(200);
  }

  it('lists the push that failed for a missing mapping, with what was booked and Harvest as the system', async () => {
    activityId = await publishBooked(admin, date, targets);
    await signIn(page, ADMIN);
    await page.locator('.RaMenu-open a[href="/activities-errors"], a[href="/activities-errors"]').first().click();
    await byTestId('sync-errors-screen').waitFor();
    // The push fails in the worker; the list shows it once its projection has it.
    await row().first().waitFor();
    expect(await row().count()).toBe(1);
    const listed = row().first();
    expect(await listed.getAttribute('data-activity-id')).toBe(activityId);
    // The contact's and the booking's names arrive with their own calls, after the row.
    await listed.filter({ hasText: 'Bright Ideas' }).filter({ hasNotText: '…' }).waitFor();
    const text = await listed.textContent();
    expect(text).toContain('Bright Ideas');
    expect(text).toContain('Harvest');
    expect(text).toMatch(/1[.,]50/);
    expect(text).toContain('project');
    await screenshot(page, SUITE, '1-listed');
  });

  it('shows the failure on the published day, with the system’s message', async () => {
    await page.goto(`/day?date=${date}`);
    await page.locator('[data-testid="day-sync"][data-sync-status="error"]').waitFor();
    expect(await byTestId('day-sync-error').first().textContent()).toContain('project');
    expect(await byTestId(`activity-sync-${activityId}`).getAttribute('data-sync-status')).toBe('error');
    await screenshot(page, SUITE, '2-day-failed');
    await page.goto(`/week?week=${date}`);
    expect(await page.locator(`[data-testid="week-day-${date}-sync"]`).getAttribute('data-sync-status')).toBe('error');
    await screenshot(page, SUITE, '2-week-failed');
    await page.goto(`/day?date=${date}`);
    await byTestId('day-sync').waitFor();
    // The same in the dark theme (kept in the browser's storage until switched back).
    await page.getByRole('button', { name: 'Licht/donker thema wisselen' }).click();
    await screenshot(page, SUITE, '2-day-failed-dark');
    await page.goto(`/activities-errors?start=${date}&end=${date}`);
    await row().first().waitFor();
    await screenshot(page, SUITE, '2-listed-dark');
    await page.getByRole('button', { name: 'Licht/donker thema wisselen' }).click();
    await page.goto(`/day?date=${date}`);
  });

  it('after mapping the contact, project and task in the integrations, a retry pushes the hours and the list empties', async () => {
    await page.goto('/integrations');
    const synchronized = page.waitForResponse((response) => response.url().endsWith('/v1/rpc/crm/external/sync'));
    await byTestId('integration-crm-synchronize').click();
    expect((await synchronized).status()).toBe(200);
    await mapTo('contacts', targets.contact, 'Bright Ideas');
    await mapTo('projects', targets.project, 'Website');
    await mapTo('subprojects', targets.subproject, 'Development');
    await screenshot(page, SUITE, '3-mapped');

    await page.goto(`/day?date=${date}`);
    await byTestId('day-sync-errors-link').click();
    await row().first().waitFor();
    const retried = page.waitForResponse((response) => response.url().endsWith('/v1/rpc/activities/external-crm/retry'));
    await page.locator('[data-testid^="sync-error-retry-"]').first().click();
    expect((await retried).status()).toBe(200);
    await byTestId('sync-errors-empty').waitFor();
    expect(harvest.data.entries.filter((entry) => entry.project_id === 3001 && entry.task_id === 4002 && entry.spent_date === date)).toHaveLength(1);
    await screenshot(page, SUITE, '4-empty');

    await page.goto(`/day?date=${date}`);
    await page.locator('[data-testid="day-sync"][data-sync-status="done"]').waitFor();
    expect(await byTestId(`activity-sync-${activityId}`).getAttribute('data-sync-status')).toBe('done');
  });
});

/** Registers 1.5 hours on the contact, books them on project → subproject → working code and publishes the day. */
async function publishBooked(user: Session, date: string, booking: { contact: string; project: string; subproject: string; workingCode: string }): Promise<string> {
  const activity = await register(user, '09:00', '10:30', { started_at: at('09:00', date), ended_at: at('10:30', date), contact_id: booking.contact });
  const booked = await user.post('/v1/rpc/logs/assign-dimensions', {
    logs: [activity.id],
    slots: { project_id: booking.project, subproject_id: booking.subproject, working_code_id: booking.workingCode },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  expect((await user.post('/v1/rpc/days/init-publish', { day_id: activity.day_id })).statusCode).toBe(200);
  const published = await user.post('/v1/rpc/days/publish', { day_id: activity.day_id });
  expect(published.statusCode, published.body).toBe(200);
  return activity.id;
}
