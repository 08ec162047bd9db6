import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCspViolations } from './csp-violations.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'detectors';
const SANNE = 'sanne@demo.tally.test';
const DEVICE = 'browser-test-laptop';
const TOKEN_NAME = `${DEVICE} (agent)`;

interface Handed {
  token: string;
  url: string;
  user: { email: string; name: string };
}

/**
 * A stand-in for `npm run agent -- login`: a real HTTP server on 127.0.0.1 waiting for its token, answering the
 * browser's CORS preflight for the portal's origin as the agent must (docs/detection.md, "The hand-off").
 */
async function startAgentStandIn(portalOrigin: string): Promise<{ port: number; handed: Promise<Handed>; close(): Promise<void> }> {
  let hand: (body: Handed) => void = () => undefined;
  const handed = new Promise<Handed>((resolve) => (hand = resolve));
  const cors = { 'Access-Control-Allow-Origin': portalOrigin, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Allow-Private-Network': 'true' };
  const server: Server = createServer((request: IncomingMessage, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"ok":true}');
      hand(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Handed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`Unexpected listening address ${String(address)}`);
  return {
    port: address.port,
    handed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether the page scrolls sideways: at 390 px wide nothing may stick out. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// Sanne connects an agent through the native-login hand-off, sees the token among hers, lets the agent send a
// detection, sees it on the detectors screen and the dashboard, and revokes the token. Each test starts where the
// previous one left off; no step may offend the Content-Security-Policy.
describe.skipIf(!chromiumInstalled)(browserSuite('connecting a detector: the native-login hand-off, your API tokens, detectors and coverage'), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let violations: string[];
  let agent: Awaited<ReturnType<typeof startAgentStandIn>>;
  let handed: Handed;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    violations = await collectCspViolations(page);
    agent = await startAgentStandIn(portal.baseUrl);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await agent?.close();
    await portal?.close();
  });

  const byTestId = (id: string) => page.getByTestId(id);
  /** A call to the portal as a detector makes it: nothing but its API token. */
  const asDetector = (path: string, init: RequestInit = {}) =>
    fetch(`${portal.baseUrl}${path}`, { ...init, headers: { Authorization: `Bearer ${handed.token}`, 'Content-Type': 'application/json' } });

  it('hands the agent waiting on 127.0.0.1 a token once Sanne allows it, with the portal and who she is', async () => {
    await signIn(page, SANNE);
    await page.goto(`/?native_login=1&port=${agent.port}&device=${DEVICE}`);
    await expect.poll(() => byTestId('handoff-device').textContent()).toBe(`Apparaat: ${DEVICE}`);
    await screenshot(page, SUITE, '1-asking');

    await byTestId('handoff-allow').click();
    handed = await agent.handed;

    await byTestId('handoff-done').waitFor();
    expect(handed).toEqual({ token: expect.stringMatching(/^tly_[\w-]{43}$/), url: portal.baseUrl, user: { email: SANNE, name: expect.any(String) } });
    const info = await asDetector('/api/0/info');
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ version: expect.stringMatching(/^tally-/) });
    await screenshot(page, SUITE, '2-connected');
  });

  it('lists the new token under My API tokens, reached from the user menu', async () => {
    await page.goto('/dashboard');
    await page.locator('.RaUserMenu-userButton').click();
    await byTestId('user-menu-tokens').click();
    await page.waitForURL('**/tokens');

    const row = page.locator('tr', { hasText: TOKEN_NAME });
    await row.waitFor();
    expect(await row.locator('[data-testid^="token-status-"]').getAttribute('data-status')).toBe('active');
    expect(await row.textContent()).not.toContain(handed.token);
  });

  it('shows what the agent sends on the detectors screen and in the dashboard’s coverage, also 390 px wide', async () => {
    const bucket = `aw-watcher-window_${DEVICE}`;
    const made = await asDetector(`/api/0/buckets/${bucket}`, { method: 'POST', body: JSON.stringify({ client: 'aw-watcher-window', type: 'currentwindow', hostname: DEVICE }) });
    expect(made.status).toBe(200);
    const beat = await asDetector(`/api/0/buckets/${bucket}/heartbeat?pulsetime=2`, {
      method: 'POST',
      body: JSON.stringify({ timestamp: new Date(Date.now() - 60_000).toISOString(), duration: 30, data: { app: 'Word', title: 'Offerte.docx' } }),
    });
    expect(beat.status).toBe(200);

    await page.goto('/detectors');
    await byTestId(`detector-${bucket}`).waitFor();
    expect(await byTestId('detectors-command').textContent()).toBe(`npm run agent -- login --portal ${portal.baseUrl}`);
    await page.goto('/dashboard');
    const today = byTestId(`coverage-detector-${bucket}`).locator('[data-sent="true"]');
    await expect.poll(() => today.count()).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    for (const screen of ['/dashboard', '/detectors', '/tokens']) {
      await page.goto(screen);
      await page.locator('#main-content').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await overflowsSideways(page), screen).toBe(false);
      await screenshot(page, SUITE, `3-390px${screen.replace('/', '-')}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('revokes the token after asking: the agent’s next call answers 401', async () => {
    await page.goto('/tokens');
    const row = page.locator('tr', { hasText: TOKEN_NAME });
    await row.locator('[data-testid^="token-revoke-"]').click();
    await page.locator('.ra-confirm').click();

    await expect.poll(() => row.locator('[data-testid^="token-status-"]').getAttribute('data-status')).toBe('revoked');
    expect((await asDetector('/api/0/info')).status).toBe(401);
    await screenshot(page, SUITE, '4-revoked');
    expect(violations).toEqual([]);
  });
});
