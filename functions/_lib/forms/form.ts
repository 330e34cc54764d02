// The form endpoint pipeline: guards in order, then the endpoint's own work, then one error mapping.
import type * as z from 'zod';
import type { Db } from '../../src/data/db.ts';
import type { SentForm } from '../../src/domain/answers.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { getDeps, type Deps } from './deps.ts';
import { withDeadline } from './deadline.ts';
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
import type { FormKind } from '../../src/domain/rate-limits.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { enforceCeiling } from './send-limits.ts';
import { answerModeOf, errorResponse, successResponse } from './respond.ts';
import { clientIp, ipHash, type FunctionContext } from './visitor.ts';

/** A Netlify Functions v2 handler (scripts/serve.ts calls it the same way). */
export type Handler = (req: Request, context?: FunctionContext) => Promise<Response>;

/** Form bodies stay small: the longest field is 5,000 characters (up to 9 bytes each once form-encoded). */
export const FORM_MAX_BYTES = 64 * 1024;

/** What a form's work gets; `client` is the salted hash of the client's network (visitor.ts ipHash). */
export type WorkContext = { deps: Deps; db: Db; client: string };

interface FormSpec<S extends z.ZodType> {
  /** Rate-limit bucket, also the `form` of the success answer unless `sent` says otherwise. */
  kind: FormKind & SentForm;
  schema: S;
  /** Message of a 500 or 503 (the spec's sending error unless the form has its own). */
  failureMessage?: string;
  /** Which success this input is (its text in SENT_TEXTS, its result page); the form's `kind` by default. */
  sent?: (input: z.output<S>) => SentForm;
  /** Stores the form and queues its e-mail, in one transaction. */
  handle: (input: z.output<S>, ctx: WorkContext) => Promise<void>;
}

/** Builds a POST handler: method, origin, body size, content type, schema, honeypot, rate limits, work. */
export function defineForm<S extends z.ZodType>(spec: FormSpec<S>): Handler {
  const failure = spec.failureMessage ?? MESSAGES.sendFailed;
  return withDeadline(async (req, context) => {
    const deps = getDeps();
    const mode = answerModeOf(req);
    try {
      requireMethod(req, ['POST']);
      requireSameOrigin(req, deps.config.siteUrl);
      const body = await readBody(req, FORM_MAX_BYTES);
      const kind = requireContentType(req, ['json', 'form']);
      const input = validate(spec.schema, decodeBody(body, kind));
      const done = () => successResponse(mode, spec.sent?.(input) ?? spec.kind);
      if (isHoneypotFilled(input)) return done();
      const db = await deps.db();
      const client = ipHash(deps.config.visitSalt, clientIp(req, context));
      await enforceRateLimit(db, deps.limits[spec.kind], `${spec.kind}:${client}`, deps.now());
      await enforceCeiling({ deps, db, client }, spec.kind);
      await spec.handle(input, { deps, db, client });
      if (deps.drainAfterPost) void drainSoon(deps, context);
      return done();
    } catch (error) {
      return errorResponse(mode, toErrorAnswer(error, failure), req);
    }
  });
}
