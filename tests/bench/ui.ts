import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { signedIn, type Call } from '../../cli/demo/client.js';
import { openPortal } from '../../portal/portal.js';
import { addUser, createOrganisation } from '../../identity/organisations.js';
import { builtPortalCopy, CHROMIUM_PATH, launchChromium } from '../browser/chromium.js';
import { latencies, round, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const ACTIVITIES = 500;
const TAGGED_PER_RUN = 100;
const DATE = '2026-03-02';
const ZONE = 'Europe/Amsterdam';
const PASSWORD = 'ui bench password';
const USER = 'ui-bench-user@bench.tally.example';
const KB = 1024;
const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));
const log = (message: string) => process.stderr.write(`  ui: ${message}\n`);
/** What a day's activity is about, in turn: the list groups activity by subject, as a real day's would be. */
const SUBJECTS = [
  { source: { type: 'document', identifier: 'excel', name: 'Excel' }, context: { title: 'Jaarrekening 2025 concept.xlsx' } },
  { source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, context: { title: 'RE: Aangifte vennootschapsbelasting' } },
  { source: { type: 'web', identifier: 'chrome', name: 'Chrome' }, context: { title: 'Exact Online – Grootboek' } },
  { source: { type: 'document', identifier: 'word', name: 'Word' }, context: { title: 'Adviesrapport herstructurering.docx' } },
  { source: { type: 'web', identifier: 'chrome', name: 'Chrome' }, context: { title: 'Belastingdienst – Mijn Belastingdienst Zakelijk' } },
  { source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, context: { title: 'Vraag over loonadministratie' } },
] as const;

/**
 * The web portal in headless Chromium (Debian's, through playwright-core) against the real portal on a scratch
 * database:
 * - the JavaScript a browser downloads for the first screen (the login page, then the dashboard), gzipped;
 * - a day of 500 activities: from navigation (page.goto /day?date=…) to interactive (its rows shown and
 *   select-all enabled), measured in the page from navigation start; median of the runs;
 * - 100 of them selected and tagged to a contact: from the batch edit's answer arriving (its response end in the
 *   page's resource timing) to the frame that shows all 100 tagged; median of the runs.
 * Every run opens the day afresh and tags the next 100 untagged activities, so each run does the same work.
 */
export async function uiBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const runs = quick ? 3 : 5;
  const ui = await builtPortalCopy();
  const db = await scratchDatabase(server.adminUrl, 'ui');
  const before = process.env.UI_DIST_DIR;
  process.env.UI_DIST_DIR = ui.dir; // read when the app is built
  const portal = await openPortal({ databaseUrl: db.url, logger: false }).finally(() => {
    if (before === undefined) delete process.env.UI_DIST_DIR;
    else process.env.UI_DIST_DIR = before;
  });
  let browser: Browser | undefined;
  try {
    await portal.app.listen({ host: '127.0.0.1', port: 0 });
    const address = portal.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('The portal did not listen on a port');
    const baseUrl = `http://127.0.0.1:${address.port}`;

    log(`seeding ${ACTIVITIES} activities through the API`);
    const seedStart = process.hrtime.bigint();
    const seeded = await seedDay(portal);
    const seedSeconds = round(Number(process.hrtime.bigint() - seedStart) / 1e9, 1);
    browser = await launchChromium().catch((error: unknown) => {
      throw new Error(`The UI benchmark needs Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH): ${String(error)}`);
    });

    log(`seeded in ${seedSeconds} s; the first screen's JavaScript`);
    const firstScreen = await measureFirstScreen(browser, baseUrl);
    log(`the day of ${ACTIVITIES} activities, ${runs} runs`);
    const day = await measureDay(browser, baseUrl, seeded, runs);

    return {
      figures: [
        { figure: 'UI: first screen JavaScript (login + dashboard), gzipped', value: round(firstScreen.total.gzip / KB, 1), unit: 'KB', goal: { atMost: 600 } },
        { figure: 'UI: day screen JavaScript loaded on top of the first screen, gzipped', value: round(firstScreen.dayRoute.gzip / KB, 1), unit: 'KB' },
        ...(day.available
          ? [
              { figure: `UI: day of ${ACTIVITIES} activities, navigation → interactive (median of ${runs})`, value: round(day.interactive.p50, 0), unit: 'ms', goal: { atMost: 1500 } },
              { figure: `UI: tag ${TAGGED_PER_RUN} selected activities, answer → screen shows them tagged (median of ${runs})`, value: round(day.tagged.p50, 0), unit: 'ms', goal: { atMost: 300 } },
            ]
          : []),
      ],
      details: {
        chromium: browser.version(),
        seed: { activities: ACTIVITIES, date: DATE, seconds: seedSeconds },
        firstScreen,
        day,
      },
    };
  } finally {
    await browser?.close().catch(() => undefined);
    await portal.close();
    await db.drop();
    ui.remove();
  }
}

