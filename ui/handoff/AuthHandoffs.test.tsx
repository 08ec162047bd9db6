// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../auth/LoginPage.js';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import type { NewApiToken } from '../providers/domain.js';
import ExtensionHandoff from './ExtensionHandoff.js';
import { leaveFor } from './leave.js';
import TokenHandoff from './TokenHandoff.js';

vi.mock('./leave.js', () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(leaveFor).mockClear();
});

const sanne = testUser();
const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/connected.html';
const tokenNamed = (name: string): NewApiToken => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  name,
  abilities: ['detections:write', 'read'],
  created_at: '2026-03-12T09:00:00Z',
  last_used_at: null,
  deleted_at: null,
  token: 'tly_for-the-detector',
});

function tokensApi() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, body });
    const input = body as { device_name?: string; kind?: string; name?: string };
    if (url.pathname === '/v1/auth/tokens/transfer') return { data: tokenNamed(`${input.device_name} (browser extension)`) };
    if (url.pathname === '/v1/auth/tokens' && method === 'POST') return { data: tokenNamed(input.name ?? '') };
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

async function openAt(at: string, api: FakeApi) {
  const routes = (
    <Routes>
      <Route path="/auth/extension" element={<ExtensionHandoff />} />
      <Route path="/auth/token" element={<TokenHandoff />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>
  );
  return renderScreen(routes, { path: '*', at, api });
}

const allow = async () => {
  await waitFor(() => expect(screen.getByTestId('handoff-allow').hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByTestId('handoff-allow'));
};

describe('the browser extension hand-off (/auth/extension)', () => {
  it('names where the token goes, and once allowed goes there with the token, portal and person in the fragment', async () => {
    const { api, calls } = tokensApi();
    await openAt(`/auth/extension?redirect_uri=${encodeURIComponent(EXTENSION)}&device=Chrome`, api);

    expect((await screen.findByTestId('handoff-target')).textContent).toBe('The token goes to abcdefghijklmnopabcdefghijklmnop');
    expect(leaveFor).not.toHaveBeenCalled();
    await allow();

    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    const [address] = vi.mocked(leaveFor).mock.calls[0]!;
    const [page, fragment] = address.split('#');
    expect(page).toBe(EXTENSION);
    expect(Object.fromEntries(new URLSearchParams(fragment))).toEqual({
      token: 'tly_for-the-detector',
      portal: window.location.origin,
      user_email: sanne.email,
      user_name: sanne.name_full,
    });
    expect(calls).toEqual([{ method: 'POST', path: '/v1/auth/tokens/transfer', body: { device_name: 'Chrome', kind: 'extension' } }]);
  });

  it('refuses an address that is not a browser extension’s, before making anything', async () => {
    const { api, calls } = tokensApi();
    await openAt(`/auth/extension?redirect_uri=${encodeURIComponent('https://evil.example/collect')}`, api);

    expect((await screen.findByTestId('handoff-failed-message')).textContent).toBe('The address "https://evil.example/collect" is not a browser extension’s.');
    expect(screen.getByText('Connecting the browser extension failed')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('a token to copy (/auth/token)', () => {
  it('makes nothing until asked, then a token with both abilities named after the moment, shown with the warning', async () => {
    const { api, calls } = tokensApi();
    await openAt('/auth/token', api);

    await screen.findByText('Create an API token to paste into a detector.');
    expect(calls).toEqual([]);
    await allow();

    expect((await screen.findByTestId<HTMLTextAreaElement>('token-secret')).value).toBe('tly_for-the-detector');
    expect(screen.getByTestId('token-secret-warning').textContent).toBe('Copy the token now: you won’t see it again.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/auth/tokens', body: { abilities: ['detections:write', 'read'] } });
    expect((calls[0]!.body as { name: string }).name).toMatch(/^Copied token \w+ \d+, \d{4}/);
  });
});
