import { describe, expect, it } from 'vitest';
import { clientIp, ipHash, isBot, visitDay, visitorDayHash } from './visitor.ts';

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

  it('hashes per salt, day, IP and browser, never showing the IP', () => {
    const h = visitorDayHash('salt', '1.2.3.4', UA, '2025-03-10');
    expect(h).toMatch(/^[0-9a-f]{32}$/);
    expect(h).toBe(visitorDayHash('salt', '1.2.3.4', UA, '2025-03-10'));
    for (const other of [
      visitorDayHash('salt2', '1.2.3.4', UA, '2025-03-10'),
      visitorDayHash('salt', '1.2.3.5', UA, '2025-03-10'),
      visitorDayHash('salt', '1.2.3.4', `${UA} x`, '2025-03-10'),
      visitorDayHash('salt', '1.2.3.4', UA, '2025-03-11'),
    ])
      expect(other).not.toBe(h);
    expect(ipHash('salt', '1.2.3.4')).not.toBe(ipHash('salt', '1.2.3.5'));
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
});
