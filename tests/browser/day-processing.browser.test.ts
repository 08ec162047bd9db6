import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'day-processing';
const SANNE = 'sanne@demo.tally.test';

// Sanne's today has activity still to tag. In Settings → Day processing she hides unbooked activity and minifies the
// timeline: her day's timeline then shows only what is booked, says how many it leaves out, and is a thin strip.
describe.skipIf(!chromiumInstalled)(browserSuite('day processing: what a person sets in Settings changes their day screen'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const byTestId = (id: string) => page.getByTestId(id);
  const openToday = async () => {
    await page.goto(`/day?date=${portal.today}`);
    await page.locator('[data-testid="day-screen"][aria-busy="false"]').waitFor();
    await byTestId('timeline').waitFor();
  };
  /** The statuses of the blocks the timeline shows. */
  const timelineStatuses = () => page.locator('.tally-timeline-block').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-status') ?? ''));

  it('hides unbooked activity and minifies the timeline once Sanne says so in Settings', async () => {
    await signIn(page, SANNE);
    await openToday();
    const before = await timelineStatuses();
    expect(before.some((status) => status.startsWith('open'))).toBe(true);
    expect(await byTestId('timeline-hidden').count()).toBe(0);
    expect(await byTestId('timeline').getAttribute('data-minified')).toBeNull();

    await byTestId('menu-settings').click();
    await byTestId('settings-section-day_processing').click();
    await byTestId('settings-form-day_processing-user').waitFor();
    await byTestId('setting-day_processing-show_activity_unbooked').locator('input').uncheck();
    await byTestId('setting-day_processing-timeline_minified').locator('input').check();
    await byTestId('settings-save-day_processing-user').click();
    await page.getByText('Instellingen opgeslagen.').waitFor();

    await openToday();
    await page.locator('[data-testid="timeline"][data-minified="true"]').waitFor();
    const after = await timelineStatuses();
    const unbooked = before.filter((status) => !['booked', 'published'].includes(status)).length;
    expect(after.every((status) => status === 'booked' || status === 'published')).toBe(true);
    expect(await byTestId('timeline-hidden').textContent()).toMatch(new RegExp(`^${unbooked} activiteit(en)? verborgen`));
    await screenshot(page, SUITE, 'unbooked-hidden');

    // One click shows the day's activity again.
    await byTestId('timeline-hidden').click();
    await expect.poll(timelineStatuses).toEqual(before);
  });
});
