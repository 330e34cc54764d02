// A deadline on every request: the handler's answer, or 503 with the spec's sending error and Retry-After once
// REQUEST_DEADLINE_MS have passed. The handler's database work runs under the same deadline (src/data/db.ts):
// whatever it has not committed by then never commits, so an error answer is never followed by a commit.
import { runWithDeadline } from '../../../src/data/db.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { RETRY_AFTER_SECONDS } from './errors.ts';
import type { Handler } from './handler.ts';
import { logError } from '../core/log.ts';
import { answerModeOf, errorResponse } from './respond.ts';
import { NOSNIFF, type PageOrigins } from '../../../src/domain/security-headers.ts';

/** Every function answers within this many milliseconds (the platform's visitors wait 5 s at most). */
const REQUEST_DEADLINE_MS = 4_000;

/** The answer when the deadline passed: the spec's sending error, in JSON or in the form's HTML page. */
function deadlineResponse(req: Request, origins: PageOrigins): Response {
  return errorResponse(
    answerModeOf(req),
    {
      status: 503,
      code: 'unavailable',
      message: MESSAGES.sendFailed,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    },
    req,
    origins,
  );
}

/**
 * `handler`, answering by `ms` at the latest (an HTML page's CSP allows `origins`); its answers carry nosniff whatever
 * built them.
 */
export function withDeadline(
  handler: Handler,
  origins: () => PageOrigins = () => ({}),
  ms: number = REQUEST_DEADLINE_MS,
): Handler {
  return async (req, context) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Response>((resolve) => {
      timer = setTimeout(() => {
        logError(`[functions] ${req.method} ${new URL(req.url).pathname}: no answer within ${ms} ms, 503`);
        resolve(deadlineResponse(req, origins()));
      }, ms);
    });
    const work = runWithDeadline(Date.now() + ms, () => handler(req, context));
    work.catch((error: unknown) => logError('[functions] handler failed:', error));
    try {
      return withNosniff(await Promise.race([work, late]));
    } finally {
      clearTimeout(timer);
    }
  };
}

function withNosniff(response: Response): Response {
  for (const [name, value] of Object.entries(NOSNIFF)) {
    try {
      if (!response.headers.has(name)) response.headers.set(name, value);
    } catch {
      // Headers of a fetched response are immutable; such an answer is passed on as it is.
    }
  }
  return response;
}
