import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'descriptions-reports';
const ADMIN = 'admin@demo.tally.test';
const SANNE = 'sanne@demo.tally.test';

// An administrator adds a standard description with a dynamic tag on the Descriptions screen; Sanne is offered it,
// written out, when booking on the day screen, and writes a note on an activity with the note key Z; the reports'
// overview shows its pies with a colour per slice.
describe.skipIf(!chromiumInstalled)(browserSuite('descriptions and reports'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  const year = () => portal.today.slice(0, 4);

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  it('adds a description on the Descriptions screen, its dynamic tag written out in the list', async () => {
    await signIn(page, ADMIN);
    await page.goto('/descriptions/create');
    await page.getByTestId('description-text').fill('Jaarwerk {current_year}');
    const saved = page.waitForResponse((response) => response.url().endsWith('/v1/rpc/descriptions/create'));
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect((await saved).status()).toBe(201);
    await page.waitForURL(/\/descriptions$/);
    await expect.poll(() => page.locator('table').textContent(), { timeout: 15_000 }).toContain(`Jaarwerk ${year()}`);
    await screenshot(page, SUITE, '1-descriptions');
  });

  it('offers it, written out, in the booking editor, and fills the description with it', async () => {
    const sanne = await portal.newPage();
    await signIn(sanne, SANNE);
    await sanne.goto(`/day?date=${portal.today}`);
    const first = sanne.locator('[data-testid^="activity-row-"]').first();
    await first.waitFor();
    const id = (await first.getAttribute('data-testid'))!.replace('activity-row-', '');
    await sanne.getByTestId(`activity-select-${id}`).check();
    await sanne.mouse.move(0, 0);
    await sanne.getByTestId('action-book').click();
    const description = sanne.getByTestId('book-description');
    await description.click();
    await sanne.getByRole('option', { name: `Jaarwerk ${year()}` }).click();
    expect(await description.inputValue()).toBe(`Jaarwerk ${year()}`);
    await screenshot(sanne, SUITE, '2-book-description');
  });

  it("opens the selected activity's note editor with Z, and shows the note on the activity", async () => {
    const sanne = await portal.newPage();
    await signIn(sanne, SANNE);
    await sanne.goto(`/day?date=${portal.today}`);
    const first = sanne.locator('[data-testid^="activity-row-"]').first();
    await first.waitFor();
    const id = (await first.getAttribute('data-testid'))!.replace('activity-row-', '');
    await sanne.getByTestId(`activity-select-${id}`).check();
    await sanne.locator('body').click({ position: { x: 1, y: 1 } });
    await sanne.keyboard.press('z');
    await sanne.getByTestId('note-text').fill('Teruggebeld over de btw-aangifte');
    const saved = sanne.waitForResponse((response) => response.url().endsWith(`/v1/activity_notes/${id}`));
    await sanne.getByTestId('note-save').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => sanne.getByTestId(`activity-note-${id}`).textContent(), { timeout: 15_000 }).toContain('Teruggebeld over de btw-aangifte');
    await screenshot(sanne, SUITE, '3-activity-note');
  });

  it("shows the overview's pies, no two slices of a pie in one colour", async () => {
    await page.goto('/reports?tab=overview');
    const pie = page.getByTestId('report-pie-contacts');
    // The chart draws its frame before the report's rows arrive: its legend has its slices once they have.
    const marks = pie.locator('[class*="MuiChartsLegend"] [fill]');
    await marks.nth(1).waitFor();
    const colours = await marks.evaluateAll((marks) => marks.map((mark) => mark.getAttribute('fill')));
    expect(colours.length).toBeGreaterThan(1);
    expect(new Set(colours).size).toBe(colours.length);
    await screenshot(page, SUITE, '4-reports-overview');
  });
});
