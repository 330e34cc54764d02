// POST /api/refund — tax stamp refund request: name, email, order_number, reason → refund mailbox.
import { RefundSchema } from '../src/schemas/refund.ts';
import { productionDeps } from './_lib/core/deps.ts';
import { defineForm } from './_lib/forms/form.ts';
import { refundMail } from './_lib/mail/templates.ts';
import { submitForm } from './_lib/forms/submit.ts';

export const config = { path: '/api/refund' };

export const createHandler = defineForm({
  kind: 'refund',
  schema: RefundSchema,
  handle: (input, ctx) => submitForm(ctx, 'refund', input, [refundMail(ctx.deps.config, input)]),
});

export default createHandler(productionDeps());
