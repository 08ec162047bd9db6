import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'custom-fields';
const ADMIN = 'admin@demo.tally.test';
const SANNE = 'sanne@demo.tally.test';

// An administrator defines a select for projects and a date for activities on the custom fields screen; the select
// is filled on a project's form and the date on an activity of Sanne's day, and both are there after a reload.
describe.skipIf(!chromiumInstalled)(browserSuite('custom fields'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    await signIn(page, ADMIN);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const choose = async (on: Page, field: string, option: string) => {
    await on.getByRole('combobox', { name: field }).click();
    await on.getByRole('option', { name: option, exact: true }).click();
  };
  const define = async (name: string, key: string, type: string, target: string, options?: string, notOn: string[] = []) => {
    await page.getByTestId('custom-field-name').fill(name);
    await page.getByTestId('custom-field-key').fill(key);
    await choose(page, 'Type', type);
    await choose(page, 'Voor', target);
    for (const level of notOn) await page.getByTestId(`custom-field-level-${level}`).getByRole('checkbox').uncheck();
    if (options) await page.getByTestId('custom-field-options').fill(options);
    const saved = page.waitForResponse((response) => response.url().endsWith('/v1/rpc/custom_fields') && response.request().method() === 'POST' && response.request().postData()?.includes('define') === true);
    await page.getByTestId('custom-field-define').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId(`custom-field-row-${key}`).waitFor();
  };

  it('defines a select for projects and a date for activities', async () => {
    await page.goto('/custom-fields');
    await define('Fase', 'fase', 'Keuzelijst', 'Projecten, subprojecten en werkcodes', 'Advies\nAangifte');
    await define('Terugbellen', 'terugbellen', 'Datum', 'Activiteiten');
    await define('Tariefcode', 'tariefcode', 'Tekst', 'Projecten, subprojecten en werkcodes', undefined, ['project', 'subproject']);
    expect(await page.getByTestId('custom-field-row-fase').textContent()).toContain('Advies, Aangifte');
    expect(await page.getByTestId('custom-field-row-tariefcode').textContent()).toContain('Werkcode');
    await screenshot(page, SUITE, '1-defined');
  });

  it('fills the select on a project, and shows it after a reload', async () => {
    const { data } = (await (await page.request.get('/v1/dimension_levels/1/dimensions')).json()) as { data: Array<{ id: string }> };
    const project = data[0]!.id;
    await page.goto(`/projects/${project}`);
    await choose(page, 'Fase', 'Aangifte');
    // A field kept on working codes only is not offered on a project.
    expect(await page.getByTestId('custom-field-inputs').getByLabel('Tariefcode').count()).toBe(0);
    const saved = page.waitForResponse((response) => response.url().endsWith(`/dimensions/${project}`) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`/projects/${project}`);
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Fase' }).textContent(), { timeout: 15_000 }).toBe('Aangifte');
    await screenshot(page, SUITE, '2-project');
  });

  it('fills the date on an activity, and shows it after a reload', async () => {
    const sanne = await portal.newPage();
    await signIn(sanne, SANNE);
    const openFields = async () => {
      await sanne.goto(`/day?date=${portal.today}`);
      const first = sanne.locator('[data-testid^="activity-row-"]').first();
      await first.waitFor();
      const id = (await first.getAttribute('data-testid'))!.replace('activity-row-', '');
      await sanne.getByTestId(`activity-select-${id}`).check();
      await sanne.mouse.move(0, 0);
      await sanne.getByTestId('action-custom-fields').click();
      return id;
    };
    // Dutch dates read dd-MM-yyyy.
    const dutch = portal.today.split('-').reverse().join('-');
    const id = await openFields();
    // Picked in the calendar the picker opens on this month, until the field shows it: a busy browser may take the
    // click on the day while the calendar is still opening.
    const field = sanne.getByTestId('custom-terugbellen');
    await vi.waitFor(
      async () => {
        if ((await field.inputValue()) !== dutch) {
          await field.locator('..').getByRole('button').click();
          await sanne.getByRole('gridcell', { name: String(Number(portal.today.slice(8))), exact: true }).click({ timeout: 5_000 });
        }
        expect(await field.inputValue()).toBe(dutch);
      },
      { timeout: 40_000, interval: 500 },
    );
    const saved = sanne.waitForResponse((response) => response.url().endsWith(`/v1/activities/${id}`) && response.request().method() === 'PUT');
    await sanne.getByTestId('custom-fields-save').click();
    expect((await saved).status()).toBe(200);
    expect(await (await saved).json()).toMatchObject({ data: { customfields: { terugbellen: portal.today } } });

    await sanne.reload();
    expect(await openFields()).toBe(id);
    await expect.poll(() => sanne.getByTestId('custom-terugbellen').inputValue(), { timeout: 15_000 }).toBe(dutch);
    await screenshot(sanne, SUITE, '3-activity');
  });
});
