import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSuite,
  chromiumInstalled,
  fillLogin,
  screenshot,
  SETUP_TIMEOUT_MS,
  signIn,
  signOut,
  startBrowserPortal,
  TEST_TIMEOUT_MS,
  type BrowserPortal,
} from './support.js';

const SUITE = 'shell';
const SANNE = 'sanne@demo.tally.test';

/** What the dashboard says to Sanne, and what the menu calls the reports, in each interface language. */
const TEXTS = {
  nl: { language: 'Nederlands', greeting: 'Goedendag, Sanne', reports: 'Rapportages' },
  en: { language: 'English', greeting: 'Hello, Sanne', reports: 'Reports' },
  de: { language: 'Deutsch', greeting: 'Guten Tag, Sanne', reports: 'Berichte' },
} as const;
type Language = keyof typeof TEXTS;

// The tests follow one person through one browser page, in order: each starts where the previous one left off.
describe.skipIf(!chromiumInstalled)(browserSuite('the portal shell: sign-in, languages, theme, not found, errors, sign-out'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const greeting = (text: string) => page.getByRole('heading', { level: 1, name: text });
  const htmlLang = () => page.evaluate(() => document.documentElement.lang);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  async function chooseLanguage(from: Language, to: Language) {
    await page.locator('header button[aria-haspopup="true"]', { hasText: from.toUpperCase() }).click();
    await page.getByRole('menuitem', { name: TEXTS[to].language }).click();
    await greeting(TEXTS[to].greeting).waitFor();
  }

  it('sends a signed-out visitor to the login page and refuses a wrong password with a message', async () => {
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await fillLogin(page, SANNE, 'not the password');
    await page.getByText('Ongeldig e-mailadres of wachtwoord.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, SUITE, 'login-wrong-password');
  });

  it('signs Sanne in and shows her dashboard, in Dutch', async () => {
    await signIn(page, SANNE);
    await greeting(TEXTS.nl.greeting).waitFor();
    expect(await htmlLang()).toBe('nl');
    await page.getByRole('menuitem', { name: TEXTS.nl.reports }).waitFor();
    await screenshot(page, SUITE, 'dashboard');
  });

  it('switches the interface language nl → en → de (French is a locale, not a preference: product-spec §1), and keeps the choice on a reload', async () => {
    const order: Language[] = ['nl', 'en', 'de'];
    for (const [index, to] of order.slice(1).entries()) {
      await chooseLanguage(order[index]!, to);
      await page.getByRole('menuitem', { name: TEXTS[to].reports }).waitFor();
      expect(await htmlLang()).toBe(to);
    }
    await screenshot(page, SUITE, 'dashboard-de');
    await page.reload();
    await greeting(TEXTS.de.greeting).waitFor();
    expect(await htmlLang()).toBe('de');
    await chooseLanguage('de', 'en');
  });

  it('switches to the dark theme, and keeps it on a reload', async () => {
    const light = await background();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
    const dark = await background();
    expect(luminance(dark)).toBeLessThan(luminance(light));
    expect(luminance(dark)).toBeLessThan(0.2);
    await screenshot(page, SUITE, 'dashboard-dark');
    await page.reload();
    await greeting(TEXTS.en.greeting).waitFor();
    expect(await background()).toBe(dark);
  });

  it('answers an unknown address with the not-found page', async () => {
    await page.goto('/no/such/page');
    await page.getByText('The page you are looking for could not be found.').waitFor();
    await screenshot(page, SUITE, 'not-found');
  });

  it('shows validation errors on the contact form: a required name, then a name another contact has', async () => {
    await page.goto('/contacts/create');
    const name = page.locator('input[name="name"]');
    await page.locator('input[name="code"]').fill('C9999'); // Save stays disabled until something is filled in
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Required').first().waitFor();

    await name.fill('Atelier Noord'); // a demo contact
    const answer = page.waitForResponse((response) => response.url().endsWith('/v1/contacts') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(422);
    await page.getByRole('dialog').getByText('Another contact already has this name.').waitFor();
    await page.locator('.MuiFormHelperText-root.Mui-error', { hasText: 'Another contact is already called Atelier Noord.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contacts/create');
    await screenshot(page, SUITE, 'contact-duplicate-name');
  });

  it('signs out to the login page, and the dashboard is closed again', async () => {
    await page.keyboard.press('Escape'); // closes the error dialog, if that is how the error was shown
    await page.goto('/dashboard');
    await greeting(TEXTS.en.greeting).waitFor();
    await signOut(page);
    await page.locator('input[name="email"]').waitFor();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await screenshot(page, SUITE, 'signed-out');
  });
});

/** Relative luminance (0 black … 1 white) of a CSS rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  if (r === undefined || g === undefined || b === undefined) throw new Error(`Not an rgb() colour: ${color}`);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
