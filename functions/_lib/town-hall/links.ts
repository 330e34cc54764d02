// The signed links of the town hall's word (issue 41; signed-links.ts): the update link mailed to the town hall and
// its « stop » link (purpose `update`, subject: the town hall), and the team's « retirer » / « approuver » links of
// an answer (purpose `withdrawal`, subject: the answer). Checking a token throws the French 403 or 410 it deserves.
import { TOWN_HALL_ANSWER_PATH, TOWN_HALL_TEAM_PATH } from '../../../src/domain/paths.ts';
import type { Config } from '../core/config.ts';
import { HttpError } from '../http/errors.ts';
import { signLink, verifyLink, type LinkClaims, type LinkPurpose } from '../moderation/signed-links.ts';
import { TOWN_HALL_TEXTS as T } from './texts.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long a « stop these mails » link works: a year. */
const STOP_LINK_DAYS = 365;

/** The links of one mail to a town hall, and when its update link stops working. */
export type UpdateLinks = { update: string; stop: string; expiresAt: Date };

/** A fresh update link (TOWN_HALL_LINK_HOURS) and « stop » link (STOP_LINK_DAYS) for town hall `mairieId`. */
export function updateLinks(config: Config, mairieId: number, now: Date): UpdateLinks {
  const expiresAt = new Date(now.getTime() + config.townHallLinkHours * HOUR_MS);
  const stopUntil = new Date(now.getTime() + STOP_LINK_DAYS * DAY_MS);
  const link = (action: 'update' | 'stop', until: Date) =>
    `${config.siteUrl}${TOWN_HALL_ANSWER_PATH}?t=${signLink(config.moderationSecret, 'update', mairieId, action, until)}`;
  return { update: link('update', expiresAt), stop: link('stop', stopUntil), expiresAt };
}

/** The team's links of one answer: « retirer », and « approuver » when its booking page is held. */
export type TeamLinks = { withdraw: string; approve: string | null; expiresAt: Date };

/** Fresh team links for answer `statementId` (MODERATION_LINK_DAYS). */
export function teamLinks(config: Config, statementId: number, held: boolean, now: Date): TeamLinks {
  const expiresAt = new Date(now.getTime() + config.moderationLinkDays * DAY_MS);
  const link = (action: 'withdraw' | 'approve') =>
    `${config.siteUrl}${TOWN_HALL_TEAM_PATH}?t=${signLink(config.moderationSecret, 'withdrawal', statementId, action, expiresAt)}`;
  return { withdraw: link('withdraw'), approve: held ? link('approve') : null, expiresAt };
}

/** The claims of a token of `purpose`, or the French 403 (forged, another purpose's) or 410 (expired). */
export function claimsOf<P extends LinkPurpose>(config: Config, purpose: P, token: unknown, now: Date): LinkClaims<P> {
  const check = verifyLink(config.moderationSecret, purpose, token, now);
  if (!check.ok)
    throw check.reason === 'expired'
      ? new HttpError(410, 'link_expired', T.expired)
      : new HttpError(403, 'link_invalid', T.invalid);
  return check.claims;
}
