// POST /api/rebuild — editors' signed webhook: checks the HMAC, its age and that it was not seen before,
// then calls the platform's build hook (BUILD_HOOK_URL); a failed call leaves the request retryable.
import { MESSAGES } from '../src/domain/messages.ts';
import { callBuildHook } from './_lib/rebuild/build-hook.ts';
import { productionDeps, type Deps } from './_lib/core/deps.ts';
import { withDeadline } from './_lib/http/deadline.ts';
import type { ErrorCode } from '../src/domain/answers.ts';
import { HttpError, toErrorAnswer } from './_lib/http/errors.ts';
import type { Handler } from './_lib/http/handler.ts';
import { readBody, requireContentType, requireMethod } from './_lib/http/guards.ts';
import { HTTP_MESSAGES } from './_lib/http/messages.ts';
import { claimWebhookNonce, pruneWebhookNonces, releaseWebhookNonce } from '../src/data/queries/webhook-nonces.ts';
import { enforceRateLimit } from './_lib/limits/rate-limit.ts';
import { errorResponse, json } from './_lib/http/respond.ts';
import { clientIp, ipHash } from './_lib/http/visitor.ts';
import { verifyWebhook, WEBHOOK_MAX_AGE_SECONDS } from './_lib/rebuild/webhook.ts';

export const config = { path: '/api/rebuild' };

export const REBUILD_MAX_BYTES = 64 * 1024;
const REFUSALS = {
  missing: ['signature_missing', HTTP_MESSAGES.signatureMissing],
  invalid: ['signature_invalid', HTTP_MESSAGES.signatureInvalid],
  stale: ['signature_stale', HTTP_MESSAGES.signatureStale],
} as const satisfies Record<string, readonly [ErrorCode, string]>;

export function createHandler(deps: Deps): Handler {
  const rebuild: Handler = async (req, context) => {
    try {
      requireMethod(req, ['POST']);
      const body = await readBody(req, REBUILD_MAX_BYTES);
      requireContentType(req, ['json']);
      const { webhookSecret, buildHookUrl } = deps.config;
      if (!webhookSecret || !buildHookUrl) throw new HttpError(503, 'webhook_disabled', HTTP_MESSAGES.webhookDisabled);
      const now = deps.now();
      const check = verifyWebhook(
        webhookSecret,
        req.headers.get('x-signature'),
        req.headers.get('x-timestamp'),
        body,
        now,
      );
      if (!check.ok) throw new HttpError(401, REFUSALS[check.reason][0], REFUSALS[check.reason][1]);
      const db = await deps.db();
      await enforceRateLimit(
        db,
        deps.limits.rebuild,
        `rebuild:${ipHash(deps.config.visitSalt, clientIp(req, context))}`,
        now,
      );
      await pruneWebhookNonces(db, new Date(now.getTime() - 2 * WEBHOOK_MAX_AGE_SECONDS * 1000));
      if (!(await claimWebhookNonce(db, check.signature))) throw new HttpError(409, 'replayed', HTTP_MESSAGES.replayed);
      if (!(await callBuildHook(deps, buildHookUrl))) {
        // Nothing was rebuilt: the sender may retry the same signed request while it is fresh.
        await releaseWebhookNonce(db, check.signature);
        throw new HttpError(502, 'build_hook_failed', HTTP_MESSAGES.buildHookFailed);
      }
      return json(202, { ok: true, message: HTTP_MESSAGES.rebuildStarted });
    } catch (error) {
      return errorResponse('json', toErrorAnswer(error, MESSAGES.sendFailed), req);
    }
  };
  return withDeadline(rebuild, () => deps.config.pageOrigins);
}

export default createHandler(productionDeps());
