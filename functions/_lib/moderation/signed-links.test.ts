import { describe, expect, it } from 'vitest';
import { LINK_PURPOSES, signLink, verifyLink } from './signed-links.ts';

const SECRET = 'signed-links-secret-for-tests-01';
const NOW = new Date('2026-11-28T12:00:00Z');
const LATER = new Date('2026-11-29T12:00:00Z');
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('signed links', () => {
  it('a token verifies for its own purpose with its claims', () => {
    const token = signLink(SECRET, 'update', 42, 'stop', LATER, NONCE);
    expect(verifyLink(SECRET, 'update', token, NOW)).toEqual({
      ok: true,
      claims: { subjectId: 42, action: 'stop', expiresAt: LATER, nonce: NONCE },
    });
  });

  it('refuses a token of one purpose for every other purpose', () => {
    const purposes = Object.keys(LINK_PURPOSES) as (keyof typeof LINK_PURPOSES)[];
    const tokens = [
      signLink(SECRET, 'moderation', 7, 'accept', LATER),
      signLink(SECRET, 'moderation', 7, 'refuse', LATER),
      signLink(SECRET, 'update', 7, 'update', LATER),
      signLink(SECRET, 'update', 7, 'stop', LATER),
      signLink(SECRET, 'withdrawal', 7, 'withdraw', LATER),
      signLink(SECRET, 'withdrawal', 7, 'approve', LATER),
    ];
    const own = ['moderation', 'moderation', 'update', 'update', 'withdrawal', 'withdrawal'];
    tokens.forEach((token, i) => {
      for (const purpose of purposes)
        expect(verifyLink(SECRET, purpose, token, NOW).ok, `${own[i]} token as ${purpose}`).toBe(purpose === own[i]);
    });
  });

  it('refuses a token whose letter was swapped for another purpose’s, even re-signed with another purpose', () => {
    // A withdrawal token with the update letter: the signature covers the purpose, so it fails either way.
    const token = signLink(SECRET, 'withdrawal', 7, 'withdraw', LATER, NONCE);
    const swapped = token.replace('.w.', '.u.');
    expect(verifyLink(SECRET, 'update', swapped, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(SECRET, 'withdrawal', swapped, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses any tampering: subject, action, expiry, nonce, signature, another secret', () => {
    const token = signLink(SECRET, 'update', 42, 'update', LATER, NONCE);
    const [v, id, action, expires, nonce, signature] = token.split('.');
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    for (const parts of [
      [v, '43', action, expires, nonce, signature],
      [v, id, 's', expires, nonce, signature],
      [v, id, action, String(Number(expires) + 3600), nonce, signature],
      [v, id, action, expires, flip(nonce), signature],
      [v, id, action, expires, nonce, flip(signature)],
      ['v2', id, action, expires, nonce, signature],
    ])
      expect(verifyLink(SECRET, 'update', parts.join('.'), NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink('another-secret-of-32-characters!', 'update', token, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    for (const junk of [undefined, null, 42, '', `${token}.`, ` ${token}`, token.slice(0, -1)])
      expect(verifyLink(SECRET, 'update', junk, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a valid signature past its expiry is expired, at the second it ends', () => {
    const token = signLink(SECRET, 'withdrawal', 3, 'approve', LATER, NONCE);
    expect(verifyLink(SECRET, 'withdrawal', token, new Date(LATER.getTime() - 1000)).ok).toBe(true);
    expect(verifyLink(SECRET, 'withdrawal', token, LATER)).toEqual({ ok: false, reason: 'expired' });
    // An expired token of another purpose is invalid, never expired: the signature is checked first.
    expect(verifyLink(SECRET, 'update', token, LATER)).toEqual({ ok: false, reason: 'invalid' });
  });
});
