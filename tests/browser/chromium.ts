/**
 * Debian's Chromium through playwright-core, and the built web portal to show in it: shared by the browser tests
 * (tests/browser/*.browser.test.ts) and the UI benchmark (tests/bench/ui.ts). Nothing here needs vitest.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { uiIsStale } from '../../ui/build-if-stale.js';

/** `apt-get install chromium` puts it here; CHROMIUM_PATH points elsewhere. playwright's own browsers are not used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox', // CI runs as root, where Chromium's sandbox refuses to start
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium; playwright gives every launch a fresh temporary user-data-dir and removes it on close. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: BROWSER_ARGS });
}

const repo = fileURLToPath(new URL('../..', import.meta.url));
const UI_DIR = path.join(repo, 'dist', 'ui');
const BUILD_LOCK = path.join(repo, 'dist', '.ui-build.lock');
const STALE_LOCK_MS = 180_000;

/**
 * dist/ui, built when it is missing or older than its sources (ui/build-if-stale.ts decides), then copied to a
 * folder of the caller's own: test files run in parallel, and someone may change ui/ (so that a later file
 * rebuilds dist/ui) while an earlier file's portal still serves the build it started with. A lock keeps two
 * processes from building or copying at the same time.
 */
export async function builtPortalCopy(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tally-browser-ui-'));
  await withLock(BUILD_LOCK, async () => {
    if (uiIsStale()) await buildForProduction();
    cpSync(UI_DIR, dir, { recursive: true });
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * `vite build` as `npm run build:ui` runs it. Inside vitest NODE_ENV is 'test', with which Vite builds React's
 * development runtime: a slower, bigger portal than people get, left in dist/ui for `npm start` to serve.
 */
async function buildForProduction(): Promise<void> {
  const { build } = await import('vite');
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(repo, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

async function withLock(lock: string, work: () => Promise<void>): Promise<void> {
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + STALE_LOCK_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left behind by a killed run is older than any build takes.
      if (Date.now() - modifiedAt(lock) > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is still held after ${STALE_LOCK_MS / 1000} s`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}
