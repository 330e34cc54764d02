// Town hall contact modal (SPEC §3): name, email, reason, message → the town hall's own address.
import * as z from 'zod';
import { ContactReasonSchema } from './contact-reasons.ts';
import { email, honeypot, mairieId, requiredLine, requiredText } from './fields.ts';
import { CONTACT_MAIRIE_LIMITS as MAX } from './limits.ts';

export const ContactMairieSchema = z.object({
  mairie_id: mairieId(),
  name: requiredLine(MAX.name),
  email: email(MAX.email),
  reason: ContactReasonSchema,
  message: requiredText(MAX.message),
  company: honeypot(),
});
export type ContactMairieInput = z.output<typeof ContactMairieSchema>;
