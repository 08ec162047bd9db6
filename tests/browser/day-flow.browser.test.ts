import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSuite,
  chromiumInstalled,
  screenshot,
  SETUP_TIMEOUT_MS,
  signIn,
  startBrowserPortal,
  TEST_TIMEOUT_MS,
  type BrowserPortal,
} from './support.js';

const SUITE = 'day-flow';
const SANNE = 'sanne@demo.tally.test';
const MANAGER = 'manager@demo.tally.test';
/** A demo contact and a demo booking path (project → subproject → working code). */
const CONTACT = 'Atelier Noord';
const BOOKING = { project: 'Jaarrekening', subproject: 'Samenstellen', workingCode: 'Uren' };

// Sanne processes the demo's "today" from detected activity to published, in order, on one page; then the
// manager finds the day. Each test starts where the previous one left off.
describe.skipIf(!chromiumInstalled)(browserSuite('a day from detected activity to published, and what the manager sees'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let sanneId: string;
  let activityIds: string[] = [];

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    const { rows } = await portal.test.portal.deps.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [SANNE]);
    sanneId = rows[0]!.id;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const byTestId = (id: string) => page.getByTestId(id);
  const rows = () => page.locator('[data-testid^="activity-row-"]');
  const dayStatus = (status: string) => page.locator(`[data-testid="day-status"][data-status="${status}"]`);
  const seconds = async (testId: string) => Number(await byTestId(testId).getAttribute('data-seconds'));

  /** Waits until the listed activities all show the status (the rows' data-status). */
  async function rowsShow(ids: readonly string[], status: string) {
    await page.waitForFunction(
      ([wanted, expected]) => wanted.every((id) => document.querySelector(`[data-testid="activity-row-${id}"]`)?.getAttribute('data-status') === expected),
      [ids, status] as const,
    );
  }

  async function pick(picker: Locator, search: string, option: string | RegExp) {
    await picker.locator('input').click();
    await picker.locator('input').fill(search);
    await page.getByRole('option', { name: option }).first().click();
  }

  const answerTo = (path: string) => page.waitForResponse((response) => response.url().includes(path) && response.request().method() !== 'GET');

  it("opens today's detected activity: open, tagged by itself where the firm knows the reference, the rest untagged, nothing booked", async () => {
    await signIn(page, SANNE);
    await page.goto(`/day?date=${portal.today}`);
    await dayStatus('open').waitFor();
    await rows().first().waitFor();
    activityIds = await rows().evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')!.replace('activity-row-', '')));
    expect(activityIds.length).toBeGreaterThanOrEqual(3);
    await page.waitForFunction(
      (ids) => ids.every((id) => ['open_untagged', 'open_tagged'].includes(document.querySelector(`[data-testid="activity-row-${id}"]`)?.getAttribute('data-status') ?? '')),
      activityIds,
    );
    const statuses = await rows().evaluateAll((elements) => elements.map((element) => element.getAttribute('data-status')));
    expect(statuses).toContain('open_untagged');
    expect(await seconds('totals-detected')).toBeGreaterThan(0);
    expect(await seconds('totals-booked')).toBe(0);
    await screenshot(page, SUITE, '1-detected');
  });

  it('tags every activity to a contact, then ignores the last one', async () => {
    await byTestId('select-all').check();
    await page.mouse.move(0, 0); // its tooltip would cover the buttons below it
    await expect.poll(() => byTestId('selection-count').getAttribute('data-count')).toBe(String(activityIds.length));
    await byTestId('action-tag').click();
    await pick(byTestId('contact-picker'), 'Atelier', new RegExp(CONTACT));
    const tagged = answerTo('/v1/rpc/logs/batch-edit');
    await byTestId('tag-apply').click();
    expect((await tagged).status()).toBe(200);
    await rowsShow(activityIds, 'open_tagged');
    await screenshot(page, SUITE, '2-tagged');

    const last = activityIds[activityIds.length - 1]!;
    if (await byTestId('selection-clear').isVisible()) await byTestId('selection-clear').click();
    await byTestId(`activity-select-${last}`).check();
    const ignored = answerTo('/v1/rpc/logs/batch-edit');
    await byTestId('action-ignore').click();
    expect((await ignored).status()).toBe(200);
    await rowsShow([last], 'ignored_tagged');
  });

  it('prepares booking, and books the rest on project → subproject → working code', async () => {
    const prepared = answerTo('/v1/rpc/days/prepare-booking');
    await byTestId('action-prepare').click();
    expect((await prepared).status()).toBe(200);
    await byTestId('prepare-ok').waitFor();

    await byTestId('select-to-book').click();
    const toBook = activityIds.slice(0, -1);
    await expect.poll(() => byTestId('selection-count').getAttribute('data-count')).toBe(String(toBook.length));
    await byTestId('action-book').click();
    await pick(byTestId('project-picker'), BOOKING.project, new RegExp(BOOKING.project));
    await pick(byTestId('subproject-picker'), BOOKING.subproject, new RegExp(BOOKING.subproject));
    await pick(byTestId('workingcode-picker'), BOOKING.workingCode, new RegExp(`\\b${BOOKING.workingCode}\\b`));
    const booked = answerTo('/v1/rpc/logs/assign-dimensions');
    await byTestId('book-apply').click();
    expect((await booked).status()).toBe(200);
    await rowsShow(toBook, 'booked');
    await expect.poll(() => seconds('totals-booked')).toBeGreaterThan(0);
    await screenshot(page, SUITE, '3-booked');
  });

  it('corrects the booked time to whole blocks of the block size (round)', async () => {
    const checked = page.waitForResponse((response) => response.url().endsWith('/v1/rpc/days/prepare-corrections'));
    await byTestId('action-corrections').click();
    const { data } = (await (await checked).json()) as { data: { block_size: number; proposals: Array<{ rounded: number }> } };
    const { block_size: blockSize, proposals } = data;
    await page.locator('[data-testid="corrections"][data-booked="true"]').waitFor();
    const rounded = answerTo('/v1/rpc/days/corrections');
    await byTestId('action-round').click();
    expect((await rounded).status()).toBe(200);
    // Nothing is left to round: the button goes disabled once every duration is a whole number of blocks.
    await page.locator('[data-testid="action-round"]:disabled').waitFor();
    const booked = await seconds('totals-booked');
    expect(booked % blockSize).toBe(0);
    expect(booked).toBe(proposals.reduce((sum, proposal) => sum + proposal.rounded, 0));
    await screenshot(page, SUITE, '4-corrected');
  });

  it('prepares publishing, and publishes after confirming the unbooked time', async () => {
    const locked = answerTo('/v1/rpc/days/init-publish');
    await byTestId('action-init-publish').click();
    expect((await locked).status()).toBe(200);
    await dayStatus('locked').waitFor();
    await byTestId('init-publish-warning').waitFor();
    await screenshot(page, SUITE, '5-ready-to-publish');

    await byTestId('action-publish').click();
    await byTestId('publish-warning').waitFor();
    await screenshot(page, SUITE, '6-publish-confirm');
    const published = page.waitForResponse((response) => response.url().endsWith('/v1/rpc/days/publish') && response.status() === 200);
    await byTestId('publish-confirm').click();
    await published;
    await dayStatus('published').waitFor();
    await rowsShow(activityIds.slice(0, -1), 'published');
    await byTestId('select-all').waitFor({ state: 'detached' }); // a published day can no longer change
    await screenshot(page, SUITE, '7-published');
  });

  it("shows the day's history: every change, who made it and when", async () => {
    await byTestId('history-open').click();
    await byTestId('history-drawer').waitFor();
    await byTestId('history-entry').first().waitFor();
    expect(await byTestId('history-entry').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, SUITE, '8-history');
    await page.keyboard.press('Escape');
    await byTestId('history-drawer').waitFor({ state: 'hidden' });
  });

  it("shows Sanne her week and her reports with the day's totals", async () => {
    await page.goto(`/week?week=${portal.today}`);
    const day = page.locator(`[data-testid="week-day-${portal.today}"]`);
    await day.waitFor();
    expect(await day.getAttribute('data-status')).toBe('published');
    expect(await byTestId(`week-day-${portal.today}-duration`).textContent()).not.toBe('0:00');
    await screenshot(page, SUITE, '9-week');

    await page.goto('/reports');
    for (const kind of ['contacts', 'dimensions']) {
      await byTestId(`report-tab-${kind}`).click();
      await byTestId('report-table').waitFor();
      await expect.poll(() => byTestId('report-total-duration').textContent()).toMatch(/[1-9]/);
    }
    await byTestId(`report-tab-contacts`).click();
    await byTestId('report-table').getByText(CONTACT).first().waitFor();
    await screenshot(page, SUITE, '10-reports');
  });

  it("lets the manager find Sanne's published day with its bookings", async () => {
    const manager = await portal.newPage();
    await signIn(manager, MANAGER);
    await manager.goto(`/manager?week=${portal.today}`);
    const cell = manager.getByTestId(`manager-cell-${sanneId}-${portal.today}`);
    await cell.click();
    const day = manager.getByTestId('manager-day-activities');
    await day.waitFor();
    const shown = day.locator('[data-testid^="manager-activity-"]');
    await shown.first().waitFor();
    expect(await shown.count()).toBeGreaterThanOrEqual(activityIds.length - 1);
    await day.getByText(BOOKING.project).first().waitFor();
    await day.getByText(CONTACT).first().waitFor();
    await screenshot(manager, SUITE, '11-manager');
  });
});
