import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCalendarChanges } from '../../calendar/apply.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'appointments';
const SANNE = 'sanne@demo.tally.test';
const CONTACT = 'Atelier Noord';

// A calendar sync brings Sanne an appointment on a day without activity; she arranges it on the day screen with a
// contact, and it becomes activity on that day.
describe.skipIf(!chromiumInstalled)(browserSuite('an appointment arranged on the day screen becomes activity'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let date: string;
  let appointmentId: string;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    const { deps } = portal.test.portal;
    const { rows } = await deps.pool.query<{ id: string; client_id: string }>('SELECT id, client_id FROM users WHERE email = $1', [SANNE]);
    const sanne = rows[0]!;
    // A week after the demo's today: a day of its own, without the demo's activity.
    date = DateTime.fromISO(portal.today).plus({ days: 7 }).toISODate()!;
    const start = DateTime.fromISO(`${date}T10:00`, { zone: 'Europe/Amsterdam' });
    const event = {
      external_id: 'kick-off@calendar.example',
      title: 'Kick-off jaarrekening',
      start: start.toUTC().toISO()!,
      end: start.plus({ minutes: 90 }).toUTC().toISO()!,
      all_day: false,
      location: 'Utrecht',
      attendees: ['someone@unknown-client.example'],
      organizer: null,
    };
    const applied = await applyCalendarChanges(deps, { client_id: sanne.client_id, user_id: sanne.id }, { source: 'ics', upserted: [event], removed: [] });
    if (applied.position) await deps.runner.waitFor(applied.position);
    const found = await deps.pool.query<{ id: string }>('SELECT id FROM appointments WHERE user_id = $1 AND description = $2', [sanne.id, event.title]);
    appointmentId = found.rows[0]!.id;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  it('arranges the appointment with a contact, and the day shows it as tagged activity', async () => {
    await signIn(page, SANNE);
    await page.goto(`/day?date=${date}`);
    const appointment = page.getByTestId(`appointment-${appointmentId}`);
    await expect.poll(() => appointment.textContent()).toContain('Kick-off jaarrekening');
    await screenshot(page, SUITE, '1-to-arrange');

    await appointment.getByTestId('appointment-contact').click();
    const picker = page.getByTestId('contact-picker');
    await picker.locator('input').fill('Atelier');
    const arranged = page.waitForResponse((response) => response.url().endsWith(`/v1/appointments/${appointmentId}`) && response.request().method() === 'PUT');
    await page.getByRole('option', { name: new RegExp(CONTACT) }).first().click();
    expect((await arranged).status()).toBe(200);

    await page.waitForSelector('[data-testid^="activity-row-"][data-status="open_tagged"]');
    await expect.poll(() => appointment.count()).toBe(0);
    await screenshot(page, SUITE, '2-activity');
  });

  it('lists the appointment as confirmed on the Appointments screen', async () => {
    await page.goto('/appointments');
    const row = page.locator('tr', { hasText: 'Kick-off jaarrekening' });
    await expect.poll(() => row.textContent()).toContain('Bevestigd');
    await expect.poll(() => row.textContent()).toContain(CONTACT);
    await screenshot(page, SUITE, '3-appointments');
  });
});
