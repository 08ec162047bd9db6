import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMain, type AgentIo } from '../../agent/commands.js';
import { AgentFolder } from '../../agent/folder.js';
import { login } from '../../agent/login.js';
import { listen } from '../support/agent.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

/**
 * The agent's sign-in through the portal's native_login hand-off: the test plays the person's browser on the
 * portal's page, which makes a token with POST /v1/auth/tokens/transfer and POSTs it to the agent's port.
 */
let test: TestPortal;
let portalUrl: string;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  portalUrl = await listen(test.app);
  firm = await createTestOrganisation(test);
});
afterAll(async () => test.close());

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
const configFolder = () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tally-agent-login-'));
  folders.push(parent);
  return path.join(parent, 'tally-agent');
};

/** Runs an agent command; `browser` receives the address the agent opens. */
async function agent(args: string[], browser: (url: string) => void = () => undefined) {
  const out: string[] = [];
  const err: string[] = [];
  const io: AgentIo = { out: (line) => out.push(line), err: (line) => err.push(line), openBrowser: browser, signal: new AbortController().signal, now: () => new Date() };
  const code = await agentMain(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The portal's page calling the agent's port from the portal's origin, as a browser's fetch does. */
const fromPage = (url: string, init: RequestInit & { origin?: string }) =>
  fetch(url, { ...init, headers: { origin: init.origin ?? portalUrl, 'content-type': 'application/json', ...init.headers } });

describe('signing the agent in through the portal', () => {
  it('opens the portal’s hand-off page, takes the token the page posts from the portal’s origin, checks it and keeps it (600)', async () => {
    const person = await firm.member('user', `ada-${process.pid}@test.tally.example`);
    const config = configFolder();
    let opened: (url: string) => void = () => undefined;
    const page = new Promise<URL>((resolve) => (opened = (url) => resolve(new URL(url))));
    const signingIn = agent(['login', '--portal', `${portalUrl}/`, '--config', config], opened);

    const address = await page;
    expect(`${address.origin}${address.pathname}`).toBe(`${portalUrl}/`);
    expect(Object.fromEntries(address.searchParams)).toEqual({ native_login: '1', port: expect.stringMatching(/^\d+$/), device: os.hostname() });
    const agentPort = `http://127.0.0.1:${address.searchParams.get('port')}/`;

    const preflight = await fromPage(agentPort, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type', 'access-control-request-private-network': 'true' },
    });
    expect(preflight.status).toBe(204);
    const allowed = ['origin', 'methods', 'headers', 'private-network'].map((what) => `access-control-allow-${what}`);
    expect(Object.fromEntries(allowed.map((name) => [name, preflight.headers.get(name)]))).toEqual({
      'access-control-allow-origin': portalUrl,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-private-network': 'true',
    });

    const transfer = await person.post('/v1/auth/tokens/transfer', { device_name: address.searchParams.get('device'), kind: 'native' });
    const { token } = transfer.json<{ data: { token: string } }>().data;
    const body = JSON.stringify({ token, url: portalUrl, user: { email: `ada-${process.pid}@test.tally.example`, name: 'Uma user' } });

    const elsewhere = await fromPage(agentPort, { method: 'POST', body, origin: 'https://elsewhere.example' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const madeUp = await fromPage(agentPort, { method: 'POST', body: JSON.stringify({ token: 'tly_madeup' }) });
    expect(madeUp.status).toBe(401);
    expect(await madeUp.json()).toEqual({ message: 'The agent did not store the token: the portal does not accept this token (401)' });
    const notAHandOff = await fromPage(agentPort, { method: 'POST', body: JSON.stringify({ secret: token }) });
    expect(notAHandOff.status).toBe(400);
    expect(fs.existsSync(path.join(config, 'token'))).toBe(false);

    const handedOver = await fromPage(agentPort, { method: 'POST', body });
    expect(handedOver.status).toBe(200);
    expect(handedOver.headers.get('access-control-allow-origin')).toBe(portalUrl);
    expect(await handedOver.json()).toEqual({ message: `The agent on ${os.hostname()} is connected` });
    expect(await signingIn).toMatchObject({ code: 0, out: `Connected to ${portalUrl} as ada-${process.pid}@test.tally.example. Forward with \`tally-agent run\`, or in the background after \`tally-agent install-service\`.` });

    expect(fs.readFileSync(path.join(config, 'token'), 'utf8').trim()).toBe(token);
    expect(fs.statSync(path.join(config, 'token')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(config).mode & 0o777).toBe(0o700);
    expect(JSON.parse(fs.readFileSync(path.join(config, 'config.json'), 'utf8'))).toMatchObject({ portal: portalUrl, user: { email: `ada-${process.pid}@test.tally.example` } });
    await expect(fromPage(agentPort, { method: 'POST', body })).rejects.toThrow();
  });

  it('gives up after its time with a message saying what to do', async () => {
    await expect(login({ folder: new AgentFolder(configFolder()), portal: portalUrl, openBrowser: () => undefined, say: () => undefined, timeoutMs: 50 })).rejects.toThrow(
      'No token arrived within 0.05 seconds: run `tally-agent login` again and confirm in the browser.',
    );
  });

  it('says so when the portal cannot be reached, without opening a browser', async () => {
    let opened = false;
    const outcome = await agent(['login', '--portal', 'http://127.0.0.1:9', '--config', configFolder()], () => (opened = true));

    expect(outcome.code).toBe(1);
    expect(outcome.err).toMatch(/^The portal at http:\/\/127\.0\.0\.1:9 cannot be reached/);
    expect(opened).toBe(false);
  });

  it('shows in status whether the portal takes the token, and forgets the token on logout', async () => {
    const person = await firm.member('user');
    const config = configFolder();
    const folder = new AgentFolder(config);
    const { token } = (await person.post('/v1/auth/tokens/transfer', { device_name: 'laptop', kind: 'native' })).json<{ data: { token: string } }>().data;
    await folder.writeToken(token);
    await folder.writeConfig({ ...(await folder.readConfig()), portal: portalUrl, filters: { exclude_apps: ['KeePass*'], exclude_hosts: [], drop_titles: true } });

    const signedIn = await agent(['status', '--config', config, '--aw', portalUrl, '--aw-token', token]);
    const loggedOut = await agent(['logout', '--config', config]);
    const afterwards = await agent(['status', '--config', config, '--aw', portalUrl, '--aw-token', token]);

    expect(signedIn).toMatchObject({ code: 0 });
    expect(signedIn.out.split('\n')).toEqual([
      `Config folder: ${config}`,
      `Portal: ${portalUrl}: takes the token`,
      `ActivityWatch: ${portalUrl}: answers, 0 buckets`,
      `Privacy filters (${path.join(config, 'config.json')}):`,
      '  apps left out: KeePass*',
      '  hosts left out: none',
      '  titles: all dropped',
    ]);
    expect(loggedOut.out).toBe('The token is forgotten. Revoke it in the portal (API tokens) if this device is gone.');
    expect(afterwards.code).toBe(1);
    expect(afterwards.out).toContain(`Portal: ${portalUrl}, not signed in (tally-agent login --portal <address>)`);
    expect((await agent(['once', '--config', config, '--aw', portalUrl, '--aw-token', token])).err).toBe('Not signed in: run `tally-agent login` first.');
  });
});
