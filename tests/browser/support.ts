/**
 * Browser tests: the real portal (API + built web portal, on a database of the test file's own, with the demo
 * firm) driven in Debian's Chromium through playwright-core. One browser per test file; each signed-in person
 * gets a browser context of their own (own cookies and localStorage), whose page the file's tests reuse.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_ZONE, seedDemo } from '../../cli/demo/index.js';
import type { PortalOptions } from '../../portal/portal.js';
import { demoToday } from '../support/demo.js';
import { startTestPortal, type TestPortal } from '../support/portal.js';
import { builtPortalCopy, CHROMIUM_PATH, launchChromium } from './chromium.js';


/** Whether the browser suites can run here; CI installs Debian's chromium, so there they always do. */
export const chromiumInstalled = existsSync(CHROMIUM_PATH);

/** The suite's name, saying why it is skipped where Chromium is missing (vitest prints the name). */
export function browserSuite(name: string): string {
  return chromiumInstalled ? `browser: ${name}` : `browser: ${name} (skipped: no Chromium at ${CHROMIUM_PATH})`;
}

/** Long enough for a screen that loads its chunk and data on a busy two-core machine, short of vitest's limits. */
const STEP_TIMEOUT_MS = 30_000;
export const TEST_TIMEOUT_MS = 120_000;
export const SETUP_TIMEOUT_MS = 240_000;

const repo = fileURLToPath(new URL('../..', import.meta.url));
const SCREENSHOT_DIR = path.join(repo, 'tests', 'artifacts', 'screenshots');

export interface BrowserPortal {
  test: TestPortal;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  browser: Browser;
  /** The demo firm's today (see demoToday) as a local date, YYYY-MM-DD. */
  today: string;
  /** The copy of the built web portal it serves (a test may deploy a new version by changing its index.html). */
  uiDir: string;
  /** A fresh browser context (no cookies, empty localStorage) with one page, on the portal. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The portal on a database of its own, listening on a free local port, serving a copy of the built web portal,
 * with the demo firm seeded for `demoToday()`; and Chromium. `portal` passes settings on (say, integrations that
 * may point at local contract servers).
 */
export async function startBrowserPortal(options: { seed?: boolean; portal?: Partial<Omit<PortalOptions, 'databaseUrl' | 'logger'>> } = {}): Promise<BrowserPortal> {
  const ui = await builtPortalCopy();
  const browserStarting = launchChromium();
  const before = process.env.UI_DIST_DIR;
  process.env.UI_DIST_DIR = ui.dir; // read when the app is built
  let test: TestPortal;
  try {
    test = await startTestPortal(options.portal);
  } finally {
    if (before === undefined) delete process.env.UI_DIST_DIR;
    else process.env.UI_DIST_DIR = before;
  }
  const today = demoToday();
  const [browser] = await Promise.all([
    browserStarting,
    options.seed === false ? undefined : seedDemo(test.portal, today.toJSDate()),
    test.app.listen({ host: '127.0.0.1', port: 0 }),
  ]).catch(async (error: unknown) => {
    await browserStarting.then((started) => started.close()).catch(() => undefined);
    await test.close();
    ui.remove();
    throw error;
  });
  const address = test.app.server.address();
  if (address === null || typeof address === 'string') throw new Error(`Unexpected listening address ${String(address)}`);
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const contexts: BrowserContext[] = [];
  return {
    test,
    baseUrl,
    browser,
    today: today.toISODate()!,
    uiDir: ui.dir,
    async newPage() {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1366, height: 900 },
        locale: 'nl-NL',
        timezoneId: DEMO_ZONE,
      });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      contexts.push(context);
      const page = await context.newPage();
      reportPageErrors(page);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await test.close();
      ui.remove();
    },
  };
}

/** Uncaught errors in the page would otherwise go unseen: they explain many a missing element. */
function reportPageErrors(page: Page): void {
  page.on('pageerror', (error) => process.stderr.write(`[browser] page error on ${page.url()}: ${error.message}\n`));
}

/** Signs in through the login page as a person would, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.waitForURL('**/dashboard');
  // The dashboard greets the person by name once it knows who they are.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Signs out through the user menu (react-admin's), whatever the interface language. */
export async function signOut(page: Page): Promise<void> {
  await page.locator('.RaUserMenu-userButton').click();
  await page.locator('[role="menu"] .logout').click();
  await page.waitForURL('**/login');
}

/** A full-page screenshot under tests/artifacts/screenshots/<suite>-<name>.png (kept by CI as an artefact). */
export async function screenshot(page: Page, suite: string, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${suite}-${name}.png`);
  // Let running transitions (menus closing, notifications sliding in) finish, so the picture shows the end state.
  // Endless ones (the pulse of a button focused from the keyboard) never finish: those are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
