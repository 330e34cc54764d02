// POST /api/visit — the town hall page's beacon (navigator.sendBeacon, text/plain `{"mairie_id":123}`).
// Counts a visitor once per town hall and Paris day, from a salted daily hash: no cookie, no raw IP.
import { MESSAGES } from '../src/domain/messages.ts';
import { VisitSchema } from '../src/schemas/visit.ts';
import { getDeps } from './_lib/deps.ts';
import { HttpError, toErrorAnswer } from './_lib/errors.ts';
import { isForeignKeyViolation } from './_lib/guarded-db.ts';
import { decodeBody, readBody, requireContentType, requireMethod, requireSameOrigin, validate } from './_lib/guards.ts';
import type { Handler } from './_lib/form.ts';
import { insertVisit } from './_lib/queries.ts';
import { errorResponse } from './_lib/respond.ts';
import { clientIp, isBot, visitDay, visitorDayHash } from './_lib/visitor.ts';

export const config = { path: '/api/visit' };

/** A beacon body is a few bytes. */
export const VISIT_MAX_BYTES = 1024;

const visit: Handler = async (req, context) => {
  const deps = getDeps();
  try {
    requireMethod(req, ['POST']);
    requireSameOrigin(req, deps.config.siteUrl);
    const body = await readBody(req, VISIT_MAX_BYTES);
    const kind = requireContentType(req, ['text', 'json']);
    const { mairie_id } = validate(VisitSchema, decodeBody(body, kind));
    const userAgent = req.headers.get('user-agent');
    if (!isBot(userAgent)) {
      const now = deps.now();
      const hash = visitorDayHash(deps.config.visitSalt, clientIp(req, context), userAgent ?? '', visitDay(now));
      await insertVisit(await deps.db(), mairie_id, hash, now).catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? new HttpError(404, MESSAGES.mairieNotFound) : error;
      });
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse('json', toErrorAnswer(error, MESSAGES.sendFailed), req);
  }
};

export default visit;
