import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../cli/demo/index.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'first-week';
const SANNE = 'sanne@demo.tally.test';
const MANAGER = 'manager@demo.tally.test';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Box {
  left: number;
  right: number;
  width: number;
}

/** The boxes of the elements shown (display none has none), left to right as the page lays them out. */
async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const { left, right, width } = element.getBoundingClientRect();
        return { left, right, width };
      }),
  );
}

/** How far the page reaches beyond the window's width: 0 when nothing overflows sideways. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// What a new user met in their first hour, in the default Dutch, at 1440×900 and 390×844 (issue 13).
describe.skipIf(!chromiumInstalled)(browserSuite('the first week: the day screen on a desktop and a phone, the reports on a phone, the manager’s grid'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    await page.setViewportSize(DESKTOP);
    await signIn(page, SANNE);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const openToday = async () => {
    await page.goto(`/day?date=${portal.today}`);
    await page.locator('[data-testid^="activity-row-"]').first().waitFor();
  };

  it('makes only the next step of the day flow the primary button, with nothing tagged yet: tagging', async () => {
    await openToday();
    const flow = page.getByTestId('day-flow');
    await expect.poll(() => flow.locator('button.MuiButton-contained').count()).toBe(1);
    expect(await page.getByTestId('flow-step-1').getAttribute('data-next')).toBe('true');
    expect(await page.getByTestId('action-init-publish').getAttribute('class')).not.toContain('MuiButton-contained');
    expect(await page.getByTestId('flow-book-text').textContent()).not.toBe('Niets meer te boeken.');
    await screenshot(page, SUITE, 'day-desktop');
  });

  it('keeps the duration editor’s save button off the contact name', async () => {
    // An open day of Sanne's with booked activity: its durations can be corrected.
    const { rows } = await portal.test.portal.deps.pool.query<{ date: string }>(
      `SELECT to_char(d.date, 'YYYY-MM-DD') AS date FROM days d JOIN users u ON u.id = d.user_id
        WHERE u.email = $1 AND d.status = 'open' AND d.time_booked > 0 ORDER BY d.date DESC LIMIT 1`,
      [SANNE],
    );
    expect(rows, 'the demo gives Sanne an open day with booked activity').toHaveLength(1);
    await page.goto(`/day?date=${rows[0]!.date}`);
    await page.getByTestId('action-corrections').click();
    await page.getByTestId('action-edit-durations').click();
    const edit = page.locator('[data-testid^="duration-edit-"]').first();
    const activityId = (await edit.getAttribute('data-testid'))!.replace('duration-edit-', '');
    await edit.click();
    const save = page.getByTestId(`duration-save-${activityId}`);
    await save.waitFor();
    const saveBox = (await save.boundingBox())!;
    const contactBox = (await page.locator(`[data-testid="activity-row-${activityId}"] .day-cell-contact`).boundingBox())!;
    expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(contactBox.x);
    expect(await save.getAttribute('aria-label')).toBe('Opslaan');
    await screenshot(page, SUITE, 'duration-editor');
  });

  it("tells an activity's history on its page as the day's drawer does: in Dutch, with names and local times, no event names or ids", async () => {
    const { rows } = await portal.test.portal.deps.pool.query<{ id: string }>(
      `SELECT a.id FROM activities a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.status = 'published' AND a.contact_id IS NOT NULL LIMIT 1`,
      [SANNE],
    );
    await page.goto(`/activities/${rows[0]!.id}/show`);
    const entries = page.getByTestId('history-entry');
    await entries.first().waitFor();
    await expect.poll(() => entries.allTextContents().then((texts) => texts.join(' | '))).toContain('Gepubliceerd');
    const history = (await entries.allTextContents()).join(' | ');
    expect(history).not.toMatch(/Activit(y|ies)[A-Z]\w+|[0-9a-f]{8}-[0-9a-f]{4}-|\[object Object\]|T\d\d:\d\d:\d\d/);
  });

  it('lays the day out for a phone: hour labels apart, the contact of each activity in view, nothing sideways', async () => {
    await page.setViewportSize(PHONE);
    await openToday();
    const labels = await boxes(page, '[data-testid="timeline-hour"]');
    expect(labels.length).toBeGreaterThanOrEqual(3);
    for (const [index, label] of labels.entries()) if (index > 0) expect(label.left, `hour label ${index}`).toBeGreaterThan(labels[index - 1]!.right);
    const contacts = await boxes(page, '[data-testid^="activity-row-"] .day-cell-contact');
    expect(contacts.length).toBeGreaterThan(0);
    for (const contact of contacts) {
      expect(contact.right).toBeLessThanOrEqual(PHONE.width);
      expect(contact.width).toBeGreaterThan(120);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, SUITE, 'day-phone');
  });

  it('shows the reports on a phone without a sideways scroll', async () => {
    await page.goto('/reports');
    await page.getByTestId('reports-screen').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, SUITE, 'reports-phone');
  });

  it("shows the manager everyone of the firm in the week's published days, also who published nothing, and who is behind", async () => {
    const manager = await portal.newPage();
    await manager.setViewportSize(DESKTOP);
    await signIn(manager, MANAGER);
    await manager.goto('/manager');
    await manager.getByTestId('manager-grid').waitFor();
    const { rows: people } = await portal.test.portal.deps.pool.query<{ id: string }>('SELECT id FROM users WHERE email = ANY($1)', [
      DEMO_LOGINS.filter((login) => login.role === 'user').map((login) => login.email),
    ]);
    for (const person of people) await manager.getByTestId(`manager-row-${person.id}`).waitFor();
    await screenshot(manager, SUITE, 'manager-grid');
  });
});
