// The form endpoint pipeline: guards in order, then the endpoint's own work, then one error mapping.
import type * as z from 'zod';
import type { SentForm } from '../../../src/domain/answers.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { FormKind } from '../../../src/domain/rate-limits.ts';
import type { Deps, HandlerFactory, WorkContext } from '../core/deps.ts';
import { withDeadline } from '../http/deadline.ts';
import { toErrorAnswer } from '../http/errors.ts';
import {
  decodeBody,
  isHoneypotFilled,
  readBody,
  requireContentType,
  requireMethod,
  requireSameOrigin,
  validate,
} from '../http/guards.ts';
import type { Handler } from '../http/handler.ts';
import { answerModeOf, errorResponse, successResponse } from '../http/respond.ts';
import { clientIp, ipHash } from '../http/visitor.ts';
import { enforceRateLimit } from '../limits/rate-limit.ts';
import { enforceCeiling } from '../limits/send-limits.ts';
import { drainSoon } from '../outbox/drain.ts';

/** Form bodies stay small: the longest field is 5,000 characters (up to 9 bytes each once form-encoded). */
export const FORM_MAX_BYTES = 64 * 1024;

interface FormSpec<S extends z.ZodType> {
  /** Rate-limit bucket, also the `form` of the success answer unless `sent` says otherwise. */
  kind: FormKind & SentForm;
  schema: S;
  /** Message of a 500 or 503 (the spec's sending error unless the form has its own). */
  failureMessage?: string;
  /** Which success this input is (its text in SENT_TEXTS, its result page); the form's `kind` by default. */
  sent?: (input: z.output<S>, deps: Deps) => SentForm;
  /** Stores the form and queues its e-mail, in one transaction. */
  handle: (input: z.output<S>, ctx: WorkContext) => Promise<void>;
}

/** The factory of a POST handler: method, origin, body size, content type, schema, honeypot, rate limits, work. */
export function defineForm<S extends z.ZodType>(spec: FormSpec<S>): HandlerFactory<Handler> {
  const failure = spec.failureMessage ?? MESSAGES.sendFailed;
  return (deps) => {
    const origins = () => deps.config.pageOrigins;
    const form: Handler = async (req, context) => {
      const mode = answerModeOf(req);
      try {
        requireMethod(req, ['POST']);
        requireSameOrigin(req, deps.config.siteUrl);
        const body = await readBody(req, FORM_MAX_BYTES);
        const kind = requireContentType(req, ['json', 'form']);
        const input = validate(spec.schema, decodeBody(body, kind));
        const done = () => successResponse(mode, spec.sent?.(input, deps) ?? spec.kind);
        if (isHoneypotFilled(input)) return done();
        const db = await deps.db();
        const client = ipHash(deps.config.visitSalt, clientIp(req, context));
        await enforceRateLimit(db, deps.limits[spec.kind], `${spec.kind}:${client}`, deps.now());
        await enforceCeiling({ deps, db, client }, spec.kind);
        await spec.handle(input, { deps, db, client });
        if (deps.drainAfterPost) void drainSoon(deps, context);
        return done();
      } catch (error) {
        return errorResponse(mode, toErrorAnswer(error, failure), req, origins());
      }
    };
    return withDeadline(form, origins);
  };
}
