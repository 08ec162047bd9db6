// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import { LoginPage } from './LoginPage.js';
import { SignOnReturn } from './SignOnReturn.js';

afterEach(cleanup);

const providersApi =
  (providers: string[]): FakeApi =>
  (url) => {
    if (url.pathname === '/auth/providers') return { data: providers.map((provider) => ({ provider })) };
    throw new Error(`Unexpected call ${url.pathname}`);
  };

const openLogin = (api: FakeApi) => renderScreen(<LoginPage />, { path: '/login', at: '/login', api, user: null });

describe('the login page’s sign-in with Google and Microsoft', () => {
  it('offers no provider when the portal has an app at none', async () => {
    await openLogin(providersApi([]));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByTestId('sign-on-buttons')).toBeNull();
  });

  it('offers each provider the portal has an app at, and Microsoft’s administrators’ sign-in', async () => {
    await openLogin(providersApi(['google', 'microsoft']));
    expect((await screen.findByTestId('sign-in-google')).textContent).toBe('Sign in with Google');
    expect(screen.getByTestId('sign-in-microsoft').textContent).toBe('Sign in with Microsoft');
    expect(screen.getByTestId('sign-in-microsoft-admin').textContent).toBe('Administrators: sign in with Microsoft');
  });
});

describe('the return page of a provider', () => {
  const openReturn = (api: FakeApi) =>
    renderScreen(
      <Routes>
        <Route path="/auth/google/return" element={<SignOnReturn provider="google" />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { path: '*', at: '/auth/google/return?code=c&state=s', api, user: null },
    );

  it('hands the provider’s query to the API and says why it was refused', async () => {
    const sent: unknown[] = [];
    await openReturn((url, _method, body) => {
      if (url.pathname === '/auth/providers') return { data: [] };
      sent.push(body);
      const title = 'No user is linked to this Google account.';
      throw new ApiError(422, { status: 422, code: 'invalid_credentials_google', title, message: title, reference: 'r1' });
    });
    expect((await screen.findByTestId('sign-on-refused')).textContent).toBe('No user is linked to this Google account.');
    expect(sent).toEqual([{ query: 'code=c&state=s' }]);
  });

  it('goes on to the two-factor code when the person has it on', async () => {
    await openReturn((url) => (url.pathname === '/auth/providers' ? { data: [] } : { two_factor: true, redirect: null }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(await screen.findByTestId('two-factor-challenge-code')).toBeTruthy();
  });
});
