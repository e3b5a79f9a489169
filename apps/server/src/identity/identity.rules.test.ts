import { describe, expect, it } from 'vitest';
import { ipPrefix } from './identity.rules.ts';

describe('ipPrefix', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped ones', () => {
    expect(ipPrefix('203.0.113.7')).toBe('203.0.113.7');
    expect(ipPrefix('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64', () => {
    expect(ipPrefix('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipPrefix('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(ipPrefix('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipPrefix('::1')).toBe('0:0:0:0::/64');
    expect(ipPrefix('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipPrefix('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
