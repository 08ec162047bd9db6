import { describe, expect, it } from 'vitest';
import { addressKey } from './login-attempts.js';

describe('the address an attempt is counted at', () => {
  it('is an IPv4 address as it is, also mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written, so one subscriber cannot step through its addresses', () => {
    const subscriber = '2001:db8:aa:1::/64';
    for (const ip of ['2001:db8:aa:1::1', '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff', '2001:db8:aa:1:1:2:3:4%eth0', '2001:db8:aa:1::203.0.113.7']) expect(addressKey(ip)).toBe(subscriber);
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(subscriber);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
