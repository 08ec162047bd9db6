import { describe, expect, it } from 'vitest';
import { asksNativeLogin, extensionRequest, nativeLoginRequest } from './requests.js';

const query = (value: string) => new URLSearchParams(value);

describe('a native-login address', () => {
  it('names a port from 1024 to 65535 where the agent waits, and perhaps its device', () => {
    expect(asksNativeLogin(query('native_login=1&port=5600'))).toBe(true);
    expect(asksNativeLogin(query('port=5600'))).toBe(false);
    expect(nativeLoginRequest(query('native_login=1&port=1024'))).toEqual({ ok: true, request: { port: 1024, device: undefined } });
    expect(nativeLoginRequest(query('native_login=1&port=65535&device=%20MacBook-Pro%0A'))).toEqual({ ok: true, request: { port: 65535, device: 'MacBook-Pro' } });
    expect(nativeLoginRequest(query(`port=5600&device=${'x'.repeat(300)}`))).toMatchObject({ ok: true, request: { device: 'x'.repeat(100) } });
  });

  it('is refused with any other port: missing, privileged, too high, not a whole number', () => {
    for (const port of ['', '80', '1023', '65536', '99999', '5600.5', '0x1600', ' 5600', '-5600', '1e4', 'abc']) {
      expect(nativeLoginRequest(query(`native_login=1&port=${encodeURIComponent(port)}`)), port).toEqual({ ok: false, problem: { key: 'port', values: { port } } });
    }
    expect(nativeLoginRequest(query('native_login=1'))).toEqual({ ok: false, problem: { key: 'port', values: { port: '' } } });
  });
});

describe('a browser extension’s address', () => {
  it('is one of the extension’s own pages or its browser’s identity redirect', () => {
    const chrome = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/connected.html';
    expect(extensionRequest(query(`redirect_uri=${encodeURIComponent(chrome)}&device=Chrome`))).toEqual({
      ok: true,
      request: { redirectUri: chrome, target: 'abcdefghijklmnopabcdefghijklmnop', device: 'Chrome' },
    });
    for (const uri of [
      'moz-extension://1b4e28ba-2fa1-11d2-883f-0016d3cca427/connected.html',
      'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/',
      'https://0123456789abcdef0123456789abcdef01234567.extensions.allizom.org/',
    ]) {
      expect(extensionRequest(query(`redirect_uri=${encodeURIComponent(uri)}`)), uri).toMatchObject({ ok: true, request: { redirectUri: uri } });
    }
  });

  it('is refused for any other address: a web site, a look-alike host, credentials, a port or a fragment of its own', () => {
    for (const uri of [
      '',
      'not a url',
      'https://evil.example/steal',
      'http://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/',
      'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org.evil.example/',
      'https://xyz.chromiumapp.org/',
      'chrome-extension://ABCDEFGHIJKLMNOPABCDEFGHIJKLMNOP/',
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop/#token=x',
      'https://user:pw@abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/',
      'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org:8443/',
      'javascript:alert(1)',
    ]) {
      expect(extensionRequest(query(`redirect_uri=${encodeURIComponent(uri)}`)), uri).toEqual({ ok: false, problem: { key: 'redirect_uri', values: { uri } } });
    }
  });
});
