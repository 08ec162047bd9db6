import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'settings-overrides';
const ADMIN = 'admin@demo.tally.test';
const SANNE = 'sanne@demo.tally.test';

// Sanne goes back to the firm's value of a setting she had made her own, and arranges her dashboard, which she finds
// the same in another browser; Anouk, the administrator, sets Sanne's block size in place on the block sizes screen.
describe.skipIf(!chromiumInstalled)(browserSuite('settings: back to the firm’s value, block sizes per person, the dashboard’s order'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  /** What the server holds as a person's own value, undefined when they follow the firm. */
  const stored = async (email: string, chapter: string, key: string): Promise<unknown> => {
    const { rows } = await portal.test.portal.deps.pool.query<{ value: unknown }>(
      'SELECT p.value FROM preferences p JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND p.chapter = $2 AND p.key = $3',
      [email, chapter, key],
    );
    return rows[0]?.value;
  };
  const draggableOrder = (on: Page) => on.locator('[data-testid^="draggable-"]').evaluateAll((widgets) => widgets.map((widget) => widget.getAttribute('data-testid')));

  it('Sanne makes a day-processing setting her own, then goes back to the firm’s', async () => {
    await signIn(page, SANNE);
    await page.goto('/settings/day_processing');
    await page.getByTestId('setting-day_processing-slide').locator('input').click();
    await page.getByTestId('settings-save-day_processing-user').click();
    await page.getByTestId('settings-use-firms-day_processing').waitFor();
    expect(await stored(SANNE, 'day_processing', 'slide')).toBe(true);

    await page.getByTestId('settings-use-firms-day_processing').click();
    await page.getByText('Terug op de instellingen van de organisatie.').waitFor();
    await page.getByTestId('settings-use-firms-day_processing').waitFor({ state: 'detached' });
    expect(await stored(SANNE, 'day_processing', 'slide')).toBeUndefined();
  });

  it('Sanne drags open days before today, and finds them so in another browser', async () => {
    await page.goto('/dashboard');
    await expect.poll(() => draggableOrder(page)).toEqual(['draggable-today', 'draggable-open_days']);
    await page.getByTestId('draggable-open_days').dragTo(page.getByTestId('draggable-today'));
    await expect.poll(() => draggableOrder(page)).toEqual(['draggable-open_days', 'draggable-today']);
    await expect.poll(() => stored(SANNE, 'dashboard', 'widget_order')).toEqual(['open_days', 'today']);

    const elsewhere = await portal.newPage();
    await signIn(elsewhere, SANNE);
    await expect.poll(() => draggableOrder(elsewhere)).toEqual(['draggable-open_days', 'draggable-today']);
    await elsewhere.context().close();
  });

  it('Anouk sets Sanne’s block size in place: 0 is refused next to the field and nothing is saved, 15 minutes is', async () => {
    const admin = await portal.newPage();
    await signIn(admin, ADMIN);
    const { rows } = await portal.test.portal.deps.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [SANNE]);
    const sanne = rows[0]!.id;
    await admin.goto('/settings/block_calculation');
    await admin.getByTestId('settings-block-sizes-link').click();
    const row = admin.getByTestId(`block-sizes-${sanne}`);
    const blockSize = row.getByTestId('setting-block_calculation_settings-block_size');

    await blockSize.locator('input').fill('0');
    await row.getByTestId(`block-sizes-save-${sanne}`).click();
    await row.locator('.MuiFormHelperText-root.Mui-error', { hasText: 'Een blok duurt langer dan nul.' }).waitFor();
    expect(await stored(SANNE, 'block_calculation_settings', 'block_size')).toBeUndefined();

    await blockSize.locator('input').fill('15');
    await row.getByTestId(`block-sizes-save-${sanne}`).click();
    await expect.poll(() => stored(SANNE, 'block_calculation_settings', 'block_size')).toBe(900);
    await screenshot(admin, SUITE, 'block-sizes');

    await row.getByTestId(`block-sizes-use-firms-${sanne}`).click();
    await expect.poll(() => stored(SANNE, 'block_calculation_settings', 'block_size')).toBeUndefined();
    await expect.poll(() => blockSize.locator('input').inputValue()).toBe('1');
    await admin.context().close();
  });
});
