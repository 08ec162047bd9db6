import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The Content-Security-Policy header as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer carries: no sniffing, no framing (both ways of saying it), no referrer, a strict policy. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  const policy = policyOf(response);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  // Scripts only from our own files: never inline, never eval.
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  // Our own API, and the agent on this computer that the native-login hand-off gives its token to.
  expect(policy.get('connect-src'), what).toEqual(["'self'", 'http://127.0.0.1:*', 'http://localhost:*']);
}

describe('security headers', () => {
  let test: TestPortal;
  let firm: Organisation;
  let uiDir: string;

  beforeAll(async () => {
    // A stand-in for dist/ui: the headers do not depend on what the build contains.
    uiDir = mkdtempSync(path.join(os.tmpdir(), 'tally-headers-ui-'));
    mkdirSync(path.join(uiDir, 'assets'));
    writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
    writeFileSync(path.join(uiDir, 'assets', 'index-abc.js'), 'console.log("portal")');
    const before = process.env.UI_DIST_DIR;
    process.env.UI_DIST_DIR = uiDir;
    try {
      test = await startTestPortal();
    } finally {
      if (before === undefined) delete process.env.UI_DIST_DIR;
      else process.env.UI_DIST_DIR = before;
    }
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it('on signed-in API answers, with Cache-Control: no-store', async () => {
    const answers = {
      self: await firm.admin.get('/v1/users/self'),
      list: await firm.admin.get('/v1/contacts'),
      created: await firm.admin.post('/v1/contacts', { name: 'Headers BV' }),
      refused: await firm.admin.post('/v1/contacts', { name: '' }),
      unknown: await firm.admin.get('/v1/nope'),
    };

    expect(Object.values(answers).map((response) => response.statusCode)).toEqual([200, 200, 201, 422, 404]);
    for (const [what, response] of Object.entries(answers)) {
      expectSecurityHeaders(response, what);
      expect(response.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('on the answers of signing in and out and of refused calls, with Cache-Control: no-store', async () => {
    const anonymous = (method: 'GET' | 'POST', url: string) => test.app.inject({ method, url });
    const answers = {
      csrfCookie: await anonymous('GET', '/csrf-cookie'),
      withoutSession: await anonymous('GET', '/v1/users/self'),
      withoutCsrf: await anonymous('POST', '/auth/login'),
      logout: await (await firm.member('user')).post('/auth/logout'),
    };

    expect(Object.values(answers).map((response) => response.statusCode)).toEqual([204, 401, 419, 204]);
    for (const [what, response] of Object.entries(answers)) {
      expectSecurityHeaders(response, what);
      expect(response.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('on the web portal’s page and assets, which keep their own caching', async () => {
    const index = await test.app.inject({ method: 'GET', url: '/day', headers: page });
    const script = await test.app.inject({ method: 'GET', url: '/assets/index-abc.js' });

    expect([index.statusCode, script.statusCode]).toEqual([200, 200]);
    expectSecurityHeaders(index, 'page');
    expectSecurityHeaders(script, 'asset');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('on the API documentation', async () => {
    const docs = await test.app.inject({ method: 'GET', url: '/docs/', headers: page });
    const document = await test.app.inject({ method: 'GET', url: '/docs/json' });

    expect([docs.statusCode, document.statusCode]).toEqual([200, 200]);
    expectSecurityHeaders(docs, 'docs');
    expectSecurityHeaders(document, 'docs/json');
  });
});
