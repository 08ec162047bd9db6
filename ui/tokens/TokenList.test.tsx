// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import type { ApiToken } from '../providers/domain.js';
import TokenList from './TokenList.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const laptop: ApiToken = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Laptop watchers',
  abilities: ['detections:write'],
  created_at: '2026-03-02T08:00:00Z',
  last_used_at: '2026-03-12T08:59:00Z',
  deleted_at: null,
};
const SECRET = 'tly_5ecret-shown-once-0123456789abcdefghijklmno';

/** GET, POST and DELETE /v1/auth/tokens over a list kept here; every call is noted. */
function tokensApi(initial: ApiToken[]) {
  const tokens = [...initial];
  const calls: Array<{ method: string; path: string; query: string; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, query: url.search, body });
    if (url.pathname === '/v1/auth/tokens' && method === 'GET') return tokens;
    if (url.pathname === '/v1/auth/tokens' && method === 'POST') {
      const input = body as { name: string; abilities: ApiToken['abilities'] };
      const made: ApiToken = { id: '00000000-0000-4000-8000-0000000000a2', name: input.name, abilities: input.abilities, created_at: '2026-03-12T09:00:00Z', last_used_at: null, deleted_at: null };
      tokens.push(made);
      return { data: { ...made, token: SECRET } };
    }
    const revoking = tokens.findIndex((token) => url.pathname === `/v1/auth/tokens/${token.id}`);
    if (revoking >= 0 && method === 'DELETE') {
      tokens[revoking] = { ...tokens[revoking]!, deleted_at: '2026-03-12T09:05:00Z' };
      return { data: tokens[revoking] };
    }
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

async function openTokens(api: FakeApi) {
  const screenWithNotices = (
    <>
      <TokenList />
      <Notification />
    </>
  );
  return renderScreen(screenWithNotices, { path: '/tokens', at: '/tokens', api });
}

describe('My API tokens (/tokens)', () => {
  it('lists live and revoked tokens by name, with what they may do and whether they work', async () => {
    const { api, calls } = tokensApi([laptop, { ...laptop, id: '00000000-0000-4000-8000-0000000000a3', name: 'Old phone', deleted_at: '2026-03-01T10:00:00Z' }]);
    await openTokens(api);

    expect(await screen.findByText('Laptop watchers')).toBeTruthy();
    expect(screen.getByTestId(`token-status-${laptop.id}`).dataset.status).toBe('active');
    expect(screen.getByTestId('token-status-00000000-0000-4000-8000-0000000000a3').dataset.status).toBe('revoked');
    expect(screen.queryByTestId('token-revoke-00000000-0000-4000-8000-0000000000a3')).toBeNull();
    const listed = new URLSearchParams(calls[0]!.query);
    expect(JSON.parse(listed.get('filter') ?? '{}')).toEqual({ status: ['active', 'revoked'] });
    expect(JSON.parse(listed.get('sort') ?? '[]')).toEqual(['name', 'ASC']);
  });

  it('shows a new token’s secret once, with a copy button: closed, it is gone, and the list shows the token without it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { api, calls } = tokensApi([laptop]);
    await openTokens(api);
    await screen.findByText('Laptop watchers');

    fireEvent.click(screen.getByTestId('token-new'));
    fireEvent.change(screen.getByTestId('token-create-name'), { target: { value: 'Desktop' } });
    fireEvent.click(screen.getByTestId('token-create-ability-read'));
    fireEvent.click(screen.getByTestId('token-create-submit'));

    const secret = await screen.findByTestId<HTMLTextAreaElement>('token-secret');
    expect(secret.value).toBe(SECRET);
    expect(screen.getByTestId('token-secret-warning').textContent).toBe('Copy the token now: you won’t see it again.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Desktop', abilities: ['detections:write', 'read'] });
    fireEvent.click(screen.getByTestId('token-secret-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(screen.getByTestId('token-secret-copy').textContent).toBe('Copied');

    fireEvent.click(screen.getByTestId('token-secret-close'));

    await waitFor(() => expect(screen.queryByTestId('token-secret-dialog')).toBeNull());
    expect(await screen.findByText('Desktop')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a token only once the person confirms', async () => {
    const { api, calls } = tokensApi([laptop]);
    await openTokens(api);
    await screen.findByText('Laptop watchers');
    const deletes = () => calls.filter((call) => call.method === 'DELETE');

    fireEvent.click(screen.getByTestId(`token-revoke-${laptop.id}`));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Revoke token "Laptop watchers"?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    fireEvent.click(screen.getByTestId(`token-revoke-${laptop.id}`));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Token revoked')).toBeTruthy();
    expect(deletes().map((call) => call.path)).toEqual([`/v1/auth/tokens/${laptop.id}`]);
    await waitFor(() => expect(screen.getByTestId(`token-status-${laptop.id}`).dataset.status).toBe('revoked'));
  });
});
