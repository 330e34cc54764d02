// The team's one-time « Accepter » / « Refuser » links (issue #11): HMAC-SHA256 signed with MODERATION_SECRET,
// expiring after MODERATION_LINK_DAYS, single-use (the nonce is recorded with the decision, in one transaction).
// No account, no admin page: whoever holds a link from the team's mailbox can decide that one report, once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../core/config.ts';

export type ModerationAction = 'accept' | 'refuse';

/** The path of the confirmation page (GET) and of the decision (POST). */
export const MODERATION_PATH = '/api/moderation';

const ACTION_CODES: Record<ModerationAction, string> = { accept: 'a', refuse: 'r' };
const TOKEN = /^v1\.([1-9]\d{0,9})\.([ar])\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const DAY_MS = 86_400_000;

/** A token's claims once its signature is checked. */
export type ModerationClaims = { reportId: number; action: ModerationAction; expiresAt: Date; nonce: string };

type TokenCheck = { ok: true; claims: ModerationClaims } | { ok: false; reason: 'invalid' | 'expired' };

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`moderation\u0000${payload}`).digest('base64url');

/** A signed token for `action` on report `reportId`, valid until `expiresAt` (second precision). */
export function signModerationToken(
  secret: string,
  reportId: number,
  action: ModerationAction,
  expiresAt: Date,
  nonce: string = randomBytes(16).toString('base64url'),
): string {
  const payload = `v1.${reportId}.${ACTION_CODES[action]}.${Math.floor(expiresAt.getTime() / 1000)}.${nonce}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Checks the format and the signature (timing-safe) first, then the expiry: a forged date is 'invalid'. */
export function verifyModerationToken(secret: string, token: unknown, now: Date): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, code, expires, nonce, signature] = match;
  const payload = token.slice(0, token.length - signature.length - 1);
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { reportId: Number(id), action: code === 'a' ? 'accept' : 'refuse', expiresAt, nonce } };
}

/** The two links of a report's mail, and when they stop working. */
export type ModerationLinks = { accept: string; refuse: string; expiresAt: Date };

/** Fresh « Accepter » / « Refuser » links for report `reportId`, each with its own nonce. */
export function moderationLinks(config: Config, reportId: number, now: Date): ModerationLinks {
  const expiresAt = new Date(now.getTime() + config.moderationLinkDays * DAY_MS);
  const link = (action: ModerationAction) =>
    `${config.siteUrl}${MODERATION_PATH}?t=${signModerationToken(config.moderationSecret, reportId, action, expiresAt)}`;
  return { accept: link('accept'), refuse: link('refuse'), expiresAt };
}
