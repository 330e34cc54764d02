// GET/POST /api/mairie/mise-a-jour — a town hall asks for its update link (issue 41). GET ?m=<id> only shows a page
// (noindex, no-store) naming the mailbox the official directory gives, masked, and a confirmation button: it never
// sends anything. POST (same origin) counts the per-network limit `town-hall-link` (429), then mails the link to that
// mailbox and to no other (a field a client adds is ignored), unless the town hall is blocked or got its links for
// the day or the month (TOWN_HALL_LINK_LIMITS, per town hall and per recipient): then nothing is sent and the answer
// is the same page as a sent link's. Past the site-wide daily ceiling `town-hall-link-ceiling`, a 503 and one alert
// to the team. The link recorded and its mail queued in one transaction.
import { MESSAGES } from '../src/domain/messages.ts';
import { TOWN_HALL_REQUEST_PATH } from '../src/domain/paths.ts';
import { maskEmail, TOWN_HALL_WORD_TEXTS } from '../src/domain/town-hall-word.ts';
import type { Queryable } from '../src/data/db.ts';
import { enqueueMail } from '../src/data/queries/email-outbox.ts';
import {
  countLinksSent,
  getTownHallTarget,
  linksBlockedUntil,
  recordLinkSent,
  withinLinkLimits,
  type TownHallTarget,
} from '../src/data/queries/town-hall-statements.ts';
import { productionDeps, type Deps } from './_lib/core/deps.ts';
import { FORM_MAX_BYTES } from './_lib/forms/form.ts';
import { withDeadline } from './_lib/http/deadline.ts';
import { HttpError, toErrorAnswer } from './_lib/http/errors.ts';
import {
  decodeBody,
  isHoneypotFilled,
  readBody,
  requireContentType,
  requireMethod,
  requireSameOrigin,
} from './_lib/http/guards.ts';
import type { Handler } from './_lib/http/handler.ts';
import { errorResponse } from './_lib/http/respond.ts';
import { clientIp, ipHash, recipientHash } from './_lib/http/visitor.ts';
import { enforceRateLimit } from './_lib/limits/rate-limit.ts';
import { enforceTownHallLinkCeiling } from './_lib/limits/send-limits.ts';
import { mailDomain } from './_lib/mail/render.ts';
import { townHallLinkMail } from './_lib/mail/templates.ts';
import { drainSoon } from './_lib/outbox/drain.ts';
import { messageIdFor } from './_lib/outbox/outbox.ts';
import { updateLinks } from './_lib/town-hall/links.ts';
import { anchor, confirmForm, paragraphs } from './_lib/town-hall/page.ts';
import { linkPage } from './_lib/moderation/moderation-page.ts';
import { DIRECTORY_URL, TOWN_HALL_TEXTS as T } from './_lib/town-hall/texts.ts';

export const config = { path: TOWN_HALL_REQUEST_PATH };

/** A town hall id as the page and its form give it, or null. */
function idOf(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}

/** The town hall the directory lists, or the French 404. */
async function listedTownHall(q: Queryable, id: number | null): Promise<TownHallTarget> {
  const target = id === null ? null : await getTownHallTarget(q, id);
  if (!target?.directory_listed) throw new HttpError(404, 'mairie_not_listed', T.notListed);
  return target;
}

/** True when the town hall may get one more link now: not blocked, within its limits and its recipient's. */
async function mayGetLink(q: Queryable, target: TownHallTarget, hash: string, now: Date): Promise<boolean> {
  if (await linksBlockedUntil(q, target.id, now)) return false;
  return withinLinkLimits(await countLinksSent(q, target.id, hash, now));
}

export function createHandler(deps: Deps): Handler {
  const origins = () => deps.config.pageOrigins;
  const page = (title: string, body: string, status = 200) => linkPage(status, title, body, origins());
  /** The page of a town hall without a mailbox in the directory: how it adds one. */
  const noMailPage = (target: TownHallTarget) =>
    page(
      T.requestTitle(target.nom),
      `${paragraphs([T.noMail, T.noMailHow])}\n${anchor(DIRECTORY_URL, T.directoryLink)}`,
    );
  /** The same answer whether a link went out or not. */
  const sentPage = () => page(T.sentTitle, paragraphs([T.sent]));

  const request: Handler = async (req, context) => {
    try {
      requireMethod(req, ['GET', 'HEAD', 'POST']);
      const now = deps.now();
      if (req.method !== 'POST') {
        const db = await deps.db();
        const target = await listedTownHall(db, idOf(new URL(req.url).searchParams.get('m')));
        if (!target.directory_mail) return noMailPage(target);
        const mailbox = TOWN_HALL_WORD_TEXTS.officialAddress(maskEmail(target.directory_mail));
        return page(
          T.requestTitle(target.nom),
          `${paragraphs([T.requestIntro, `${mailbox}.`, T.requestWhat])}
${confirmForm(TOWN_HALL_REQUEST_PATH, { m: String(target.id) }, T.requestButton, 'town-hall-request')}`,
        );
      }
      requireSameOrigin(req, deps.config.siteUrl);
      const body = await readBody(req, FORM_MAX_BYTES);
      // Only `m` and the honeypot are read: an address a client adds is never used.
      const fields = decodeBody(body, requireContentType(req, ['form', 'json']));
      if (isHoneypotFilled(fields)) return sentPage();
      const db = await deps.db();
      const client = ipHash(deps.config.visitSalt, clientIp(req, context));
      await enforceRateLimit(db, deps.limits['town-hall-link'], `town-hall-link:${client}`, now);
      const target = await listedTownHall(db, idOf(fields.m));
      const to = target.directory_mail;
      if (!to) return noMailPage(target);
      const hash = recipientHash(deps.config.visitSalt, to);
      if (!(await mayGetLink(db, target, hash, now))) return sentPage();
      await enforceTownHallLinkCeiling({ deps, db, client }, T.ceiling);
      const queued = await db.transaction(async (tx) => {
        // Locked, checked again: two requests at once send one link.
        const locked = await getTownHallTarget(tx, target.id, true);
        if (locked?.directory_mail !== to || !(await mayGetLink(tx, target, hash, now))) return false;
        const id = await recordLinkSent(tx, target.id, hash, now);
        const mail = townHallLinkMail(deps.config, target, to, updateLinks(deps.config, target.id, now));
        await enqueueMail(
          tx,
          'town-hall-link',
          messageIdFor('town-hall-link', id, mailDomain(deps.config.mailFrom)),
          mail,
        );
        return true;
      });
      if (queued && deps.drainAfterPost) void drainSoon(deps, context);
      return sentPage();
    } catch (error) {
      return errorResponse('html', toErrorAnswer(error, MESSAGES.sendFailed), req, origins());
    }
  };
  return withDeadline(request, origins);
}

export default createHandler(productionDeps());
