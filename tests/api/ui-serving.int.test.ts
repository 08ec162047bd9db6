import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../support/portal.js';

const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The portal on a fresh database, serving the web portal from `uiDir` (UI_DIST_DIR is read when the app is built). */
async function portalServing(uiDir: string): Promise<TestPortal> {
  const before = process.env.UI_DIST_DIR;
  process.env.UI_DIST_DIR = uiDir;
  try {
    return await startTestPortal();
  } finally {
    if (before === undefined) delete process.env.UI_DIST_DIR;
    else process.env.UI_DIST_DIR = before;
  }
}

describe('the web portal, built', () => {
  let test: TestPortal;
  let uiDir: string;
  let script: string;

  beforeAll(async () => {
    uiDir = mkdtempSync(path.join(os.tmpdir(), 'tally-ui-'));
    await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', build: { outDir: uiDir, emptyOutDir: true } });
    script = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(path.join(uiDir, 'index.html'), 'utf8'))![1]!;
    test = await portalServing(uiDir);
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/day?date=2026-11-20',
    '/contacts/0b6a2c1e-8f1d-4a35-9b56-0c1f7e0e5d11',
    '/some/unknown/route',
    '/?native_login=1&port=5600',
    '/auth/token',
    '/auth/extension?redirect_uri=chrome-extension%3A%2F%2Fabcdefghijklmnopabcdefghijklmnop%2Fconnected.html',
  ])(
    'answers index.html at %s, uncached, so the portal’s own routes (and its not-found screen) work on a reload',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url, headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(script);
    },
  );

  it('serves the hashed scripts for a year, immutable', async () => {
    const response = await test.app.inject({ method: 'GET', url: script });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-missing.js', headers: page });
    expect(response.statusCode).toBe(404);
  });

  it('keeps answering JSON 404 for unknown API paths', async () => {
    for (const url of ['/v1/nope', '/v1/contacts/not/a/route', '/auth/nope']) {
      const response = await test.app.inject({ method: 'GET', url, headers: page });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toMatchObject({ status: 404, code: 'model_not_found' });
    }
  });

  it('still serves the API and its documentation', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/v1/users/self' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/csrf-cookie' })).statusCode).toBe(204);
    expect((await test.app.inject({ method: 'GET', url: '/docs', headers: page })).statusCode).not.toBe(404);
  });
});

describe('the web portal, not built', () => {
  let test: TestPortal;
  let uiDir: string;

  beforeAll(async () => {
    uiDir = mkdtempSync(path.join(os.tmpdir(), 'tally-no-ui-'));
    test = await portalServing(uiDir);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it('answers pages with a short note that says how to build it', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/dashboard', headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build:ui');
  });

  it('keeps the API as it is', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/v1/nope', headers: page });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'model_not_found' });
  });
});
