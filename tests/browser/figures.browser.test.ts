import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDuration, formatHours } from '../../ui/common/figures.js';
import { addDays, localDate } from '../../ui/common/dates.js';
import { mondayOf, weekDates } from '../../ui/common/weeks.js';
import { DEMO_ZONE } from '../../cli/demo/index.js';
import { browserSuite, chromiumInstalled, SETUP_TIMEOUT_MS, signIn, signOut, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SANNE = 'sanne@demo.tally.test';
const MANAGER = 'manager@demo.tally.test';

/** One day as the day screen shows it: its total (booked and unbooked) and what is booked, in seconds. */
interface DayFigures {
  duration: number;
  booked: number;
  published: boolean;
}

// The demo firm's two weeks (published days before "today", today detected): the same days read the same on
// every screen that shows them (docs/figures.md), in the rendered page.
describe.skipIf(!chromiumInstalled)(browserSuite('the same figures for the same days on the day, week, dashboard, manager and report screens'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let sanneId: string;
  /** The week of the demo's today (today detected) and the one before it (published). */
  let weeks: string[][];
  /** What the week screen shows per day with time (h:mm), and the day screen's figures of those days. */
  const weekShows = new Map<string, string>();
  const days = new Map<string, DayFigures>();

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    const { rows } = await portal.test.portal.deps.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [SANNE]);
    sanneId = rows[0]!.id;
    const monday = mondayOf(portal.today);
    weeks = [weekDates(addDays(monday, -7)), weekDates(monday)];
    await signIn(page, SANNE);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const seconds = async (testId: string) => Number(await page.getByTestId(testId).getAttribute('data-seconds'));

  it('shows on the day screen the total the week screen shows for each of its days', async () => {
    for (const week of weeks) {
      await page.goto(`/week?week=${week[0]}`);
      for (const date of week) {
        const shown = page.getByTestId(`week-day-${date}-duration`);
        await page.getByTestId(`week-day-${date}`).waitFor();
        if ((await shown.count()) > 0) weekShows.set(date, (await shown.textContent()) ?? '');
      }
    }
    expect(weekShows.size).toBeGreaterThanOrEqual(1);

    for (const date of weekShows.keys()) {
      await page.goto(`/day?date=${date}`);
      // The day's record and its activity both read (the header shows "no day" and no time until they are).
      await page.locator(`[data-testid="day-screen"][data-date="${date}"][aria-busy="false"]`).waitFor();
      const booked = await seconds('totals-booked');
      const duration = booked + (await seconds('totals-unbooked'));
      const published = (await page.getByTestId('day-status').getAttribute('data-status')) === 'published';
      days.set(date, { duration, booked, published });
      expect(formatDuration(duration), date).toBe(weekShows.get(date));
    }
    expect([...days.values()].some((day) => day.published && day.duration > 0)).toBe(true);
  });

  it('shows the same days on the dashboard’s week', async () => {
    await page.goto('/dashboard');
    const dashboardWeek = weekDates(mondayOf(localDate(DEMO_ZONE)));
    await page.getByTestId(`dashboard-week-${dashboardWeek[0]}`).waitFor();
    // The dashboard shows the real date's week, which is the demo's unless today is a Monday.
    for (const date of dashboardWeek.filter((day) => days.has(day))) {
      expect(await page.getByTestId(`dashboard-week-${date}`).textContent(), date).toBe(formatDuration(days.get(date)!.duration));
    }
  });

  it('reports the same days, by day, in decimal hours in Dutch and as h:mm on hover', async () => {
    await page.goto(`/reports?tab=users&start=${weeks[0]![0]}&end=${weeks[1]![6]}&group=day`);
    await page.getByTestId('report-view-period').click();
    for (const [date, day] of days) {
      if (day.duration === 0) continue;
      const cell = page.getByTestId(`report-duration-${date}`);
      expect(await cell.textContent(), date).toBe(formatHours(day.duration, 'nl-NL'));
      expect(await cell.getAttribute('title'), date).toBe(formatDuration(day.duration));
    }
  });

  it('shows a manager the published days with what was booked on them', async () => {
    await signOut(page);
    await signIn(page, MANAGER);
    for (const week of weeks) {
      await page.goto(`/manager?week=${week[0]}`);
      await page.getByTestId(`manager-row-${sanneId}`).waitFor();
      for (const date of week.filter((day) => days.get(day)?.published)) {
        expect(await page.getByTestId(`manager-cell-${sanneId}-${date}`).textContent(), date).toContain(formatDuration(days.get(date)!.booked));
      }
    }
  });
});
