import { describe, expect, it } from 'vitest';
import { addressForLimits } from './client-address.js';

describe('addresses as the rate limits count them', () => {
  it('keep an IPv4 address as it is, also when written as IPv6', () => {
    expect(addressForLimits('203.0.113.7')).toBe('203.0.113.7');
    expect(addressForLimits('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('count an IPv6 client by its /64 network, however the address is written', () => {
    const line = '2001:db8:aa:1::/64';
    expect(addressForLimits('2001:db8:aa:1::1')).toBe(line);
    expect(addressForLimits('2001:0DB8:00aa:0001:ffff:1:2:3')).toBe(line);
    expect(addressForLimits('2001:db8:aa:1:1::9%eth0')).toBe(line);
    expect(addressForLimits('2001:db8:aa:2::1')).not.toBe(line);
    expect(addressForLimits('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressForLimits('::1')).toBe('0:0:0:0::/64');
    expect(addressForLimits('1:2::3:4:5:1.2.3.4')).toBe('1:2:0:3::/64');
  });
});
