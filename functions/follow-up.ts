// POST /api/follow-up — tracking_number, email → follow-up mailbox, plus a confirmation to the user (SPEC §4).
import { FollowUpSchema } from '../src/schemas/follow-up.ts';
import { productionDeps } from './_lib/core/deps.ts';
import { defineForm } from './_lib/forms/form.ts';
import { followUpConfirmationMail, followUpMail } from './_lib/mail/templates.ts';
import { enforceRecipientLimit } from './_lib/limits/send-limits.ts';
import { submitForm } from './_lib/forms/submit.ts';

export const config = { path: '/api/follow-up' };

export const createHandler = defineForm({
  kind: 'follow-up',
  schema: FollowUpSchema,
  async handle(input, ctx) {
    await enforceRecipientLimit(ctx, input.email);
    await submitForm(ctx, 'follow-up', input, [
      followUpMail(ctx.deps.config, input),
      followUpConfirmationMail(ctx.deps.config, input),
    ]);
  },
});

export default createHandler(productionDeps());
