// Town hall contact modal (SPEC §3): name, email, reason, message → the town hall's own address.
import * as z from 'zod';
import { ContactReasonSchema } from './contact-reasons.ts';
import { email, honeypot, mairieId, requiredLine, requiredText } from './fields.ts';

export const ContactMairieSchema = z.object({
  mairie_id: mairieId(),
  name: requiredLine(),
  email: email(),
  reason: ContactReasonSchema,
  message: requiredText(),
  company: honeypot(),
});
export type ContactMairieInput = z.output<typeof ContactMairieSchema>;
