import { describe, expect, it } from 'vitest';
import { forwardedClientIp } from './proxy.ts';

describe('forwardedClientIp', () => {
  it('takes the socket address when no proxy is trusted', () => {
    expect(forwardedClientIp('10.0.0.2', '203.0.113.9', 0)).toBe('10.0.0.2');
  });

  it('behind one proxy, takes the entry that proxy appended, never what the client wrote', () => {
    expect(forwardedClientIp('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClientIp('10.0.0.2', '198.51.100.7, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClientIp('10.0.0.2', ['198.51.100.7', '203.0.113.9'], 1)).toBe('203.0.113.9');
  });

  it('behind two proxies, goes one hop further left', () => {
    expect(forwardedClientIp('10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
  });

  it('reads IPv6 and addresses with a port', () => {
    expect(forwardedClientIp('::1', '2001:db8::7', 1)).toBe('2001:db8::7');
    expect(forwardedClientIp('::1', '[2001:db8::7]:4711', 1)).toBe('2001:db8::7');
    expect(forwardedClientIp('::1', '203.0.113.9:4711', 1)).toBe('203.0.113.9');
  });

  it('falls back to the nearest trusted address when the chain is short or malformed', () => {
    expect(forwardedClientIp('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(forwardedClientIp('10.0.0.2', '', 1)).toBe('10.0.0.2');
    expect(forwardedClientIp('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
    expect(forwardedClientIp('10.0.0.2', 'unknown', 1)).toBe('10.0.0.2');
    expect(forwardedClientIp('10.0.0.2', 'unknown, 203.0.113.9', 2)).toBe('203.0.113.9');
  });
});
