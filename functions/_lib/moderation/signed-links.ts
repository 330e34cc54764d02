// One-time links signed for one purpose (HMAC-SHA256 with MODERATION_SECRET): the team's moderation links (issue 11),
// the town hall's update link and its « stop these mails » link, and the team's withdrawal and approval links of a
// town hall's answer (issue 41). The
// purpose is part of what is signed, and each purpose has its own action letters: no link opens another purpose's
// route. A token: v1.<subject id>.<action letter>.<expiry, Unix seconds>.<nonce>.<signature>; its nonce is recorded
// when it is used (moderation_tokens_used, town_hall_tokens_used), in the transaction of what it does.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Each purpose's actions and their letters in the token. */
export const LINK_PURPOSES = {
  moderation: { accept: 'a', refuse: 'r' },
  update: { update: 'u', stop: 's' },
  withdrawal: { withdraw: 'w', approve: 'b' },
} as const;

export type LinkPurpose = keyof typeof LINK_PURPOSES;
export type LinkAction<P extends LinkPurpose> = keyof (typeof LINK_PURPOSES)[P] & string;

/** A token's claims once its signature is checked. */
export type LinkClaims<P extends LinkPurpose> = {
  subjectId: number;
  action: LinkAction<P>;
  expiresAt: Date;
  nonce: string;
};

type LinkCheck<P extends LinkPurpose> =
  { ok: true; claims: LinkClaims<P> } | { ok: false; reason: 'invalid' | 'expired' };

const TOKEN = /^v1\.([1-9]\d{0,9})\.([a-z])\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const sign = (secret: string, purpose: LinkPurpose, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}\u0000${payload}`).digest('base64url');

/** A signed token for `action` of `purpose` on `subjectId`, valid until `expiresAt` (second precision). */
export function signLink<P extends LinkPurpose>(
  secret: string,
  purpose: P,
  subjectId: number,
  action: LinkAction<P>,
  expiresAt: Date,
  nonce: string = randomBytes(16).toString('base64url'),
): string {
  const letter = (LINK_PURPOSES[purpose] as Record<string, string>)[action];
  const payload = `v1.${subjectId}.${letter}.${Math.floor(expiresAt.getTime() / 1000)}.${nonce}`;
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** Checks the format, the purpose's letters and the signature (timing-safe) first, then the expiry: a forged date
 *  is 'invalid'. */
export function verifyLink<P extends LinkPurpose>(secret: string, purpose: P, token: unknown, now: Date): LinkCheck<P> {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, letter, expires, nonce, signature] = match;
  const action = Object.entries(LINK_PURPOSES[purpose]).find(([, l]) => l === letter)?.[0];
  if (!action) return { ok: false, reason: 'invalid' };
  const payload = token.slice(0, token.length - signature.length - 1);
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { subjectId: Number(id), action: action as LinkAction<P>, expiresAt, nonce } };
}
