// POST /api/visit — the town hall page's beacon (navigator.sendBeacon, text/plain `{"mairie_id":123}`).
// Counts a client network (IPv4 address, IPv6 /64) once per town hall and Paris day, from a salted daily hash:
// no cookie, no raw IP. Beacons are rate-limited per network (in memory: a refused one costs no database
// write); obvious automation answers 204 uncounted.
import { MESSAGES } from '../src/domain/messages.ts';
import { VisitSchema } from '../src/schemas/visit.ts';
import { productionDeps, type Deps } from './_lib/core/deps.ts';
import { withDeadline } from './_lib/http/deadline.ts';
import { HttpError, toErrorAnswer } from './_lib/http/errors.ts';
import { isForeignKeyViolation } from './_lib/core/guarded-db.ts';
import {
  decodeBody,
  readBody,
  requireContentType,
  requireMethod,
  requireSameOrigin,
  validate,
} from './_lib/http/guards.ts';
import type { Handler } from './_lib/http/handler.ts';
import { HTTP_MESSAGES } from './_lib/http/messages.ts';
import { insertVisit } from '../src/data/queries/visits.ts';
import { MemoryRateLimiter } from './_lib/limits/rate-limit.ts';
import { empty, errorResponse } from './_lib/http/respond.ts';
import { clientIp, clientNetwork, isAutomated, visitDay, visitorDayHash } from './_lib/http/visitor.ts';

export const config = { path: '/api/visit' };

/** A beacon body is a few bytes. */
export const VISIT_MAX_BYTES = 1024;

export function createHandler(deps: Deps): Handler {
  /** Beacons per client network, in this process (RATE_LIMIT_VISIT). */
  const beaconLimits = new MemoryRateLimiter();

  const visit: Handler = async (req, context) => {
    try {
      requireMethod(req, ['POST']);
      requireSameOrigin(req, deps.config.siteUrl);
      const body = await readBody(req, VISIT_MAX_BYTES);
      const kind = requireContentType(req, ['text', 'json']);
      const { mairie_id } = validate(VisitSchema, decodeBody(body, kind));
      const now = deps.now();
      const ip = clientIp(req, context);
      const retryAfter = beaconLimits.hit(deps.limits.visit, clientNetwork(ip), now);
      if (retryAfter !== null) {
        throw new HttpError(429, 'rate_limited', HTTP_MESSAGES.tooManyRequests, undefined, {
          'Retry-After': String(retryAfter),
        });
      }
      if (!isAutomated(req.headers)) {
        const hash = visitorDayHash(deps.config.visitSalt, ip, visitDay(now));
        await insertVisit(await deps.db(), mairie_id, hash, now).catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? new HttpError(404, 'mairie_not_found', MESSAGES.mairieNotFound) : error;
        });
      }
      return empty(204);
    } catch (error) {
      return errorResponse('json', toErrorAnswer(error, MESSAGES.sendFailed), req);
    }
  };
  return withDeadline(visit, () => deps.config.pageOrigins);
}

export default createHandler(productionDeps());
