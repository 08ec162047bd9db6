import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'add-time';
const SANNE = 'sanne@demo.tally.test';

// Sanne opens a Saturday without activity (the demo works on weekdays), adds time by dragging on the timeline and
// with the button, and finds the time she added among her sources. Each test starts where the previous one left off.
describe.skipIf(!chromiumInstalled)(browserSuite('adding time by hand on a day without activity'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let saturday: string;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    const today = DateTime.fromISO(portal.today);
    saturday = today.minus({ days: today.weekday + 1 }).toISODate()!;
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const byTestId = (id: string) => page.getByTestId(id);
  const rows = () => page.locator('[data-testid^="activity-row-"]');
  const registered = () => page.waitForResponse((response) => response.url().endsWith('/v1/activities') && response.request().method() === 'POST');
  const sourcesOfSaturday = async () =>
    (
      await portal.test.portal.deps.pool.query<{ source_type: string; started_at: Date; ended_at: Date; description: string | null }>(
        `SELECT source_type, started_at, ended_at, description FROM activities a JOIN users u ON u.id = a.user_id
         WHERE u.email = $1 AND a.date = $2 AND NOT a.removed ORDER BY started_at`,
        [SANNE, saturday],
      )
    ).rows;

  /** Where the timeline's lanes show a clock time (its hours are 08:00–18:00 on an empty day). */
  async function xOf(hours: number): Promise<{ x: number; y: number }> {
    const box = (await byTestId('timeline-lanes').boundingBox())!;
    return { x: box.x + (box.width * (hours - 8)) / 10, y: box.y + box.height / 2 };
  }

  it('invites to add time on an empty day, and shows its timeline', async () => {
    await signIn(page, SANNE);
    await page.goto(`/day?date=${saturday}`);
    await page.locator('[data-testid="day-status"][data-status="nonexistent"]').waitFor();
    const empty = byTestId('day-empty');
    await empty.getByText('Nog geen activiteit op deze dag.').waitFor();
    expect(await byTestId('empty-connect-detector').getAttribute('href')).toBe('/detectors');
    await byTestId('timeline').getByText('08:00').waitFor();
    await screenshot(page, SUITE, '1-empty-day');
  });

  it('adds the time dragged across the timeline, in her zone, and shows it on the day', async () => {
    const from = await xOf(10);
    const to = await xOf(11.5);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await byTestId('timeline-drag').waitFor();
    await page.mouse.up();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect([await byTestId('add-time-start').inputValue(), await byTestId('add-time-end').inputValue(), await byTestId('add-time-duration').inputValue()]).toEqual([
      '10:00',
      '11:30',
      '1:30',
    ]);
    await byTestId('add-time-description').fill('Overleg met de accountant');
    await screenshot(page, SUITE, '2-dragged');
    const answer = registered();
    await byTestId('add-time-save').click();
    expect((await answer).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    await rows().first().waitFor();
    await page.locator('[data-testid="day-status"][data-status="open"]').waitFor();
    expect(await sourcesOfSaturday()).toEqual([
      {
        source_type: 'manual',
        started_at: DateTime.fromISO(`${saturday}T10:00`, { zone: 'Europe/Amsterdam' }).toJSDate(),
        ended_at: DateTime.fromISO(`${saturday}T11:30`, { zone: 'Europe/Amsterdam' }).toJSDate(),
        description: 'Overleg met de accountant',
      },
    ]);
  });

  it('adds time with the button and the keyboard, typing start and end', async () => {
    await byTestId('add-time').click();
    await byTestId('add-time-start').fill('14:00');
    await byTestId('add-time-end').fill('15:15');
    expect(await byTestId('add-time-duration').inputValue()).toBe('1:15');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await sourcesOfSaturday()).length).toBe(2);
    await expect.poll(() => rows().count()).toBe(2);
    await expect.poll(async () => Number(await byTestId('totals-detected').getAttribute('data-seconds'))).toBe(90 * 60 + 75 * 60);
    await screenshot(page, SUITE, '3-two-added');
  });

  it('lists the time she added among her sources', async () => {
    await page.goto('/sources?filter=%7B%22type%22%3A%22manual%22%7D');
    const manual = page.locator('tr', { hasText: 'Handmatig' });
    await manual.first().waitFor();
    expect(await manual.first().textContent()).toMatch(/2,75/);
    await screenshot(page, SUITE, '4-sources');
  });
});
