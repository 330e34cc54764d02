// Signature of the editors' rebuild webhook: HMAC-SHA256 over `timestamp.body`, hex, in X-Signature
// (optionally prefixed `sha256=`), with the Unix time in seconds in X-Timestamp.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Requests signed more than this long ago (or ahead) are refused. */
export const WEBHOOK_MAX_AGE_SECONDS = 300;

/** Hex HMAC-SHA256 of `timestamp.body`. */
export function signWebhook(secret: string, timestamp: string, body: Uint8Array | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

type WebhookCheck = { ok: true; signature: string } | { ok: false; reason: 'missing' | 'invalid' | 'stale' };

/** Checks presence, signature (constant time) and freshness, in that order. */
export function verifyWebhook(
  secret: string,
  signatureHeader: string | null,
  timestampHeader: string | null,
  body: Uint8Array,
  now: Date,
): WebhookCheck {
  if (!signatureHeader || !timestampHeader) return { ok: false, reason: 'missing' };
  const given = signatureHeader
    .trim()
    .replace(/^sha256=/i, '')
    .toLowerCase();
  if (!/^\d{1,12}$/.test(timestampHeader) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'invalid' };
  const expected = signWebhook(secret, timestampHeader, body);
  if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex')))
    return { ok: false, reason: 'invalid' };
  if (Math.abs(now.getTime() / 1000 - Number(timestampHeader)) > WEBHOOK_MAX_AGE_SECONDS)
    return { ok: false, reason: 'stale' };
  return { ok: true, signature: expected };
}
