// POST /api/reports — an anomaly report, a star review or a structured correction of a town hall (SPEC §4, §5, §7;
// issue #11). Stored as 'pending'; a review is auto-approved when REVIEWS_AUTO_APPROVE is on and it carries no link,
// e-mail address or phone number (src/domain/review-moderation.ts); one review per town hall, network and day. An
// issue notifies the team; a correction and a held review mail the team their signed « Accepter » / « Refuser »
// links (functions/moderation.ts): nothing a visitor sends changes a page before the team accepts it.
import { MESSAGES } from '../src/domain/messages.ts';
import { mayAutoPublish } from '../src/domain/review-moderation.ts';
import { ReportSchema, type ReportInput } from '../src/schemas/report.ts';
import { HttpError } from './_lib/http/errors.ts';
import { productionDeps } from './_lib/core/deps.ts';
import { defineForm } from './_lib/forms/form.ts';
import { correctionMail, heldReviewMail, reportIssueMail } from './_lib/mail/templates.ts';
import { moderationLinks } from './_lib/moderation/moderation.ts';
import { getMairieCard } from '../src/data/queries/mairies.ts';
import { insertReport } from '../src/data/queries/reports.ts';
import { enforceReviewLimit } from './_lib/limits/send-limits.ts';
import { enqueueAll } from './_lib/forms/submit.ts';

export const config = { path: '/api/reports' };

/** A review published at once; false for one that waits for a moderator (and for an issue). */
const publishedAtOnce = (input: ReportInput, autoApprove: boolean) =>
  input.type === 'review' && mayAutoPublish(input.content, autoApprove);

const reviewHeld = (input: ReportInput, autoApprove: boolean) =>
  input.type === 'review' && !publishedAtOnce(input, autoApprove);

export const createHandler = defineForm({
  kind: 'report',
  schema: ReportSchema,
  sent: (input, deps) =>
    input.type === 'issue'
      ? 'report'
      : input.type === 'correction'
        ? 'correction'
        : reviewHeld(input, deps.config.reviewsAutoApprove)
          ? 'review-held'
          : 'review',
  async handle(input, ctx) {
    const mairie = await getMairieCard(ctx.db, input.mairie_id);
    if (!mairie) throw new HttpError(404, 'mairie_not_found', MESSAGES.mairieNotFound);
    if (input.type === 'review') await enforceReviewLimit(ctx, mairie.id);
    const autoApprove = publishedAtOnce(input, ctx.deps.config.reviewsAutoApprove);
    await ctx.db.transaction(async (tx) => {
      const id = await insertReport(tx, {
        mairieId: mairie.id,
        type: input.type,
        content: input.content,
        email: input.email,
        rating: input.rating,
        autoApprove,
        correction: input.correction,
      });
      const { config } = ctx.deps;
      const links = () => moderationLinks(config, id, ctx.deps.now());
      const mail =
        input.type === 'issue'
          ? reportIssueMail(config, mairie, id, input)
          : input.correction
            ? correctionMail(config, mairie, id, { ...input, correction: input.correction }, links())
            : autoApprove
              ? null
              : heldReviewMail(config, mairie, id, input, links());
      if (mail) await enqueueAll(tx, ctx, 'report', id, [mail]);
    });
  },
});

export default createHandler(productionDeps());
