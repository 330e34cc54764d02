// POST /api/reports — an anomaly report or a star review of a town hall (SPEC §4, §5, §7).
// Stored as 'pending'; reviews are auto-approved when REVIEWS_AUTO_APPROVE is on; an issue also notifies the team.
import { MESSAGES } from '../src/domain/messages.ts';
import { ReportSchema } from '../src/schemas/report.ts';
import { HttpError } from './_lib/errors.ts';
import { defineForm } from './_lib/form.ts';
import { reportIssueMail } from './_lib/mail/templates.ts';
import { getMairieCard, insertReport } from './_lib/queries.ts';
import { enqueueAll } from './_lib/submit.ts';

export const config = { path: '/api/reports' };

export default defineForm({
  kind: 'report',
  schema: ReportSchema,
  successMessage: (input) => (input.type === 'review' ? MESSAGES.reviewPublished : MESSAGES.reportSent),
  resultForm: (input) => (input.type === 'review' ? 'review' : 'report'),
  async handle(input, ctx) {
    const mairie = await getMairieCard(ctx.db, input.mairie_id);
    if (!mairie) throw new HttpError(404, MESSAGES.mairieNotFound);
    await ctx.db.transaction(async (tx) => {
      const id = await insertReport(tx, {
        mairieId: mairie.id,
        type: input.type,
        content: input.content,
        email: input.email,
        rating: input.rating,
        autoApprove: input.type === 'review' && ctx.deps.config.reviewsAutoApprove,
      });
      if (input.type === 'issue')
        await enqueueAll(tx, ctx, 'report', id, [reportIssueMail(ctx.deps.config, mairie, id, input)]);
    });
  },
});