interface Seeded {
  /** The day's activities, in the order of their start. */
  activityIds: string[];
  contacts: Array<{ id: string; name: string }>;
}

/** An organisation, one user and a day of 500 back-to-back activities of 80 s on six subjects, all through the API. */
async function seedDay(portal: Awaited<ReturnType<typeof openPortal>>): Promise<Seeded> {
  const { pool } = portal.deps;
  const { clientId } = await createOrganisation(
    pool,
    { name: 'UI bench firm' },
    { email: 'ui-bench-admin@bench.tally.example', password: PASSWORD, name_first: 'Ada', name_last: 'Admin', language: 'en' },
  );
  await addUser(pool, clientId, { email: USER, password: PASSWORD, name_first: 'Bo', name_last: 'Bench', role: 'user', language: 'en' });
  const admin = await signedIn(portal.app, 'ui-bench-admin@bench.tally.example', PASSWORD);
  const contacts: Seeded['contacts'] = [];
  for (const name of ['Bakkerij de Gouden Korst', 'Atelier Noord', 'Koffiebranderij Boon']) {
    const { data } = await admin<{ data: { id: string } }>('POST', '/v1/contacts', { name, type: 'regular' });
    contacts.push({ id: data.id, name });
  }
  const user: Call = await signedIn(portal.app, USER, PASSWORD);
  const activityIds: string[] = [];
  let start = DateTime.fromISO(`${DATE}T05:00:00`, { zone: ZONE });
  for (let n = 0; n < ACTIVITIES; n++) {
    const end = start.plus({ seconds: 80 });
    const { data } = await user<{ data: { id: string } }>('POST', '/v1/activities', {
      started_at: start.toUTC().toISO(),
      ended_at: end.toUTC().toISO(),
      ...SUBJECTS[n % SUBJECTS.length]!,
    });
    activityIds.push(data.id);
    start = end.plus({ seconds: 20 });
  }
  return { activityIds, contacts };
}

async function newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 }, locale: 'en-GB', timezoneId: ZONE });
  context.setDefaultTimeout(30_000);
  return context;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(USER);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

interface Chunk {
  url: string;
  raw: number;
  gzip: number;
}
const sum = (chunks: readonly Chunk[]) => ({ raw: chunks.reduce((n, c) => n + c.raw, 0), gzip: chunks.reduce((n, c) => n + c.gzip, 0), files: chunks.length });

/**
 * What Chromium downloads, in a fresh context (empty cache): every script on /login, then after signing in on
 * /dashboard until the network is idle, then what the day screen adds. A script counts once: the portal's assets
 * are cached for good, so a reload (signing in reloads the page) takes them from the cache. Each body is gzipped
 * here (level 6, what a compressing proxy or server sends); the portal itself serves them uncompressed.
 */
async function measureFirstScreen(browser: Browser, baseUrl: string) {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    const chunks: Chunk[] = [];
    const seen = new Set<string>();
    const pending: Array<Promise<void>> = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url()).pathname;
      if (response.request().resourceType() !== 'script' || seen.has(url)) return;
      seen.add(url);
      pending.push(response.body().then((body) => void chunks.push({ url, raw: body.length, gzip: gzipSync(body, { level: 6 }).length })));
    });
    const settled = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      return chunks.length;
    };
    await page.goto('/login');
    await page.locator('input[name="email"]').waitFor();
    const login = await settled();
    await signIn(page);
    const first = await settled();
    await page.goto(`/day?date=${DATE}`);
    await page.getByTestId('day-status').waitFor();
    await settled();
    return {
      total: sum(chunks.slice(0, first)),
      login: sum(chunks.slice(0, login)),
      dashboard: sum(chunks.slice(login, first)),
      dayRoute: sum(chunks.slice(first)),
      chunks: chunks.slice(0, first).sort((a, b) => b.gzip - a.gzip),
      dayChunks: chunks.slice(first).sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await context.close();
  }
}

/**
 * In the page, each animation frame until the day is interactive (its rows shown, select-all enabled): then the
 * time since navigation start. A string, so that no compiler helper ends up in what the page runs.
 */
const DAY_INTERACTIVE_AT = `(() => {
  const selectAll = document.querySelector('input[data-testid="select-all"]');
  const rows = document.querySelectorAll('[data-testid^="activity-row-"]').length;
  return selectAll !== null && !selectAll.disabled && rows === ${ACTIVITIES} ? performance.now() : false;
})()`;

