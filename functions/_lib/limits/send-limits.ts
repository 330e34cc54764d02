// Limits on who the site mails, whoever asks: per recipient address, per town hall, per review, and an
// hourly ceiling per form kind that stops sending and tells the team once.
import { drainSoon } from '../outbox/drain.ts';
import { HttpError } from '../http/errors.ts';
import { logError } from '../core/log.ts';
import type { WorkContext } from '../core/deps.ts';
import { ceilingAlertMail, townHallCeilingAlertMail } from '../mail/templates.ts';
import { mailDomain } from '../mail/render.ts';
import { HTTP_MESSAGES } from '../http/messages.ts';
import { enqueueMail, type OutboxMail } from '../../../src/data/queries/email-outbox.ts';
import { hitRateLimit } from '../../../src/data/queries/rate-limits.ts';
import type { FormKind, RateLimitRule } from '../../../src/domain/rate-limits.ts';
import { checkRateLimit, enforceRateLimit, slidingWindow } from './rate-limit.ts';
import { recipientHash } from '../http/visitor.ts';

/** 429 once the address a visitor typed (normalised, hashed) got `recipient.max` mails in the window. */
export async function enforceRecipientLimit(ctx: WorkContext, address: string): Promise<void> {
  const key = `recipient:${recipientHash(ctx.deps.config.visitSalt, address)}`;
  await enforceRateLimit(ctx.db, ctx.deps.limits.recipient, key, ctx.deps.now(), {
    code: 'recipient_limited',
    message: HTTP_MESSAGES.recipientLimited,
  });
}

/** 429 once a town hall got `mairie.max` contact messages through the site in the window. */
export async function enforceMairieLimit(ctx: WorkContext, mairieId: number): Promise<void> {
  await enforceRateLimit(ctx.db, ctx.deps.limits.mairie, `mairie:${mairieId}`, ctx.deps.now(), {
    code: 'mairie_limited',
    message: HTTP_MESSAGES.mairieLimited,
  });
}

/** 429 for a second review of one town hall from one network in the window. */
export async function enforceReviewLimit(ctx: WorkContext, mairieId: number): Promise<void> {
  const key = `review:${mairieId}:${ctx.client}`;
  await enforceRateLimit(ctx.db, ctx.deps.limits.review, key, ctx.deps.now(), {
    code: 'review_limited',
    message: HTTP_MESSAGES.reviewLimited,
  });
}

/**
 * The hourly ceiling of a form kind, across all clients: past it the post is refused with 503 and nothing is
 * stored or sent. The first refusal of each window logs it and queues one message to the team mailbox.
 */
export async function enforceCeiling(ctx: WorkContext, kind: FormKind): Promise<void> {
  const rule = ctx.deps.limits.ceiling;
  await enforceSiteWideCeiling(ctx, rule, kind, HTTP_MESSAGES.sendingPaused, (start) =>
    ceilingAlertMail(ctx.deps.config, kind, rule, start),
  );
}

/** The daily ceiling of the town hall's update links (issue 41), across all town halls: like enforceCeiling, with
 *  its own French `message`. */
export async function enforceTownHallLinkCeiling(ctx: WorkContext, message: string): Promise<void> {
  const rule = ctx.deps.limits['town-hall-link-ceiling'];
  await enforceSiteWideCeiling(ctx, rule, 'town-hall-link', message, (start) =>
    townHallCeilingAlertMail(ctx.deps.config, rule, start),
  );
}

/** 503 past `rule` for `name` across all clients; the first refusal of each window logs it and queues `alert`. */
async function enforceSiteWideCeiling(
  ctx: WorkContext,
  rule: RateLimitRule,
  name: string,
  message: string,
  alert: (windowStart: Date) => OutboxMail,
): Promise<void> {
  const { deps, db } = ctx;
  const now = deps.now();
  const result = await checkRateLimit(db, rule, `ceiling:${name}`, now);
  if (result.ok) return;
  const window = slidingWindow(rule, now);
  const { current } = await hitRateLimit(db, `ceiling-alert:${name}`, window);
  if (current === 1) {
    logError(
      `[limits] ${name}: more than ${rule.max} posts in ${rule.windowSeconds} s from all clients; sending paused`,
    );
    const messageId = `<ceiling-${name}-${window.start.getTime() / 1000}@${mailDomain(deps.config.mailFrom)}>`;
    await enqueueMail(db, 'alert', messageId, alert(window.start));
    if (deps.drainAfterPost) void drainSoon(deps);
  }
  throw new HttpError(503, 'sending_paused', message, undefined, {
    'Retry-After': String(result.retryAfter),
  });
}
