// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { TwoFactorState } from '../providers/accountMethods.js';
import PasswordScreen from './PasswordScreen.js';
import TwoFactorScreen from './TwoFactorScreen.js';

afterEach(cleanup);

const refused = (status: number, code: string, title: string, errors?: Record<string, string[]>) =>
  new ApiError(status, { status, code, title, message: title, reference: 'r1', ...(errors ? { errors } : {}) });

describe('changing your password (/account/password)', () => {
  function passwordApi() {
    const bodies: unknown[] = [];
    const api: FakeApi = (url, method, body) => {
      if (url.pathname !== '/auth/user/password' || method !== 'PUT') throw new Error(`Unexpected call ${method} ${url.pathname}`);
      bodies.push(body);
      const change = body as { password_current: string; password_new: string; password_repeat: string };
      if (change.password_current !== 'the current one') throw refused(422, 'password_current', 'This is not your current password.', { password_current: ['This is not your current password'] });
      if (change.password_new !== change.password_repeat) throw refused(422, 'validation_failed', 'Please check all fields and try again', { password_repeat: ['Passwords are not equal'] });
      return undefined;
    };
    return { api, bodies };
  }
  const fill = (current: string, next: string, repeat: string) => {
    fireEvent.change(screen.getByTestId('password_current'), { target: { value: current } });
    fireEvent.change(screen.getByTestId('password_new'), { target: { value: next } });
    fireEvent.change(screen.getByTestId('password_repeat'), { target: { value: repeat } });
    fireEvent.click(screen.getByTestId('password-submit'));
  };

  it('shows each refusal under its field, then says the other sessions ended', async () => {
    const { api, bodies } = passwordApi();
    await renderScreen(<PasswordScreen />, { path: '/account/password', at: '/account/password', api });

    await screen.findByTestId('password-form');
    fill('a wrong one', 'a new password', 'a new password');
    expect(await screen.findByText('This is not your current password')).toBeTruthy();
    fill('the current one', 'a new password', 'another password');
    expect(await screen.findByText('Passwords are not equal')).toBeTruthy();
    fill('the current one', 'a new password', 'a new password');

    expect((await screen.findByTestId('password-changed')).textContent).toBe('Your password has been changed. Your other sessions have ended.');
    expect(screen.getByTestId<HTMLInputElement>('password_current').value).toBe('');
    expect(bodies).toHaveLength(3);
  });

  it('speaks German', async () => {
    await renderScreen(<PasswordScreen />, { path: '/account/password', at: '/account/password', api: passwordApi().api, language: 'de' });
    expect(await screen.findByText('Mindestens 8 Zeichen.')).toBeTruthy();
  });
});

describe('two-factor sign-in (/account/two-factor)', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
  const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];

  /** The two-factor calls over a state kept here, as the API keeps it. */
  function twoFactorApi(initial: Partial<TwoFactorState> = {}) {
    let state: TwoFactorState = { enabled: false, pending: false, required: false, recovery_codes_left: 0, ...initial };
    const calls: string[] = [];
    const api: FakeApi = (url, method, body) => {
      calls.push(`${method} ${url.pathname} ${JSON.stringify(body ?? null)}`);
      if (url.pathname === '/auth/user/two-factor-authentication' && method === 'GET') return { data: state };
      if (url.pathname === '/auth/user/two-factor-authentication' && method === 'POST') return { data: (state = { ...state, pending: true }) };
      if (url.pathname === '/auth/user/two-factor-qr-code') return { data: { svg: SVG, url: 'otpauth://totp/Tally:sanne?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' } };
      if (url.pathname === '/auth/user/confirmed-two-factor-authentication') {
        if ((body as { code: string }).code !== '123456') throw refused(422, 'twofactor', 'The two-factor code is not valid.', { code: ['The two-factor code is not valid.'] });
        state = { ...state, enabled: true, pending: false, recovery_codes_left: CODES.length };
        return { data: { recovery_codes: CODES, state } };
      }
      if (url.pathname === '/auth/user/two-factor-authentication' && method === 'DELETE') {
        if ((body as { code?: string }).code !== '654321') throw refused(422, 'twofactor', 'The two-factor code is not valid.', { code: ['The two-factor code is not valid.'] });
        return { data: (state = { ...state, enabled: false, recovery_codes_left: 0 }) };
      }
      throw new Error(`Unexpected call ${method} ${url.pathname}`);
    };
    return { api, calls };
  }

  it('turns on: the QR code and key, a wrong code refused, the recovery codes shown once, then on', async () => {
    const { api } = twoFactorApi({ required: true });
    await renderScreen(<TwoFactorScreen />, { path: '/account/two-factor', at: '/account/two-factor', api });

    expect(await screen.findByText('Your organisation requires two-factor authentication. Turn it on to continue.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('two-factor-on'));
    const qr = await screen.findByTestId<HTMLImageElement>('two-factor-qr');
    expect(decodeURIComponent(qr.src)).toBe(`data:image/svg+xml;utf8,${SVG}`);
    expect(qr.alt).toBe('QR code for your authenticator app');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('two-factor-confirm'));
    expect(await screen.findByText('The two-factor code is not valid.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('two-factor-confirm'));

    expect((await screen.findByTestId('recovery-codes')).textContent).toBe(CODES.join(''));
    fireEvent.click(screen.getByTestId('recovery-codes-done'));
    expect((await screen.findByTestId('two-factor-status')).textContent).toBe('Two-factor authentication is on. 2 recovery codes left.');
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('turns off with a code from the app (fr)', async () => {
    const { api, calls } = twoFactorApi({ enabled: true, recovery_codes_left: 1 });
    await renderScreen(<TwoFactorScreen />, { path: '/account/two-factor', at: '/account/two-factor', api, language: 'fr' });

    expect((await screen.findByTestId('two-factor-status')).textContent).toBe("L'authentification à deux facteurs est activée. Il reste 1 code de récupération.");
    fireEvent.change(screen.getByTestId('two-factor-proof'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('two-factor-off'));

    await waitFor(() => expect(screen.getByTestId('two-factor-status').textContent).toBe("L'authentification à deux facteurs est désactivée."));
    expect(calls).toContain('DELETE /auth/user/two-factor-authentication {"code":"654321"}');
  });
});
