import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, parseAddress, rateLimitAddressKey } from '../../shared/client-address';
import { FAST_CHECK_RUNS } from './security-runs';

/** Per-address rate-limit keys (issue 15 §6, decision 0215) and the loopback test of /dev (§7). */
describe('rateLimitAddressKey', () => {
  it('IPv4 by address; IPv4-mapped IPv6 as the IPv4 address it carries', () => {
    expect(rateLimitAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddressKey('203.0.113.8')).not.toBe(rateLimitAddressKey('203.0.113.7'));
    expect(rateLimitAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('IPv6 by /64, whatever the spelling', () => {
    const key = rateLimitAddressKey('2001:db8:1:2::1');
    for (const a of [
      '2001:db8:1:2::ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:dead:beef:cafe:1',
      '[2001:db8:1:2::7]',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:1.2.3.4',
    ]) {
      expect(rateLimitAddressKey(a), a).toBe(key);
    }
    expect(rateLimitAddressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(key).toBe('2001:db8:1:2::/64');
  });

  it('garbage shares one bucket (it cannot multiply buckets)', () => {
    for (const a of ['', 'x', '1.2.3', '999.1.1.1', '1::2::3', '::g', null, undefined, '1.2.3.4.5']) {
      expect(rateLimitAddressKey(a)).toBe('unknown');
    }
  });

  it('property: every address of one /64 has the same key; different /64s differ', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const prefix = fc.tuple(group, group, group, group);
    const suffix = fc.tuple(group, group, group, group);
    fc.assert(
      fc.property(prefix, suffix, suffix, (p, s1, s2) => {
        fc.pre(!(p[0] === 0 && p[1] === 0 && p[2] === 0)); // keep clear of the IPv4-mapped range
        const hex = (g: number[]) => g.map((x) => x.toString(16)).join(':');
        const a = `${hex(p)}:${hex(s1)}`;
        const b = `${hex(p)}:${hex(s2)}`;
        expect(rateLimitAddressKey(a)).toBe(rateLimitAddressKey(b));
        expect(parseAddress(a)).not.toBeNull();
      }),
      { numRuns: FAST_CHECK_RUNS * 20 },
    );
    fc.assert(
      fc.property(prefix, prefix, (p, q) => {
        fc.pre(p.join() !== q.join() && p.some((x) => x) && q.some((x) => x));
        const hex = (g: number[]) => g.map((x) => x.toString(16)).join(':');
        expect(rateLimitAddressKey(`${hex(p)}::1`)).not.toBe(rateLimitAddressKey(`${hex(q)}::1`));
      }),
      { numRuns: FAST_CHECK_RUNS * 20 },
    );
  });
});

describe('isLoopbackAddress', () => {
  it('127/8, ::1 and their mapped forms only', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
    for (const a of ['10.0.0.1', '192.168.1.2', '::', '::2', 'fe80::1', 'localhost', '', '128.0.0.1', null]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});
