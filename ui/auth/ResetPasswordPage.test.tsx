// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { LanguageCode } from '../providers/domain.js';
import { ResetPasswordPage } from './ResetPasswordPage.js';

afterEach(cleanup);

const TOKEN = 'the-mailed-token';
const EMAIL = 'fenna@example.test';
const refused = (code: string, errors: Record<string, string[]>) =>
  new ApiError(422, { status: 422, code, title: code === 'invalid_token' ? 'This link is not valid (any more): it may have expired, or been used or replaced.' : 'Please check all fields and try again', message: '', reference: 'r1', errors });

/** POST /auth/reset-password as the API answers it: the token of the link once, then invalid_token. */
function resetApi() {
  const calls: unknown[] = [];
  let used = false;
  const api: FakeApi = (url, method, body) => {
    if (url.pathname !== '/auth/reset-password' || method !== 'POST') throw new Error(`Unexpected call ${method} ${url.pathname}`);
    calls.push(body);
    const reset = body as { token: string; password: string; password_confirmation: string };
    if (reset.password.length < 8) throw refused('validation_failed', { password: ['Password should be at least 8 characters long'] });
    if (reset.token !== TOKEN || used) throw refused('invalid_token', { token: ['This link is not valid (any more): it may have expired, or been used or replaced.'] });
    used = true;
    return undefined;
  };
  return { api, calls };
}

const open = (api: FakeApi, at = `/auth/reset?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`, language: LanguageCode = 'en') =>
  renderScreen(<ResetPasswordPage />, { path: '/auth/reset', at, api, user: null, language });

function choose(password: string, confirmation = password) {
  fireEvent.change(screen.getByTestId('reset-password'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('reset-password_confirmation'), { target: { value: confirmation } });
  fireEvent.click(screen.getByTestId('reset-submit'));
}

describe('the reset screen (/auth/reset)', () => {
  it('is a form, not the API’s JSON: the rules’ message under the field, then the new password saved', async () => {
    const { api, calls } = resetApi();
    await open(api);

    expect((await screen.findByText(/Choose a new password for fenna@example.test/)).tagName).toBe('P');
    choose('short');
    expect(await screen.findByText('Password should be at least 8 characters long')).toBeTruthy();
    choose('a new and longer one');

    expect((await screen.findByTestId('reset-done')).textContent).toBe('Your password has been changed. Sign in with your new password.');
    expect(calls.at(-1)).toEqual({ email: EMAIL, token: TOKEN, password: 'a new and longer one', password_confirmation: 'a new and longer one' });
  });

  it('says a used or expired link is one, and how to get a new one (fr)', async () => {
    const { api } = resetApi();
    await open(api, `/auth/reset?token=used-before&email=${encodeURIComponent(EMAIL)}`, 'fr');
    choose('a new and longer one');
    expect((await screen.findByTestId('reset-invalid')).textContent).toContain("Ce lien n'est pas valide ou a expiré");
    expect(screen.getByTestId('reset-to-login').getAttribute('href')).toBe('/login');
  });

  it('says a link without its token is incomplete (nl), and asks nothing', async () => {
    const { api, calls } = resetApi();
    await open(api, '/auth/reset?email=x%40example.test', 'nl');
    expect(await screen.findByText(/Deze link is niet volledig/)).toBeTruthy();
    expect(screen.queryByTestId('reset-form')).toBeNull();
    expect(calls).toEqual([]);
  });
});
