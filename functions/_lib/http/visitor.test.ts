import { describe, expect, it } from 'vitest';
import {
  clientIp,
  clientNetwork,
  ipHash,
  isAutomated,
  isBot,
  recipientHash,
  visitDay,
  visitorDayHash,
} from './visitor.ts';

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('visitor', () => {
  it('takes the IP from the platform context, then its header', () => {
    const req = new Request('https://x.fr', {
      headers: { 'x-nf-client-connection-ip': '1.1.1.1', 'x-forwarded-for': '6.6.6.6' },
    });
    expect(clientIp(req, { ip: '2.2.2.2' })).toBe('2.2.2.2');
    expect(clientIp(req)).toBe('1.1.1.1');
    expect(clientIp(new Request('https://x.fr', { headers: { 'x-forwarded-for': '6.6.6.6' } }))).toBe('unknown');
  });

  it('counts days in Paris time', () => {
    expect(visitDay(new Date('2025-03-09T22:59:00Z'))).toBe('2025-03-09');
    expect(visitDay(new Date('2025-03-09T23:00:00Z'))).toBe('2025-03-10');
    expect(visitDay(new Date('2025-07-01T21:59:00Z'))).toBe('2025-07-01'); // summer time
    expect(visitDay(new Date('2025-07-01T22:00:00Z'))).toBe('2025-07-02');
  });

  it('hashes per salt, day and network, whatever the browser, never showing the IP', () => {
    const h = visitorDayHash('salt', '1.2.3.4', '2025-03-10');
    expect(h).toMatch(/^[0-9a-f]{32}$/);
    expect(h).toBe(visitorDayHash('salt', '1.2.3.4', '2025-03-10'));
    for (const other of [
      visitorDayHash('salt2', '1.2.3.4', '2025-03-10'),
      visitorDayHash('salt', '1.2.3.5', '2025-03-10'),
      visitorDayHash('salt', '1.2.3.4', '2025-03-11'),
    ])
      expect(other).not.toBe(h);
    expect(visitorDayHash('salt', '2001:db8:1:2::1', '2025-03-10')).toBe(
      visitorDayHash('salt', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2025-03-10'),
    );
    expect(ipHash('salt', '1.2.3.4')).not.toBe(ipHash('salt', '1.2.3.5'));
    expect(ipHash('salt', '2001:db8::1')).toBe(ipHash('salt', '2001:db8::beef'));
    expect(ipHash('salt', '::ffff:1.2.3.4')).toBe(ipHash('salt', '1.2.3.4'));
  });

  it('groups IPv6 by /64, IPv4-mapped addresses as IPv4, zone ids dropped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:85a3:1234:5678:8a2e:370:7334')).toBe('2001:db8:85a3:1234::/64');
    expect(clientNetwork('2001:DB8:85A3:1234::1')).toBe('2001:db8:85a3:1234::/64');
    expect(clientNetwork('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('::')).toBe('0:0:0:0::/64');
    expect(clientNetwork('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(clientNetwork('::FFFF:c633:6409')).toBe('198.51.100.9');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('[2001:db8:1:2::5]')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(clientNetwork('unknown')).toBe('unknown');
    // 15 addresses of one /64 are one network.
    const many = Array.from({ length: 15 }, (_, i) => clientNetwork(`2001:db8:aa:bb:${i.toString(16)}::${i + 1}`));
    expect(new Set(many)).toEqual(new Set(['2001:db8:aa:bb::/64']));
  });

  it('hashes a recipient by its normalised address', () => {
    const h = recipientHash('salt', 'Jeanne@Example.fr');
    expect(h).toMatch(/^[0-9a-f]{32}$/);
    expect(recipientHash('salt', ' jeanne+promo@example.FR ')).toBe(h);
    expect(recipientHash('salt', 'jeanne2@example.fr')).not.toBe(h);
    expect(recipientHash('salt2', 'jeanne@example.fr')).not.toBe(h);
  });

  it('recognises bots and scripted clients', () => {
    expect(isBot(UA)).toBe(false);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    for (const ua of [
      null,
      '',
      'x',
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'curl/8.0',
      'python-requests/2.32',
      'Mozilla/5.0 HeadlessChrome/140',
    ]) {
      expect(isBot(ua), String(ua)).toBe(true);
    }
  });

  it('sees obvious automation in a beacon: no Accept-Language, a navigation, a bot', () => {
    const browser = {
      'user-agent': UA,
      'accept-language': 'fr-FR',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'empty',
    };
    expect(isAutomated(new Headers(browser))).toBe(false);
    // Safari before 16.4 sends no Sec-Fetch-*.
    expect(isAutomated(new Headers({ 'user-agent': UA, 'accept-language': 'fr' }))).toBe(false);
    expect(isAutomated(new Headers({ ...browser, 'accept-language': '' }))).toBe(true);
    expect(isAutomated(new Headers({ 'user-agent': UA }))).toBe(true);
    expect(isAutomated(new Headers({ ...browser, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }))).toBe(
      true,
    );
    expect(isAutomated(new Headers({ ...browser, 'user-agent': 'python-requests/2.32' }))).toBe(true);
  });
});
