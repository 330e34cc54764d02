// POST /api/refund — tax stamp refund request: name, email, order_number, reason → refund mailbox.
import { RefundSchema } from '../src/schemas/refund.ts';
import { defineForm } from './_lib/form.ts';
import { refundMail } from './_lib/mail/templates.ts';
import { submitForm } from './_lib/submit.ts';

export const config = { path: '/api/refund' };

export default defineForm({
  kind: 'refund',
  schema: RefundSchema,
  handle: (input, ctx) => submitForm(ctx, 'refund', input, [refundMail(ctx.deps.config, input)]),
});
