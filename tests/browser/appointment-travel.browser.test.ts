import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCalendarChanges } from '../../calendar/apply.js';
import type { CalendarEvent } from '../../calendar/event.js';
import { OpenRouteServiceFake } from '../../integrations/testing/openrouteservice-server.js';
import { openRouteService } from '../../travel/openrouteservice.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'appointment-travel';
const SANNE = 'sanne@demo.tally.test';
const OFFICE = 'Keizersgracht 100, Amsterdam';
const CLIENT_SITE = 'Jaarbeursplein 6, Utrecht';

/**
 * Sanne's morning at the office and, later that day, a kick-off at a client's (a week after the demo's today: a day
 * of its own), as a calendar sync brings them. Answers the kick-off's id.
 */
async function kickOffAtClient(portal: BrowserPortal): Promise<string> {
  const { deps } = portal.test.portal;
  const { rows } = await deps.pool.query<{ id: string; client_id: string }>('SELECT id, client_id FROM users WHERE email = $1', [SANNE]);
  const sanne = rows[0]!;
  const date = DateTime.fromISO(portal.today).plus({ days: 7 }).toISODate()!;
  const event = (id: string, title: string, time: string, minutes: number, location: string): CalendarEvent => {
    const start = DateTime.fromISO(`${date}T${time}`, { zone: 'Europe/Amsterdam' });
    return { external_id: id, title, start: start.toUTC().toISO()!, end: start.plus({ minutes }).toUTC().toISO()!, all_day: false, location, attendees: [], organizer: null };
  };
  const upserted = [event('office@calendar.example', 'Teamoverleg', '08:30', 60, OFFICE), event('kick-off@calendar.example', 'Kick-off jaarrekening', '11:00', 90, CLIENT_SITE)];
  const applied = await applyCalendarChanges(deps, { client_id: sanne.client_id, user_id: sanne.id }, { source: 'ics', upserted, removed: [] });
  if (applied.position) await deps.runner.waitFor(applied.position);
  const found = await deps.pool.query<{ id: string }>('SELECT id FROM appointments WHERE user_id = $1 AND description = $2', [sanne.id, 'Kick-off jaarrekening']);
  return found.rows[0]!.id;
}

const minutes = (page: Page, side: 'start' | 'end') => page.locator(`input[name="travel_duration_${side}"]`).inputValue();
const place = (page: Page, side: 'start' | 'end') => page.locator(`input[name="travel_location_${side}"]`).inputValue();

// The portal's routing service is a local server that implements OpenRouteService's documented API.
describe.skipIf(!chromiumInstalled)(browserSuite("an appointment's travel proposed by the routing service"), { timeout: TEST_TIMEOUT_MS }, () => {
  let ors: OpenRouteServiceFake;
  let portal: BrowserPortal;
  let page: Page;
  let kickOff: string;

  beforeAll(async () => {
    ors = await OpenRouteServiceFake.start();
    ors.places.set(OFFICE.toLowerCase(), [4.8852, 52.3745]);
    ors.places.set(CLIENT_SITE.toLowerCase(), [5.1094, 52.0886]);
    portal = await startBrowserPortal({ portal: { routes: openRouteService({ baseUrl: ors.baseUrl, apiKey: ors.apiKey }) } });
    page = await portal.newPage();
    kickOff = await kickOffAtClient(portal);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.close();
    await ors?.server.close();
  });

  it('fills travel out from the morning’s office and back there, which the person saves and finds again', async () => {
    await signIn(page, SANNE);
    await page.goto(`/appointments/${kickOff}`);
    const propose = page.getByTestId('appointment-propose-travel');
    await propose.click();
    // Amsterdam–Utrecht, 36 km as the crow flies, at the local server's 60 km/h.
    await expect.poll(() => minutes(page, 'start')).toMatch(/^3[4-8]$/);
    expect(await minutes(page, 'end')).toBe(await minutes(page, 'start'));
    expect(await place(page, 'start')).toBe(OFFICE);
    expect(await place(page, 'end')).toBe(OFFICE);
    await expect.poll(() => propose.getAttribute('aria-busy')).toBe('false');
    await screenshot(page, SUITE, '1-proposed');

    const saved = page.waitForResponse((response) => response.url().endsWith(`/v1/appointments/${kickOff}`) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL('**/appointments');

    await page.locator('tr', { hasText: 'Kick-off jaarrekening' }).click();
    await expect.poll(() => place(page, 'start')).toBe(OFFICE);
    expect(await minutes(page, 'start')).toMatch(/^3[4-8]$/);
    expect(ors.server.violations()).toEqual([]);
    await screenshot(page, SUITE, '2-saved');
  });
});

describe.skipIf(!chromiumInstalled)(browserSuite('an appointment on a portal without a routing service'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let kickOff: string;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    kickOff = await kickOffAtClient(portal);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  it('says travel is entered by hand, and offers no button that can only fail', async () => {
    await signIn(page, SANNE);
    await page.goto(`/appointments/${kickOff}`);
    await page.getByTestId('appointment-travel-by-hand').waitFor();
    await page.locator('input[name="travel_duration_start"]').waitFor();
    expect(await page.getByTestId('appointment-propose-travel').count()).toBe(0);
    await screenshot(page, SUITE, '3-by-hand');
  });
});
