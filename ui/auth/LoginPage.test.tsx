// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { LanguageCode } from '../providers/domain.js';
import { LoginPage } from './LoginPage.js';

afterEach(cleanup);

const sanne = testUser();
const CODE = '123456';
const RECOVERY = 'ABCDE-FGHIJ';
const wrongCode = () =>
  new ApiError(422, { status: 422, code: 'twofactor', title: 'The two-factor code is not valid.', message: 'The two-factor code is not valid.', reference: 'r1', errors: { code: ['The two-factor code is not valid.'] } });

/** The sign-in calls of a person with two-factor on; every call is noted. */
function signInApi() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    // Which providers to offer a sign-in with (none here): a question of the login page's, not a sign-in call.
    if (url.pathname === '/auth/providers') return { data: [] };
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/auth/login') return { two_factor: true };
    if (url.pathname === '/auth/two-factor-challenge') {
      const proof = body as { code?: string; recovery_code?: string };
      if (proof.code === CODE || proof.recovery_code === RECOVERY) return { data: sanne };
      throw wrongCode();
    }
    if (url.pathname === '/auth/forgot-password') return { message: 'If an account exists for this email address, a mail is on its way.' };
    if (url.pathname === '/v1/preferences') return { data: [] };
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

async function openLogin(api: FakeApi, language: LanguageCode = 'en') {
  const routes = (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/day" element={<p>The day</p>} />
    </Routes>
  );
  return renderScreen(routes, { path: '*', at: '/login?redirect=/day', api, user: null, language });
}

async function enterPassword() {
  fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: sanne.email } });
  fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login page with two-factor sign-in', () => {
  it('asks for the code after the password, says when it is wrong, and signs in with the right one', async () => {
    const { api, calls } = signInApi();
    await openLogin(api);
    await enterPassword();

    fireEvent.change(await screen.findByTestId('two-factor-challenge-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('two-factor-challenge-submit'));
    expect(await screen.findByText('The two-factor code is not valid.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('two-factor-challenge-code'), { target: { value: CODE } });
    fireEvent.click(screen.getByTestId('two-factor-challenge-submit'));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/day'));
    expect(calls.filter((call) => call.path.startsWith('/auth/'))).toEqual([
      { method: 'POST', path: '/auth/login', body: { email: sanne.email, password: 'correct horse battery' } },
      { method: 'POST', path: '/auth/two-factor-challenge', body: { code: '654321' } },
      { method: 'POST', path: '/auth/two-factor-challenge', body: { code: CODE } },
    ]);
  });

  it('takes a recovery code instead', async () => {
    const { api, calls } = signInApi();
    await openLogin(api);
    await enterPassword();

    fireEvent.click(await screen.findByTestId('two-factor-challenge-switch'));
    expect(screen.getByText('Enter one of your recovery codes. Each code works once.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('two-factor-challenge-code'), { target: { value: ` ${RECOVERY} ` } });
    fireEvent.click(screen.getByTestId('two-factor-challenge-submit'));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/day'));
    expect(calls.find((call) => call.path === '/auth/two-factor-challenge')?.body).toEqual({ recovery_code: RECOVERY });
  });
});

describe('a forgotten password on the login page', () => {
  it.each<[LanguageCode, string, string]>([
    ['nl', 'Wachtwoord vergeten?', 'Hoort dit e-mailadres bij een account'],
    ['en', 'Forgot your password?', 'If this email address belongs to an account'],
    ['de', 'Passwort vergessen?', 'Gehört diese E-Mail-Adresse zu einem Konto'],
    ['fr', 'Mot de passe oublié ?', 'Si cette adresse e-mail appartient à un compte'],
  ])('(%s) asks for the email and says the same whatever the answer', async (language, link, sent) => {
    const { api, calls } = signInApi();
    await openLogin(api, language);

    fireEvent.click(await screen.findByText(link));
    fireEvent.change(screen.getByTestId('forgot-password-email'), { target: { value: 'anyone@example.test' } });
    fireEvent.click(screen.getByTestId('forgot-password-submit'));

    expect((await screen.findByTestId('forgot-password-sent')).textContent).toContain(sent);
    expect(calls.find((call) => call.path === '/auth/forgot-password')?.body).toEqual({ email: 'anyone@example.test' });
  });
});
