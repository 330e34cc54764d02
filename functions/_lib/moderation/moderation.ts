// The team's one-time « Accepter » / « Refuser » links (issue #11): HMAC-SHA256 signed with MODERATION_SECRET,
// expiring after MODERATION_LINK_DAYS, single-use (the nonce is recorded with the decision, in one transaction).
// No account, no admin page: whoever holds a link from the team's mailbox can decide that one report, once.
import type { Queryable } from '../../../src/data/db.ts';
import type { Config } from '../core/config.ts';
import type { Deps } from '../core/deps.ts';
import { clientIp, ipHash, type FunctionContext } from '../http/visitor.ts';
import { enforceRateLimit } from '../limits/rate-limit.ts';
import { signLink, verifyLink, type LinkClaims } from './signed-links.ts';

export type ModerationAction = 'accept' | 'refuse';

/** The path of the confirmation page (GET) and of the decision (POST). */
export const MODERATION_PATH = '/api/moderation';

const DAY_MS = 86_400_000;

/** A token's claims once its signature is checked. */
export type ModerationClaims = { reportId: number; action: ModerationAction; expiresAt: Date; nonce: string };

type TokenCheck = { ok: true; claims: ModerationClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** A signed token for `action` on report `reportId`, valid until `expiresAt` (second precision). */
export function signModerationToken(
  secret: string,
  reportId: number,
  action: ModerationAction,
  expiresAt: Date,
  nonce?: string,
): string {
  return signLink(secret, 'moderation', reportId, action, expiresAt, nonce);
}

/** Checks the format and the signature (timing-safe) first, then the expiry: a forged date is 'invalid'. */
export function verifyModerationToken(secret: string, token: unknown, now: Date): TokenCheck {
  const check = verifyLink(secret, 'moderation', token, now);
  if (!check.ok) return check;
  const { subjectId, ...claims }: LinkClaims<'moderation'> = check.claims;
  return { ok: true, claims: { reportId: subjectId, ...claims } };
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

/** Counts a signed link's page or button (the moderation links, the town hall's and the team's links of its answers)
 *  against the client network's `moderation` limit; 429 with Retry-After past it. Called once the token's signature
 *  checked out: a forged or expired link costs an HMAC and no database work. */
export async function limitLinkClient(
  deps: Deps,
  q: Queryable,
  req: Request,
  context: FunctionContext | undefined,
  now: Date,
): Promise<void> {
  await enforceRateLimit(
    q,
    deps.limits.moderation,
    `moderation:${ipHash(deps.config.visitSalt, clientIp(req, context))}`,
    now,
  );
}