/** In the page: sets window.__taggedAt, in the frame after the listed rows all show as tagged, to performance.now(). */
const WATCH_TAGGED = `(() => {
  window.__taggedAt = undefined;
  const ids = window.__taggedIds;
  const observer = new MutationObserver(() => {
    const all = ids.every((id) => document.querySelector('[data-testid="activity-row-' + id + '"]')?.getAttribute('data-status') === 'open_tagged');
    if (!all) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__taggedAt = performance.now(); });
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
})()`;

/** In the page: when the last batch edit's answer had arrived (its response end), on the same clock. */
const BATCH_EDIT_ANSWERED_AT = `(() => {
  const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/v1/rpc/logs/batch-edit'));
  return entries[entries.length - 1].responseEnd;
})()`;

async function measureDay(browser: Browser, baseUrl: string, seeded: Seeded, runs: number) {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await signIn(page);
    // Whether the day screen is there yet (it replaced a placeholder).
    await page.goto(`/day?date=${DATE}`);
    const available = await page
      .getByTestId('select-all')
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!available) return { available: false as const, reason: 'the day screen has no select-all (data-testid) yet' };

    const interactiveMs: number[] = [];
    const interactiveWallMs: number[] = [];
    const taggedMs: number[] = [];
    const tagAnswerMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = Date.now();
      await page.goto(`/day?date=${DATE}`, { waitUntil: 'commit' });
      const interactiveAt = await (await page.waitForFunction(DAY_INTERACTIVE_AT, undefined, { polling: 'raf', timeout: 30_000 })).jsonValue();
      interactiveWallMs.push(Date.now() - started);
      interactiveMs.push(Number(interactiveAt));

      // The first 100 untagged rows as the list shows them: a click on the first, a shift-click on the last.
      log(`run ${run + 1}: interactive after ${Math.round(Number(interactiveAt))} ms`);
      const untagged = await page
        .locator('[data-testid^="activity-row-"][data-status="open_untagged"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.slice('activity-row-'.length)));
      const block = untagged.slice(0, TAGGED_PER_RUN);
      if (block.length < TAGGED_PER_RUN) throw new Error(`Only ${block.length} untagged activities left for run ${run + 1}`);
      await page.getByTestId(`activity-select-${block[0]}`).check();
      await page.getByTestId(`activity-select-${block[block.length - 1]}`).click({ modifiers: ['Shift'] });
      const count = await page.getByTestId('selection-count').getAttribute('data-count');
      if (count !== String(TAGGED_PER_RUN)) throw new Error(`A shift-click selected ${count} activities, not ${TAGGED_PER_RUN}`);
      await page.mouse.move(0, 0); // tooltips off the buttons

      log(`run ${run + 1}: ${TAGGED_PER_RUN} selected`);
      await page.getByTestId('action-tag').click();
      const contact = seeded.contacts[run % seeded.contacts.length]!;
      const picker = page.getByTestId('contact-picker').locator('input');
      await picker.fill(contact.name.split(' ')[0]!);
      await page.getByRole('option', { name: new RegExp(contact.name) }).first().click();

      await page.evaluate((ids) => Object.assign(window, { __taggedIds: ids }), block);
      await page.evaluate(WATCH_TAGGED);
      const answered = page.waitForResponse((response) => response.url().endsWith('/v1/rpc/logs/batch-edit') && response.request().method() === 'POST');
      const clicked = Date.now();
      await page.getByTestId('tag-apply').click();
      const answer = await answered;
      if (answer.status() !== 200) throw new Error(`The batch edit answered ${answer.status()}: ${await answer.text()}`);
      const taggedAt = Number(await (await page.waitForFunction('window.__taggedAt', undefined, { timeout: 30_000 })).jsonValue());
      const answeredAt = Number(await page.evaluate(BATCH_EDIT_ANSWERED_AT));
      tagAnswerMs.push(Date.now() - clicked);
      taggedMs.push(taggedAt - answeredAt);
    }
    return {
      available: true as const,
      interactive: latencies(interactiveMs),
      interactiveRuns: interactiveMs.map((ms) => round(ms, 0)),
      interactiveWallClockRuns: interactiveWallMs,
      tagged: latencies(taggedMs),
      taggedRuns: taggedMs.map((ms) => round(ms, 1)),
      /** Click on Tag → the batch edit's answer, as the benchmark process saw it: the request itself. */
      tagClickToAnswerWallClockRuns: tagAnswerMs,
    };
  } catch (error) {
    // What the screen showed when it went wrong.
    const file = path.join(ARTIFACTS, 'bench-ui-failure.png');
    mkdirSync(ARTIFACTS, { recursive: true });
    await context.pages()[0]?.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    log(`failed; the screen is in ${path.relative(process.cwd(), file)}`);
    throw error;
  } finally {
    await context.close();
  }
}
