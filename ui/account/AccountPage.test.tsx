// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { AccountPage } from './AccountPage.js';

afterEach(cleanup);

const invalidToken = new ApiError(422, { status: 422, code: 'invalid_token', title: 'Invalid.', message: 'Invalid.', reference: 'r1' });

function accountApi(accepts: boolean) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/auth/invite/accept') {
      if (!accepts) throw invalidToken;
      return { data: { email: 'iris@example.test' } };
    }
    if (url.pathname === '/auth/login') return { data: testUser({ email: 'iris@example.test' }) };
    if (url.pathname === '/v1/users/verify-email') {
      if (!accepts) throw invalidToken;
      return undefined;
    }
    if (url.pathname === '/v1/preferences') return { data: [] };
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

const fill = (password: string, confirmation: string) => {
  fireEvent.change(screen.getByTestId('account-password'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('account-password-confirmation'), { target: { value: confirmation } });
  fireEvent.click(screen.getByTestId('account-submit'));
};

describe('accepting an invitation (/account/new#token=…)', () => {
  it('checks the password, sets it with the link’s secret and signs the person in', async () => {
    const { api, calls } = accountApi(true);
    await renderScreen(<AccountPage purpose="invitation" />, { path: '/account/new', at: '/account/new#token=s3cret', user: null, api });

    fill('short', 'short');
    expect(await screen.findByText('Password should be at least 8 characters long')).toBeTruthy();
    fill('long enough', 'not the same');
    expect(await screen.findByText('Passwords are not equal')).toBeTruthy();
    expect(calls).toEqual([]);

    fill('long enough', 'long enough');

    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/auth/login'));
    expect(calls[0]).toEqual({ method: 'POST', path: '/auth/invite/accept', body: { token: 's3cret', password: 'long enough', password_confirmation: 'long enough' } });
    expect(calls[1]).toMatchObject({ path: '/auth/login', body: { email: 'iris@example.test', password: 'long enough' } });
  });

  it('says so when the link is no longer valid', async () => {
    const { api } = accountApi(false);
    await renderScreen(<AccountPage purpose="invitation" />, { path: '/account/new', at: '/account/new#token=used', user: null, api });
    fill('long enough', 'long enough');
    expect((await screen.findByTestId('account-refused')).textContent).toContain('Ask your administrator to send the invitation again');
  });

  it('asks for the link from the mail when the address has no secret', async () => {
    await renderScreen(<AccountPage purpose="invitation" />, { path: '/account/new', at: '/account/new', user: null, api: accountApi(true).api });
    expect(await screen.findByText('This link is incomplete: open the link from the email.')).toBeTruthy();
  });
});

describe('confirming an email address (/account#token=…)', () => {
  it('confirms it with the link’s secret', async () => {
    const { api, calls } = accountApi(true);
    await renderScreen(<AccountPage purpose="verification" />, { path: '/account', at: '/account#token=v3rify', user: null, api });
    expect((await screen.findByTestId('account-verification')).textContent).toBe('Your email address has been confirmed.');
    expect(calls).toEqual([{ method: 'PUT', path: '/v1/users/verify-email', body: { token: 'v3rify' } }]);
  });
});
