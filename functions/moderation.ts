// GET/POST /api/moderation?t=<token> — the team's signed one-time links (issue #11; functions/_lib/moderation/moderation.ts).
// GET only shows a French confirmation page (noindex, no-store, the site's CSP) summarising the change, with a
// <form method="post"> button: it never changes anything. POST (token in the body, same origin) checks the token
// again and, in one transaction, records its nonce, settles the report and, on « Accepter », applies the correction
// to the town hall with the source 'visitor' and today's Paris date (a held review is published). Then, for an
// acceptance, it calls the build hook; a failed call stays recorded and is retried (functions/_lib/rebuild/build-hook.ts).
// Both count against the per-network limit `moderation` once the token's signature checked out: a forged or expired
// link costs an HMAC and no database work, a signed one is limited before the database reads its report.
import { correctionSummary, type Correction } from '../src/domain/correction.ts';
import { mairiePath } from '../src/domain/paths.ts';
import { MESSAGES } from '../src/domain/messages.ts';
import { StoredCorrectionSchema } from '../src/schemas/report-correction.ts';
import { rebuildAfterDecision } from './_lib/rebuild/build-hook.ts';
import { productionDeps, type Deps } from './_lib/core/deps.ts';
import { withDeadline } from './_lib/http/deadline.ts';
import { HttpError, toErrorAnswer } from './_lib/http/errors.ts';
import { FORM_MAX_BYTES } from './_lib/forms/form.ts';
import type { Handler } from './_lib/http/handler.ts';
import { decodeBody, readBody, requireContentType, requireMethod, requireSameOrigin } from './_lib/http/guards.ts';
import {
  limitLinkClient,
  MODERATION_PATH,
  verifyModerationToken,
  type ModerationAction,
  type ModerationClaims,
} from './_lib/moderation/moderation.ts';
import { moderationPage, MODERATION_TEXTS as T } from './_lib/moderation/moderation-page.ts';
import { errorResponse } from './_lib/http/respond.ts';
import { visitDay } from './_lib/http/visitor.ts';
import type { Queryable } from '../src/data/db.ts';
import { applyCorrection } from '../src/data/queries/corrections.ts';
import { claimModerationToken, isModerationTokenUsed } from '../src/data/queries/moderation-tokens.ts';
import { insertRebuildRequest } from '../src/data/queries/rebuild-requests.ts';
import { decideReport, getModerationTarget, type ModerationTarget } from '../src/data/queries/reports.ts';

export const config = { path: MODERATION_PATH };

/** A report its links can decide: a pending correction, or a pending review that was not auto-approved. */
const isModeratable = (t: ModerationTarget) =>
  t.status === 'pending' && (t.type === 'correction' || (t.type === 'review' && !t.auto_approve));

/** The stored correction, checked; a row that does not read back is not acted on. */
function correctionOf(target: ModerationTarget): Correction | null {
  if (target.type !== 'correction') return null;
  const parsed = StoredCorrectionSchema.safeParse(target.correction);
  if (!parsed.success) throw new HttpError(409, 'correction_unreadable', T.unreadable);
  return parsed.data;
}

/** The lines the page shows about the report. */
function summaryOf(target: ModerationTarget): string[] {
  const correction = correctionOf(target);
  if (correction)
    return [
      ...correctionSummary(correction),
      ...(target.content ? [`Précisions du visiteur : ${target.content}`] : []),
    ];
  return [`Avis (${target.rating}/5) : « ${target.content} »`];
}

/** The token's claims, or the French 4xx the link deserves. */
function claimsOf(deps: Deps, token: unknown, now: Date): ModerationClaims {
  const check = verifyModerationToken(deps.config.moderationSecret, token, now);
  if (!check.ok)
    throw check.reason === 'expired'
      ? new HttpError(410, 'link_expired', T.expired)
      : new HttpError(403, 'link_invalid', T.invalid);
  return check.claims;
}

/** The report behind the claims, still open and the link unused, or the French 4xx. */
async function openTarget(q: Queryable, claims: ModerationClaims, lock: boolean): Promise<ModerationTarget> {
  const target = await getModerationTarget(q, claims.reportId, lock);
  if (!target) throw new HttpError(404, 'report_unknown', T.unknown);
  if (await isModerationTokenUsed(q, claims.nonce)) throw new HttpError(409, 'link_used', T.used);
  if (!isModeratable(target)) throw new HttpError(409, 'report_decided', T.decided);
  return target;
}

const verb: Record<ModerationAction, string> = { accept: 'Accepter', refuse: 'Refuser' };

export function createHandler(deps: Deps): Handler {
  const origins = () => deps.config.pageOrigins;
  const moderation: Handler = async (req, context) => {
    try {
      requireMethod(req, ['GET', 'HEAD', 'POST']);
      const now = deps.now();
      if (req.method !== 'POST') {
        const token = new URL(req.url).searchParams.get('t');
        const claims = claimsOf(deps, token, now);
        const db = await deps.db();
        await limitLinkClient(deps, db, req, context, now);
        const target = await openTarget(db, claims, false);
        return moderationPage(
          200,
          {
            title: `${verb[claims.action]} : ${target.nom}`,
            lines: [
              ...summaryOf(target),
              claims.action === 'accept' ? T.acceptEffect(target.type === 'review') : T.refuseEffect,
            ],
            form: { action: MODERATION_PATH, token: token as string, button: verb[claims.action] },
          },
          origins(),
        );
      }
      requireSameOrigin(req, deps.config.siteUrl);
      const body = await readBody(req, FORM_MAX_BYTES);
      const fields = decodeBody(body, requireContentType(req, ['form']));
      const claims = claimsOf(deps, fields.t, now);
      const db = await deps.db();
      await limitLinkClient(deps, db, req, context, now);
      const day = visitDay(now);
      const target = await db.transaction(async (tx) => {
        const locked = await openTarget(tx, claims, true);
        if (!(await claimModerationToken(tx, claims.nonce, locked.id, claims.action)))
          throw new HttpError(409, 'link_used', T.used);
        if (claims.action === 'refuse') {
          await decideReport(tx, locked.id, 'rejected');
          return locked;
        }
        const correction = correctionOf(locked);
        if (correction) await applyCorrection(tx, locked.mairie_id, correction, day);
        await decideReport(tx, locked.id, 'resolved');
        await insertRebuildRequest(tx, locked.id);
        return locked;
      });
      let rebuild = '';
      if (claims.action === 'accept') {
        rebuild = (await rebuildAfterDecision(deps, db, 'moderation')) ? T.rebuildStarted : T.rebuildPending;
      }
      return moderationPage(
        200,
        {
          title: claims.action === 'accept' ? T.accepted : T.refused,
          lines: [...summaryOf(target), ...(rebuild ? [rebuild] : [])],
          link: { href: `${deps.config.siteUrl}${mairiePath(target.slug)}`, text: `Voir la page de ${target.nom}` },
        },
        origins(),
      );
    } catch (error) {
      return errorResponse('html', toErrorAnswer(error, MESSAGES.sendFailed), req, origins());
    }
  };
  return withDeadline(moderation, origins);
}

export default createHandler(productionDeps());
