import { describe, expect, it } from 'vitest';
import { hostAllowed, splitHost } from '../../scripts/allowed-hosts.ts';

describe('splitHost', () => {
  it('reads a name, an IPv4 or a bracketed IPv6 address, and the port when there is one', () => {
    expect(splitHost('Passeport.FR.')).toEqual({ name: 'passeport.fr', port: null });
    expect(splitHost('127.0.0.1:4321')).toEqual({ name: '127.0.0.1', port: 4321 });
    expect(splitHost('[::1]:80')).toEqual({ name: '[::1]', port: 80 });
    expect(splitHost('[2001:db8::1]')).toEqual({ name: '[2001:db8::1]', port: null });
  });
});

describe('hostAllowed', () => {
  const site = { siteUrl: 'https://passeport.fr', extra: [] };

  it('on a public address: that address on its port and the site, never a loopback name', () => {
    const allowed = hostAllowed({ ...site, listenHost: '192.0.2.10', port: 8080 });
    expect(['192.0.2.10:8080', 'passeport.fr', 'passeport.fr:443'].filter(allowed)).toHaveLength(3);
    expect(['localhost:8080', '127.0.0.1:8080', '192.0.2.10', 'passeport.fr:8080', 'evil.example'].some(allowed)).toBe(
      false,
    );
  });

  it('on loopback or every interface: the loopback names on its port; port 80 needs none', () => {
    for (const listenHost of ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::']) {
      const allowed = hostAllowed({ ...site, listenHost, port: 80 });
      expect(['localhost', '127.0.0.1:80', '[::1]', 'localhost.'].every(allowed), listenHost).toBe(true);
      expect(['localhost:8080', 'rebind.example', 'rebind.example:80'].some(allowed), listenHost).toBe(false);
    }
  });

  it('a site URL with a port, and ALLOWED_HOSTS entries with or without one', () => {
    const allowed = hostAllowed({
      siteUrl: 'http://passeport.test:8443',
      extra: ['intranet.example', 'mairies.example:8443'],
      listenHost: '127.0.0.1',
      port: 4321,
    });
    expect(
      ['passeport.test:8443', 'intranet.example', 'intranet.example:1', 'mairies.example:8443'].every(allowed),
    ).toBe(true);
    expect(['passeport.test', 'mairies.example', 'mairies.example:443', 'x.intranet.example'].some(allowed)).toBe(
      false,
    );
  });
});
