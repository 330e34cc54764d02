// POST /api/contact — footer contact form: name, email, message → team mailbox.
import { ContactSchema } from '../src/schemas/contact.ts';
import { defineForm } from './_lib/form.ts';
import { contactMail } from './_lib/mail/templates.ts';
import { submitForm } from './_lib/submit.ts';

export const config = { path: '/api/contact' };

export default defineForm({
  kind: 'contact',
  schema: ContactSchema,
  handle: (input, ctx) => submitForm(ctx, 'contact', input, [contactMail(ctx.deps.config, input)]),
});
