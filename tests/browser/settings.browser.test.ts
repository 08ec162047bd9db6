import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, signOut, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'settings';
const ADMIN = 'admin@demo.tally.test';
const SANNE = 'sanne@demo.tally.test';

// Anouk, the demo firm's administrator, sets the firm's block size and work schedule in Settings; what the API
// refuses shows its reason under the field and saves nothing. Sanne then chooses her own language and reminder.
describe.skipIf(!chromiumInstalled)(browserSuite('settings: the firm’s block size and schedule, a person’s language and reminder'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const byTestId = (id: string) => page.getByTestId(id);
  /** What the server holds: the firm's value (no person), or a person's own. */
  const stored = async (chapter: string, key: string, email?: string): Promise<unknown> => {
    const { rows } = await portal.test.portal.deps.pool.query<{ value: unknown }>(
      `SELECT p.value FROM preferences p JOIN clients c ON c.id = p.client_id
       WHERE c.name = 'Demo Accountants' AND p.chapter = $1 AND p.key = $2
         AND p.user_id IS NOT DISTINCT FROM (SELECT id FROM users WHERE email = $3)`,
      [chapter, key, email ?? null],
    );
    return rows[0]?.value;
  };
  /** Types a time into a picker's hours and minutes as a person does, or clears it ('' ). */
  const typeTime = async (testId: string, time: string) => {
    const field = byTestId(testId).locator('xpath=..');
    await field.locator('.MuiPickersSectionList-sectionContent').first().click();
    if (time === '') {
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
    } else {
      await page.keyboard.type(time.replace(':', ''));
    }
    await expect.poll(() => byTestId(testId).inputValue()).toBe(time);
  };
  const errorUnder = (field: Locator, text: string) => field.locator('.MuiFormHelperText-root.Mui-error', { hasText: text }).waitFor();

  it('Anouk sets the block size: 0 is refused under the field and nothing is saved, 6 minutes is', async () => {
    await signIn(page, ADMIN);
    await byTestId('menu-settings').click();
    await page.waitForURL('**/settings/organisation');
    await byTestId('settings-section-block_calculation').click();
    const before = await stored('block_calculation_settings', 'block_size');

    const blockSize = byTestId('setting-block_calculation_settings-block_size');
    await blockSize.locator('input').fill('0');
    await byTestId('settings-save-block_calculation_settings-client').click();
    await errorUnder(blockSize, 'Een blok duurt langer dan nul.');
    expect(await stored('block_calculation_settings', 'block_size')).toEqual(before);

    await blockSize.locator('input').fill('6');
    await byTestId('settings-save-block_calculation_settings-client').click();
    await page.getByText('Instellingen opgeslagen.').waitFor();
    expect(await stored('block_calculation_settings', 'block_size')).toBe(360);
  });

  it('Anouk’s work schedule: a Monday with only a start is refused under its end, then saved with both', async () => {
    await byTestId('settings-section-schedule').click();
    await byTestId('settings-form-work_schedule-client').waitFor();
    await typeTime('setting-work_schedule-schedule-monday-start', '09:00');
    await typeTime('setting-work_schedule-schedule-monday-end', '');
    await byTestId('settings-save-work_schedule-client').click();
    await errorUnder(byTestId('settings-form-work_schedule-client'), 'Geef zowel een begin- als een eindtijd, of geen van beide.');
    expect(await stored('work_schedule', 'schedule')).toBeUndefined();

    await typeTime('setting-work_schedule-schedule-monday-end', '17:00');
    await byTestId('settings-save-work_schedule-client').click();
    await page.getByText('Instellingen opgeslagen.').waitFor();
    expect(await stored('work_schedule', 'schedule')).toMatchObject({ monday: { start: '09:00', end: '17:00' }, tuesday: { start: '00:00', end: '23:59' } });
    await screenshot(page, SUITE, 'schedule');
  });

  it('Sanne chooses English and her own booking reminder, and sees the firm’s beside it', async () => {
    await signOut(page);
    await signIn(page, SANNE);
    await byTestId('menu-settings').click();
    await byTestId('settings-section-language').click();
    await byTestId('setting-language-code').locator('[role="combobox"]').click();
    await page.getByRole('option', { name: 'English' }).click();
    await byTestId('settings-save-language-user').click();
    // The portal speaks English at once (the notification goes with the language's reload).
    await page.getByText('Your own setting (organisation: Nederlands)').waitFor();
    expect(await stored('language', 'code', SANNE)).toBe('en');
    expect(await stored('language', 'code')).toBeUndefined();

    await byTestId('settings-section-reminders').click();
    await typeTime('setting-reminders-booking_time', '17:30');
    await byTestId('settings-save-reminders-user').click();
    await page.getByText('Your own setting (organisation: 16:45)').waitFor();
    expect(await stored('reminders', 'booking_time', SANNE)).toBe('17:30');
    // Sanne's saves leave the firm's settings as Anouk left them, and the organisation's section is not hers.
    expect(await stored('block_calculation_settings', 'block_size')).toBe(360);
    expect(await byTestId('settings-section-organisation').count()).toBe(0);
    expect(await byTestId('settings-section-block_calculation').count()).toBe(0);
  });
});
