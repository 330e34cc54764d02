// POST /api/contact — footer contact form: name, email, message → team mailbox.
import { ContactSchema } from '../src/schemas/contact.ts';
import { productionDeps } from './_lib/core/deps.ts';
import { defineForm } from './_lib/forms/form.ts';
import { contactMail } from './_lib/mail/templates.ts';
import { submitForm } from './_lib/forms/submit.ts';

export const config = { path: '/api/contact' };

export const createHandler = defineForm({
  kind: 'contact',
  schema: ContactSchema,
  handle: (input, ctx) => submitForm(ctx, 'contact', input, [contactMail(ctx.deps.config, input)]),
});

export default createHandler(productionDeps());
