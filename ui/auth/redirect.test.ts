import { describe, expect, it } from 'vitest';
import { loginRedirectingTo, safeRedirect } from './redirect.js';

describe('the login’s redirect', () => {
  it('comes back to a page of the portal with its query', () => {
    const login = loginRedirectingTo('/?native_login=1&port=5600&device=laptop');

    expect(login).toBe('/login?redirect=%2F%3Fnative_login%3D1%26port%3D5600%26device%3Dlaptop');
    expect(safeRedirect(new URLSearchParams(login.split('?')[1]).get('redirect'))).toBe('/?native_login=1&port=5600&device=laptop');
  });

  it('takes no other site, no scheme and not the login itself', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/login', '/login?redirect=/day', '', null, undefined]) {
      expect(safeRedirect(value), String(value)).toBeUndefined();
    }
    expect(safeRedirect('/auth/token')).toBe('/auth/token');
  });
});
