import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ZONE } from '../../cli/demo/index.js';
import { notifyOnce } from '../../notifications/store.js';
import { localDate } from '../../ui/common/dates.js';
import { formatDuration, shownMinutes } from '../../ui/common/figures.js';
import { currentMonday, weekDates } from '../../ui/common/weeks.js';
import { browserSuite, chromiumInstalled, SETUP_TIMEOUT_MS, signIn, signOut, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const MANAGER = 'manager@demo.tally.test';
const SANNE = 'sanne@demo.tally.test';

/** The week's working days before today that a person has not published, as the dashboard names them (nl). */
const weekday = (date: string) => new Intl.DateTimeFormat('nl-NL', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

describe.skipIf(!chromiumInstalled)(browserSuite('dashboards: the team week for managers, day processing, the new-version warning'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  it('shows a manager each active person’s published hours this week and the working days they have not published', async () => {
    const dates = weekDates(currentMonday(DEMO_ZONE));
    const today = localDate(DEMO_ZONE);
    const due = dates.slice(0, 5).filter((date) => date < today);
    const { rows: people } = await portal.test.portal.deps.pool.query<{ id: string; published: Array<{ date: string; booked: number }> }>(
      `SELECT u.id, coalesce(json_agg(json_build_object('date', d.date::text, 'booked', d.time_booked)) FILTER (WHERE d.id IS NOT NULL), '[]') AS published
       FROM users u JOIN users m ON m.client_id = u.client_id AND m.email = $1
       LEFT JOIN days d ON d.user_id = u.id AND d.status = 'published' AND d.date BETWEEN $2 AND $3
       WHERE NOT u.is_deactivated AND u.deleted_at IS NULL AND u.password_hash IS NOT NULL GROUP BY u.id`,
      [MANAGER, dates[0], dates[6]],
    );
    expect(people.length).toBeGreaterThan(1);

    await signIn(page, MANAGER);
    for (const person of people) {
      const row = page.getByTestId(`team-week-${person.id}`);
      const missing = due.filter((date) => !person.published.some((day) => day.date === date));
      await expect.poll(() => row.getByTestId('team-week-total').textContent()).toBe(formatDuration(person.published.reduce((sum, day) => sum + shownMinutes(day.booked) * 60, 0)));
      expect(await row.getByTestId('team-week-missing').textContent()).toBe(missing.length > 0 ? `Niet gepubliceerd: ${missing.map(weekday).join(', ')}` : 'Bij');
    }
    await signOut(page);
  });

  it('tells a person how many published days day processing still waits for, and lists their onboarding tasks', async () => {
    const { rows } = await portal.test.portal.deps.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM days d JOIN users u ON u.id = d.user_id WHERE u.email = $1 AND d.status = 'published'`,
      [SANNE],
    );
    await signIn(page, SANNE);
    const remaining = Math.max(0, 7 - rows[0]!.n);
    await expect.poll(() => page.getByTestId('day-processing-remaining').textContent()).toBe(
      remaining === 0 ? 'Dagverwerking is beschikbaar.' : remaining === 1 ? 'Nog 1 gepubliceerde dag tot dagverwerking' : `Nog ${remaining} gepubliceerde dagen tot dagverwerking`,
    );
    await page.getByTestId('toggle-tasks').click();
    // Sanne's laptop's watchers sent the demo's detections: the agent's task is done.
    await expect.poll(() => page.getByTestId('task-desktop_detector').getAttribute('data-done')).toBe('true');
    await signOut(page);
  });

  it('keeps today and open days in the order the person drags them to, and shows their booking reminder under the bell', async () => {
    const { rows } = await portal.test.portal.deps.pool.query<{ id: string; client_id: string }>('SELECT id, client_id FROM users WHERE email = $1', [SANNE]);
    await notifyOnce(portal.test.portal.deps.pool, { user_id: rows[0]!.id, client_id: rows[0]!.client_id }, { kind: 'booking_reminder', date: portal.today, details: { unpublished_seconds: 9000 } }, new Date());
    await signIn(page, SANNE);
    const order = () => page.locator('[data-testid^="draggable-"]').evaluateAll((widgets) => widgets.map((widget) => widget.getAttribute('data-testid')));
    await page.getByTestId('today-widget').waitFor();
    expect(await order()).toEqual(['draggable-today', 'draggable-open_days']);
    // The screen shows the new order at once and saves it meanwhile: reloaded before the save's answer, the page
    // would have asked the order before it was saved (it failed so once in a full run).
    const saved = page.waitForResponse((response) => response.url().includes('/preferences/') && response.request().method() === 'PUT');
    await page.getByTestId('draggable-open_days').dragTo(page.getByTestId('draggable-today'));
    expect(await order()).toEqual(['draggable-open_days', 'draggable-today']);
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByTestId('today-widget').waitFor();
    expect(await order()).toEqual(['draggable-open_days', 'draggable-today']);

    await expect.poll(() => page.getByTestId('notifications-button').getAttribute('data-unread')).toBe('1');
    await page.getByTestId('notifications-button').click();
    const reminder = page.getByRole('menuitem', { name: /Boek en publiceer .*: nog 2:30 niet gepubliceerd\./ });
    await reminder.click();
    await page.waitForURL(`**/day?date=${portal.today}`);
    await expect.poll(() => page.getByTestId('notifications-button').getAttribute('data-unread')).toBe('0');
    await signOut(page);
  });

  it('warns of a new deployment, once the page index names another build, and refreshes into it', async () => {
    await signIn(page, SANNE);
    await page.getByTestId('today-widget').waitFor();
    expect(await page.getByTestId('new-version').count()).toBe(0);

    // A new deployment: the index names another entry script (the same file under a new address).
    const index = path.join(portal.uiDir, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace(/(<script type="module"[^>]*src="[^"]+)"/, '$1?build=2"'));
    await page.getByRole('menuitem', { name: 'Week' }).click();
    const warning = page.getByTestId('new-version');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Er is een nieuwe versie van Tally.');
    // Persistent: it stays on the next screen.
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByTestId('today-widget').waitFor();
    expect(await warning.count()).toBe(1);

    await warning.getByRole('button', { name: 'Vernieuwen' }).click();
    await page.waitForFunction(() => document.querySelector('script[type="module"][src*="build=2"]') !== null);
    await page.getByTestId('today-widget').waitFor();
    expect(await page.getByTestId('new-version').count()).toBe(0);
  });
});
