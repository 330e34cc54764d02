// Footer contact form (SPEC §3): name, email, message → team mailbox.
import * as z from 'zod';
import { email, honeypot, requiredLine, requiredText } from './fields.ts';
import { CONTACT_LIMITS as MAX } from './limits.ts';

export const ContactSchema = z.object({
  name: requiredLine(MAX.name),
  email: email(MAX.email),
  message: requiredText(MAX.message),
  company: honeypot(),
});
export type ContactInput = z.output<typeof ContactSchema>;
