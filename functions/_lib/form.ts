// The form endpoint pipeline: guards in order, then the endpoint's own work, then one error mapping.
import type * as z from 'zod';
import type { Db } from '../../src/data/db.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { getDeps, type Deps } from './deps.ts';
import { drainSoon } from './drain.ts';
import { toErrorAnswer } from './errors.ts';
import {
  decodeBody,
  isHoneypotFilled,
  readBody,
  requireContentType,
  requireMethod,
  requireSameOrigin,
  validate,
} from './guards.ts';
import { enforceRateLimit, type LimitKind } from './rate-limit.ts';
import { answerModeOf, errorResponse, successResponse } from './respond.ts';
import { clientIp, ipHash, type FunctionContext } from './visitor.ts';

/** A Netlify Functions v2 handler (scripts/serve.ts calls it the same way). */
export type Handler = (req: Request, context?: FunctionContext) => Promise<Response>;

/** Form bodies stay small: the longest field is 5,000 characters (up to 9 bytes each once form-encoded). */
export const FORM_MAX_BYTES = 64 * 1024;

/** What a form's work gets. */
export type WorkContext = { deps: Deps; db: Db };

export interface FormSpec<S extends z.ZodType> {
  /** Rate-limit bucket, also the `form` of the result page unless `resultForm` says otherwise. */
  kind: LimitKind;
  schema: S;
  /** Message of a 500 or 503 (the spec's sending error unless the form has its own). */
  failureMessage?: string;
  successMessage: (input: z.output<S>) => string;
  resultForm?: (input: z.output<S>) => string;
  /** Stores the form and queues its e-mail, in one transaction. */
  handle: (input: z.output<S>, ctx: WorkContext) => Promise<void>;
}

/** Builds a POST handler: method, origin, body size, content type, schema, honeypot, rate limit, work. */
export function defineForm<S extends z.ZodType>(spec: FormSpec<S>): Handler {
  const failure = spec.failureMessage ?? MESSAGES.sendFailed;
  return async (req, context) => {
    const deps = getDeps();
    const mode = answerModeOf(req);
    try {
      requireMethod(req, ['POST']);
      requireSameOrigin(req, deps.config.siteUrl);
      const body = await readBody(req, FORM_MAX_BYTES);
      const kind = requireContentType(req, ['json', 'form']);
      const input = validate(spec.schema, decodeBody(body, kind));
      const done = () => successResponse(mode, spec.resultForm?.(input) ?? spec.kind, spec.successMessage(input));
      if (isHoneypotFilled(input)) return done();
      const db = await deps.db();
      const key = `${spec.kind}:${ipHash(deps.config.visitSalt, clientIp(req, context))}`;
      await enforceRateLimit(db, deps.limits[spec.kind], key, deps.now());
      await spec.handle(input, { deps, db });
      if (deps.drainAfterPost) void drainSoon(deps, context);
      return done();
    } catch (error) {
      return errorResponse(mode, toErrorAnswer(error, failure), req);
    }
  };
}
