import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '../../ui/common/dates.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'export-import';
const ADMIN = 'admin@demo.tally.test';

// The demo firm's administrator exports this month's activity as a Dutch CSV from the export screen and downloads
// it from the history once it is made; then imports contacts from a CSV through the wizard, one row failing.
describe.skipIf(!chromiumInstalled)(browserSuite('exporting activity and importing contacts'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    await signIn(page, ADMIN);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  it('exports the month in the background and offers the file in the history', async () => {
    await page.goto('/exports');
    // Typed as a Dutch person types a date, day first (dd-MM-yyyy): the 15th of last month (a day no month can be).
    const [year, month] = addDays(`${portal.today.slice(0, 7)}-01`, -1).split('-');
    const start = page.getByTestId('export-date-start');
    await start.locator('xpath=..').getByRole('spinbutton').first().click();
    await page.keyboard.type(`15${month}${year}`);
    expect(await start.inputValue()).toBe(`15-${month}-${year}`);
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const done = page.getByTestId('export-history').locator('tr[data-status="done"]').first();
    await done.waitFor({ timeout: 30_000 });
    // The month of the typed date, its first and last day in Dutch.
    const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    const dutch = (date: string) => formatDate(date, 'nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });
    expect(await done.getByTestId('export-period').textContent()).toBe(`${dutch(`${year}-${month}-01`)} – ${dutch(`${year}-${month}-${lastDay}`)}`);
    const link = done.getByRole('link');
    expect(await link.textContent()).toMatch(/^activities-.*\.csv$/);
    const file = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect((await file.text()).split('\r\n')[0]).toBe('\ufeffMedewerker;Datum;Begin;Einde;Uren;Relatie;Omschrijving;Status');
    await screenshot(page, SUITE, '1-export-history');
  });

  it('imports contacts through the wizard: upload, map, process, the failed row with its reason, finish', async () => {
    await page.goto('/contact-import');
    const file = ['Naam;Code;E-mail', 'Wizard Bakkerij;WB1;info@wizard-bakkerij.nl', 'Wizard Slagerij;WS1;geen-adres', ';;'].join('\r\n');
    await page.getByTestId('contact-import-file').setInputFiles({ name: 'relaties.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('combobox', { name: /Bedrijfsnaam/ }).click();
    await page.getByRole('option', { name: /^Naam/ }).click();
    await page.getByRole('combobox', { name: /Relatiecode/ }).click();
    await page.getByRole('option', { name: /^Code/ }).click();
    await page.getByRole('combobox', { name: /E-mailadressen/ }).click();
    await page.getByRole('option', { name: /^E-mail/ }).click();
    await page.getByRole('button', { name: 'Importeren' }).click();
    await expect.poll(() => page.getByTestId('contact-import-result').textContent(), { timeout: 30_000 }).toBe('1 contacten gemaakt, 1 rijen mislukt');
    expect(await page.getByTestId('contact-import-errors').textContent()).toContain('geen-adres');
    await screenshot(page, SUITE, '2-import-result');
    await page.getByRole('button', { name: 'Afronden' }).click();
    await page.getByText('De import is afgerond.').waitFor();
  });
});
