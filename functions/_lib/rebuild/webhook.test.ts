import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook.ts';

const secret = 'a-secret-of-sixteen+';
const body = new TextEncoder().encode('{"event":"publish"}');
const now = new Date('2025-01-01T00:00:00Z');
const ts = String(now.getTime() / 1000);

describe('webhook signature', () => {
  it('is HMAC-SHA256 of "timestamp.body" in hex', () => {
    // printf '1.x' | openssl dgst -sha256 -hmac 'a-secret-of-sixteen+'
    expect(signWebhook(secret, '1', 'x')).toBe('b9eefa680f87b946ae7641cfe438e12ff509920e1bd30f579a1b8948827c84c8');
    expect(signWebhook(secret, ts, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(signWebhook(secret, ts, body)).toBe(signWebhook(secret, ts, '{"event":"publish"}'));
  });

  it('accepts a fresh valid signature, with or without the sha256= prefix', () => {
    const sig = signWebhook(secret, ts, body);
    expect(verifyWebhook(secret, sig, ts, body, now)).toEqual({ ok: true, signature: sig });
    expect(verifyWebhook(secret, `sha256=${sig.toUpperCase()}`, ts, body, now).ok).toBe(true);
  });

  it('refuses missing, malformed, wrong and stale signatures', () => {
    const sig = signWebhook(secret, ts, body);
    expect(verifyWebhook(secret, null, ts, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhook(secret, sig, null, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhook(secret, 'abc', ts, body, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyWebhook('another-secret-value', sig, ts, body, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyWebhook(secret, sig, ts, new TextEncoder().encode('{}'), now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyWebhook(secret, sig, ts, body, new Date(now.getTime() + 301_000))).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyWebhook(secret, sig, ts, body, new Date(now.getTime() - 301_000))).toEqual({
      ok: false,
      reason: 'stale',
    });
  });
});
