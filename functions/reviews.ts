// GET /api/reviews?mairie_id=N&since=ISO — reviews and reports published since the last build,
// so a static town hall page can show the newest ones. Never returns an e-mail; an unknown town hall is a 404.
import { MESSAGES } from '../src/domain/messages.ts';
import { ReviewsQuerySchema } from '../src/schemas/reviews-query.ts';
import { productionDeps, type Deps } from './_lib/core/deps.ts';
import { withDeadline } from './_lib/http/deadline.ts';
import { HttpError, toErrorAnswer } from './_lib/http/errors.ts';
import type { Handler } from './_lib/http/handler.ts';
import { requireMethod, validate } from './_lib/http/guards.ts';
import { getMairieCard } from '../src/data/queries/mairies.ts';
import { listMairieReports } from '../src/data/queries/reports.ts';
import { errorResponse, json } from './_lib/http/respond.ts';

export const config = { path: '/api/reviews' };

/** At most this many entries per answer, newest first. */
export const REVIEWS_LIMIT = 100;

export function createHandler(deps: Deps): Handler {
  const reviews: Handler = async (req) => {
    try {
      requireMethod(req, ['GET', 'HEAD']);
      const query = validate(ReviewsQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
      const db = await deps.db();
      const list = await listMairieReports(db, query.mairie_id, query.since ?? null, REVIEWS_LIMIT);
      // Only an empty answer costs the extra lookup; a listed review proves the town hall exists.
      if (!list.length && !(await getMairieCard(db, query.mairie_id)))
        throw new HttpError(404, 'mairie_not_found', MESSAGES.mairieNotFound);
      return json(200, { reviews: list }, { 'Cache-Control': 'public, max-age=60' });
    } catch (error) {
      return errorResponse('json', toErrorAnswer(error, MESSAGES.sendFailed), req);
    }
  };
  return withDeadline(reviews, () => deps.config.pageOrigins);
}

export default createHandler(productionDeps());
