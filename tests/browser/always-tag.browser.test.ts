import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAt, dayStream, type DayCommand } from '../../domain/days/index.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'always-tag';
const SANNE = 'sanne@demo.tally.test';
const CONTACT = 'Atelier Noord';
const ADDRESS = 'jan@always-client.example';

// Sanne tags one mail of a client's address with "always for this reference": the day's other mails of that
// address tag themselves (the re-tagging), and the mail of someone else stays untagged.
describe.skipIf(!chromiumInstalled)(browserSuite('"always for this reference" tags the rest of the day by itself'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let date: string;
  const mails: string[] = [];
  let other = '';

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    const { deps } = portal.test.portal;
    const { rows } = await deps.pool.query<{ id: string; client_id: string }>('SELECT id, client_id FROM users WHERE email = $1', [SANNE]);
    const sanne = rows[0]!;
    // A week after the demo's today: a day of its own, without the demo's activity.
    date = DateTime.fromISO(portal.today).plus({ days: 7 }).toISODate()!;
    const register = async (hour: number, email: string) => {
      const startedAt = DateTime.fromISO(`${date}T${String(hour).padStart(2, '0')}:00`, { zone: 'Europe/Amsterdam' }).toUTC();
      const day = dayAt({ client_id: sanne.client_id, user_id: sanne.id, time_zone: 'Europe/Amsterdam' }, startedAt.toISO()!);
      const activity_id = randomUUID();
      const command: DayCommand = {
        type: 'RegisterActivity',
        day,
        activity: {
          activity_id,
          started_at: startedAt.toISO()!,
          ended_at: startedAt.plus({ minutes: 40 }).toISO()!,
          contact_id: null,
          partner_contact_id: null,
          internal: false,
          description: null,
          source: { type: 'email', identifier: 'outlook', name: 'Outlook' },
          context: { email, title: `Mail with ${email}` },
        },
        removeOverlapping: true,
        ignoreThreshold: 0,
        at: new Date().toISOString(),
      };
      const outcome = await deps.days.handle(dayStream(day.day_id), command, { client_id: sanne.client_id, user_id: sanne.id, request: null });
      await deps.runner.waitFor(outcome.position!);
      return activity_id;
    };
    for (const hour of [9, 11, 14]) mails.push(await register(hour, ADDRESS));
    other = await register(16, 'piet@someone-else.example');
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const byTestId = (id: string) => page.getByTestId(id);
  async function rowsShow(ids: readonly string[], status: string) {
    await page.waitForFunction(
      ([wanted, expected]) => wanted.every((id) => document.querySelector(`[data-testid="activity-row-${id}"]`)?.getAttribute('data-status') === expected),
      [ids, status] as const,
    );
  }

  it('tags one mail with "always", and the other mails of that address on the day get tagged', async () => {
    await signIn(page, SANNE);
    await page.goto(`/day?date=${date}`);
    await rowsShow([...mails, other], 'open_untagged');

    await byTestId(`activity-select-${mails[0]}`).check();
    await byTestId('action-tag').click();
    const picker = byTestId('contact-picker');
    await picker.locator('input').click();
    await picker.locator('input').fill('Atelier');
    await page.getByRole('option', { name: new RegExp(CONTACT) }).first().click();
    await byTestId('tag-always').getByRole('checkbox').first().check();
    await expect.poll(() => byTestId('tag-always-reference').locator('input').inputValue()).toBe(`email:${ADDRESS}`);
    const created = page.waitForResponse((response) => response.url().endsWith('/v1/tags') && response.request().method() === 'POST');
    await byTestId('tag-apply').click();
    expect((await created).status()).toBe(201);

    await rowsShow(mails, 'open_tagged');
    await rowsShow([other], 'open_untagged');
    await screenshot(page, SUITE, '1-always-tagged');
  });
});
