// GET/POST /api/mairie/decision?t=<token> — the team's links of a town hall's answer (issue 41), purpose
// `withdrawal` (signed-links.ts): « Retirer » and, for a booking page on a domain that is not the town hall's,
// « Approuver ». GET only shows a French confirmation page (what the answer says, what the button does); POST (same
// origin, token in the body) does it in one transaction: the nonce claimed, then the answer withdrawn (the town hall's
// earlier values back, the answer deleted, no new link for TOWN_HALL_BLOCK_DAYS) or its booking page shown, and a
// rebuild requested; then the build hook is called. An answer withdrawn or replaced since: 404. Both count against
// the per-network limit `moderation` once the token's signature checked out.
import { MESSAGES } from '../src/domain/messages.ts';
import { mairiePath, TOWN_HALL_TEAM_PATH } from '../src/domain/paths.ts';
import { townHallSays } from '../src/domain/town-hall-word.ts';
import type { Queryable } from '../src/data/db.ts';
import { insertRebuildRequest } from '../src/data/queries/rebuild-requests.ts';
import {
  approveHeldBooking,
  claimTownHallToken,
  getTownHallStatement,
  getTownHallTarget,
  townHallTokenUsedAt,
  withdrawTownHallStatement,
  type TownHallStatement,
  type TownHallTarget,
} from '../src/data/queries/town-hall-statements.ts';
import { productionDeps, type Deps } from './_lib/core/deps.ts';
import { FORM_MAX_BYTES } from './_lib/forms/form.ts';
import { withDeadline } from './_lib/http/deadline.ts';
import { HttpError, toErrorAnswer } from './_lib/http/errors.ts';
import { decodeBody, readBody, requireContentType, requireMethod, requireSameOrigin } from './_lib/http/guards.ts';
import type { Handler } from './_lib/http/handler.ts';
import { errorResponse } from './_lib/http/respond.ts';
import type { LinkClaims } from './_lib/moderation/signed-links.ts';
import { claimsOf } from './_lib/town-hall/links.ts';
import { limitLinkClient } from './_lib/moderation/moderation.ts';
import { anchor, confirmForm, paragraphs } from './_lib/town-hall/page.ts';
import { linkPage } from './_lib/moderation/moderation-page.ts';
import { rebuildAfterDecision } from './_lib/rebuild/build-hook.ts';
import { TOWN_HALL_TEXTS as T } from './_lib/town-hall/texts.ts';

export const config = { path: TOWN_HALL_TEAM_PATH };

type Claims = LinkClaims<'withdrawal'>;
type Subject = { statement: TownHallStatement; townHall: TownHallTarget };

/** The answer of the link and its town hall, still current, the link unused and its action still to do; else the
 *  French 404 or 409. */
async function openSubject(q: Queryable, claims: Claims, lock: boolean): Promise<Subject> {
  const statement = await getTownHallStatement(q, claims.subjectId, lock);
  const townHall = statement && (await getTownHallTarget(q, statement.mairieId));
  if (!statement || !townHall) throw new HttpError(404, 'answer_gone', T.statementGone);
  if (await townHallTokenUsedAt(q, claims.nonce)) throw new HttpError(409, 'link_used', T.teamUsed);
  if (claims.action === 'approve' && !statement.bookingHeld) throw new HttpError(409, 'booking_not_held', T.notHeld);
  return { statement, townHall };
}

/** What the pages say of the answer. */
function summaryOf({ statement: s }: Subject): string[] {
  return [
    townHallSays(s.takesApplications, s.saidOn),
    ...(s.bookingUrl ? [T.bookingLine(s.bookingUrl, s.bookingHeld)] : []),
    ...(s.bookingHow ? [T.howLine(s.bookingHow)] : []),
  ];
}

export function createHandler(deps: Deps): Handler {
  const origins = () => deps.config.pageOrigins;
  const page = (title: string, body: string) => linkPage(200, title, body, origins());
  const DAY_MS = 86_400_000;

  const decision: Handler = async (req, context) => {
    try {
      requireMethod(req, ['GET', 'HEAD', 'POST']);
      const now = deps.now();
      if (req.method !== 'POST') {
        const token = new URL(req.url).searchParams.get('t');
        const claims = claimsOf(deps.config, 'withdrawal', token, now);
        const db = await deps.db();
        await limitLinkClient(deps, db, req, context, now);
        const subject = await openSubject(db, claims, false);
        const withdraw = claims.action === 'withdraw';
        const nom = subject.townHall.nom;
        return page(
          withdraw ? T.withdrawTitle(nom) : T.approveTitle(nom),
          `${paragraphs([...summaryOf(subject), withdraw ? T.withdrawEffect(deps.config.townHallBlockDays) : T.approveEffect])}
${confirmForm(TOWN_HALL_TEAM_PATH, { t: token as string }, withdraw ? T.withdrawButton : T.approveButton)}`,
        );
      }
      requireSameOrigin(req, deps.config.siteUrl);
      const body = await readBody(req, FORM_MAX_BYTES);
      const fields = decodeBody(body, requireContentType(req, ['form']));
      const claims = claimsOf(deps.config, 'withdrawal', fields.t, now);
      const db = await deps.db();
      await limitLinkClient(deps, db, req, context, now);
      const subject = await db.transaction(async (tx) => {
        const locked = await openSubject(tx, claims, true);
        if (!(await claimTownHallToken(tx, claims.nonce, 'withdrawal', locked.statement.id)))
          throw new HttpError(409, 'link_used', T.teamUsed);
        if (claims.action === 'withdraw')
          await withdrawTownHallStatement(
            tx,
            locked.statement,
            new Date(now.getTime() + deps.config.townHallBlockDays * DAY_MS),
          );
        else await approveHeldBooking(tx, locked.statement);
        await insertRebuildRequest(tx, null);
        return locked;
      });
      const rebuild = (await rebuildAfterDecision(deps, db, 'town hall')) ? T.rebuildStarted : T.rebuildPending;
      const { townHall } = subject;
      return page(
        claims.action === 'withdraw' ? T.withdrawnTitle : T.approvedTitle,
        `${paragraphs([...summaryOf(subject), rebuild])}
${anchor(`${deps.config.siteUrl}${mairiePath(townHall.slug)}`, `Voir la page de ${townHall.nom}`)}`,
      );
    } catch (error) {
      return errorResponse('html', toErrorAnswer(error, MESSAGES.sendFailed), req, origins());
    }
  };
  return withDeadline(decision, origins);
}

export default createHandler(productionDeps());
