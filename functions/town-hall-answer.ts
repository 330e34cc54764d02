// GET/POST /api/mairie/reponse?t=<token> — the town hall's update link (issue 41) and its « stop » link, both of
// purpose `update` (signed-links.ts). GET shows the answer form (or the « stop » confirmation) and never uses the
// token. POST (same origin, the token in a hidden field) checks it again (403 forged or another purpose's, 410
// expired, 409 used with the answer's date), then, in one transaction: the nonce claimed, the answer stored and
// written at once to the town hall (source 'mairie', the Paris day; a booking page on a domain that is not the town
// hall's waits for the team), a rebuild requested and the team's notice queued (with its « Retirer » link). Then the
// build hook is called. The « stop » button blocks new links to that town hall indefinitely (a second click changes nothing more).
// Both count against the per-network limit `moderation` once the token's signature checked out.
import { MESSAGES } from '../src/domain/messages.ts';
import { TOWN_HALL_ANSWER_PATH } from '../src/domain/paths.ts';
import { bookingNeedsApproval } from '../src/domain/town-hall-word.ts';
import { TownHallAnswerSchema } from '../src/schemas/town-hall-word.ts';
import { validateForm } from '../src/schemas/validate.ts';
import type { Db, Queryable } from '../src/data/db.ts';
import { enqueueMail } from '../src/data/queries/email-outbox.ts';
import { insertRebuildRequest } from '../src/data/queries/rebuild-requests.ts';
import {
  blockLinksForever,
  claimTownHallToken,
  getTownHallTarget,
  linkSentSince,
  saveTownHallStatement,
  townHallTokenUsedAt,
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
import { recipientHash, visitDay } from './_lib/http/visitor.ts';
import { mailDomain } from './_lib/mail/render.ts';
import { townHallAnswerMail } from './_lib/mail/templates.ts';
import { drainSoon } from './_lib/outbox/drain.ts';
import { messageIdFor } from './_lib/outbox/outbox.ts';
import { answerForm } from './_lib/town-hall/answer-form.ts';
import { rebuildAfterDecision } from './_lib/rebuild/build-hook.ts';
import { claimsOf, teamLinks } from './_lib/town-hall/links.ts';
import { limitLinkClient } from './_lib/moderation/moderation.ts';
import { confirmForm, paragraphs } from './_lib/town-hall/page.ts';
import { linkPage } from './_lib/moderation/moderation-page.ts';
import { TOWN_HALL_TEXTS as T } from './_lib/town-hall/texts.ts';

export const config = { path: TOWN_HALL_ANSWER_PATH };

/** A town hall the directory still lists with its mailbox (the answer's only sender), or the French 404; and the
 *  link went to that mailbox within its lifetime, or the French 410 (the directory gives another address since). */
async function answeringTownHall(
  deps: Deps,
  q: Queryable,
  id: number,
  now: Date,
  lock = false,
): Promise<TownHallTarget & { directory_mail: string }> {
  const target = await getTownHallTarget(q, id, lock);
  if (!target?.directory_listed || !target.directory_mail)
    throw new HttpError(404, 'mairie_not_listed', T.notListedAnymore);
  const since = new Date(now.getTime() - deps.config.townHallLinkHours * 3_600_000);
  const hash = recipientHash(deps.config.visitSalt, target.directory_mail);
  if (!(await linkSentSince(q, target.id, hash, since))) throw new HttpError(410, 'link_expired', T.addressChanged);
  return { ...target, directory_mail: target.directory_mail };
}

/** 409 with the day the answer was recorded when the link's nonce was used. */
async function refuseUsed(q: Queryable, nonce: string): Promise<void> {
  const usedAt = await townHallTokenUsedAt(q, nonce);
  if (usedAt) throw new HttpError(409, 'link_used', T.used(usedAt));
}

/** What the outcome page says of a recorded answer. */
function recordedLines(s: TownHallStatement): string[] {
  return [
    T.recorded(s.saidOn),
    T.recordedTakes(s.takesApplications),
    ...(s.bookingUrl ? [s.bookingHeld ? T.recordedBookingHeld(s.bookingUrl) : T.recordedBooking(s.bookingUrl)] : []),
    ...(s.bookingHow ? [T.recordedHow(s.bookingHow)] : []),
    T.recordedUpdate,
  ];
}

export function createHandler(deps: Deps): Handler {
  const origins = () => deps.config.pageOrigins;
  const page = (title: string, body: string, status = 200) => linkPage(status, title, body, origins());

  /** Stores the answer of `fields` for the town hall of the link, or re-renders the form with its messages. */
  async function answer(
    db: Db,
    fields: Record<string, unknown>,
    token: string,
    claims: { subjectId: number; nonce: string },
    now: Date,
  ): Promise<Response> {
    const target = await answeringTownHall(deps, db, claims.subjectId, now);
    const parsed = validateForm(TownHallAnswerSchema, fields);
    if (!parsed.success)
      return page(T.answerTitle(target.nom), answerForm({ token, values: fields, errors: parsed.fields }), 400);
    const input = parsed.data;
    const bookingHeld = input.bookingUrl !== null && bookingNeedsApproval(input.bookingUrl, target);
    const statement = await db.transaction(async (tx) => {
      const locked = await answeringTownHall(deps, tx, claims.subjectId, now, true);
      if (!(await claimTownHallToken(tx, claims.nonce, 'update', locked.id))) {
        await refuseUsed(tx, claims.nonce);
        throw new HttpError(409, 'link_used', T.teamUsed);
      }
      const saved = await saveTownHallStatement(
        tx,
        locked.id,
        { ...input, bookingHeld },
        visitDay(now),
        recipientHash(deps.config.visitSalt, locked.directory_mail),
      );
      await insertRebuildRequest(tx, null);
      const mail = townHallAnswerMail(deps.config, locked, saved, teamLinks(deps.config, saved.id, bookingHeld, now));
      await enqueueMail(
        tx,
        'town-hall-answer',
        messageIdFor('town-hall-answer', saved.id, mailDomain(deps.config.mailFrom)),
        mail,
      );
      return saved;
    });
    await rebuildAfterDecision(deps, db, 'town hall');
    return page(T.recordedTitle, paragraphs(recordedLines(statement)));
  }

  const handle: Handler = async (req, context) => {
    try {
      requireMethod(req, ['GET', 'HEAD', 'POST']);
      const now = deps.now();
      if (req.method !== 'POST') {
        const token = new URL(req.url).searchParams.get('t');
        const claims = claimsOf(deps.config, 'update', token, now);
        const db = await deps.db();
        await limitLinkClient(deps, db, req, context, now);
        if (claims.action === 'stop') {
          const target = await getTownHallTarget(db, claims.subjectId);
          if (!target) throw new HttpError(404, 'mairie_not_found', MESSAGES.mairieNotFound);
          return page(
            T.stopTitle(target.nom),
            `${paragraphs([T.stopEffect])}\n${confirmForm(TOWN_HALL_ANSWER_PATH, { t: token as string }, T.stopButton)}`,
          );
        }
        await refuseUsed(db, claims.nonce);
        const target = await answeringTownHall(deps, db, claims.subjectId, now);
        return page(T.answerTitle(target.nom), answerForm({ token: token as string }));
      }
      requireSameOrigin(req, deps.config.siteUrl);
      const body = await readBody(req, FORM_MAX_BYTES);
      const fields = decodeBody(body, requireContentType(req, ['form']));
      const claims = claimsOf(deps.config, 'update', fields.t, now);
      const db = await deps.db();
      await limitLinkClient(deps, db, req, context, now);
      if (claims.action === 'stop') {
        await blockLinksForever(db, claims.subjectId);
        return page(T.stoppedTitle, paragraphs([T.stopped]));
      }
      await refuseUsed(db, claims.nonce);
      const done = await answer(db, fields, fields.t as string, claims, now);
      if (done.ok && deps.drainAfterPost) void drainSoon(deps, context);
      return done;
    } catch (error) {
      return errorResponse('html', toErrorAnswer(error, MESSAGES.sendFailed), req, origins());
    }
  };
  return withDeadline(handle, origins);
}

export default createHandler(productionDeps());
