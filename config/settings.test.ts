import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told to', () => {
    expect(readSettings({}).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads a number of hops, or addresses, CIDR ranges and named ranges separated by commas', () => {
    expect(readSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else at start, naming the wrong entry', () => {
    for (const wrong of ['true', '10.0.0.1,proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '-1']) {
      expect(() => readSettings({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
