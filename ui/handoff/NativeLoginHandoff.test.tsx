// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../auth/LoginPage.js';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import type { NewApiToken } from '../providers/domain.js';
import { RootRoute } from './RootRoute.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sanne = testUser();
const HANDED: NewApiToken = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'laptop (agent)',
  abilities: ['detections:write', 'read'],
  created_at: '2026-03-12T09:00:00Z',
  last_used_at: null,
  deleted_at: null,
  token: 'tly_handed-to-the-agent',
};

/** The portal's API as the hand-off calls it, keeping every call it receives. */
function handoffApi() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/v1/auth/tokens/transfer') return { data: HANDED };
    if (url.pathname === `/v1/auth/tokens/${HANDED.id}` && method === 'DELETE') return { data: { ...HANDED, deleted_at: '2026-03-12T09:00:01Z' } };
    if (url.pathname === '/auth/login') return { data: sanne };
    if (url.pathname === '/v1/preferences') return { data: [] };
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

/** The agent on 127.0.0.1: fetch as the browser would do it, answering `status` or not answering at all. */
function agentAnswering(status: number | 'nothing') {
  const agent = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    if (status === 'nothing') throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  });
  vi.stubGlobal('fetch', agent);
  return agent;
}

/** The portal's / and /login, at an address. */
async function openAt(at: string, api: FakeApi, user = sanne as typeof sanne | null) {
  const routes = (
    <Routes>
      <Route path="/" element={<RootRoute />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>
  );
  return renderScreen(routes, { path: '*', at, api, user });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const redirectOf = (address: string) => new URLSearchParams(address.split('?').slice(1).join('?')).get('redirect');

describe('the native-login hand-off (/?native_login=1&port=N)', () => {
  it('asks first, then gives the agent on 127.0.0.1:N a token named after its device, with the portal and the person, and says it is connected', async () => {
    const { api, calls } = handoffApi();
    const agent = agentAnswering(200);
    await openAt('/?native_login=1&port=5600&device=laptop', api);

    expect(await screen.findByText('A Tally agent on this computer wants to send your activity to Tally.')).toBeTruthy();
    expect(screen.getByTestId('handoff-device').textContent).toBe('Device: laptop');
    expect(calls).toEqual([]);
    expect(agent).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('handoff-allow').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('handoff-allow'));

    expect((await screen.findByTestId('handoff-done')).textContent).toBe('Connected: you can close this window.');
    expect(calls).toEqual([{ method: 'POST', path: '/v1/auth/tokens/transfer', body: { device_name: 'laptop', kind: 'native' } }]);
    expect(agent).toHaveBeenCalledTimes(1);
    const [address, init] = agent.mock.calls[0]!;
    expect(address).toBe('http://127.0.0.1:5600/');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ token: HANDED.token, url: window.location.origin, user: { email: sanne.email, name: sanne.name_full } });
  });

  it.each(['80', '1023', '65536', 'abc', ''])('refuses port %j before anything else: no token, no agent, the login with the error dialog', async (port) => {
    const { api, calls } = handoffApi();
    const agent = agentAnswering(200);
    await openAt(`/?native_login=1&port=${port}`, api);

    expect((await screen.findByTestId('handoff-failed-message')).textContent).toBe(`The port "${port}" is not valid: the agent gives a number from 1024 to 65535.`);
    expect(screen.getByText('Native login failed')).toBeTruthy();
    expect(location()).toMatch(/^\/login\?redirect=/);
    expect(redirectOf(location())).toBe(`/?native_login=1&port=${port}`);
    expect(screen.queryByTestId('handoff-failed-retry')).toBeNull();
    expect(calls).toEqual([]);
    expect(agent).not.toHaveBeenCalled();
  });

  it('revokes the token when the agent does not answer, and goes to the login with the error and a way to try again', async () => {
    const { api, calls } = handoffApi();
    agentAnswering('nothing');
    await openAt('/?native_login=1&port=5600', api);
    await waitFor(() => expect(screen.getByTestId('handoff-allow').hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('handoff-device').textContent).toBe('Device: This computer');

    fireEvent.click(screen.getByTestId('handoff-allow'));

    expect((await screen.findByTestId('handoff-failed-message')).textContent).toBe(
      'The agent on port 5600 did not answer. Is it still waiting? Run "npm run agent -- login" again.',
    );
    expect(redirectOf(location())).toBe('/?native_login=1&port=5600');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/auth/tokens/transfer', `DELETE /v1/auth/tokens/${HANDED.id}`]);

    fireEvent.click(screen.getByTestId('handoff-failed-retry'));
    await waitFor(() => expect(location()).toBe('/?native_login=1&port=5600'));
    expect(await screen.findByTestId('handoff-allow')).toBeTruthy();
  });

  it('fails when the agent refuses the token, saying with which status', async () => {
    const { api } = handoffApi();
    agentAnswering(403);
    await openAt('/?native_login=1&port=5600', api);
    await waitFor(() => expect(screen.getByTestId('handoff-allow').hasAttribute('disabled')).toBe(false));

    fireEvent.click(screen.getByTestId('handoff-allow'));

    expect((await screen.findByTestId('handoff-failed-message')).textContent).toBe('The agent on port 5600 refused the token (HTTP 403).');
  });

  it('sends a signed-out person to the login with the hand-off as its redirect, and asks once they have signed in', async () => {
    const { api, calls } = handoffApi();
    agentAnswering(200);
    await openAt('/?native_login=1&port=5600&device=laptop', api, null);

    await waitFor(() => expect(location()).toMatch(/^\/login\?/));
    expect(redirectOf(location())).toBe('/?native_login=1&port=5600&device=laptop');
    expect(screen.queryByTestId('handoff-failed')).toBeNull();
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: sanne.email } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location()).toBe('/?native_login=1&port=5600&device=laptop'));
    expect(await screen.findByTestId('handoff-allow')).toBeTruthy();
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/v1/auth/tokens'))).toEqual([]);
  });

  it('leaves any other address at / for the dashboard', async () => {
    const { api } = handoffApi();
    await openAt('/?port=5600', api);

    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});
