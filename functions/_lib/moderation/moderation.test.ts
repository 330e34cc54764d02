import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/settings/index.ts';
import { moderationLinks, signModerationToken, verifyModerationToken } from './moderation.ts';

const SECRET = 'a-moderation-secret-0123456789';
const NOW = new Date('2026-03-01T10:00:00Z');
const LATER = new Date('2026-03-08T10:00:00Z');

describe('moderation tokens', () => {
  it('verify what they sign, until they expire', () => {
    const token = signModerationToken(SECRET, 42, 'refuse', LATER);
    expect(verifyModerationToken(SECRET, token, NOW)).toEqual({
      ok: true,
      claims: { reportId: 42, action: 'refuse', expiresAt: LATER, nonce: expect.stringMatching(/^[\w-]{22}$/) },
    });
    expect(verifyModerationToken(SECRET, token, LATER)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another secret, any changed part and anything that is not a token', () => {
    const token = signModerationToken(SECRET, 42, 'accept', LATER, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(verifyModerationToken('another-secret-0123456789', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const parts = token.split('.');
    for (const [i, value] of [
      [1, '43'],
      [2, 'r'],
      [3, String(Number(parts[3]) + 1)],
      [4, 'BAAAAAAAAAAAAAAAAAAAAA'],
    ] as const) {
      const changed = parts.with(i, value).join('.');
      expect(verifyModerationToken(SECRET, changed, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
    for (const bad of [undefined, null, 42, ['x'], '', token.toUpperCase(), `${token}=`, token.slice(0, -1)])
      expect(verifyModerationToken(SECRET, bad, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('come in pairs of links on the site, each with its own nonce, valid MODERATION_LINK_DAYS', () => {
    const config = readSettings({
      PUBLIC_SITE_URL: 'https://site.fr',
      MODERATION_SECRET: SECRET,
      MODERATION_LINK_DAYS: '3',
    }).server;
    const links = moderationLinks(config, 7, NOW);
    expect(links.expiresAt).toEqual(new Date('2026-03-04T10:00:00Z'));
    const [accept, refuse] = [links.accept, links.refuse].map((l) => new URL(l));
    expect(accept.origin + accept.pathname).toBe('https://site.fr/api/moderation');
    const claims = [accept, refuse].map((u) => verifyModerationToken(SECRET, u.searchParams.get('t'), NOW));
    expect(claims.map((c) => c.ok && [c.claims.reportId, c.claims.action])).toEqual([
      [7, 'accept'],
      [7, 'refuse'],
    ]);
    expect(claims[0].ok && claims[1].ok && claims[0].claims.nonce !== claims[1].claims.nonce).toBe(true);
  });
});
